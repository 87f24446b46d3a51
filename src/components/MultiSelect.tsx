/**
 * The grouped multi-select of docs/requirements/shell.md §3, §9: options `{value, label, group?}` grouped by `group`
 * (default "Ungrouped"), sorted alphabetically ignoring case, with a filter box ("Filter
 * options...") and the placeholder "Select...". It is the app's way to choose several values:
 * the lists' choice filters use it (src/framework/MultiSelectInput.tsx). Options without any
 * group show no group heading.
 */
import { useMemo } from 'react';
import { Autocomplete, Checkbox, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const UNGROUPED = 'Ungrouped';
export const FILTER_PLACEHOLDER = 'Filter options...';
export const SELECT_PLACEHOLDER = 'Select...';

export interface MultiSelectOption {
  value: string | number;
  label: string;
  group?: string;
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Options in display order: groups by name, options by label, both ignoring case. */
export function sortOptions(options: MultiSelectOption[]): Array<MultiSelectOption & { group: string }> {
  return options.map((o) => ({ ...o, group: o.group || UNGROUPED })).sort((a, b) => byText(a.group, b.group) || byText(a.label, b.label));
}

export function MultiSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  filterPlaceholder,
  testId,
  minWidth,
}: {
  options: MultiSelectOption[];
  value: Array<string | number>;
  onChange: (values: Array<string | number>) => void;
  label?: string;
  placeholder?: string;
  filterPlaceholder?: string;
  testId?: string;
  minWidth?: number;
}) {
  const translate = useTranslate();
  const sorted = useMemo(() => sortOptions(options), [options]);
  const grouped = options.some((o) => o.group);
  const selected = sorted.filter((o) => value.includes(o.value));
  const empty = placeholder ?? translate('screens.shell.select_placeholder', { _: SELECT_PLACEHOLDER });
  const filtering = filterPlaceholder ?? translate('screens.shell.filter_options', { _: FILTER_PLACEHOLDER });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={sorted}
      groupBy={grouped ? (o) => (o.group === UNGROUPED ? translate('screens.shell.ungrouped', { _: UNGROUPED }) : o.group) : undefined}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      value={selected}
      onChange={(_e, next) => onChange(next.map((o) => o.value))}
      renderOption={({ key, ...props }, option, { selected: isSelected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={isSelected} sx={{ mr: 1 }} />
          {option.label}
        </li>
      )}
      renderValue={(values, getItemProps) =>
        values.map((o, index) => <Chip size="small" label={o.label} {...getItemProps({ index })} key={o.value} />)
      }
      renderInput={(params) => <TextField {...params} label={label} placeholder={selected.length ? filtering : empty} />}
      data-testid={testId}
      sx={{ minWidth }}
    />
  );
}
