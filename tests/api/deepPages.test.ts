/**
 * Deep pages of the orders list (server/framework/crudDeepPage.ts): past the prepared offsets, a
 * page newest or oldest first starts at the day its first row is on, found in the kept day counts.
 * Every page must be the one plain OFFSET gives: across midnights (UTC), with ties on the time,
 * for a brand's user, under a status or brand filter, at the end and past it, and while orders
 * are added, moved and removed between pages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
const ORDERS = 12_000;
const PAGE = 25;

beforeAll(async () => {
  t = await testApp();
  // 12,000 orders over the two demo brands and five statuses, 40 minutes apart (about 36 a day,
  // so pages cross midnights), every tenth one at the same instant as the one before it.
  await t.ctx.database.db.execute(sql`
    INSERT INTO orders (brand_id, channel, store_order_id, order_number, status, customer_name, created_at, updated_at, ordered_at)
    SELECT 1 + g % 2, 'PAPERED', 'deep-' || g, 'D-' || lpad(g::text, 6, '0'),
      (ARRAY['UNFULFILLED','PARTIAL','FULFILLED','SUCCESS','CANCELLED'])[1 + g % 5], 'Deep ' || g, t, t, t
    FROM generate_series(1, ${sql.raw(String(ORDERS))}) g,
      LATERAL (SELECT timestamptz '2026-01-01 00:00:00+00' + ((g - CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END) * interval '40 minutes') AS t) d`);
  await t.ctx.database.db.execute(sql`ANALYZE orders`);
});
afterAll(() => t.close());

/** The ids plain OFFSET gives for a page, newest or oldest first, under a condition. */
async function expected(where: ReturnType<typeof sql>, descending: boolean, offset: number) {
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const found = await rows<{ id: number }>(
    t.ctx.database.db,
    sql`SELECT id FROM orders WHERE ${where} ORDER BY created_at ${direction}, id ${direction} OFFSET ${sql.raw(String(offset))} LIMIT ${PAGE}`,
  );
  return found.map((r) => r.id);
}

const filterBy = (f: object) => `&filter_by=${encodeURIComponent(JSON.stringify(f))}`;

describe('deep pages of the orders list', () => {
  it('are the pages plain OFFSET gives, newest and oldest first, with and without filters', async () => {
    const boss = await t.as('superadmin@demo.test');
    const cases = [
      { query: '', where: sql`true` },
      { query: filterBy({ status: 'PARTIAL' }), where: sql`status = 'PARTIAL'` },
      {
        query: filterBy({ brand_id: 2, status: ['SUCCESS', 'CANCELLED'] }),
        where: sql`brand_id = 2 AND status IN ('SUCCESS', 'CANCELLED')`,
      },
      { query: filterBy({ status_ne: 'FULFILLED' }), where: sql`status <> 'FULFILLED'` },
      // Not a counted field: the page is found by skipping, and is the same.
      { query: filterBy({ channel: 'PAPERED' }), where: sql`channel = 'PAPERED'` },
    ];
    for (const c of cases)
      for (const descending of [true, false])
        for (const page of [41, 57, 80]) {
          const res = await boss.get(
            `/api/orders?page_count=${PAGE}&page=${page}&sort_by=created_at&order=${descending ? 'DESC' : 'ASC'}${c.query}`,
          );
          expect(res.status).toBe(200);
          const want = await expected(c.where, descending, page * PAGE);
          expect(
            res.body.results.map((o: { id: number }) => o.id),
            `${c.query} ${descending} page ${page}`,
          ).toEqual(want);
          expect(res.body.hasBefore).toBe(true);
        }
  });

  it('keeps a brand user to their brand, and ends where the rows end', async () => {
    const admin = await t.as('admin@demo.test');
    const [{ n }] = await rows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM orders WHERE brand_id = 1`);
    const last = Math.floor((n - 1) / PAGE);
    const page = await admin.get(`/api/orders?page_count=${PAGE}&page=${last}`);
    expect(page.body.results.map((o: { id: number }) => o.id)).toEqual(await expected(sql`brand_id = 1`, true, last * PAGE));
    expect(page.body.results.every((o: { brand_id: number }) => o.brand_id === 1)).toBe(true);
    expect(page.body.hasNext).toBe(false);
    const past = await admin.get(`/api/orders?page_count=${PAGE}&page=${last + 3}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ results: [], hasNext: false });
    // Another brand's orders are not theirs to page through.
    expect((await admin.get(`/api/orders?page_count=${PAGE}&page=50${filterBy({ brand_id: 2 })}`)).status).toBe(403);
  });

  it('follows orders added, moved to another status and removed between pages', async () => {
    const boss = await t.as('superadmin@demo.test');
    const db = t.ctx.database.db;
    await db.execute(sql`
      INSERT INTO orders (brand_id, channel, store_order_id, order_number, status, customer_name, created_at, updated_at, ordered_at)
      SELECT 2, 'PAPERED', 'deep-late-' || g, 'DL-' || g, 'PARTIAL', 'Late', timestamptz '2026-01-20 12:00:00+00', now(), now()
      FROM generate_series(1, 40) g`);
    await db.execute(sql`UPDATE orders SET status = 'CANCELLED' WHERE store_order_id LIKE 'deep-1%' AND status = 'PARTIAL'`);
    await db.execute(sql`DELETE FROM orders WHERE store_order_id LIKE 'deep-2%' AND status = 'SUCCESS'`);
    for (const [query, where] of [
      ['', sql`true`],
      [filterBy({ status: 'PARTIAL' }), sql`status = 'PARTIAL'`],
      [filterBy({ status: 'CANCELLED' }), sql`status = 'CANCELLED'`],
    ] as const) {
      const res = await boss.get(`/api/orders?page_count=${PAGE}&page=45${query}`);
      expect(res.body.results.map((o: { id: number }) => o.id)).toEqual(await expected(where, true, 45 * PAGE));
    }
  });
});
