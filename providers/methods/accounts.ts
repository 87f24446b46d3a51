/** The accounts area's calls beyond CRUD (docs/requirements/accounts.md §7 `auth/*`, `brand-channel`), as data-provider methods. */
import type { Role } from '../../resources/access';
import { api } from '../httpClient';

export interface Invitation {
  email: string;
  first: string | null;
  last: string | null;
  permission: number;
  brand_id?: number;
}

export interface ChannelConnection {
  brand_id: number;
  channel: string;
  shop_domain: string | null;
  access_token: string | null;
}

export interface AccountUser {
  id: number;
  email: string;
  first: string | null;
  last: string | null;
  email_verified: boolean;
  brand_id: number | null;
  brand: { id: number; name: string } | null;
  permission_id: number;
  role: Role;
}

export const accountsMethods = {
  /** Saves the signed-in user's own name; answers the stored user. */
  updateProfile: <User>(profile: { first: string; last: string }) => api<{ user: User }>('auth/me', { method: 'PUT', body: profile }),
  /** Changes the signed-in user's password; answers a new token (the other sessions end). */
  changePassword: (current_password: string, password: string) =>
    api<{ authToken: string }>('auth/change-password', { method: 'POST', body: { current_password, password } }),
  /** 100 once the user's email is verified. */
  verifyStatus: (userId: number) => api<{ status: number }>('auth/verify-status', { query: { user_id: userId } }),
  /** The users the caller may manage (their brand's, or everybody for staff). */
  users: () => api<AccountUser[]>('auth/users'),
  /** Invites a user: the server emails a link to complete the account. */
  inviteUser: (invitation: Invitation) => api('auth/create', { method: 'POST', body: invitation }),
  setUserPermission: (userId: number, permissionId: number) =>
    api('auth/permissions', { method: 'POST', body: { user_id: userId, permission_id: permissionId } }),
  removeUser: (userId: number) => api('auth/users', { method: 'DELETE', query: { user_id: userId } }),
  /** Uploads a brand's logos (multipart `brand_id`, `brand_logo` and/or `rect_logo`); answers the brand. */
  uploadBrandLogos: <Brand>(form: FormData) => api<Brand>('brands/logo', { method: 'POST', body: form }),
  /** Uploads a brand's header image (multipart `brand_id`, `header`); answers the brand. */
  uploadBrandHeader: <Brand>(form: FormData) => api<Brand>('brands/header', { method: 'PUT', body: form }),
  /** Sets the brand's header to an image uploaded straight to storage (`uploadFile`, kind headers). */
  setBrandHeader: <Brand>(brandId: number, key: string) => api<Brand>('brands/header', { method: 'PUT', body: { brand_id: brandId, key } }),
  connectChannel: (connection: ChannelConnection) => api('brand-channel/connect-channel', { method: 'POST', body: connection }),
};
