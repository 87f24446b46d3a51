/**
 * While the user's email is not verified, ask `verify-status` every 2 seconds until it says 100
 * (docs/requirements/accounts.md §4), then store email_verified and tell the user.
 */
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { getStoredUser, storeSession } from '../../providers/session';

export const VERIFY_POLL_MS = 2000;

export function useVerifyStatus(): boolean {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [verified, setVerified] = useState(() => getStoredUser()?.email_verified ?? true);
  useEffect(() => {
    const user = getStoredUser();
    if (!user || user.email_verified) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const check = async () => {
      try {
        const { status } = await dataProvider.verifyStatus(user.id);
        if (stopped) return;
        if (status === 100) {
          const latest = getStoredUser();
          if (latest) storeSession({ ...latest, email_verified: true });
          setVerified(true);
          notify('screens.shell.your_email_is_verified', { type: 'success' });
          return;
        }
      } catch {
        if (stopped || !getStoredUser()) return;
      }
      timer = setTimeout(check, VERIFY_POLL_MS);
    };
    timer = setTimeout(check, VERIFY_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [notify, dataProvider]);
  return verified;
}
