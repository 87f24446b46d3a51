/**
 * Nothing typed is lost silently:
 * - `useUnsavedChangesWarning(dirty)` asks before leaving a page whose hand-written form has
 *   unsaved changes (in-app navigation through the data router's blocker, closing or reloading
 *   the tab through `beforeunload`); react-admin forms use `warnWhenUnsavedChanges` instead.
 * - `<KeepDraftOnSessionExpiry />`, inside a react-admin form: when the server answers 401
 *   (the session ended, e.g. during a save) the form's values are kept in session storage for
 *   the page; signing in again returns to the page (`/login?ref=`) and puts them back, unsaved,
 *   so the person only has to press Save again.
 */
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useBlocker, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { onUnauthorized } from '../../providers/httpClient';

/** Returns `allowLeave()`, to call just before leaving on purpose (after a successful save). */
export function useUnsavedChangesWarning(dirty: boolean): () => void {
  const translate = useTranslate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return () => {
    dirtyRef.current = false;
  };
}

const DRAFT_KEY = 'form_draft.v1';

interface Draft {
  path: string;
  values: Record<string, unknown>;
}

export function readDraft(path: string): Draft['values'] | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft?.path === path ? draft.values : undefined;
  } catch {
    return undefined;
  }
}

export function KeepDraftOnSessionExpiry() {
  const { getValues, reset, formState } = useFormContext();
  const { pathname } = useLocation();
  const dirtyRef = useRef(false);
  dirtyRef.current = formState.isDirty;

  useEffect(
    () =>
      onUnauthorized(() => {
        if (dirtyRef.current) sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path: pathname, values: getValues() } satisfies Draft));
      }),
    [getValues, pathname],
  );

  useEffect(() => {
    const values = readDraft(pathname);
    if (!values) return;
    // After the form's own reset to the record (a parent effect, run after this one).
    const timer = setTimeout(() => {
      sessionStorage.removeItem(DRAFT_KEY);
      reset({ ...getValues(), ...values }, { keepDefaultValues: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, getValues, reset]);
  return null;
}
