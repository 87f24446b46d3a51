/**
 * The picker behind `DayField` (its own chunk): MUI X's DatePicker on date-fns, in the format of
 * the language (`app.locale`), with MUI X's texts in French. A half-typed or impossible day is
 * kept in the field and shown as an error, never sent on.
 */
import { useEffect, useState } from 'react';
import { useTheme } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import type { DayFieldProps } from './DayField';

/** By language locale (`app.locale`): date-fns's locale, the field's format, MUI X's texts. */
const LOCALES: Record<string, { dateFns: typeof enUS; format: string; texts?: Record<string, unknown> }> = {
  'fr-FR': { dateFns: fr, format: 'dd/MM/yyyy', texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
};
const ENGLISH = { dateFns: enUS, format: 'MM/dd/yyyy' };

const DAY = 'yyyy-MM-dd';
const dateOf = (day: string | null | undefined) => (day ? parse(day, DAY, new Date()) : null);
const dayOf = (date: Date | null) => (date === null ? '' : isValid(date) ? format(date, DAY) : null);

export default function DayPicker(props: DayFieldProps & { locale: string; invalidText: string }) {
  const { value, onChange, locale, invalidText } = props;
  const language = LOCALES[locale] ?? ENGLISH;
  // What the field holds, which may be half typed; the form only ever gets whole days.
  const [date, setDate] = useState<Date | null>(() => dateOf(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDate((current) => (dayOf(current) === (value || '') ? current : dateOf(value)));
  }, [value]);
  const showError = props.error || invalid;
  // MUI X's field does not read the theme's TextField defaults (react-admin's filled, dense, small):
  // given here, a day field looks like the text fields beside it.
  const defaults = useTheme().components?.MuiTextField?.defaultProps ?? {};
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={language.dateFns} localeText={language.texts}>
      <DatePicker
        label={props.label}
        value={date}
        format={language.format}
        disabled={props.disabled}
        className={props.className}
        onChange={(next) => {
          setDate(next);
          const day = dayOf(next);
          if (day !== null && day !== (value || '')) onChange(day);
        }}
        onError={(reason) => setInvalid(reason !== null)}
        slotProps={{
          textField: {
            id: props.id,
            name: props.name,
            variant: defaults.variant,
            margin: defaults.margin,
            size: props.size ?? defaults.size,
            fullWidth: props.fullWidth ?? defaults.fullWidth,
            required: props.required,
            onBlur: props.onBlur,
            error: showError,
            helperText: invalid && !props.helperText ? invalidText : props.helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
