/**
 * The notices of the screens before sign-in: the app's toast (src/components/Toast.tsx, 5 seconds),
 * with react-admin's `notify(message, {type})` call shape. It sits above the routes, so a message
 * given just before navigating (e.g. "Your password has been reset. Please log in." then /login)
 * stays visible. A new message replaces the one showing.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { TOAST_TITLE_KEYS, toastTypeOf } from '../components/toastKinds';

// Loaded with the first notice: the login form's first load carries no toast (docs/benchmarks.md, first load).
const Toast = lazy(() => import('../components/Toast').then((module) => ({ default: module.Toast })));
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
      {current && (
        <Suspense fallback={null}>
          <Toast
        // A new message shows for its own 5 seconds.
        key={current?.key}
        message={current ? { colorType, text: words(current.message) } : null}
        open={open}
        title={titleKey && translate(titleKey)}
        closeText={translate('auth.close')}
        onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
