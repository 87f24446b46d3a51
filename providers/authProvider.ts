/**
 * The react-admin auth provider over the account calls of docs/requirements/accounts.md §7. Login stores `{user, authToken}`,
 * logout revokes the token and goes to /login, permissions are the role, and `canAccess` asks the
 * shared access function (resources/registry.ts), the same the server asks.
 */
import type { AuthProvider } from 'react-admin';
import { canAccess as canRoleAccess } from '../resources/registry';
import type { Action, Role } from '../resources/access';
import { api } from './httpClient';
import { declarationName } from './resourceNames';
import { loginWithRef, signIn } from './login';
import { clearSession, getStoredUser, getToken } from './session';

export { LOGIN_FAILED, loginWithRef, refTarget } from './login';

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

/** react-admin's access question for a role: the shared access function, asked by declared name. */
export function roleCanAccess(role: Role | null | undefined, resource: string | undefined, action: string): boolean {
  if (!resource) return !!role;
  return canRoleAccess(role, declarationName(resource), ACTION_OF[action] ?? 'View');
}

export const authProvider: AuthProvider = {
  login: signIn,

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

  async checkError(error?: { status?: number; body?: { code?: string } | null }) {
    // A station without a signed-in employee (docs/requirements/production.md §6) signs the station out, not the person.
    if (error?.status === 401 && error?.body?.code !== 'employee_required') {
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
    return roleCanAccess(getStoredUser()?.role, resource, action);
  },
};
