/**
 * /new-user (docs/requirements/accounts.md §2, §4): completing an invitation. First Name, Last Name, Password; user_id
 * and verify_token come from the link. A valid password sends the update, then /login.
 */
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify } from '../public/notify';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { NewPasswordField, SubmitButton, useAccountForm } from './accountForm';
import { passwordChecks } from '../components/passwordChecks';
import { queryParams } from './linkParams';
import { useTranslate } from '../public/texts';

export default function NewUserPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const checks = passwordChecks(notify);
  const form = useAccountForm({ first_name: '', last_name: '', password: '' }, { first: 'first_name', last: 'last_name' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const problems = form.missing(['first_name', 'last_name', 'password']);
    form.setErrors(problems);
    if (Object.keys(problems).length || !checks.strong(values.password)) return;
    const { userId, token } = queryParams(search);
    await form.send(async () => {
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
      notify('auth.account_ready', { type: 'success' });
      navigate('/login');
    });
  };

  const password = form.field('password');
  return (
    <AccountScreen title={translate('auth.create_user')} heading={translate('auth.create_user')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField label={translate('auth.first_name')} autoComplete="given-name" {...form.field('first_name')} autoFocus />
        <TextField label={translate('auth.last_name')} autoComplete="family-name" {...form.field('last_name')} />
        <NewPasswordField
          label={translate('login.password')}
          {...password}
          helperText={password.helperText ?? translate('auth.password_hint')}
        />
        <Stack direction="row" spacing={2} justifyContent="space-between">
          <Button onClick={() => navigate('/login')}>{translate('auth.back_to_login')}</Button>
          <SubmitButton busy={form.busy} />
        </Stack>
      </Stack>
    </AccountScreen>
  );
}
