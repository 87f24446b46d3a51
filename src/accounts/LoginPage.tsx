/**
 * /login (docs/requirements/accounts.md §2, §5, §8): email and password, Enter submits, a loading overlay while signing
 * in, the field messages, the login-failure message, Forgot Password, and Create Account only
 * when `show-create-account` is on. Afterwards: the `ref` path, else /.
 *
 * Part of the small entry (src/main.tsx): no react-admin here, the app loads after sign-in.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Backdrop, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { LOGIN_FAILED, refTarget, signIn } from '../../providers/login';
import { getStoredUser, getToken } from '../../providers/session';
import { AccountScreen } from './AccountScreen';
import { useFeatureFlag } from './featureFlag';
import { useTranslate } from '../public/texts';
import { preloadApp } from '../public/loadApp';
import { forgetShellLogin, shellLogin } from '../public/shellHandoff';

export default function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const showCreateAccount = useFeatureFlag('show-create-account');
  // What the static form of index.html already holds (typed before this code had loaded).
  const [shell] = useState(shellLogin);
  const [email, setEmail] = useState(shell?.email ?? '');
  const [password, setPassword] = useState(shell?.password ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Sign In pressed on the static form: done now that the code is here (once, even under StrictMode).
  const submitted = useRef(false);
  useEffect(() => {
    forgetShellLogin();
    if (!shell?.submitted || submitted.current) return;
    submitted.current = true;
    void submitRef.current?.();
  }, [shell]);
  const submitRef = useRef<() => Promise<void>>(undefined);

  // Already signed in (e.g. a bookmarked /login): straight on.
  if (getToken() && getStoredUser() && !busy) return <Navigate to={refTarget(window.location.search) ?? '/'} replace />;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    // The rules (yup and the declarations' messages) load with the first submit, or the first key
    // with the app's code: they are no part of the login form's first load (docs/benchmarks.md).
    const [{ loginSchema }, { fieldErrors }] = await Promise.all([import('../../resources/accounts/schemas'), import('./formErrors')]);
    const problems = fieldErrors(loginSchema, { email, password }, translate, {
      email: translate('login.email'),
      password: translate('login.password'),
    });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    // The app's code (react-admin, the screens) loads while the server checks the password.
    preloadApp();
    try {
      const { redirectTo } = await signIn({ email: email.trim(), password });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setFailure((error as Error)?.message || LOGIN_FAILED);
      setBusy(false);
    }
  };

  submitRef.current = () => submit();

  return (
    <AccountScreen title={translate('login.title')} heading={translate('login.title')}>
      {/* The app's code starts loading with the first key or click on the form (after it is drawn). */}
      <Box component="form" noValidate onSubmit={submit} onKeyDownCapture={preloadApp} onPointerDownCapture={preloadApp}>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label={translate('login.email')}
            type="email"
            autoComplete="username"
            autoFocus={shell?.focus !== 'password'}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email}
          />
          <TextField
            label={translate('login.password')}
            type="password"
            autoComplete="current-password"
            autoFocus={shell?.focus === 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('login.sign_in')}
          </Button>
          <Stack direction="row" justifyContent="space-between">
            <Link component={RouterLink} to="/forgot-password">
              {translate('login.forgot_password')}
            </Link>
            {showCreateAccount && (
              <Link component={RouterLink} to="/new-account">
                {translate('login.create_account')}
              </Link>
            )}
          </Stack>
        </Stack>
      </Box>
      <Backdrop open={busy} sx={{ position: 'absolute', zIndex: 1, bgcolor: 'rgba(255,255,255,0.7)' }} data-testid="login-loading">
        <CircularProgress />
      </Backdrop>
    </AccountScreen>
  );
}
