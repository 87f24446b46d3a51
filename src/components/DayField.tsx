/**
 * A day field (`YYYY-MM-DD`, or '' for none) written in the chosen language's way: dd/mm/yyyy in
 * French, mm/dd/yyyy in English, with a calendar. The browser's own `<input type=date>` follows
 * the browser's language, not the app's, so the app never uses it. The picker (MUI X Date Pickers
 * with date-fns) is a chunk of its own that loads with the first day field a screen draws; until
 * then the field shows the day read-only in the language's format.
 */
import { Suspense, useId } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lazyChunk } from './lazyChunk';
import { dateFormat } from '../framework/format';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

export interface DayFieldProps {
  /** The day as `YYYY-MM-DD`, or '' for none. */
  value: string | null | undefined;
  /** Called with a whole day (`YYYY-MM-DD`) or '' when emptied; never with a half-typed one. */
  onChange: (day: string) => void;
  label: string;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const DayPicker = lazyChunk(() => import('./DayPicker'));

/** The day written as the language writes it (the field before its picker loads). */
function shownDay(day: string | null | undefined, locale: string) {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(y, m - 1, d));
}

export function DayField(props: DayFieldProps) {
  const translate = useTranslate();
  const locale = translate('app.locale', { _: 'en-US' });
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <Suspense
      fallback={
        <TextField
          id={id}
          label={props.label}
          value={shownDay(props.value, locale)}
          size={props.size}
          fullWidth={props.fullWidth}
          required={props.required}
          className={props.className}
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <DayPicker {...props} id={id} locale={locale} invalidText={translate(FIELD_MESSAGES.key('date'))} />
    </Suspense>
  );
}
