/** Toasts, expandable cards, the three-state checkbox and the i18n provider's missing-text rule. */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '../../src/components/Toast';
import type { ToastMessage } from '../../src/components/toastKinds';
import { ExpandableCard } from '../../src/components/ExpandableCard';
import { TriStateCheckbox, stateOf } from '../../src/components/TriStateCheckbox';
import { createI18nProvider } from '../../providers/i18nProvider';
import { fr } from '../../resources/i18n';
import { HttpError } from '../../providers/httpClient';
import { AdminContext, I18nContextProvider, useNotify } from 'react-admin';
import { AppNotification } from '../../src/layout/AppNotification';
import { englishI18n } from '../support/inAdmin';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Toast', () => {
  it('is titled by its level and hides itself after 5 seconds', () => {
    vi.useFakeTimers();
    function Harness() {
      const [message, setMessage] = useState<ToastMessage | null>({ colorType: 'warn', text: 'Check the weight' });
      return <Toast message={message} title="Warning" onClose={() => setMessage(null)} />;
    }
    render(<Harness />);
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('Check the weight')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Check the weight')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Check the weight')).toBeNull();
  });

  it("shows react-admin's notices titled by their level, in the reader's language", async () => {
    function Notices() {
      const notify = useNotify();
      return (
        <>
          <button onClick={() => notify('screens.shell.your_profile_is_saved', { type: 'warning' })}>warn</button>
          <button onClick={() => notify('ra.notification.http_error', { type: 'error' })}>fail</button>
          <button onClick={() => notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } })}>save</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={englishI18n}>
        <Notices />
        <AppNotification />
      </AdminContext>,
    );
    await user.click(screen.getByRole('button', { name: 'warn' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('WarningYour profile is saved.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    // One at a time, in the order given: the error, then the confirmation (which has no title).
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(/^Error.+/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Element updated'));
    expect(screen.queryByText('Info')).toBeNull();
  });
});

describe('ExpandableCard', () => {
  it('starts as its initial flag says and toggles', async () => {
    const user = userEvent.setup();
    const action = vi.fn();
    render(
      <I18nContextProvider value={englishI18n}>
        <ExpandableCard title="Shipping" expandable initiallyExpanded={false} actions={[{ text: 'Buy label', buttonAction: action }]}>
          <p>Label details</p>
        </ExpandableCard>
      </I18nContextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('Label details')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Buy label' }));
    expect(action).toHaveBeenCalledOnce();
  });
});

describe('TriStateCheckbox', () => {
  it('is unchecked, indeterminate or checked, and an indeterminate box checks on click', async () => {
    expect([stateOf(0, 3), stateOf(1, 3), stateOf(3, 3)]).toEqual(['unchecked', 'indeterminate', 'checked']);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TriStateCheckbox state="indeterminate" onChange={onChange} label="Select all" />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('data-indeterminate', 'true');
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('i18n provider', () => {
  it("uses the server's texts, English from en.ts where the server has none, empty text for unknown keys", async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const body = url.startsWith('/api/languages')
        ? [
            { id: 1, name: 'English', language_key: 'en' },
            { id: 2, name: 'Français', language_key: 'fr' },
          ]
        : [
            { translation_key: 'menu.dashboard', text: 'Tableau de bord' },
            { translation_key: 'app.new_record', text: 'Nouveau : %{name}' },
            { translation_key: 'errors.in_use', text: 'Cet enregistrement est encore utilisé (%{users}) et ne peut pas être supprimé.' },
            { translation_key: 'fields.at_most_megabytes', text: '%{megabytes} Mo au maximum' },
            { translation_key: 'fields.max_length', text: '%{max} caractères au maximum' },
            { translation_key: 'fields.unique', text: '%{field} : cette valeur est déjà utilisée par un autre enregistrement (%{one})' },
            { translation_key: 'resources.development/feature-flags.name', text: 'Fonctionnalité |||| Fonctionnalités' },
            {
              translation_key: 'resources.development/feature-flags.fields.flag_name',
              text: fr['resources.development/feature-flags.fields.flag_name'],
            },
            // The screens' words, seeded with their French (resources/i18n/screens).
            ...Object.entries(fr)
              .filter(([key]) => key.startsWith('screens.'))
              .map(([translation_key, text]) => ({ translation_key, text })),
          ];
      return new Response(JSON.stringify(body), { status: 200 });
    });
    localStorage.setItem('language', '2');
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('2');
    expect(i18n.getLocales!()).toEqual([
      { locale: '1', name: 'English' },
      { locale: '2', name: 'Français' },
    ]);
    expect(i18n.translate('menu.dashboard')).toBe('Tableau de bord');
    expect(i18n.translate('menu.orders')).toBe('Orders');
    expect(i18n.translate('menu.no_such_entry')).toBe('');
    // Words that are no key (a record's name) show as written, even a declaration's English label:
    // nothing is found by its English. The label's key is French.
    expect(i18n.translate('Quarterly paper forecast')).toBe('Quarterly paper forecast');
    expect(i18n.translate('Flag Name')).toBe('Flag Name');
    expect(i18n.translate('resources.development/feature-flags.fields.flag_name')).toBe('Nom de la fonctionnalité');
    // react-admin's own texts in French; English the server sent without its key is not taken apart.
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.translate('Must be at most 80 characters')).toBe('Must be at most 80 characters');
    // A screen's words by their key, in French with the values; their English is no key.
    expect(i18n.translate('screens.orders.count_failed_imports', { count: 3, _: '3 failed imports' })).toBe('3 imports en échec');
    expect(i18n.translate('%{count} failed imports', { count: 3, _: '3 failed imports' })).toBe('3 failed imports');
    // A create page's title: its generated key's words when the language has them, else "New <name>" by key.
    expect(i18n.translate('resources.waste-tracking.page.create', { _: i18n.translate('app.new_record', { name: 'Déchet' }) })).toBe(
      'New Waste Record',
    );
    expect(i18n.translate('resources.no-such-thing.page.create', { _: i18n.translate('app.new_record', { name: 'Déchet' }) })).toBe(
      'Nouveau : Déchet',
    );
    // A message the server sent with its key and values: in French by its key, wherever it is shown.
    const english = 'This record is still in use by zones and cannot be deleted.';
    new HttpError(english, 409, { message_code: 'errors.in_use', message_values: { users: 'zones' } });
    expect(i18n.translate(english)).toBe('Cet enregistrement est encore utilisé (zones) et ne peut pas être supprimé.');
    expect(i18n.translate(english, { _: english })).toBe('Cet enregistrement est encore utilisé (zones) et ne peut pas être supprimé.');
    // A keyed field message, as the input under which it shows translates it.
    new HttpError('The file is too large: the limit is 25 MB.', 413, {
      errors: { size: 'Must be at most 25 MB' },
      message_codes: { size: { code: 'fields.at_most_megabytes', values: { megabytes: 25 } } },
    });
    expect(i18n.translate('Must be at most 25 MB', { _: 'Must be at most 25 MB' })).toBe('25 Mo au maximum');
    // A yup rule's message and the unique-value refusal, by key (issue 27), the label and the record's kind in French.
    new HttpError('Please correct the highlighted fields.', 400, {
      errors: { name: 'Must be at most 80 characters', flag_name: 'Flag Name is already used by another feature flag' },
      message_codes: {
        name: { code: 'fields.max_length', values: { max: 80 } },
        flag_name: {
          code: 'fields.unique',
          values: {
            field: 'Flag Name',
            field_key: 'resources.development/feature-flags.fields.flag_name',
            one: 'feature flag',
            resource: 'development/feature-flags',
          },
        },
      },
    });
    expect(i18n.translate('Must be at most 80 characters')).toBe('80 caractères au maximum');
    expect(i18n.translate('Flag Name is already used by another feature flag')).toBe(
      'Nom de la fonctionnalité : cette valeur est déjà utilisée par un autre enregistrement (fonctionnalité)',
    );
  });
});
