/**
 * The views generated from a declaration (src/framework/views.tsx), on the feature-flags
 * declaration, over an in-memory data provider standing in for the server.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { inAdmin } from '../support/inAdmin';
import featureFlags from '../../resources/settings/featureFlags';
import mockupCategories from '../../resources/catalog/mockupCategories';
import printJobs from '../../resources/production/printJobs';
import { ResourceCreate, ResourceList } from '../../src/framework/views';
import { AppNotification } from '../../src/layout/AppNotification';

function memoryProvider(rows: Array<Record<string, any>>) {
  const calls: Array<[string, any]> = [];
  const provider = {
    getList: async (_r: string, params: any) => {
      calls.push(['getList', params]);
      const q = (params.filter?.q ?? '').toLowerCase();
      const data = rows.filter((r) => !q || r.flag_name.includes(q));
      const { page, perPage } = params.pagination;
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
    },
    create: async (_r: string, params: any) => {
      calls.push(['create', params]);
      const record = { id: rows.length + 1, ...params.data };
      rows.push(record);
      return { data: record };
    },
  } as unknown as DataProvider;
  return { provider, calls };
}

const renderView = (view: React.ReactNode, provider: DataProvider) => inAdmin(provider, view, { resource: 'development/feature-flags' });

describe('generated list', () => {
  it('shows the declared columns, sorted by the declared default, with the search box', async () => {
    const { provider, calls } = memoryProvider([
      { id: 1, flag_name: 'show-create-account', production_value: true, description: 'Signup link' },
      { id: 2, flag_name: 'new-checkout', production_value: false, description: 'Checkout' },
    ]);
    renderView(<ResourceList declaration={featureFlags} />, provider);
    expect(await screen.findByText('show-create-account', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const header of ['Flag Name', 'Value', 'Description']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(calls[0][1].sort).toEqual({ field: 'flag_name', order: 'ASC' });
    expect(calls[0][1].pagination.perPage).toBe(10);
    expect(screen.getByPlaceholderText(/search/i)).toBeInTheDocument();
    // Two rows fit on a page of 10: no pagination buttons (docs/requirements/shell.md §9).
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe("generated list's choice filter", () => {
  it('asks for any of several chosen values, and for all rows once none is chosen', async () => {
    const user = userEvent.setup();
    const calls: Array<Record<string, unknown>> = [];
    const provider = {
      getList: async (_r: string, params: { filter: Record<string, unknown> }) => {
        calls.push(params.filter);
        return { data: [{ id: 1, name: 'Kitchen', category_type: 'ROOM_TYPE' }], total: 1 };
      },
    } as unknown as DataProvider;
    inAdmin(provider, <ResourceList declaration={mockupCategories} />, { resource: 'mockup-categories' });
    await screen.findByText('Kitchen', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /add filter/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Category Type' }));
    const filter = await screen.findByRole('combobox', { name: 'Category Type' });
    expect(filter).toHaveAttribute('placeholder', 'Select...');
    await user.click(filter);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    await user.click(options[0]);
    await user.click(screen.getAllByRole('option')[1]);
    // The filter is sent once typing settles (react-admin's debounce): slow on a busy machine.
    await waitFor(() => expect(calls.at(-1)?.category_type).toHaveLength(2), { timeout: 15_000 });
    const chosen = calls.at(-1)!.category_type as string[];
    expect(chosen.every((c) => (mockupCategories.fields.category_type.choices as readonly string[]).includes(c))).toBe(true);
    // Both chips removed: the filter goes, rather than asking for no value at all.
    await user.keyboard('{Escape}');
    for (const chip of screen.getAllByTestId('CancelIcon')) await user.click(chip);
    await waitFor(() => expect(calls.at(-1)).not.toHaveProperty('category_type'), { timeout: 15_000 });
  });
});

describe("generated list's statuses", () => {
  it('shows a status as the chip of its declared colour, in words', async () => {
    const provider = {
      getList: async () => ({
        data: [{ id: 1, title: 'Label #1001', kind: 'label', printer_id: null, status: 'failed', error: 'Out of paper', copies: 1 }],
        total: 1,
      }),
      getMany: async () => ({ data: [] }),
    } as unknown as DataProvider;
    inAdmin(provider, <ResourceList declaration={printJobs} />, { resource: 'print-jobs' });
    await screen.findByText('Label #1001', {}, { timeout: 5000 });
    const chip = document.querySelector<HTMLElement>('[data-status="failed"]')!;
    expect(chip).toHaveTextContent('Failed');
    expect(chip.className).toContain('MuiChip-colorError');
  });
});

describe('generated list on a slow network', () => {
  it('shows a skeleton at once while the first page loads, then the rows', async () => {
    let answer: (rows: { data: any[]; total: number }) => void = () => {};
    const provider = {
      getList: () => new Promise((resolve) => (answer = resolve)),
    } as unknown as DataProvider;
    renderView(<ResourceList declaration={featureFlags} />, provider);
    expect(await screen.findByTestId('list-skeleton')).toBeInTheDocument();
    answer({ data: [{ id: 1, flag_name: 'slow-flag', production_value: true, description: 'Late' }], total: 1 });
    expect(await screen.findByText('slow-flag', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });
});

describe('generated create form', () => {
  it("validates with the declaration's yup rules before anything is sent", async () => {
    const user = userEvent.setup();
    const { provider, calls } = memoryProvider([]);
    renderView(<ResourceCreate declaration={featureFlags} />, provider);
    const name = await screen.findByRole('textbox', { name: /Flag Name/ });
    await user.type(name, 'Not Valid');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Use lowercase letters, digits and dashes (e.g. show-create-account)')).toBeInTheDocument();
    expect(calls.filter(([c]) => c === 'create')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'dark-mode');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(calls.filter(([c]) => c === 'create')).toHaveLength(1));
    const [, params] = calls.find(([c]) => c === 'create')!;
    expect(params.data).toMatchObject({ flag_name: 'dark-mode', production_value: false });
  });

  it('names the created record in its notice', async () => {
    const user = userEvent.setup();
    const { provider } = memoryProvider([]);
    renderView(
      <>
        <ResourceCreate declaration={featureFlags} />
        <AppNotification />
      </>,
      provider,
    );
    await user.type(await screen.findByRole('textbox', { name: /Flag Name/ }), 'dark-mode');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Feature Flag “dark-mode” created')).toBeInTheDocument();
    expect(screen.queryByText('Element created')).toBeNull();
  });
});
