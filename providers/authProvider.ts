/**
 * The react-admin auth provider over the account calls of API.md. Login stores `{user, authToken}`,
 * logout revokes the token and goes to /login, permissions are the role, and `canAccess` asks the
 * shared access function (resources/registry.ts), the same the server asks.
 */
import type { AuthProvider } from 'react-admin';
import { canAccess as canRoleAccess } from '../resources/registry';
import type { Action } from '../resources/access';
import { api } from './httpClient';
import { declarationName } from './resourceNames';
import { clearSession, getStoredUser, getToken, storeSession, type SessionUser } from './session';

export const LOGIN_FAILED = 'Login Failed. Please ensure your username and password were entered correctly.';

/** react-admin actions → the actions of spec access rules. */
const ACTION_OF: Record<string, Action> = {
  list: 'View',
  show: 'View',
  export: 'View',
  read: 'View',
  create: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  archive: 'Archive',
};

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

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let result: { user?: SessionUser; authToken?: string };
    try {
      result = await api('/api/auth/login', { method: 'POST', body: { email, password }, allowUnauthorized: true });
    } catch (error: any) {
      if (error?.status === 401) throw new Error(LOGIN_FAILED);
      throw error;
    }
    // The login counts as failed when no user comes back (spec 1 §7).
    if (!result?.user || !result.authToken) throw new Error(LOGIN_FAILED);
    storeSession(result.user, result.authToken);
    // After login: the `ref` path, otherwise / (spec 1 §2).
    return { redirectTo: refTarget(window.location.search) ?? '/' };
  },

  async logout() {
    // Only a live session is revoked on the server: calling logout without a token would 401
    // and, on the first visit to '/', send react-admin round a logout → redirect loop (ra #10764).
    if (getToken()) await api('/api/auth/logout', { method: 'POST', allowUnauthorized: true }).catch(() => undefined);
    clearSession();
    // /login with the page as `ref` (kept when already there): a session that ended
    // (react-admin's LogoutOnMount, a refused call) returns there after signing in. The account
    // menu's Logout passes '/login' itself.
    return loginWithRef();
  },

  async checkAuth() {
    if (!getToken() || !getStoredUser()) throw { redirectTo: loginWithRef(), message: false };
  },

  async checkError(error: any) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: loginWithRef(), message: false };
    }
  },

  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('Not signed in');
    const name = [user.first, user.last].filter(Boolean).join(' ');
    return { id: user.id, fullName: name || user.email, email: user.email, avatar: user.brand?.brand_logo ?? undefined, user };
  },

  async getPermissions() {
    return getStoredUser()?.role ?? null;
  },

  async canAccess({ resource, action }) {
    const role = getStoredUser()?.role;
    if (!resource) return !!role;
    return canRoleAccess(role, declarationName(resource), ACTION_OF[action] ?? 'View');
  },
};
