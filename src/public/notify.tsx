/**
 * The notices of the screens before sign-in: the app's toast (src/components/Toast.tsx, 5 seconds),
 * with react-admin's `notify(message, {type})` call shape. It sits above the routes, so a message
 * given just before navigating (e.g. "Your password has been reset. Please log in." then /login)
 * stays visible. A new message replaces the one showing.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { TOAST_TITLE_KEYS, Toast, toastTypeOf } from '../components/Toast';
import { useTranslate, useWords } from './texts';

type NotificationType = 'info' | 'success' | 'warning' | 'error';
export type Notify = (message: string, options?: { type?: NotificationType }) => void;

const NotifyContext = createContext<Notify>(() => undefined);

export function PublicNotifications({ children }: { children: ReactNode }) {
  // A message is a key or the server's keyed refusal (worded in the chosen language), as react-admin's notify.
  const words = useWords();
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ key: number; message: string; type: NotificationType }>();
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, options) => {
    setCurrent({ key: Date.now(), message, type: options?.type ?? 'info' });
    setOpen(true);
  }, []);
  const colorType = toastTypeOf(current?.type);
  const titleKey = TOAST_TITLE_KEYS[colorType];
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toast
        // A new message shows for its own 5 seconds.
        key={current?.key}
        message={current ? { colorType, text: words(current.message) } : null}
        open={open}
        title={titleKey && translate(titleKey)}
        closeText={translate('auth.close')}
        onClose={() => setOpen(false)}
      />
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
