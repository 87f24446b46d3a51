/**
 * /reset-password (docs/requirements/accounts.md §2, §5): Password and Confirm Password (masked, at most 64), the hint,
 * Submit and Back To Login. The passwords must match and pass the rule; then /login.
 */
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Stack, Typography } from '@mui/material';
import { useNotify } from '../public/notify';
import { PASSWORD_HINT } from '../../resources/accounts/password';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { BackToLogin, NewPasswordField, SubmitButton, useAccountForm } from './accountForm';
import { passwordChecks } from '../components/passwordChecks';
import { queryParams } from './linkParams';

export default function ResetPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const checks = passwordChecks(notify);
  const form = useAccountForm({ password: '', confirm: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirm } = form.values;
    const problems = password ? {} : form.missing(['password']);
    form.setErrors(problems);
    if (problems.password || !checks.same(password, confirm) || !checks.strong(password)) return;
    const { userId, token } = queryParams(search);
    await form.send(async () => {
      await api('/api/auth/reset-password', {
        method: 'POST',
        body: { id: userId, reset_token: token, send_reset_email: false, password },
      });
      notify('Your password has been reset. Please log in.', { type: 'success' });
      navigate('/login');
    });
  };

  const { helperText: _noMessage, error: _noError, ...confirm } = form.field('confirm');
  return (
    <AccountScreen title="Reset Password" heading="Reset Password">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <NewPasswordField label="Password" {...form.field('password')} autoFocus />
        <NewPasswordField label="Confirm Password" {...confirm} />
        <Typography variant="body2" color="text.secondary">
          {PASSWORD_HINT}
        </Typography>
        <SubmitButton busy={form.busy} />
        <BackToLogin />
      </Stack>
    </AccountScreen>
  );
}
