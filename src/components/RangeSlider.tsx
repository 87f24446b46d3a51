/**
 * A labelled slider over a whole-number range (docs/requirements/shell.md §5: minimum 0, maximum 100, step 1 unless
 * told otherwise) — the mockup dialog's pattern scale and shadow opacity. The value is shown
 * beside the label, so it can be read without dragging.
 */
import { Box, Slider, Typography } from '@mui/material';
import { useId } from 'react';

export const RANGE_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

export interface RangeSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
}

export function RangeSlider({
  label,
  value,
  onChange,
  min = RANGE_DEFAULTS.min,
  max = RANGE_DEFAULTS.max,
  step = RANGE_DEFAULTS.step,
  disabled,
}: RangeSliderProps) {
  const labelId = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {value}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={labelId}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        valueLabelDisplay="auto"
        onChange={(_event, next) => onChange(Array.isArray(next) ? next[0] : next)}
      />
    </Box>
  );
}
