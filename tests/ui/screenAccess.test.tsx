/**
 * Screens decide what to show through react-admin's canAccess, answered by the access rules of
 * resources/access.ts (no role names in screens): each role still sees what its level allows —
 * the Users screen's brand column, the Pricing tool's "New template", the account menu's Admin
 * Tools entry, and Admin Tools' notice and Reference Data tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { englishI18n, signedInWithRules } from '../support/inAdmin';
import UsersPage from '../../src/accounts/users/UsersPage';
import PricingTool from '../../src/billing/pricing/PricingTool';
import { AccountMenu } from '../../src/layout/AccountMenu';
import AdminToolsPage from '../../src/system/tools/AdminToolsPage';

afterEach(cleanup);

/** Renders `ui` as `role` with the real access rules; `answered` holds the access questions answered so far. */
function asRole(role: string, dataProvider: unknown, ui: ReactNode) {
  const answered = new Set<string>();
  const signedIn = signedInWithRules(role);
  const authProvider = {
    ...signedIn,
    canAccess: async (params: { resource?: string; action: string }) => {
      const answer = await signedIn.canAccess(params);
      answered.add(`${params.resource}:${params.action}`);
      return answer;
    },
  };
  render(
    <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={englishI18n} authProvider={authProvider}>
      {ui}
    </AdminContext>,
  );
  /** Waits until `question` (resource:action) has been answered, so that what it hides is hidden. */
  return { answered: (question: string) => waitFor(() => expect(answered).toContain(question)) };
}

const emptyLists = { getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) };
const brandUser = { id: 2, email: 'ursula@demo.test', first: 'Ursula', last: null, role: 'USER', permission_id: 1, brand_id: 1 };
const users = async () => [{ ...brandUser, email_verified: true, brand: { id: 1, name: 'Wallflower Studio' } }];

describe('what each role sees, decided by canAccess', () => {
  it('Users: SUPERADMIN sees the brand of each user; a brand ADMIN does not', async () => {
    asRole('SUPERADMIN', { ...emptyLists, users }, <UsersPage />);
    expect(await screen.findByText('Wallflower Studio')).toBeInTheDocument();
    cleanup();
    const admin = asRole('ADMIN', { ...emptyLists, users }, <UsersPage />);
    expect(await screen.findByText('ursula@demo.test')).toBeInTheDocument();
    await admin.answered('users-of-every-brand:list');
    expect(screen.queryByText('Wallflower Studio')).toBeNull();
  });

  it('Pricing: SUPERADMIN may add a template; SUPERUSER only reads them', async () => {
    asRole('SUPERADMIN', emptyLists, <PricingTool />);
    expect(await screen.findByRole('link', { name: 'New template' })).toBeInTheDocument();
    cleanup();
    const superuser = asRole('SUPERUSER', emptyLists, <PricingTool />);
    expect(await screen.findByText('Pricing Templates')).toBeInTheDocument();
    await superuser.answered('pricing-templates:create');
    expect(screen.queryByRole('link', { name: 'New template' })).toBeNull();
  });

  it('Account menu: Admin Tools is offered to TECHNICIAN, not to a brand ADMIN', async () => {
    const user = userEvent.setup();
    asRole('TECHNICIAN', emptyLists, <AccountMenu />);
    await user.click(screen.getByTestId('account-menu-button'));
    expect(await screen.findByRole('menuitem', { name: 'account.admin_tools' })).toBeInTheDocument();
    cleanup();
    const admin = asRole('ADMIN', emptyLists, <AccountMenu />);
    await admin.answered('admin-tools:list');
    await user.click(screen.getByTestId('account-menu-button'));
    expect(await screen.findByRole('menuitem', { name: 'account.settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'account.admin_tools' })).toBeNull();
  });

  it('Admin Tools: a brand ADMIN gets the notice; TECHNICIAN the tools without Reference Data; SUPERADMIN with it', async () => {
    const tools = { ...emptyLists, outbox: async () => [] };
    asRole('ADMIN', tools, <AdminToolsPage />);
    expect(await screen.findByText('Admin Tools are for SUPERUSER, TECHNICIAN and SUPERADMIN.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    const technician = asRole('TECHNICIAN', tools, <AdminToolsPage />);
    expect(await screen.findByRole('tab', { name: 'Email Outbox' })).toBeInTheDocument();
    await technician.answered('reference-data:list');
    expect(screen.queryByRole('tab', { name: 'Reference Data' })).toBeNull();
    cleanup();
    asRole('SUPERADMIN', tools, <AdminToolsPage />);
    expect(await screen.findByRole('tab', { name: 'Reference Data' })).toBeInTheDocument();
  });
});
