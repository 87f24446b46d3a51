/**
 * Nothing typed is lost silently:
 * - `useUnsavedChangesWarning(dirty)` asks before leaving a page while anything on it has unsaved
 *   changes (in-app navigation through the data router's blocker, closing or reloading the tab
 *   through `beforeunload`). Every form of the page registers its own flag and each blocker asks
 *   about all of them: react-router consults only the last blocker of a page, so a page with a
 *   clean form mounted after a dirty one would otherwise let the person leave.
 * - `<WarnWhenUnsavedChanges />`, inside a react-admin form: the same, while the form has unsaved
 *   changes that are not being sent (a save's own redirect passes).
 * - `<KeepDraftOnSessionExpiry />`, inside a react-admin form: when the server answers 401
 *   (the session ended, e.g. during a save) the form's values are kept in session storage for
 *   the page; signing in again returns to the page (`/login?ref=`) and puts them back, unsaved,
 *   with a notice, so the person only has to press Save again.
 * `AppForm` / `AppSimpleForm` (`src/framework/forms.tsx`) put both in every form.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useBlocker, useLocation } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { onUnauthorized } from '../../providers/httpClient';
import { getToken } from '../../providers/session';

/** The unsaved-changes flags of the forms and editors on screen (one entry per mounted hook). */
const unsaved = new Set<{ current: boolean }>();
const anythingUnsaved = () => [...unsaved].some((flag) => flag.current);

/** Returns `allowLeave()`, to call just before leaving on purpose (after a successful save). */
export function useUnsavedChangesWarning(dirty: boolean): () => void {
  const translate = useTranslate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    unsaved.add(dirtyRef);
    return () => {
      unsaved.delete(dirtyRef);
    };
  }, []);
  // Without a session the page is left for the login screen: the drafts are kept (below), so no question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !!getToken() && anythingUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!anythingUnsaved() || !getToken() || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
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

/**
 * Inside a react-admin form: the same warning as `useUnsavedChangesWarning` while the form has
 * unsaved changes — also for a page with pages under its path (`/product/5` and its
 * `/product/5/sample-selection`), and a form in a dialog. While the form is being sent nothing is
 * asked (a save that succeeds leads away itself), and once a save has succeeded it no longer warns.
 */
export function WarnWhenUnsavedChanges() {
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  useUnsavedChangesWarning(isDirty && !isSubmitting && !isSubmitSuccessful);
  return null;
}

const DRAFTS_KEY = 'form_drafts.v2';

/** The drafts kept when a session ended, by page and form (`/purchase-orders/3#details`). */
type Drafts = Record<string, Record<string, unknown>>;

const draftKey = (path: string, form: string) => `${path}#${form}`;

function readDrafts(): Drafts {
  try {
    return (JSON.parse(sessionStorage.getItem(DRAFTS_KEY) ?? 'null') as Drafts | null) ?? {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Drafts) {
  if (Object.keys(drafts).length === 0) sessionStorage.removeItem(DRAFTS_KEY);
  else sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
}

/**
 * What can be kept: a chosen file cannot be written to session storage (it would come back as
 * `{}`), so it is left out and the form keeps its own value for it (none: it is chosen again).
 */
function keepable(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(value instanceof Blob)));
}

export function readDraft(path: string, form = 'form'): Record<string, unknown> | undefined {
  return readDrafts()[draftKey(path, form)];
}

/**
 * `form` names the form when a page has more than one (a purchase order's details and each of
 * its lines), so that each gets its own values back.
 */
export function KeepDraftOnSessionExpiry({ form = 'form' }: { form?: string }) {
  const { getValues, reset, formState } = useFormContext();
  const notify = useNotify();
  const { pathname } = useLocation();
  const dirtyRef = useRef(false);
  dirtyRef.current = formState.isDirty;

  useEffect(
    () =>
      onUnauthorized(() => {
        if (dirtyRef.current) writeDrafts({ ...readDrafts(), [draftKey(pathname, form)]: keepable(getValues()) });
      }),
    [getValues, pathname, form],
  );

  useEffect(() => {
    const values = readDraft(pathname, form);
    if (!values) return;
    // After the form's own reset to the record (a parent effect, run after this one).
    const timer = setTimeout(() => {
      const { [draftKey(pathname, form)]: _restored, ...others } = readDrafts();
      writeDrafts(others);
      reset({ ...getValues(), ...values }, { keepDefaultValues: true });
      notify('form.draft_restored', { type: 'info', autoHideDuration: 10000 });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, form, getValues, reset, notify]);
  return null;
}
