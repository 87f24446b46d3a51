/**
 * The search box's keyboard (issue 26): `/` opens it from the page, results come grouped by kind
 * with the first chosen, ↓ and ↑ move the choice across groups (wrapping), Enter opens the chosen
 * record's path; `/` typed in a field stays a character; statuses show in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../resources/search/schemas';
import { SearchButton } from '../../src/search/SearchBox';
import { inAdmin } from '../support/inAdmin';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const answer = (q: string): SearchAnswer => ({
  q,
  groups: [
    { kind: 'orders', items: [{ id: 7, title: '#1007', subtitle: 'Ava Stone', status: 'FULFILLED', path: '/orders/7' }], more: false },
    {
      kind: 'parcels',
      items: [{ id: 3, title: 'BT0000000007', subtitle: 'local · #1007', status: 'shipped', path: '/orders/7' }],
      more: false,
    },
    { kind: 'customers', items: [{ id: 11, title: 'Ava Stone', subtitle: 'ava@example.com', path: '/customers/11/show' }], more: false },
  ],
});

describe('SearchBox', () => {
  it('opens on /, moves the choice with the arrows across groups and opens it with Enter', async () => {
    const asked: string[] = [];
    const dataProvider = {
      search: async (q: string) => {
        asked.push(q);
        return answer(q);
      },
    };
    inAdmin(
      dataProvider,
      <>
        <input aria-label="Other field" />
        <SearchButton />
        <Where />
      </>,
    );
    const user = userEvent.setup();
    // In another field `/` is typed, not a shortcut.
    await user.type(screen.getByLabelText('Other field'), '/');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(document.body);
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Search everything' });
    await user.type(box, 'bt7');
    const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(asked).toContain('bt7');
    expect(within(list).getByRole('group', { name: 'Orders' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Parcels' })).toBeTruthy();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    // Statuses in words, as their resources declare them.
    expect(options[0].textContent).toContain('Ava Stone · Fulfilled');
    expect(options[1].textContent).toContain('#1007 · Shipped');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(list).getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(list).getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(list).getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/customers/11/show'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
