/**
 * Inline edits not saved yet (a quantity typed in a table row, notes typed in a details card)
 * register here, so that an action on the whole record (confirm an order…) first saves them —
 * and is not sent when one is refused — and leaving the page warns while any is pending.
 *
 *   <PendingEditsProvider> … </PendingEditsProvider>
 *   usePendingEdit(key, changed, save)          // in the inline editor
 *   const pending = usePendingEdits();           // in the action
 *   await pending.saveAll();                     // throws the first refusal
 *   <PendingFormEdit id="…" save={…} />          // inside a react-admin <Form>: its changes
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { setSubmissionErrors } from 'react-admin';
import { useUnsavedChangesWarning } from './formSafety';
import { refusalOf, type FormSave } from './formSubmit';

type Save = () => Promise<unknown>;

interface PendingEdits {
  register(key: string, save: Save | null): void;
  count: number;
  saveAll(): Promise<void>;
}

const Context = createContext<PendingEdits | null>(null);

export function PendingEditsProvider({ children }: { children: ReactNode }) {
  const saves = useRef(new Map<string, Save>());
  const [count, setCount] = useState(0);
  const register = useCallback((key: string, save: Save | null) => {
    if (save) saves.current.set(key, save);
    else saves.current.delete(key);
    setCount(saves.current.size);
  }, []);
  const saveAll = useCallback(async () => {
    // One after the other: the first refusal stops the rest (and the action).
    for (const save of [...saves.current.values()]) await save();
  }, []);
  useUnsavedChangesWarning(count > 0);
  const value = useMemo(() => ({ register, count, saveAll }), [register, count, saveAll]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const NONE: PendingEdits = { register: () => undefined, count: 0, saveAll: async () => undefined };

export function usePendingEdits(): PendingEdits {
  return useContext(Context) ?? NONE;
}

/** Registers `save` while `changed`; the latest `save` is the one called. */
export function usePendingEdit(key: string, changed: boolean, save: Save) {
  const { register } = usePendingEdits();
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    register(key, changed ? () => saveRef.current() : null);
    return () => register(key, null);
  }, [key, changed, register]);
}

/**
 * A react-admin form's changes as one pending edit (put it inside the `<Form>`): an action on the
 * record submits the form first — its resolver checks the values, `save` sends them — and a
 * refusal, the resolver's or the server's, shows under the inputs and stops the action.
 */
export function PendingFormEdit({ id, save }: { id: string; save: FormSave }) {
  const form = useFormContext();
  const { isDirty } = useFormState();
  usePendingEdit(id, isDirty, async () => {
    let values: FieldValues | undefined;
    await form.handleSubmit((checked) => {
      values = checked;
    })();
    if (!values) throw new Error('ra.message.invalid_form');
    try {
      await save(values);
    } catch (error) {
      setSubmissionErrors(refusalOf(error), form.setError);
      throw error;
    }
  });
  return null;
}
