/**
 * At most 3 SQL statements per request for a list with relations, whatever the page size
 * (counted at the database driver), and the in-memory session cache that makes it possible:
 * ending a session on one instance ends it on the others through the event bus.
 */
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { printedOrder } from '../../server/production/printedOrders';
import { orderEvents } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

/**
 * Counts the statements sent to PostgreSQL while `fn` runs: every query of the pool's clients,
 * those of `pool.query` and those inside a transaction (BEGIN and COMMIT included) alike.
 */
async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
  const proto = ((t.ctx.database.db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
  const original = proto.query;
  let statements = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    // The login before a measure refunds its rate-limit hit after answering: no part of the request measured.
    if (!/"rate_limits"/.test(String((args[0] as { text?: string })?.text ?? args[0]))) statements++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
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

  it('the orders list’s searches: one prepared statement per shape, whatever the term', async () => {
    const token = await freshToken('admin@demo.test');
    const search = (q: string) =>
      t.api.get(`/api/orders?page_count=25&filter_by=${encodeURIComponent(JSON.stringify({ q }))}`).set('Authorization', `Bearer ${token}`);
    const orders = (await t.api.get('/api/orders?page_count=3').set('Authorization', `Bearer ${token}`)).body.results as Array<{
      id: number;
      order_number: string;
    }>;
    expect(orders.length).toBeGreaterThan(1);
    const sent: Array<{ name?: string; text: string }> = [];
    const proto = ((t.ctx.database.db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const config = args[0] as { name?: string; text?: string };
      if (typeof config === 'object' && /"orders"/.test(config.text ?? '')) sent.push({ name: config.name, text: config.text! });
      return original.apply(this, args);
    };
    try {
      // Two order numbers: the same shape; each finds its own order.
      for (const order of orders.slice(0, 2)) {
        const res = await search(order.order_number);
        expect(res.status).toBe(200);
        expect(res.body.results.map((o: { id: number }) => o.id)).toContain(order.id);
      }
    } finally {
      proto.query = original;
    }
    expect(sent).toHaveLength(2);
    expect(sent[0].name).toMatch(/^papered_/);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('an order’s page: its customer, addresses and items in statements prepared once, the same for every order', async () => {
    const token = await freshToken('admin@demo.test');
    const get = (path: string) => t.api.get(path).set('Authorization', `Bearer ${token}`);
    const orders = (await get('/api/orders?page_count=2')).body.results as Array<{ id: number; customer_id: number | null }>;
    const proto = ((t.ctx.database.db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
    const original = proto.query;
    const named: string[][] = [[], []];
    let current = 0;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const config = args[0] as { name?: string };
      if (typeof config === 'object' && config.name) named[current].push(config.name);
      return original.apply(this, args);
    };
    try {
      for (const [i, order] of orders.entries()) {
        current = i;
        const res = await get(`/api/orders/${order.id}`);
        expect(res.status).toBe(200);
        expect(res.body.line_items.length).toBeGreaterThan(0);
        expect(res.body.customer?.addresses).toBeInstanceOf(Array);
      }
    } finally {
      proto.query = original;
    }
    expect(named[0]).toHaveLength(3);
    expect([...named[1]].sort()).toEqual([...named[0]].sort());
  });

  it('the dashboard summary: one prepared statement once the session is cached, the same for every brand', async () => {
    const token = await freshToken('superadmin@demo.test');
    const get = (path: string) => t.api.get(path).set('Authorization', `Bearer ${token}`);
    expect((await get('/api/orders/summary?brand_id=1')).status).toBe(200);
    const proto = ((t.ctx.database.db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
    const original = proto.query;
    const sent: Array<string | undefined> = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      sent.push((args[0] as { name?: string })?.name);
      return original.apply(this, args);
    };
    const answers = [];
    try {
      for (const brand of [1, 2]) answers.push(await get(`/api/orders/summary?brand_id=${brand}`));
    } finally {
      proto.query = original;
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ today: expect.any(Number), failed_queue: expect.any(Number), by_status: expect.any(Object) });
      expect(res.body.per_day).toHaveLength(30);
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^papered_/);
    expect(sent[1]).toBe(sent[0]);
  });
});

describe('the scanner station’s scan (POST /api/scan/scan-item)', () => {
  it('6 round trips, the last item of an order too (3 for a repeat), once the session and the station are warm', async () => {
    const token = await freshToken('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, 3100, 2);
    const scan = (id: number) =>
      t.api
        .post('/api/scan/scan-item')
        .set('Authorization', `Bearer ${token}`)
        .send({ scanValue: `LI-${id}`, employeeId: 1 });
    expect((await scan(999_999_999)).status).toBe(404); // warms the session and the station's employee
    let body: any;
    // BEGIN, the order and its items locked, the item and its timeline event written, its audit row,
    // the change notice for live screens (one pg_notify per transaction), COMMIT.
    expect(await statementsOf(async () => (body = (await scan(items[0].id)).body))).toBe(6);
    expect(body).toMatchObject({ status: 'scanned', weigh_queue: null, order: { scanned: 1, total: 2 } });
    // The last one also puts the order in the weigh queue, in the same statement as its writes.
    expect(await statementsOf(async () => (body = (await scan(items[1].id)).body))).toBe(6);
    expect(body).toMatchObject({ status: 'scanned', weigh_queue: expect.objectContaining({ order_id: order.id, status: 'unprocessed' }) });
    expect(await statementsOf(async () => (body = (await scan(items[1].id)).body))).toBe(3);
    expect(body.status).toBe('already_scanned');
    // The events name the person as the session does — renamed, at once — and the station's employee.
    const me = (first: string) => t.api.put('/api/auth/me').set('Authorization', `Bearer ${token}`).send({ first, last: 'Tech' });
    expect((await me('Theodora')).status).toBe(200);
    const unscan = await t.api
      .post('/api/scan/scan-item')
      .set('Authorization', `Bearer ${token}`)
      .send({ scanValue: `LI-${items[1].id}`, employeeId: 1, unscan: true });
    expect(unscan.body.status).toBe('unscanned');
    expect((await me('Theo')).status).toBe(200);
    const events = await t.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id)).orderBy(orderEvents.id);
    expect(events.filter((e) => e.type.startsWith('line_item_')).map((e) => [e.type, e.user_name, (e.data as any).employee.name])).toEqual([
      ['line_item_scan', 'Theo Tech', 'Tess Technician'],
      ['line_item_scan', 'Theo Tech', 'Tess Technician'],
      ['line_item_unscan', 'Theodora Tech', 'Tess Technician'],
    ]);
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
