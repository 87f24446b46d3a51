/**
 * MUI's own texts in the chosen language: an Autocomplete's "Open" / "Clear" / "No options", a
 * TablePagination's "Rows per page" and page buttons, an Alert's "Close". The language's locale
 * (`app.locale`) picks MUI's translation; the app's theme stays the same otherwise. The page's
 * `lang` follows too: screen readers speak the language, and the browser's own words (a date picker's) follow it.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material';
import { frFR } from '@mui/material/locale';
import { useTranslate } from 'react-admin';

const MUI_LOCALES: Record<string, Parameters<typeof createTheme>[1]> = { 'fr-FR': frFR };

export function MuiLocale({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const theme = useTheme();
  const tag = translate('app.locale', { _: 'en-US' });
  const locale = MUI_LOCALES[tag];
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);
  const localized = useMemo(() => (locale ? createTheme(theme, locale) : theme), [theme, locale]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
