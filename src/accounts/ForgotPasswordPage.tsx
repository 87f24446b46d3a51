/** /forgot-password (docs/requirements/accounts.md §2): one Email field, Submit with a spinner, Back To Login. */
import { useState, type FormEvent } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { BackToLogin, SubmitButton, useAccountForm } from './accountForm';

export default function ForgotPasswordPage() {
  const form = useAccountForm({ email: '' });
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = form.missing(['email']);
    form.setErrors(problems);
    if (problems.email) return;
    await form.send(async () => {
      const result = await api<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { email: form.values.email.trim(), send_reset_email: true },
      });
      setSent(result.message);
    });
  };

  return (
    <AccountScreen title="Forgot Password" heading="Forgot Password">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {sent && <Alert severity="success">{sent}</Alert>}
        <TextField label="Email" type="email" {...form.field('email')} autoFocus />
        <SubmitButton busy={form.busy} />
        <BackToLogin />
      </Stack>
    </AccountScreen>
  );
}
