/**
 * A screen under test inside react-admin, as the app runs it: a data provider (usually a few typed
 * methods or an in-memory stand-in), English texts, and a signed-in role that may do everything
 * its level allows (`canAccess` answers yes: the screens' own checks are the server's).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from '../../resources/i18n';
import { withValidationMessages } from '../../providers/i18nProvider';
import { roleCanAccess } from '../../providers/authProvider';
import { PERMISSION_IDS, type Role } from '../../resources/access';

/**
 * The declarations' generated texts (`resources.<name>.*`), the app's validation texts (`validation.<code>`, src/framework/validation.ts), saved-record notices (`record.*`), menu names (`menu.*`), the account screens' words (`auth.*`), the toasts' titles (`toast.*`), jobs' categories (`job.*`) and the
 * screens' words (`screens.*`, resources/i18n/screens) over react-admin's English.
 */
const VALIDATION_TEXTS = Object.fromEntries(
  Object.entries(en).filter(([key]) => /^(validation|record|screens|menu|auth|toast|job|resources)\./.test(key)),
);

export const englishI18n = withValidationMessages(
  polyglotI18nProvider(() => ({ ...englishMessages, ...VALIDATION_TEXTS }), 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  }),
);

/** A session as the app keeps it after sign-in (localStorage, providers/authProvider.ts), for screens that read it. */
export function storeSession(user: { id: number; email: string; role: Role; brand_id: number | null }, token = 'token') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify({ ...user, email_verified: true, permission_id: PERMISSION_IDS[user.role] }));
}

export const signedInAs = (role: string) => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => role,
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
  canAccess: async () => true,
});

/** Signed in as `role`, whose `canAccess` is the app's own: the access rules of resources/access.ts. */
export const signedInWithRules = (role: string) => ({
  ...signedInAs(role),
  canAccess: async ({ resource, action }: { resource?: string; action: string }) => roleCanAccess(role as Role, resource, action),
});

/**
 * Renders `screen` with `dataProvider`, as `role` (SUPERADMIN by default), inside `resource` when
 * given; with `rules`, the screen's access questions get the role's real answers.
 */
export function inAdmin(
  dataProvider: unknown,
  screen: ReactNode,
  { role = 'SUPERADMIN', resource, rules = false }: { role?: string; resource?: string; rules?: boolean } = {},
) {
  return render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      i18nProvider={englishI18n}
      authProvider={rules ? signedInWithRules(role) : signedInAs(role)}
    >
      {resource ? <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider> : screen}
    </AdminContext>,
  );
}
