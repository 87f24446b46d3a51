/**
 * At most 3 SQL statements per request for a list with relations, whatever the page size
 * (counted at the database driver), and the in-memory session cache that makes it possible:
 * ending a session on one instance ends it on the others through the event bus.
 */
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { DEMO_PASSWORD, testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Counts the statements sent to the driver while `fn` runs (the pg pool's query). */
async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
  const client: any = (t.ctx.database.db as any).$client;
  let statements = 0;
  const originals = ['query', 'exec'].filter((m) => typeof client[m] === 'function').map((m) => [m, client[m]] as const);
  for (const [m, original] of originals) client[m] = (...args: unknown[]) => (statements++, original.apply(client, args));
  try {
    await fn();
  } finally {
    for (const [m, original] of originals) client[m] = original;
  }
  return statements;
}

/** A fresh session (not cached yet), so the session lookup is counted too. */
async function freshToken(email: string) {
  const res = await t.api.post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.authToken as string;
}

// The inventory list as the app sends it, with every to-one relation, and its count.
const INVENTORY_LIST = `query List($first: Int, $query: JSON) {
  data: inventoryItemsPaginated(first: $first, offset: 0, query: $query, sort: "id", order: "DESC") {
    id barcode status
    trackable_item { id sku vendor { id brand_name } stock_type { id name } }
    zone { id code zone_group { id name warehouse { id name } } }
    purchase_order { id po_number status }
  }
  total: inventoryItemsCount(query: $query)
}`;

describe('statements per request', () => {
  it('a GraphQL list with relations and its count: at most 3, at every page size, cold session included', async () => {
    for (const first of [1, 5, 50]) {
      const token = await freshToken('technician@demo.test');
      let body: any;
      const n = await statementsOf(async () => {
        body = (
          await t.api
            .post('/api/graphql')
            .set('Authorization', `Bearer ${token}`)
            .send({ query: INVENTORY_LIST, variables: { first, query: {} } })
        ).body;
      });
      expect(body.errors).toBeUndefined();
      expect(body.data.data.length).toBe(Math.min(first, body.data.total));
      expect(body.data.data.some((i: any) => i.zone?.zone_group?.warehouse?.name)).toBe(true);
      expect(n).toBeLessThanOrEqual(3);
    }
  });

  it('a REST list (sorted, paged): at most 3, and 1 once the session is cached', async () => {
    const token = await freshToken('admin@demo.test');
    const get = () => t.api.get('/api/collections?page_count=25&sort_by=name').set('Authorization', `Bearer ${token}`);
    expect(await statementsOf(async () => expect((await get()).status).toBe(200))).toBeLessThanOrEqual(3);
    expect(await statementsOf(async () => expect((await get()).body.results.length).toBeGreaterThan(0))).toBe(1);
  });
});

describe('session cache', () => {
  /** A second instance: its own app and session cache, the same database and event bus. */
  const otherInstance = () => supertest(createApp({ ...t.ctx }, pino({ level: 'silent' })));

  it('a logout on one instance ends the session on another', async () => {
    const other = otherInstance();
    const token = await freshToken('user@demo.test');
    expect((await other.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(200); // now cached there
    expect((await t.api.post('/api/auth/logout').set('Authorization', `Bearer ${token}`)).status).toBe(204);
    expect((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    // Well before the cache's TTL: the event bus told the other instance.
    await vi.waitFor(async () => expect((await other.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('a password change ends the other sessions on every instance; the new one works', async () => {
    const other = otherInstance();
    const elsewhere = await freshToken('superuser@demo.test');
    const here = await freshToken('superuser@demo.test');
    expect((await other.get('/api/auth/me').set('Authorization', `Bearer ${elsewhere}`)).status).toBe(200);
    const changed = await t.api
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${here}`)
      .send({ current_password: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    await vi.waitFor(async () => expect((await other.get('/api/auth/me').set('Authorization', `Bearer ${elsewhere}`)).status).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
    expect((await other.get('/api/auth/me').set('Authorization', `Bearer ${changed.body.authToken}`)).status).toBe(200);
  });
});
