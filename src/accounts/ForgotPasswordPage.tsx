/** /forgot-password (spec 1 §2): one Email field, Submit with a spinner, Back To Login. */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useNotify } from '../public/notify';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { api, serverFieldErrors } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';

export default function ForgotPasswordPage() {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(REQUIRED_MESSAGE);
    setError(undefined);
    setBusy(true);
    try {
      const result = await api<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { email: email.trim(), send_reset_email: true },
      });
      setSent(result.message);
    } catch (e) {
      setError(serverFieldErrors(e).email);
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountScreen title="Forgot Password" heading="Forgot Password">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {sent && <Alert severity="success">{sent}</Alert>}
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!error}
          helperText={error}
          autoFocus
        />
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
