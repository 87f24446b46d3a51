/**
 * The providers against a stand-in `fetch`: the REST shapes of each declaration, the error
 * mapping of the http client, the auth provider's access and the sidebar model.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restDataProvider } from '../../providers/restDataProvider';
import { dataProvider } from '../../providers/dataProvider';
import { AUDIT_LOG, forgetPageCursors } from '../../providers/pageCursors';
import { authProvider, LOGIN_FAILED } from '../../providers/authProvider';
import { api } from '../../providers/httpClient';
import { visibleMenu, currentEntry } from '../../src/layout/menuModel';
import { AREAS } from '../../src/areas';
import { menuEntries } from '../../src/areas/registry';

let calls: Array<{ url: string; method: string; body?: any; auth: string | null }>;
let reply: (url: string) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  reply = () => ({ status: 200, body: {} });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      auth: headers.get('Authorization'),
    });
    const { status, body } = reply(url);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, email: 'a@b.c', role: 'SUPERADMIN', brand_id: null, email_verified: true, permission_id: 5 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('REST data provider', () => {
  it('lists with page (0-based), page_count, sort_by, order, filter_by and q, reading the paginated shape', async () => {
    reply = () => ({ status: 200, body: { results: [{ id: 1 }], count: 31, hasNext: true, hasBefore: true } });
    const result = await restDataProvider.getList('development/feature-flags', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'flag_name', order: 'DESC' },
      filter: { q: ' dark ', production_value: true },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/feature-flags');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      page_count: '10',
      sort_by: 'flag_name',
      order: 'DESC',
      q: 'dark',
      filter_by: '{"production_value":true}',
    });
    expect(calls[0].auth).toBe('Bearer tok');
    expect(result).toEqual({ data: [{ id: 1 }], total: 31, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
  });

  it('fetches an export longer than one answer in pages of 500, each after the last row received', async () => {
    const rows = Array.from({ length: 800 }, (_, i) => ({ id: 800 - i }));
    reply = (url) => {
      const query = new URL(url, 'http://x').searchParams;
      const after = query.get('after');
      const start = after === null ? Number(query.get('page')) * 500 : rows.findIndex((r) => r.id === Number(after)) + 1;
      const page = rows.slice(start, start + Number(query.get('page_count')));
      return { status: 200, body: { results: page, count: 800, hasNext: start + page.length < 800, hasBefore: start > 0 } };
    };
    const result = await restDataProvider.getList('development/feature-flags', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.data).toEqual(rows);
    expect(result.total).toBe(800);
    const asked = calls.map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
    expect(asked).toEqual([
      { page: '0', page_count: '500', sort_by: 'id', order: 'DESC' },
      { page: '1', page_count: '500', after: '301', sort_by: 'id', order: 'DESC' },
    ]);
  });

  it('gets many and many-by-reference through filter_by with arrays', async () => {
    reply = () => ({ status: 200, body: [{ id: 1 }, { id: 2 }] });
    expect((await restDataProvider.getMany('languages', { ids: [1, 2] })).data).toHaveLength(2);
    expect(new URL(calls[0].url, 'http://x').searchParams.get('filter_by')).toBe('{"id":[1,2]}');
    reply = () => ({ status: 200, body: { results: [], count: 0, hasNext: false, hasBefore: false } });
    await restDataProvider.getManyReference('languages', {
      target: 'brand_id',
      id: 4,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(new URL(calls[1].url, 'http://x').searchParams.get('filter_by')).toBe('{"brand_id":4}');
  });

  it('wraps bodies in bodyKey, updates with the id in the body and deletes by query parameter where declared', async () => {
    reply = () => ({ status: 200, body: { id: 9, name: 'Deutsch', language_key: 'de' } });
    await restDataProvider.create('languages', { data: { name: 'Deutsch', language_key: 'de', id: 99, created_at: 'x' } });
    expect(calls[0]).toMatchObject({ url: '/api/languages', method: 'POST', body: { language: { name: 'Deutsch', language_key: 'de' } } });
    await restDataProvider.update('languages', {
      id: 9,
      data: { id: 9, name: 'Deutsch', language_key: 'de', updated_at: 'x' },
      previousData: { id: 9 },
    });
    expect(calls[1]).toMatchObject({
      url: '/api/languages',
      method: 'PUT',
      body: { language: { name: 'Deutsch', language_key: 'de', id: 9 } },
    });
    await restDataProvider.delete('languages', { id: 9 });
    expect(calls[2]).toMatchObject({ url: '/api/languages?language_id=9', method: 'DELETE' });
    await restDataProvider.update('development/feature-flags', { id: 3, data: { production_value: true }, previousData: { id: 3 } });
    expect(calls[3]).toMatchObject({ url: '/api/feature-flags/3', method: 'PUT', body: { production_value: true } });
    await restDataProvider.delete('development/feature-flags', { id: 3 });
    expect(calls[4]).toMatchObject({ url: '/api/feature-flags/3', method: 'DELETE' });
  });
});

describe('keyset paging of the screens (pageCursors)', () => {
  const rows = Array.from({ length: 9 }, (_, i) => ({ id: 90 - i }));
  const listPage = (page: number, perPage = 3, filter: Record<string, unknown> = {}) =>
    dataProvider.getList('development/feature-flags', { pagination: { page, perPage }, sort: { field: 'id', order: 'DESC' }, filter });
  const asked = () => calls.map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
  beforeEach(() => {
    forgetPageCursors();
    reply = (url) => {
      const query = new URL(url, 'http://x').searchParams;
      const start = Number(query.get('page')) * Number(query.get('page_count'));
      const page = rows.slice(start, start + Number(query.get('page_count')));
      return { status: 200, body: { results: page, count: rows.length, hasNext: start + page.length < rows.length, hasBefore: start > 0 } };
    };
  });

  it('asks for the next page after the last row of the page before, with its number as the fallback', async () => {
    await listPage(1);
    await listPage(2);
    await listPage(3);
    expect(asked().map(({ page, after }) => ({ page, after }))).toEqual([
      { page: '0', after: undefined },
      { page: '1', after: '88' },
      { page: '2', after: '85' },
    ]);
  });

  it('goes by number for a page whose page before was not read, or was read with another filter or size', async () => {
    await listPage(1);
    await listPage(3);
    await listPage(2, 4);
    await listPage(2, 3, { production_value: true });
    expect(asked().map((query) => query.after)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('forgets the cursors of a resource written to, or named by a change', async () => {
    await listPage(1);
    await dataProvider.update('development/feature-flags', { id: 90, data: { flag_name: 'x' }, previousData: { id: 90 } });
    await listPage(2);
    await listPage(3);
    forgetPageCursors(['development/feature-flags']);
    await listPage(4);
    expect(
      asked()
        .filter((query) => query.page !== undefined)
        .map((query) => query.after),
    ).toEqual([undefined, undefined, '85', undefined]);
  });
});

describe('keyset paging of Admin Tools’ own pages', () => {
  it('asks for the audit log’s next page after the last entry seen, until the log changes', async () => {
    forgetPageCursors();
    reply = (url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return { status: 200, body: { results: [{ id: 100 - 2 * page }, { id: 99 - 2 * page }], count: 50, hasNext: true, resources: [] } };
    };
    await dataProvider.auditLog({ page: 0, page_count: 2, resource: 'orders' });
    await dataProvider.auditLog({ page: 1, page_count: 2, resource: 'orders' });
    await dataProvider.auditLog({ page: 1, page_count: 2, resource: 'fonts' });
    forgetPageCursors([AUDIT_LOG]);
    await dataProvider.auditLog({ page: 2, page_count: 2, resource: 'orders' });
    const asked = calls.map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
    expect(asked.map(({ page, after }) => ({ page, after }))).toEqual([
      { page: '0', after: undefined },
      { page: '1', after: '99' },
      { page: '1', after: undefined },
      { page: '2', after: undefined },
    ]);
  });
});

describe('http client', () => {
  it('turns a JSON error into an HttpError whose body carries the field messages', async () => {
    reply = () => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'Already there.', errors: { flag_name: 'A record with this value already exists.' } } },
    });
    await expect(api('/api/feature-flags', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Already there.',
      status: 409,
      body: { errors: { flag_name: 'A record with this value already exists.' } },
    });
    expect(localStorage.getItem('authToken')).toBe('tok');
  });

  it('ends the session on a 401', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Your session has expired.' } } });
    await expect(api('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('auth provider', () => {
  it('stores the session on login and reports the spec message on wrong credentials', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } } });
    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(LOGIN_FAILED);
    reply = () => ({ status: 200, body: { user: { id: 2, email: 'u@d.t', role: 'USER' }, authToken: 'new' } });
    window.history.pushState({}, '', '/login?ref=%2Forders');
    expect(await authProvider.login({ email: 'u@d.t', password: 'y' })).toEqual({ redirectTo: '/orders' });
    expect(localStorage.getItem('authToken')).toBe('new');
    expect(await authProvider.getPermissions!({})).toBe('USER');
    window.history.pushState({}, '', '/login?ref=https%3A%2F%2Fevil.test');
    reply = () => ({ status: 200, body: { user: { id: 2, email: 'u@d.t', role: 'USER' }, authToken: 'new' } });
    expect(await authProvider.login({ email: 'u@d.t', password: 'y' })).toEqual({ redirectTo: '/' });
  });

  it('answers canAccess with the shared access function, by route name or declared name', async () => {
    expect(await authProvider.canAccess!({ resource: 'development/feature-flags', action: 'edit' })).toBe(true);
    localStorage.setItem('user', JSON.stringify({ id: 2, email: 'u@d.t', role: 'USER' }));
    expect(await authProvider.canAccess!({ resource: 'development/feature-flags', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'languages', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'languages', action: 'create' })).toBe(false);
  });
});

describe('sidebar model', () => {
  // The areas' entries, of the links only these and the groups.
  const links = ['dashboard', 'users', 'feature_flags', 'vendors', 'zones'];
  const groups = ['production', 'development', 'inventory'];
  const provided = menuEntries(AREAS).filter((m) => links.includes(m.key) || groups.includes(m.key));

  it('shows nothing before the role is known, and only provided entries the role passes', () => {
    expect(visibleMenu(null, provided)).toEqual([]);
    expect(visibleMenu('USER', provided).map((e) => e.key)).toEqual(['dashboard']);
    expect(visibleMenu('ADMIN', provided).map((e) => e.key)).toEqual(['dashboard', 'users']);
    // Children follow their group's level: a TECHNICIAN sees Vendors within Inventory (docs/requirements/access.md §6).
    const technician = visibleMenu('TECHNICIAN', provided);
    expect(technician.map((e) => e.key)).toEqual(['dashboard', 'inventory']);
    expect(technician[1].children!.map((e) => e.key)).toEqual(['vendors', 'zones']);
    expect(visibleMenu('SUPERADMIN', provided).map((e) => e.key)).toEqual(['dashboard', 'users', 'development', 'inventory']);
  });

  it('marks the entry of the path, the longest match winning', () => {
    const entries = visibleMenu('SUPERADMIN', provided);
    expect(currentEntry('/', entries)?.key).toBe('dashboard');
    expect(currentEntry('/inventory/zones/4', entries)?.key).toBe('zones');
    expect(currentEntry('/users', entries)?.key).toBe('users');
    expect(currentEntry('/nowhere', entries)).toBeUndefined();
    // A group's own screen marks the group.
    expect(currentEntry('/inventory', entries)?.key).toBe('inventory');
  });
});
