/**
 * /settings (issue 3 §7): the user's profile (`PUT /api/auth/me`), a password change
 * (`POST /api/auth/change-password`, which answers with a new token) and the language.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import * as yup from 'yup';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { schemaResolver } from '../framework/validation';
import { TextInput, useLocaleState, useLocales, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { AppForm } from '../framework/forms';
import { changePasswordSchema, profileSchema } from '../../resources/accounts/schemas';
import { PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { useAppDataProvider } from '../../providers/dataProvider';
import { getStoredUser, storeSession, type SessionUser } from '../../providers/session';
import { passwordChecks } from '../components/passwordChecks';
import { usePageTitle } from '../layout/pageTitle';
import { SubmitButton } from '../framework/SubmitButton';
import { refusalOf } from '../framework/formSubmit';

const PROFILE_RESOLVER = schemaResolver(profileSchema);

function ProfileCard() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const user = getStoredUser();
  const save = async (values: FieldValues) => {
    try {
      const { user: updated } = await dataProvider.updateProfile<SessionUser>({ first: values.first.trim(), last: values.last.trim() });
      storeSession(updated);
      notify('screens.shell.your_profile_is_saved', { type: 'success' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      return refusalOf(e);
    }
  };
  return (
    <Card variant="outlined">
      <CardHeader title={translate('screens.shell.profile')} subheader={user?.email} />
      <CardContent>
        {/* The server's schema in the browser (resources/accounts/schemas.ts). */}
        <AppForm
          draft="profile"
          defaultValues={{ first: user?.first ?? '', last: user?.last ?? '' }}
          resolver={PROFILE_RESOLVER}
          onSubmit={save}
        >
          <Stack>
            <TextInput source="first" label="screens.shell.first_name" />
            <TextInput source="last" label="screens.shell.last_name" />
            <SubmitButton label="screens.shell.save" icon={<></>} sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </AppForm>
      </CardContent>
    </Card>
  );
}

/** Both passwords must be given; the new one's rule and the confirmation warn as snackbars (docs/requirements/accounts.md §4, §8). */
const PASSWORD_RESOLVER = schemaResolver(
  yup.object({ current_password: changePasswordSchema.fields.current_password, password: yup.string().required(REQUIRED_MESSAGE) }),
);

function PasswordCard() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const checks = passwordChecks(notify);
  // A new form (empty inputs) after each change.
  const [changes, setChanges] = useState(0);
  const save = async ({ current_password, password, confirm }: FieldValues) => {
    if (!checks.same(password, confirm ?? '') || !checks.strong(password)) return;
    try {
      const { authToken } = await dataProvider.changePassword(current_password, password);
      const user = getStoredUser();
      if (user) storeSession(user, authToken);
      setChanges((n) => n + 1);
      notify('screens.shell.your_password_is_changed', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      return refusalOf(e);
    }
  };
  const newPassword = { type: 'password', autoComplete: 'new-password', slotProps: { htmlInput: { maxLength: PASSWORD_MAX } } };
  return (
    <Card variant="outlined">
      <CardHeader title={translate('screens.shell.password')} />
      <CardContent>
        {/* Passwords are never kept in the browser's storage: no draft. */}
        <AppForm
          draft={false}
          key={changes}
          defaultValues={{ current_password: '', password: '', confirm: '' }}
          resolver={PASSWORD_RESOLVER}
          onSubmit={save}
        >
          <Stack>
            <TextInput source="current_password" label="screens.shell.current_password" type="password" autoComplete="current-password" />
            <TextInput source="password" label="screens.shell.new_password" helperText="auth.password_hint" {...newPassword} />
            <TextInput source="confirm" label="screens.shell.confirm_password" {...newPassword} />
            <SubmitButton label="screens.shell.change_password" icon={<></>} sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </AppForm>
      </CardContent>
    </Card>
  );
}

function LanguageCard() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const { canAccess: canManageLanguages = false } = useCanAccess({ resource: 'languages', action: 'edit' });
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
        {canManageLanguages && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/languages">
              {translate('screens.shell.manage_languages')}
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
