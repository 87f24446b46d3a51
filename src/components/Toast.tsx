/**
 * The toast of docs/requirements/shell.md §3, §4, §8: a message `{colorType, text}` titled Warning,
 * Info or Error, hiding itself after `seconds` (default 5) or when closed. It is how every notice
 * of the app shows: react-admin's `notify` (src/layout/AppNotification.tsx) and the screens before
 * sign-in (src/public/notify.tsx). A `success` is react-admin's confirmation ("Element updated"),
 * shown green and without a title.
 */
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { TOAST_SECONDS, type ToastMessage } from './toastKinds';

const SEVERITY = { warn: 'warning', info: 'info', error: 'error', success: 'success' } as const;

export function Toast({
  message,
  open = !!message,
  title,
  closeText,
  onClose,
  onExited,
  action,
  seconds = TOAST_SECONDS,
  closeOnClickAway = false,
}: {
  message: ToastMessage | null;
  /** Shown; false keeps the message while the toast leaves. */
  open?: boolean;
  /** The level's title in the reader's language (TOAST_TITLE_KEYS). */
  title?: string;
  /** The close button's name in the reader's language. */
  closeText?: string;
  onClose: () => void;
  /** Called once the toast has gone, so that the next one can show. */
  onExited?: () => void;
  action?: ReactNode;
  /** null: stays until closed. */
  seconds?: number | null;
  /** Closed by a click or a touch elsewhere too (react-admin's way: the next action dismisses it). */
  closeOnClickAway?: boolean;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={seconds === null ? null : seconds * 1000}
      onClose={(_e, reason) => (closeOnClickAway || reason !== 'clickaway') && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      {message ? (
        <Alert
          severity={SEVERITY[message.colorType]}
          onClose={onClose}
          closeText={closeText}
          action={action}
          variant="filled"
          data-testid="toast"
          sx={{ minWidth: { sm: 280 }, maxWidth: 560, alignItems: 'center' }}
        >
          {title && <AlertTitle>{title}</AlertTitle>}
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
