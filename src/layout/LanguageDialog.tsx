/** The Language Selection dialog (docs/requirements/shell.md §2): a select of languages, Close and Select. */
import { useEffect, useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { SizedDialog } from '../components/SizedDialog';
import { useLocaleState, useLocales, useNotify, useTranslate } from 'react-admin';

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [choice, setChoice] = useState(locale);
  const translate = useTranslate();
  const notify = useNotify();
  useEffect(() => {
    if (open) setChoice(locale);
  }, [open, locale]);
  return (
    <SizedDialog open={open} onClose={onClose} size="md">
      <DialogTitle>{translate('screens.shell.language_selection')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('account.language')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {locales.map((l) => (
            <MenuItem key={l.locale} value={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.shell.close')}</Button>
        <Button
          variant="contained"
          onClick={async () => {
            try {
              await setLocale(choice);
              onClose();
            } catch {
              notify('screens.shell.language_texts_not_loaded', { type: 'error' });
            }
          }}
        >
          {translate('screens.shell.select')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
