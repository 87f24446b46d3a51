/**
 * /settings (issue 3 §7): the user's profile (`PUT /api/auth/me`), a password change
 * (`POST /api/auth/change-password`, which answers with a new token) and the language.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, SaveButton, TextInput, useLocaleState, useLocales, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { profileSchema } from '../../resources/accounts/schemas';
import { hasLevel, type Role } from '../../resources/access';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { useAppDataProvider } from '../../providers/dataProvider';
import { serverFieldErrors } from '../../providers/httpClient';
import { getStoredUser, storeSession, type SessionUser } from '../../providers/session';
import { passwordChecks } from '../components/passwordChecks';
import { usePageTitle } from '../layout/pageTitle';

const PROFILE_RESOLVER = yupResolver(profileSchema as any);

function ProfileCard() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const user = getStoredUser();
  const save = async (values: Record<string, any>) => {
    try {
      const { user: updated } = await dataProvider.updateProfile<SessionUser>({ first: values.first.trim(), last: values.last.trim() });
      storeSession(updated);
      notify('Your profile is saved.', { type: 'success' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      return serverFieldErrors(e);
    }
  };
  return (
    <Card variant="outlined">
      <CardHeader title={translate('Profile')} subheader={user?.email} />
      <CardContent>
        {/* The server's schema in the browser (resources/accounts/schemas.ts). */}
        <Form defaultValues={{ first: user?.first ?? '', last: user?.last ?? '' }} resolver={PROFILE_RESOLVER} onSubmit={save}>
          <Stack>
            <TextInput source="first" label="First Name" />
            <TextInput source="last" label="Last Name" />
            <SaveButton label="Save" icon={<></>} alwaysEnable sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </Form>
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
