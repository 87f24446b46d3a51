/** A checkbox that is checked, unchecked or indeterminate (docs/requirements/shell.md §4), e.g. "select all" of a partly selected list. */
import { Checkbox, FormControlLabel } from '@mui/material';

export type TriState = 'checked' | 'unchecked' | 'indeterminate';

/** The state of a "select all" box over `selected` of `total` items. */
export function stateOf(selected: number, total: number): TriState {
  if (selected === 0 || total === 0) return 'unchecked';
  return selected >= total ? 'checked' : 'indeterminate';
}

export function TriStateCheckbox({ state, onChange, label }: { state: TriState; onChange: (checked: boolean) => void; label?: string }) {
  const box = (
    <Checkbox
      checked={state === 'checked'}
      indeterminate={state === 'indeterminate'}
      // An indeterminate box becomes checked on click.
      onChange={() => onChange(state !== 'checked')}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  return label ? <FormControlLabel control={box} label={label} /> : box;
}
