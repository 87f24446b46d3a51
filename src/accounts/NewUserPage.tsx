/**
 * /new-user (spec 1 §2, §4): completing an invitation. First Name, Last Name, Password; user_id
 * and verify_token come from the link. A valid password sends the update, then /login.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useNotify } from '../public/notify';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { api, serverFieldErrors } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { passwordChecks } from '../components/passwordChecks';
import { queryParams } from './linkParams';

const SERVER_KEYS: Record<string, string> = { first: 'first_name', last: 'last_name' };

export default function NewUserPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const checks = passwordChecks(notify);
  const [values, setValues] = useState({ first_name: '', last_name: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) if (!value.trim()) problems[key] = REQUIRED_MESSAGE;
    setErrors(problems);
    if (Object.keys(problems).length || !checks.strong(values.password)) return;
    const { userId, token } = queryParams(search);
    setBusy(true);
    try {
      await api('/api/auth/update', {
        method: 'POST',
        body: {
          id: userId,
          verify_token: token,
          first: values.first_name.trim(),
          last: values.last_name.trim(),
          password: values.password,
        },
      });
      notify('Your account is ready. Please log in.', { type: 'success' });
      navigate('/login');
    } catch (e) {
      setErrors(Object.fromEntries(Object.entries(serverFieldErrors(e)).map(([k, v]) => [SERVER_KEYS[k] ?? k, v])));
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <AccountScreen title="Create User" heading="Create User">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          error={!!errors.first_name}
          helperText={errors.first_name}
          autoFocus
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          error={!!errors.last_name}
          helperText={errors.last_name}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={!!errors.password}
          helperText={errors.password ?? PASSWORD_HINT}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
        />
        <Stack direction="row" spacing={2} justifyContent="space-between">
          <Button onClick={() => navigate('/login')}>Back To Login</Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : undefined}>
            Submit
          </Button>
        </Stack>
      </Stack>
    </AccountScreen>
  );
}
