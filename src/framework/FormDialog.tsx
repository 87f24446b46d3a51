/**
 * A dialog around a react-admin `<AppForm>`: a title, the inputs, Cancel and Save. `save` sends the
 * values (a typed data-provider method, or react-admin's create/update); on success the dialog says
 * `success`, refreshes the page's reads (usePageMutation), calls `onSaved` and closes; a refusal
 * shows its message, and its field messages under the inputs. `schema` (yup) is checked before
 * anything is sent.
 */
import type { FieldValues } from 'react-hook-form';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { schemaResolver } from './validation';
import { useTranslate } from 'react-admin';
import { AppForm } from './forms';
import type { AnySchema } from 'yup';
import { SizedDialog, type DialogSize } from '../components/SizedDialog';
import { usePageMutation } from './pageData';
import { refusalOf } from './formSubmit';
import { SubmitButton } from './SubmitButton';

export interface FormDialogProps<V> {
  title: string;
  onClose: () => void;
  open?: boolean;
  size?: DialogSize;
  /** The starting values. */
  record?: Partial<V>;
  schema?: AnySchema;
  save: (values: V) => Promise<unknown>;
  /** Said once saved (a text or translation key). */
  success?: string;
  onSaved?: () => void;
  saveLabel?: string;
  /** The Save button's icon (react-admin's by default; `<></>` for none). */
  saveIcon?: ReactElement;
  /** The input a server field message belongs under (`shipping_address.city` → `city`); the same name by default. */
  fieldOf?: (serverField: string) => string;
  children: ReactNode;
}

export function FormDialog<V extends FieldValues>({
  title,
  onClose,
  open = true,
  size = 'xl',
  record,
  schema,
  save,
  success,
  onSaved,
  saveLabel = 'ra.action.save',
  saveIcon,
  fieldOf = (field) => field,
  children,
}: FormDialogProps<V>) {
  const translate = useTranslate();
  const mutation = usePageMutation(save, { success: success && translate(success) });
  const resolver = useMemo(() => (schema ? schemaResolver(schema) : undefined), [schema]);
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(values as V);
    } catch (error) {
      // The message is the mutation's snackbar; the field messages go under the inputs.
      // A refusal that names no field is the form's own error (`root`), so the form stays unsaved.
      return Object.fromEntries(
        Object.entries(refusalOf(error)).map(([field, message]) => [field === 'root' ? field : fieldOf(field), message]),
      );
    }
    onSaved?.();
    onClose();
  };
  return (
    <SizedDialog open={open} onClose={onClose} size={size}>
      <AppForm record={record} resolver={resolver} onSubmit={submit}>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack sx={{ mt: 1 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate(saveLabel)} icon={saveIcon} disabled={mutation.isPending} />
        </DialogActions>
      </AppForm>
    </SizedDialog>
  );
}
