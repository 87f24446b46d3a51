/** An error message under a form or a section (docs/requirements/shell.md §5): shows nothing when the message is empty. */
import { Typography } from '@mui/material';

export function ErrorMessage({ message }: { message?: string | null }) {
  if (!message?.trim()) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
      {message}
    </Typography>
  );
}
