/**
 * The snackbar of the screens before sign-in (docs/requirements/shell.md §2: 5 seconds), with react-admin's
 * `notify(message, {type})` call shape. It sits above the routes, so a message given just before
 * navigating (e.g. "Your password has been reset. Please log in." then /login) stays visible.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useWords } from './texts';

export const SNACKBAR_MS = 5000;

type NotificationType = 'info' | 'success' | 'warning' | 'error';
export type Notify = (message: string, options?: { type?: NotificationType }) => void;

const NotifyContext = createContext<Notify>(() => undefined);

export function PublicNotifications({ children }: { children: ReactNode }) {
  // A message is a key or the server's keyed refusal (worded in the chosen language), as react-admin's notify.
  const words = useWords();
  const [current, setCurrent] = useState<{ key: number; message: string; type: NotificationType }>();
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, options) => {
    setCurrent({ key: Date.now(), message, type: options?.type ?? 'info' });
    setOpen(true);
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={current?.type ?? 'info'} variant="filled" onClose={() => setOpen(false)}>
          {current && words(current.message)}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
