/** /forgot-password (docs/requirements/accounts.md §2): one Email field, Submit with a spinner, Back To Login. */
import { useState, type FormEvent } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { BackToLogin, SubmitButton, useAccountForm } from './accountForm';
import { useTranslate } from '../public/texts';

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const form = useAccountForm({ email: '' });
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = form.missing(['email']);
    form.setErrors(problems);
    if (problems.email) return;
    await form.send(async () => {
      await api('/api/auth/reset-password', {
        method: 'POST',
        body: { email: form.values.email.trim(), send_reset_email: true },
      });
      // The server's answer in words of the chosen language (it says the same whether or not the account exists).
      setSent(true);
    });
  };

  return (
    <AccountScreen title={translate('auth.forgot_password')} heading={translate('auth.forgot_password')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {sent && <Alert severity="success">{translate('auth.reset_link_sent')}</Alert>}
        <TextField label={translate('login.email')} type="email" {...form.field('email')} autoFocus />
        <SubmitButton busy={form.busy} />
        <BackToLogin />
      </Stack>
    </AccountScreen>
  );
}
