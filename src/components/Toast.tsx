/**
 * Toasts of docs/requirements/shell.md §3, §4, §8: a message `{colorType: 'warn' | 'info' | 'error', text}` titled
 * Warning, Info or Error, hiding itself after `seconds` (default 5) or when closed.
 */
import { Alert, AlertTitle, Snackbar } from '@mui/material';

export type ToastType = 'warn' | 'info' | 'error';
export const TOAST_TITLES: Record<ToastType, string> = { warn: 'Warning', info: 'Info', error: 'Error' };
const SEVERITY = { warn: 'warning', info: 'info', error: 'error' } as const;
export const TOAST_SECONDS = 5;

export interface ToastMessage {
  colorType: ToastType;
  text: string;
}

export function Toast({
  message,
  onClose,
  seconds = TOAST_SECONDS,
}: {
  message: ToastMessage | null;
  onClose: () => void;
  seconds?: number;
}) {
  return (
    <Snackbar
      open={!!message}
      autoHideDuration={seconds * 1000}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {message ? (
        <Alert severity={SEVERITY[message.colorType]} onClose={onClose} variant="filled" sx={{ minWidth: 280 }}>
          <AlertTitle>{TOAST_TITLES[message.colorType]}</AlertTitle>
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
