/**
 * react-admin's SaveButton as the hand-made forms had it: enabled on a form not yet changed (a
 * click shows what is missing), disabled while the form is being sent (one click, one request)
 * or when `disabled` says so. react-admin's `alwaysEnable` alone would ignore both.
 */
import { SaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

export function SubmitButton({ disabled = false, ...props }: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  return <SaveButton icon={<></>} {...props} alwaysEnable={!(disabled || isSubmitting)} />;
}
