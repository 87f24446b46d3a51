/**
 * A text field's input that offers its usual values (`text().suggested([...])`) in words, in the
 * chosen language, and stores a chosen one by its code; anything else typed is kept as typed.
 * Typing a usual value's words ("défaut d'impression") stores its code too, so the same category
 * is never stored twice under two languages.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useInput, useResourceContext, useTranslate } from 'react-admin';
import type { Field } from '../../resources/fields';
import { useChoiceLabel } from './choiceLabel';

/** A suggested field's value in words (its choice key's) when it is a usual one, else as stored. */
export function useSuggestedWords(): (name: string, field: Field | undefined, value: string, resource?: string) => string {
  const label = useChoiceLabel();
  return (name, field, value, resource) => (field?.suggestions?.includes(value) ? label(name, value, resource) : value);
}

export function SuggestedInput({
  source,
  field,
  label,
  resource,
  autoFocus,
  fullWidth,
  required = field.isRequired,
}: {
  source: string;
  field: Field;
  label: string;
  /** The react-admin resource whose choice keys name the values (a station's form has no resource context). */
  resource?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  /** The field's own rule by default; a list filter is never required. */
  required?: boolean;
}) {
  const translate = useTranslate();
  const current = useResourceContext();
  const words = useChoiceLabel();
  const input = useInput({ source, isRequired: required });
  const usual = (field.suggestions ?? []).map((code) => ({ code, words: words(source, code, resource ?? current) }));
  const value = String(input.field.value ?? '');
  const shown = usual.find((u) => u.code === value)?.words ?? value;
  const codeOf = (text: string) => usual.find((u) => u.words.toLocaleLowerCase() === text.trim().toLocaleLowerCase())?.code ?? text;
  const message = input.fieldState.error?.message;
  const error = message ? translate(message, { _: message }) : '';
  return (
    <Autocomplete
      freeSolo
      options={usual.map((u) => u.words)}
      inputValue={shown}
      onInputChange={(_event, text) => input.field.onChange(codeOf(text))}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={input.field.name}
          onBlur={input.field.onBlur}
          required={required}
          autoFocus={autoFocus}
          label={label}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
