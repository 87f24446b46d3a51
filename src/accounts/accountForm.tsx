/**
 * The parts every account form of the small entry shares (forgot and reset password, new account,
 * new user): its values and field messages, the busy Submit, a new-password input and the way back
 * to /login. Plain MUI and react-router: no react-admin before sign-in.
 */
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, CircularProgress, Link, TextField, type TextFieldProps } from '@mui/material';
import { PASSWORD_MAX } from '../../resources/accounts/password';
import { serverFieldErrors } from '../../providers/httpClient';
import { useNotify } from '../public/notify';
import { useTranslate, useWords } from '../public/texts';

/**
 * A form's text values, its field messages and whether it is sending. `serverKeys` names the form's
 * key for a server field that is called otherwise (`first` → `first_name`).
 */
export function useAccountForm<K extends string>(initial: Record<K, string>, serverKeys: Record<string, string> = {}) {
  const notify = useNotify();
  const translate = useTranslate();
  const words = useWords();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return {
    values,
    errors,
    setErrors,
    busy,
    /** The value, change handler and message of a field's input. */
    field: (key: K) => ({
      value: values[key],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
      error: !!errors[key],
      // The server's field messages come keyed: in the chosen language.
      helperText: errors[key] && words(errors[key]),
    }),
    /** `{key: "Must provide a value"}` for each of `keys` left empty (blank text counts as empty). */
    missing: (keys: K[]) =>
      Object.fromEntries(keys.filter((key) => !values[key].trim()).map((key) => [key, translate('auth.required')])) as Record<
        string,
        string
      >,
    /** Sends with Submit busy; a refusal shows its message and puts its field messages under the inputs. */
    send: async (call: () => Promise<void>) => {
      setBusy(true);
      try {
        await call();
      } catch (e) {
        setErrors(Object.fromEntries(Object.entries(serverFieldErrors(e)).map(([k, v]) => [serverKeys[k] ?? k, v])));
        notify((e as Error).message, { type: 'error' });
      } finally {
        setBusy(false);
      }
    },
  };
}

/** Submit, with a spinner while the form is sending. */
export function SubmitButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : undefined}>
      {translate('auth.submit')}
    </Button>
  );
}

/** A masked new password (at most PASSWORD_MAX characters, docs/requirements/accounts.md §5). */
export function NewPasswordField(props: TextFieldProps) {
  return <TextField type="password" autoComplete="new-password" slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }} {...props} />;
}

export function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to="/login">
      {translate('auth.back_to_login')}
    </Link>
  );
}
