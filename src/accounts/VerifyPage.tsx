/**
 * /verify (docs/requirements/accounts.md §2): verifies as soon as it loads, with user_id and verify_token from the query
 * string. Unlike the spec's original (same text whatever the outcome), it says truthfully
 * whether the verification worked (issue 3).
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { api } from '../../providers/httpClient';
import { getStoredUser, storeSession } from '../../providers/session';
import { AccountScreen } from './AccountScreen';
import { queryParams } from './linkParams';
import { useTranslate, useWords } from '../public/texts';

export default function VerifyPage() {
  const { search } = useLocation();
  const translate = useTranslate();
  const words = useWords();
  const [state, setState] = useState<{ status: 'pending' | 'done' | 'failed'; message?: string }>({ status: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    const { userId, token } = queryParams(search);
    api('/api/auth/verify-email', { method: 'POST', body: { user_id: userId, verify_token: token }, allowUnauthorized: true })
      .then(() => {
        const stored = getStoredUser();
        if (stored && stored.id === userId) storeSession({ ...stored, email_verified: true });
        setState({ status: 'done' });
      })
      .catch((e) => setState({ status: 'failed', message: (e as Error).message }));
  }, [search]);
  return (
    <AccountScreen title={translate('auth.email_verification')} heading={translate('auth.email_verification')}>
      <Stack spacing={2}>
        {state.status === 'pending' && <CircularProgress />}
        {state.status === 'done' && <Typography>{translate('auth.email_verified')}</Typography>}
        {state.status === 'failed' && (
          <Alert severity="error">
            {state.message ? translate('auth.not_verified_because', { reason: words(state.message) }) : translate('auth.not_verified')}
          </Alert>
        )}
        <Button component={RouterLink} to="/login" variant="contained">
          {translate('auth.login')}
        </Button>
      </Stack>
    </AccountScreen>
  );
}
