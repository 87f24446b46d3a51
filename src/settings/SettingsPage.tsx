/**
 * /settings (issue 3 §7): the user's profile (`PUT /api/auth/me`), a password change
 * (`POST /api/auth/change-password`, which answers with a new token) and the language.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useLocales, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { hasLevel, type Role } from '../../resources/access';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { useAppDataProvider } from '../../providers/dataProvider';
import { serverFieldErrors } from '../../providers/httpClient';
import { getStoredUser, storeSession, type SessionUser } from '../../providers/session';
import { passwordChecks } from '../components/passwordChecks';
import { usePageTitle } from '../layout/pageTitle';

function ProfileCard() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const user = getStoredUser();
  const [first, setFirst] = useState(user?.first ?? '');
  const [last, setLast] = useState(user?.last ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!first.trim()) problems.first = REQUIRED_MESSAGE;
    if (!last.trim()) problems.last = REQUIRED_MESSAGE;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const { user: updated } = await dataProvider.updateProfile<SessionUser>({ first: first.trim(), last: last.trim() });
      storeSession(updated);
      notify('Your profile is saved.', { type: 'success' });
      refresh();
    } catch (e) {
      setErrors(serverFieldErrors(e));
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Card variant="outlined">
      <CardHeader title={translate('Profile')} subheader={user?.email} />
      <CardContent>
        <Stack component="form" noValidate onSubmit={save} spacing={2}>
          <TextField
            label={translate('First Name')}
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            error={!!errors.first}
            helperText={errors.first && translate(errors.first)}
          />
          <TextField
            label={translate('Last Name')}
            value={last}
            onChange={(e) => setLast(e.target.value)}
            error={!!errors.last}
            helperText={errors.last && translate(errors.last)}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('Save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const checks = passwordChecks(notify);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!current) problems.current_password = REQUIRED_MESSAGE;
    if (!password) problems.password = REQUIRED_MESSAGE;
    setErrors(problems);
    if (Object.keys(problems).length || !checks.same(password, confirm) || !checks.strong(password)) return;
    try {
      const { authToken } = await dataProvider.changePassword(current, password);
      const user = getStoredUser();
      if (user) storeSession(user, authToken);
      setCurrent('');
      setPassword('');
      setConfirm('');
      notify('Your password is changed.', { type: 'success' });
    } catch (e) {
      setErrors(serverFieldErrors(e));
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Card variant="outlined">
      <CardHeader title={translate('Password')} />
      <CardContent>
        <Stack component="form" noValidate onSubmit={save} spacing={2}>
          <TextField
            label={translate('Current Password')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={!!errors.current_password}
            helperText={errors.current_password && translate(errors.current_password)}
          />
          <TextField
            label={translate('New Password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={translate(errors.password ?? PASSWORD_HINT)}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
          />
          <TextField
            label={translate('Confirm Password')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('Change Password')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function LanguageCard() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | null>();
  return (
    <Card variant="outlined">
      <CardHeader title={translate('account.language')} />
      <CardContent>
        <TextField select fullWidth label={translate('account.language')} value={locale} onChange={(e) => setLocale(e.target.value)}>
          {locales.map((l) => (
            <MenuItem key={l.locale} value={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        {hasLevel(permissions, 'SUPERADMIN') && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/languages">
              {translate('Manage languages')}
            </Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export default function SettingsPage() {
  const translate = useTranslate();
  usePageTitle(translate('account.settings'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <ProfileCard />
      <PasswordCard />
      <LanguageCard />
    </Stack>
  );
}
