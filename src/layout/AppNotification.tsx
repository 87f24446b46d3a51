/**
 * react-admin's notices (`notify`) shown as the app's toast (src/components/Toast.tsx), one at a
 * time in the order given: 5 seconds unless the call says otherwise (docs/requirements/shell.md §2.5). It
 * takes the place of react-admin's `<Notification>` and keeps its contract: a message is a key
 * with its values, a click elsewhere dismisses it, and an undoable change runs when its notice
 * goes unless Undo was pressed.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { Toast } from '../components/Toast';
import { TOAST_SECONDS, TOAST_TITLE_KEYS, toastTypeOf } from '../components/toastKinds';

export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || !notifications.length) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  // An undoable change is made once its notice has gone, or dropped when Undo was pressed.
  const settle = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );
  const exited = useCallback(() => {
    settle(false);
    setCurrent(undefined);
  }, [settle]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const colorType = toastTypeOf(type);
  const titleKey = TOAST_TITLE_KEYS[colorType];
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const undo = undoable ? (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        settle(true);
        setCurrent({ ...current, notificationOptions: { ...notificationOptions, undoable: false } });
        close();
      }}
    >
      {translate('ra.action.undo')}
    </Button>
  ) : undefined;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Toast
        message={{ colorType, text }}
        open={open}
        title={titleKey && translate(titleKey)}
        // react-admin renders the notification beside the layout, outside MuiLocale: its Close is named here.
        closeText={translate('ra.action.close')}
        onClose={close}
        closeOnClickAway
        onExited={exited}
        action={undo}
        seconds={autoHideDuration === undefined ? TOAST_SECONDS : autoHideDuration === null ? null : autoHideDuration / 1000}
      />
    </CloseNotificationContext.Provider>
  );
}
