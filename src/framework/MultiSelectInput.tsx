/**
 * A react-admin input choosing several of a field's choices with the app's multi-select
 * (src/components/MultiSelect.tsx). As a list filter it asks for any of the chosen values (the
 * server's `field: [a, b]`, = ANY); a single value from a link or a quick filter shows as one
 * chip, and choosing none removes the filter rather than matching nothing.
 */
import { useInput } from 'react-admin';
import { MultiSelect } from '../components/MultiSelect';

type Value = string | number;

const valuesOf = (value: unknown): Value[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? (value as Value[]) : [value as Value];

export function MultiSelectInput({
  source,
  label,
  choices,
}: {
  source: string;
  label: string;
  choices: Array<{ id: Value; name: string }>;
}) {
  const { field } = useInput({ source });
  return (
    <MultiSelect
      label={label}
      options={choices.map((c) => ({ value: c.id, label: c.name }))}
      value={valuesOf(field.value)}
      // '' is react-admin's "no filter" (an undefined would leave the last choice in place).
      onChange={(values) => field.onChange(values.length ? values : '')}
      testId={`filter-${source}`}
      minWidth={220}
    />
  );
}
