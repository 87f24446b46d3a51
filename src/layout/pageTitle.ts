/**
 * The page title of docs/requirements/shell.md §2: the product name, a separator and the page name. A screen names
 * itself with `usePageTitle(name)`; otherwise the shell uses the sidebar entry of the path.
 */
import { useEffect, useSyncExternalStore } from 'react';

export const PRODUCT_NAME = 'Papered';
export const TITLE_SEPARATOR = ' | ';

export const formatTitle = (page?: string) => (page ? `${PRODUCT_NAME}${TITLE_SEPARATOR}${page}` : PRODUCT_NAME);

let current: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    current = name;
    emit();
    return () => {
      if (current === name) {
        current = undefined;
        emit();
      }
    };
  }, [name]);
}

/** The name a screen gave itself, if any. */
export function useScreenTitle(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Sets document.title; used by the shell and by the account screens outside it. */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = formatTitle(name);
  }, [name]);
}
