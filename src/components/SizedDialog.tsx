/**
 * A dialog in one of the sizes of docs/requirements/shell.md §9 — xs to 6xl, plus full (the whole screen) — so every
 * dialog of the app picks a size by name instead of a width. On a phone, sizes from lg up fill
 * the screen: a wide dialog squeezed to 375 px is harder to use than a full-screen one.
 */
import { Dialog, useMediaQuery, useTheme, type DialogProps } from '@mui/material';

/** Widest the paper may be, in px (the usual xs…6xl scale of 20–72 rem). */
export const DIALOG_WIDTHS = {
  xs: 320,
  sm: 384,
  md: 448,
  lg: 512,
  xl: 576,
  '2xl': 672,
  '3xl': 768,
  '4xl': 896,
  '5xl': 1024,
  '6xl': 1152,
} as const;
export type DialogSize = keyof typeof DIALOG_WIDTHS | 'full';
export const DIALOG_SIZES = [...(Object.keys(DIALOG_WIDTHS) as DialogSize[]), 'full'] as const;

export interface SizedDialogProps extends Omit<DialogProps, 'maxWidth' | 'fullScreen' | 'fullWidth'> {
  size?: DialogSize;
}

export function SizedDialog({ size = 'md', slotProps, ...props }: SizedDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const full = size === 'full' || (phone && DIALOG_WIDTHS[size] >= DIALOG_WIDTHS.lg);
  const paper = (slotProps?.paper ?? {}) as Record<string, unknown>;
  return (
    <Dialog
      {...props}
      fullScreen={full}
      fullWidth={!full}
      maxWidth={false}
      slotProps={{
        ...slotProps,
        paper: {
          ...paper,
          'data-size': size,
          sx: full ? undefined : { width: '100%', maxWidth: DIALOG_WIDTHS[size as keyof typeof DIALOG_WIDTHS] },
        } as never,
      }}
    />
  );
}
