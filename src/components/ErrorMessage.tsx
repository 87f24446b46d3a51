/**
 * The error line under a form, a field or a section (docs/requirements/shell.md §5): the one way a
 * screen says what went wrong in place. The message is a key, a server's refusal or words already
 * written; it shows nothing when empty.
 */
import type { ReactNode } from 'react';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ErrorMessage({
  message,
  caption,
  sx,
  children,
}: {
  message?: string | null;
  /** Small type, under a line of a list. */
  caption?: boolean;
  sx?: SxProps<Theme>;
  /** Words already put together, shown instead of `message`. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  if (!children && !message?.trim()) return null;
  return (
    <Typography role="alert" color="error" variant={caption ? 'caption' : 'body2'} component="div" sx={sx}>
      {children ?? translate(message!, { _: message })}
    </Typography>
  );
}
