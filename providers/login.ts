/**
 * Signing in, without react-admin: the login screen runs before the app's code is loaded
 * (src/main.tsx), and the auth provider uses the same call. Also the `ref` rules of docs/requirements/accounts.md §2.
 */
import { api } from './httpClient';
import { storeSession, type SessionUser } from './session';

export const LOGIN_FAILED = 'Login Failed. Please ensure your username and password were entered correctly.';

/** The `ref` query parameter when it is a path of this app (never another site, never /login). */
export function refTarget(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref');
  return ref && ref.startsWith('/') && !ref.startsWith('//') && !ref.startsWith('/login') ? ref : undefined;
}

/** /login with the current page as `ref`, so signing in again returns to it. */
export function loginWithRef(): string {
  const { pathname, search } = window.location;
  // Already on /login (a second refused call while redirecting): keep the page it came from.
  if (pathname.startsWith('/login')) return refTarget(search) ? `/login${search}` : '/login';
  if (pathname === '/') return '/login';
  return `/login?ref=${encodeURIComponent(pathname + search)}`;
}

/** Signs in and stores the session; returns where to go next (the `ref` path, else /). */
export async function signIn({ email, password }: { email: string; password: string }): Promise<{ redirectTo: string }> {
  let result: { user?: SessionUser; authToken?: string };
  try {
    result = await api('/api/auth/login', { method: 'POST', body: { email, password }, allowUnauthorized: true });
  } catch (error) {
    if ((error as { status?: number } | undefined)?.status === 401) throw new Error(LOGIN_FAILED);
    throw error;
  }
  // The login counts as failed when no user comes back (docs/requirements/accounts.md §7).
  if (!result?.user || !result.authToken) throw new Error(LOGIN_FAILED);
  storeSession(result.user, result.authToken);
  return { redirectTo: refTarget(window.location.search) ?? '/' };
}
