/**
 * /new-account (spec 1 §2–§5): only while `show-create-account` is on, else back to /login.
 * Company Name, First Name, Last Name, Email, Password, the terms; on success "Account Created".
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from '../public/notify';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../resources/accounts/password';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { api, serverFieldErrors } from '../../providers/httpClient';
import { AccountScreen } from './AccountScreen';
import { useFeatureFlag } from './featureFlag';
import { TermsDialog } from './TermsDialog';
import { passwordChecks } from '../components/passwordChecks';
import { trackEvent } from '../../providers/analytics';

export const TERMS_REQUIRED = 'Must agree to the terms of service.';

const FIELDS = [
  ['company_name', 'Company Name', 'organization'],
  ['first_name', 'First Name', 'given-name'],
  ['last_name', 'Last Name', 'family-name'],
  ['email', 'Email', 'email'],
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
  const checks = passwordChecks(notify);
  const [values, setValues] = useState<Record<string, string>>({
    company_name: '',
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  if (enabled === false) return <Navigate to="/login" replace />;
  if (enabled === undefined) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) if (!value.trim()) problems[key] = REQUIRED_MESSAGE;
    if (!terms) problems.terms = TERMS_REQUIRED;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const passwordValid = checks.strong(values.password);
    // Spec 1 §4: after the password check the signup event fires, whatever its outcome.
    trackEvent('signup', { password_valid: passwordValid });
    if (!passwordValid) return;
    const brandId = Number(new URLSearchParams(search).get('brand_id'));
    setBusy(true);
    try {
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
    } catch (e) {
      const fromServer = serverFieldErrors(e);
      setErrors(Object.fromEntries(Object.entries(fromServer).map(([k, v]) => [SERVER_KEYS[k] ?? k, v])));
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <AccountScreen title="Account Created" heading="Account Created">
        <Stack spacing={2}>
          <Typography>Please check your email for a verification link.</Typography>
          <Link component={RouterLink} to="/login">
            Back To Login
          </Link>
        </Stack>
      </AccountScreen>
    );
  }

  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <AccountScreen title="Create Account" heading="Create Account">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {FIELDS.map(([key, label, autoComplete]) => (
          <TextField
            key={key}
            label={label}
            type={key === 'email' ? 'email' : 'text'}
            autoComplete={autoComplete}
            value={values[key]}
            onChange={set(key)}
            error={!!errors[key]}
            helperText={errors[key]}
          />
        ))}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={!!errors.password}
          helperText={errors.password ?? PASSWORD_HINT}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
        />
        <Box>
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
            label={
              <span>
                I agree to the{' '}
                <Link component="button" type="button" onClick={() => setTermsOpen(true)}>
                  Terms of Service
                </Link>
              </span>
            }
          />
          {errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : undefined}>
          Submit
        </Button>
        <Link component={RouterLink} to="/login">
          Back To Login
        </Link>
      </Stack>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AccountScreen>
  );
}
