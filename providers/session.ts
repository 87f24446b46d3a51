/**
 * The stored session (docs/requirements/accounts.md §3, §9): the token under `authToken` and the user under
 * `user` in local storage, restored on load.
 */
import type { Role } from '../resources/access';

export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

export interface SessionUser {
  id: number;
  email: string;
  first?: string | null;
  last?: string | null;
  email_verified: boolean;
  brand_id: number | null;
  brand?: { id: number; name: string; brand_logo?: string | null } | null;
  permission_id: number;
  role: Role | null;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The session's Authorization header for every call to the API (REST, GraphQL), none signed out. */
export function authorizationHeader(): { Authorization: string } | Record<string, never> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeSession(user: SessionUser, token?: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (token) localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}

/**
 * Staff pick the brand they work on (the brand menu of the profile menu), or all brands (none
 * chosen); brand users always work on their own. The choice is kept per user on this device, and
 * survives signing out, so that staff come back to the brand they left.
 */
export const SELECTED_BRAND_KEY = 'brand_id';
export const selectedBrandKey = (userId: number) => `${SELECTED_BRAND_KEY}:${userId}`;

export function selectedBrandId(): number | null {
  const user = getStoredUser();
  if (!user) return null;
  if (user.brand_id != null) return user.brand_id;
  const chosen = Number(localStorage.getItem(selectedBrandKey(user.id)));
  return Number.isInteger(chosen) && chosen > 0 ? chosen : null;
}
