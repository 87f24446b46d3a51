/**
 * The toast's kinds and their titles' keys, apart from the toast itself: the screens before sign-in
 * read them in their first chunk and load the toast (MUI's Snackbar and Alert) only when a notice
 * shows (src/public/notify.tsx).
 */
import type { ReactNode } from 'react';

export type ToastType = 'warn' | 'info' | 'error' | 'success';
/** The title of each level, by key (resources/i18n/en.ts); a confirmation has none. */
export const TOAST_TITLE_KEYS: Record<ToastType, string | undefined> = {
  warn: 'toast.warning',
  info: 'toast.info',
  error: 'toast.error',
  success: undefined,
};
export const TOAST_SECONDS = 5;

export interface ToastMessage {
  colorType: ToastType;
  /** The words shown, already in the reader's language. */
  text: ReactNode;
}

/** react-admin's notification types as toast levels. */
export const toastTypeOf = (type: string | undefined): ToastType =>
  type === 'warning' ? 'warn' : type === 'error' || type === 'success' ? type : 'info';
