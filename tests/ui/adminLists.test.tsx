/**
 * The hand-written lists of the administration area (/collection, /brands) have what every list
 * has (docs/requirements/shell.md §3, §9): CSV export, table settings with hideable columns, the spec's pagination.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { inAdmin } from '../support/inAdmin';
import CollectionList from '../../src/catalog/collections/CollectionList';
import BrandList from '../../src/accounts/brands/BrandList';
import { TABLE_SETTINGS_KEY } from '../../src/components/tableSettings';

const brands = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Brand ${String(i + 1).padStart(2, '0')}`,
  shopify_brand_name: `brand-${i + 1}`,
  brand_logo: null,
}));
const collections = [{ id: 1, name: 'Coastal', brand_id: 1, collection_logo: null, secondary_image: null }];

const provider = {
  getList: async (resource: string, params: any) => {
    const rows = resource === 'brands' ? brands : collections;
    const { page, perPage } = params.pagination;
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  },
  getMany: async (_r: string, params: any) => ({ data: brands.filter((b) => params.ids.includes(b.id)) }),
} as unknown as DataProvider;

const renderList = (resource: string, view: React.ReactNode) => inAdmin(provider, view, { resource });

describe('administration lists', () => {
  it('collections: export, and a column hidden from the table settings stays hidden', async () => {
    renderList('collection', <CollectionList />);
    expect(await screen.findByText('Coastal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Secondary Image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /table settings/i }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Secondary Image'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Secondary Image' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(TABLE_SETTINGS_KEY)!).collection.hiddenColumns).toEqual(['secondary_image']);
  });

  it('brands: 10 a page with the spec pagination ("1-10 of 12") and export', async () => {
    renderList('brands', <BrandList />);
    expect(await screen.findByText('Brand 01')).toBeInTheDocument();
    expect(screen.queryByText('Brand 11')).toBeNull();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /table settings/i })).toBeInTheDocument();
    expect(screen.getByText(/1-10 of 12/)).toBeInTheDocument();
  });
});
