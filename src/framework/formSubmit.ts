/**
 * A react-admin `<Form onSubmit>` that sends its values through `save` (a typed data-provider
 * method, react-admin's create/update) and answers the server's field messages, which the form
 * shows under their inputs; the refusal's message is the save's own (its mutation's snackbar).
 */
import { serverFieldErrors } from '../../providers/httpClient';

export type FormSave = (values: Record<string, any>) => Promise<unknown>;

export const submitThrough =
  (save: FormSave) =>
  async (values: Record<string, any>): Promise<Record<string, string> | undefined> => {
    try {
      await save(values);
    } catch (error) {
      return serverFieldErrors(error);
    }
  };
