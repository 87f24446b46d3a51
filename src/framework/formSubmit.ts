/**
 * A react-admin `<Form onSubmit>` that sends its values through `save` (a typed data-provider
 * method, react-admin's create/update) and answers the refusal for the form to show: the server's
 * field messages under their inputs. The refusal's message itself is the save's to say (its
 * mutation's snackbar, an outcome line).
 */
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../../providers/httpClient';
import { fieldRefusals } from './validation';

export type FormSave = (values: FieldValues) => Promise<unknown>;

export type FormRefusal = Record<string, string | { serverError: string }>;

/**
 * What a refused save leaves on the form: its field messages, or, when the server named no field,
 * a form-level error — either way the form is not "submitted successfully", so leaving it still asks.
 */
export function refusalOf(error: unknown): FormRefusal {
  const fields = fieldRefusals(error);
  return Object.keys(fields).length ? fields : { root: { serverError: errorMessage(error) } };
}

export const submitThrough =
  (save: FormSave) =>
  async (values: FieldValues): Promise<FormRefusal | undefined> => {
    try {
      await save(values);
    } catch (error) {
      return refusalOf(error);
    }
  };
