/**
 * The JSON editor of docs/requirements/shell.md §5: with validation on, it parses the text and shows a red border
 * with the parse message (or "Invalid JSON") when it fails; the text is passed on either way.
 */
import { useState } from 'react';
import { TextField } from '@mui/material';

export const INVALID_JSON = 'Invalid JSON';

export function jsonError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return (error as Error)?.message || INVALID_JSON;
  }
}

export function JsonEditor({
  value,
  onChange,
  label,
  validate = true,
  minRows = 4,
}: {
  value: string;
  onChange: (text: string, parsed: unknown, error: string | null) => void;
  label?: string;
  validate?: boolean;
  minRows?: number;
}) {
  const [error, setError] = useState<string | null>(validate ? jsonError(value) : null);
  return (
    <TextField
      label={label}
      value={value}
      multiline
      minRows={minRows}
      fullWidth
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' }, 'aria-invalid': !!error } }}
      onChange={(e) => {
        const text = e.target.value;
        const parseProblem = jsonError(text);
        const problem = validate ? parseProblem : null;
        setError(problem);
        const parsed = parseProblem || text.trim() === '' ? undefined : JSON.parse(text);
        onChange(text, parsed, parseProblem);
      }}
    />
  );
}
