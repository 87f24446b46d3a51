/**
 * Screens that used to call the API by hand now go through the data provider's typed methods
 * (providers/methods/): given a data provider, the Users screen invites through `inviteUser` with
 * a react-admin form, and the server's field message shows under its input; Admin Tools' jobs tab
 * reads through `jobs`.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { HttpError } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import UsersPage from '../../src/accounts/users/UsersPage';
import { JobsTab } from '../../src/system/tools/JobsTab';

const i18n = polyglotI18nProvider(() => englishMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const authAs = (role: string) => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => role,
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
  canAccess: async () => true,
});

const inApp = (dataProvider: Partial<AppDataProvider>, role: string, screenUnderTest: ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider as AppDataProvider} i18nProvider={i18n} authProvider={authAs(role)}>
      {screenUnderTest}
    </AdminContext>,
  );

describe('screens through typed data-provider methods', () => {
  it('Users: the invitation is a react-admin form sent with inviteUser; a refused email shows its message under the input', async () => {
    const user = userEvent.setup();
    const inviteUser = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Please correct the highlighted fields.', 409, { errors: { email: 'This email is already in use' } }),
      )
      .mockResolvedValueOnce({});
    const users = vi.fn().mockResolvedValue([]);
    inApp({ users, inviteUser, getList: async () => ({ data: [], total: 0 }) } as any, 'ADMIN', <UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog');
    // The declaration's yup rules run before any call: an empty email is refused in the browser.
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Must provide a value')).toBeInTheDocument();
    expect(inviteUser).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Email/), 'taken@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('This email is already in use')).toBeInTheDocument();
    expect(inviteUser).toHaveBeenLastCalledWith({ brand_id: undefined, email: 'taken@demo.test', first: null, last: null, permission: 1 });

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'new@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inviteUser).toHaveBeenCalledTimes(2);
    // The list is read again after the invitation.
    expect(users).toHaveBeenCalledTimes(2);
  });

  it('Admin Tools: the jobs tab reads a page of jobs through the jobs method', async () => {
    const jobs = vi.fn().mockResolvedValue({
      results: [
        {
          id: 7,
          category: 'MOCKUP_UPLOAD',
          status: 'failed',
          status_message: 'Bad image',
          attempts: 3,
          brand_id: 1,
          created_at: new Date().toISOString(),
        },
      ],
      count: 1,
      counts: { failed: 1 },
    });
    inApp({ jobs } as any, 'SUPERADMIN', <JobsTab />);
    expect(await screen.findByText('Bad image')).toBeInTheDocument();
    expect(jobs).toHaveBeenCalledWith({ status: undefined, page: 0, page_count: 25 });
  });
});
