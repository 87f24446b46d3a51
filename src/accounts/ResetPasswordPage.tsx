/**
 * /reset-password (docs/requirements/accounts.md §2, §5): Password and Confirm Password (masked, at most 64), the hint,
 * Submit and Back To Login. The passwords must match and pass the rule; then /login.
 */
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Stack, Typography } from '@mui/material';
import { useNotify } from '../public/notify';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { BackToLogin, NewPasswordField, SubmitButton, useAccountForm } from './accountForm';
import { passwordChecks } from '../components/passwordChecks';
import { queryParams } from './linkParams';
import { useTranslate } from '../public/texts';

export default function ResetPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
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
      notify('auth.password_reset_done', { type: 'success' });
      navigate('/login');
    });
  };

  const { helperText: _noMessage, error: _noError, ...confirm } = form.field('confirm');
  return (
    <AccountScreen title={translate('auth.reset_password')} heading={translate('auth.reset_password')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <NewPasswordField label={translate('login.password')} {...form.field('password')} autoFocus />
        <NewPasswordField label={translate('auth.confirm_password')} {...confirm} />
        <Typography variant="body2" color="text.secondary">
          {translate('auth.password_hint')}
        </Typography>
        <SubmitButton busy={form.busy} />
        <BackToLogin />
      </Stack>
    </AccountScreen>
  );
}
