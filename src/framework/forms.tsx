/**
 * The one form wrapper of the app: react-admin's `<Form>` (`AppForm`) and `<SimpleForm>`
 * (`AppSimpleForm`) with what every form owes the person typing in it (`./formSafety`):
 *
 * - it warns before the page is left with unsaved changes (on by default; `warnWhenUnsavedChanges={false}`
 *   for a form whose values are not the person's work, e.g. a filter);
 * - it keeps its draft through an expired session: a 401 stores the values for the page, and
 *   signing in again puts them back with a notice (`draft` names the form when a page has several,
 *   e.g. `line-7`; `draft={false}` for a form that must not come back, e.g. a password).
 *
 * Every react-admin form of `src/` is one of these (lint: `local/app-forms`).
 */
import type { ReactNode } from 'react';
// eslint-disable-next-line local/app-forms -- the wrapper itself.
import { Form, SimpleForm, type FormProps, type SimpleFormProps } from 'react-admin';
import { KeepDraftOnSessionExpiry, WarnWhenUnsavedChanges } from './formSafety';

interface SafetyProps {
  /** The draft's name on its page (`form` by default), or `false` to keep none. */
  draft?: string | false;
  /** Ask before leaving with unsaved changes (default). */
  warnWhenUnsavedChanges?: boolean;
}

function FormSafety({ draft = 'form', warnWhenUnsavedChanges = true }: SafetyProps) {
  return (
    <>
      {draft !== false && <KeepDraftOnSessionExpiry form={draft} />}
      {warnWhenUnsavedChanges && <WarnWhenUnsavedChanges />}
    </>
  );
}

export type AppFormProps = Omit<FormProps, 'warnWhenUnsavedChanges'> & SafetyProps & { children?: ReactNode };

export function AppForm({ draft, warnWhenUnsavedChanges, children, ...props }: AppFormProps) {
  return (
    <Form noValidate {...props}>
      <FormSafety draft={draft} warnWhenUnsavedChanges={warnWhenUnsavedChanges} />
      {children}
    </Form>
  );
}

export type AppSimpleFormProps = Omit<SimpleFormProps, 'warnWhenUnsavedChanges'> & SafetyProps;

export function AppSimpleForm({ draft, warnWhenUnsavedChanges, children, ...props }: AppSimpleFormProps) {
  return (
    <SimpleForm noValidate {...props}>
      <FormSafety draft={draft} warnWhenUnsavedChanges={warnWhenUnsavedChanges} />
      {children}
    </SimpleForm>
  );
}
