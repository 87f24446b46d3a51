/**
 * Screens that used to call the API by hand now go through the data provider's typed methods
 * (providers/methods/): given a data provider, the Users screen invites through `inviteUser` with
 * a react-admin form, and the server's field message shows under its input; Admin Tools' jobs tab
 * reads through `jobs`; a checklist item is saved through `saveChecklistItem` and a translation
 * added through `addTranslation`, each from a react-admin form in a dialog (FormDialog).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { inAdmin } from '../support/inAdmin';
import { HttpError } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import UsersPage from '../../src/accounts/users/UsersPage';
import { JobsTab } from '../../src/system/tools/JobsTab';
import { ItemDialog, METADATA_EXAMPLES } from '../../src/settings/checklist/ItemDialog';
import TranslationsPage from '../../src/settings/translations/TranslationsPage';

const inApp = (dataProvider: Partial<AppDataProvider>, role: string, screenUnderTest: ReactNode) =>
  inAdmin(dataProvider, screenUnderTest, { role, rules: true });

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
    expect(await within(dialog).findByText(/^Email is required$/)).toBeInTheDocument();
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
          passthrough_data: { product_id: 12 },
          created_at: new Date().toISOString(),
        },
      ],
      count: 1,
      counts: { failed: 1 },
    });
    inApp({ jobs } as any, 'SUPERADMIN', <JobsTab />);
    expect(await screen.findByText('Bad image')).toBeInTheDocument();
    // What it works on in words, not its JSON.
    expect(screen.getByText('product #12')).toBeInTheDocument();
    expect(jobs).toHaveBeenCalledWith({ status: undefined, page: 0, page_count: 25 });
  });

  it('Manage Checklist: the item dialog is a react-admin form sent with saveChecklistItem; a type starts from its example metadata', async () => {
    const user = userEvent.setup();
    const saveChecklistItem = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Please correct the highlighted fields.', 400, { errors: { link: 'Must be an app path (/product) or a URL' } }),
      )
      .mockResolvedValueOnce({});
    const onSaved = vi.fn();
    const onClose = vi.fn();
    inApp({ saveChecklistItem } as any, 'SUPERADMIN', <ItemDialog open onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Checklist Item' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Add a collection');
    await user.type(within(dialog).getByLabelText('Link'), 'collections');
    await user.click(within(dialog).getByRole('combobox', { name: /Completion Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Column' }));
    expect((within(dialog).getByLabelText('Completion Metadata') as HTMLTextAreaElement).value).toBe(
      JSON.stringify(METADATA_EXAMPLES.column, null, 2),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be an app path (/product) or a URL')).toBeInTheDocument();
    expect(saveChecklistItem).toHaveBeenLastCalledWith({
      name: 'Add a collection',
      rank: 0,
      link: 'collections',
      completion_type: 'column',
      completion_metadata: METADATA_EXAMPLES.column,
    });
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), '/collections');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(saveChecklistItem).toHaveBeenLastCalledWith(expect.objectContaining({ link: '/collections' }));
  });

  it('Translations: a new text is a react-admin form sent with addTranslation; a taken key shows its message, then the grid is read again', async () => {
    const user = userEvent.setup();
    const translationLanguages = vi.fn().mockResolvedValue([
      { id: 1, name: 'English', language_key: 'en' },
      { id: 2, name: 'French', language_key: 'fr' },
    ]);
    const translationKeys = vi.fn().mockResolvedValue([{ id: 1, translation_key: 'menu.dashboard' }]);
    const translationsOf = vi.fn().mockResolvedValue([{ translation_key: 'menu.dashboard', text: 'Dashboard' }]);
    const addTranslation = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Please correct the highlighted fields.', 409, { errors: { translation_key: 'This key exists' } }),
      )
      .mockResolvedValueOnce({});
    inApp({ translationLanguages, translationKeys, translationsOf, addTranslation } as any, 'SUPERADMIN', <TranslationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Translation' });
    await user.type(within(dialog).getByLabelText(/Translation Key/), 'menu.dashboard');
    await user.type(within(dialog).getByLabelText('Text'), 'Tableau de bord');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This key exists')).toBeInTheDocument();
    expect(addTranslation).toHaveBeenLastCalledWith({ translation_key: 'menu.dashboard', language_id: 1, text: 'Tableau de bord' });

    await user.clear(within(dialog).getByLabelText(/Translation Key/));
    await user.type(within(dialog).getByLabelText(/Translation Key/), 'menu.home');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addTranslation).toHaveBeenCalledTimes(2);
    expect(translationKeys).toHaveBeenCalledTimes(2);
  });
});
