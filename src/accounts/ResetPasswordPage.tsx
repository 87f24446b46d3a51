/**
 * /reset-password (spec 1 §2, §5): Password and Confirm Password (masked, at most 64), the hint,
 * Submit and Back To Login. The passwords must match and pass the rule; then /login.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from '../public/notify';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { passwordChecks } from '../components/passwordChecks';
import { queryParams } from './linkParams';

export default function ResetPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const checks = passwordChecks(notify);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REQUIRED_MESSAGE);
    setError(undefined);
    if (!checks.same(password, confirm) || !checks.strong(password)) return;
    const { userId, token } = queryParams(search);
    setBusy(true);
    try {
      await api('/api/auth/reset-password', {
        method: 'POST',
        body: { id: userId, reset_token: token, send_reset_email: false, password },
      });
      notify('Your password has been reset. Please log in.', { type: 'success' });
      navigate('/login');
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountScreen title="Reset Password" heading="Reset Password">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
          autoFocus
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
        />
        <Typography variant="body2" color="text.secondary">
          {PASSWORD_HINT}
        </Typography>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : undefined}>
          Submit
        </Button>
        <Link component={RouterLink} to="/login">
          Back To Login
        </Link>
      </Stack>
    </AccountScreen>
  );
}
