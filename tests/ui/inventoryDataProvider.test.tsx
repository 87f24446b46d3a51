/**
 * The inventory data provider: react-admin calls become the docs/requirements/inventory.md §7 operations, and failures show
 * what docs/requirements/inventory.md §8 says — list failures 'Failed to fetch vendors.' …, others the first GraphQL error
 * message with its field messages. The server is replaced by a recorded fetch here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlDataProvider } from '../../providers/graphqlDataProvider';

type Handler = (body: { query: string; variables: any }) => unknown;
let calls: Array<{ query: string; variables: any; auth: string | null }>;

function serve(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ ...body, query: String(body.query).replace(/\s+/g, ' '), auth: new Headers(init.headers).get('Authorization') });
      return new Response(JSON.stringify(handler(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  calls = [];
  localStorage.setItem('authToken', 'tok-123');
});
afterEach(() => vi.unstubAllGlobals());

describe('inventory data provider', () => {
  it('getList asks for a page and the count, with the filter as the JSON query', async () => {
    serve(() => ({ data: { data: [{ id: '1', brand_name: 'Mercer' }], total: 7 } }));
    const result = await graphqlDataProvider.getList('inventory/vendors', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'brand_name', order: 'ASC' },
      filter: { q: 'mer', email: '' },
    });
    expect(result).toEqual({ data: [{ id: '1', brand_name: 'Mercer' }], total: 7 });
    expect(calls[0].query).toMatch(
      /data: vendorsPaginated\( first: \$first offset: \$offset after: \$after query: \$query sort: \$sort order: \$order \)/,
    );
    expect(calls[0].query).toMatch(/vendorsCount\(query: \$query\)/);
    expect(calls[0].variables).toEqual({ first: 5, offset: 5, query: { q: 'mer' }, sort: 'brand_name', order: 'ASC' });
    expect(calls[0].auth).toBe('Bearer tok-123');
  });

  it('purchase orders use their {data, total} page', async () => {
    serve(() => ({ data: { page: { data: [{ id: '4', po_number: 'PO-1' }], total: 1 } } }));
    const result = await graphqlDataProvider.getList('inventory/purchase-orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(1);
    expect(calls[0].query).toMatch(/page: purchaseOrdersPaginated\(.*\) \{\s*data \{.*\}\s*total/s);
  });

  it('a failed list shows the spec message', async () => {
    serve(() => ({ errors: [{ message: 'You are not allowed to do this.', extensions: { code: 'forbidden', status: 403 } }] }));
    for (const [resource, message] of [
      ['inventory/vendors', 'Failed to fetch vendors.'],
      ['inventory/zones', 'Failed to fetch zones.'],
      ['inventory/purchase-orders', 'Failed to fetch purchase orders.'],
      ['inventory/audit-lists', 'Failed to fetch audit list items.'],
      ['inventory/zone-groups', 'Failed to fetch zone groups.'],
    ]) {
      await expect(
        graphqlDataProvider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      ).rejects.toMatchObject({ message, status: 403 });
    }
  });

  it('a failed save shows the first GraphQL message and its field messages', async () => {
    serve(() => ({
      data: null,
      errors: [
        {
          message: 'Please correct the highlighted fields. (brand_name: Must provide a value)',
          extensions: { code: 'bad_request', status: 400, errors: { brand_name: 'Must provide a value' } },
        },
      ],
    }));
    await expect(graphqlDataProvider.create('inventory/vendors', { data: { brand_name: '' } })).rejects.toMatchObject({
      message: 'Please correct the highlighted fields. (brand_name: Must provide a value)',
      status: 400,
      body: { errors: { brand_name: 'Must provide a value' } },
    });
    expect(calls[0].variables).toEqual({ input: { brand_name: null } });
  });

  it('an update sends only what changed; getMany asks by ids', async () => {
    serve(({ query }) => (query.includes('mutation') ? { data: { id: '3' } } : { data: { data: [{ id: '3' }, { id: '5' }] } }));
    await graphqlDataProvider.update('inventory/zones', {
      id: '3',
      data: { id: '3', code: 'A-1', name: 'New', is_active: true, created_at: 'x' },
      previousData: { id: '3', code: 'A-1', name: 'Old', is_active: true } as any,
    });
    expect(calls[0].variables).toEqual({ id: '3', input: { name: 'New' } });
    const many = await graphqlDataProvider.getMany('inventory/zones', { ids: [3, 5] });
    expect(many.data).toHaveLength(2);
    expect(calls[1].variables).toEqual({ query: { id: ['3', '5'] } });
  });

  it('getOne of a missing record is a not-found error', async () => {
    serve(() => ({ data: { data: null } }));
    await expect(graphqlDataProvider.getOne('inventory/trackable-items', { id: '99' })).rejects.toMatchObject({
      message: 'Trackable Item 99 was not found.',
    });
  });
});
