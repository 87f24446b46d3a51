/**
 * /new-account (docs/requirements/accounts.md §2–§5): only while `show-create-account` is on, else back to /login.
 * Company Name, First Name, Last Name, Email, Password, the terms; on success "Account Created".
 */
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, Checkbox, FormControlLabel, FormHelperText, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from '../public/notify';
import { api } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { BackToLogin, NewPasswordField, SubmitButton, useAccountForm } from './accountForm';
import { useFeatureFlag } from './featureFlag';
import { TermsDialog } from './TermsDialog';
import { passwordChecks } from '../components/passwordChecks';
import { trackEvent } from '../../providers/analytics';
import { useTranslate } from '../public/texts';

/** Each input: its form key, the key of its label, its autocomplete. */
const FIELDS = [
  ['company_name', 'auth.company_name', 'organization'],
  ['first_name', 'auth.first_name', 'given-name'],
  ['last_name', 'auth.last_name', 'family-name'],
  ['email', 'login.email', 'email'],
] as const;

/** Server field names → the form's keys. */
const SERVER_KEYS: Record<string, string> = {
  'brand.name': 'company_name',
  first: 'first_name',
  last: 'last_name',
  email: 'email',
  password: 'password',
};

export default function NewAccountPage() {
  const enabled = useFeatureFlag('show-create-account');
  const { search } = useLocation();
  const notify = useNotify();
  const translate = useTranslate();
  const checks = passwordChecks(notify);
  const form = useAccountForm({ company_name: '', first_name: '', last_name: '', email: '', password: '' }, SERVER_KEYS);
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [created, setCreated] = useState(false);

  if (enabled === false) return <Navigate to="/login" replace />;
  if (enabled === undefined) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const problems = form.missing(['company_name', 'first_name', 'last_name', 'email', 'password']);
    if (!terms) problems.terms = translate('auth.terms_required');
    form.setErrors(problems);
    if (Object.keys(problems).length) return;
    const passwordValid = checks.strong(values.password);
    // docs/requirements/accounts.md §4: after the password check the signup event fires, whatever its outcome.
    trackEvent('signup', { password_valid: passwordValid });
    if (!passwordValid) return;
    const brandId = Number(new URLSearchParams(search).get('brand_id'));
    await form.send(async () => {
      await api('/api/auth/create', {
        method: 'POST',
        body: {
          ...(Number.isInteger(brandId) && brandId > 0 ? { brand_id: brandId } : {}),
          is_new_brand: true,
          brand: { name: values.company_name.trim() },
          first: values.first_name.trim(),
          last: values.last_name.trim(),
          email: values.email.trim(),
          password: values.password,
          permission: 2,
        },
      });
      setCreated(true);
    });
  };

  if (created) {
    return (
      <AccountScreen title={translate('auth.account_created')} heading={translate('auth.account_created')}>
        <Stack spacing={2}>
          <Typography>{translate('auth.check_your_email')}</Typography>
          <BackToLogin />
        </Stack>
      </AccountScreen>
    );
  }

  const password = form.field('password');
  return (
    <AccountScreen title={translate('auth.create_account')} heading={translate('auth.create_account')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {FIELDS.map(([key, label, autoComplete]) => (
          <TextField
            key={key}
            label={translate(label)}
            type={key === 'email' ? 'email' : 'text'}
            autoComplete={autoComplete}
            {...form.field(key)}
          />
        ))}
        <NewPasswordField
          label={translate('login.password')}
          {...password}
          helperText={password.helperText ?? translate('auth.password_hint')}
        />
        <Box>
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
            label={
              <span>
                {translate('auth.i_agree_to_the')}{' '}
                <Link component="button" type="button" onClick={() => setTermsOpen(true)}>
                  {translate('auth.terms_of_service')}
                </Link>
              </span>
            }
          />
          {form.errors.terms && <FormHelperText error>{form.errors.terms}</FormHelperText>}
        </Box>
        <SubmitButton busy={form.busy} />
        <BackToLogin />
      </Stack>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AccountScreen>
  );
}
