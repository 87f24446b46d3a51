/**
 * The dashboard's kept counts (issue 28, migrations 0026 and 0032): `order_counts` always equals the
 * orders counted by brand, UTC day and status, and `order_status_counts` by brand and status —
 * after inserts of many rows at once, status changes, a move between brands, deletes and a
 * truncate — and the summary reads them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Kept counts that differ from a count of the orders themselves (none when they agree). */
async function drift() {
  return rows<{ brand_id: number; day: string; status: string; kept: number; counted: number }>(
    t.ctx.database.db,
    sql`WITH counted AS (SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, count(*)::int AS n FROM orders GROUP BY 1, 2, 3)
        SELECT coalesce(k.brand_id, c.brand_id) AS brand_id, coalesce(k.day, c.day)::text AS day, coalesce(k.status, c.status) AS status,
               coalesce(k.n, 0) AS kept, coalesce(c.n, 0) AS counted
        FROM order_counts k FULL JOIN counted c USING (brand_id, day, status) WHERE coalesce(k.n, 0) <> coalesce(c.n, 0)
        UNION ALL
        SELECT coalesce(k.brand_id, c.brand_id), 'any day', coalesce(k.status, c.status), coalesce(k.n, 0), coalesce(c.n, 0)
        FROM order_status_counts k FULL JOIN (SELECT brand_id, status, count(*)::int AS n FROM orders GROUP BY 1, 2) c USING (brand_id, status)
        WHERE coalesce(k.n, 0) <> coalesce(c.n, 0)`,
  );
}

describe('order_counts', () => {
  it('matches the orders after the demo data, bulk inserts, status changes, brand moves, deletes and a truncate', async () => {
    const db = t.ctx.database.db;
    expect(await drift()).toEqual([]);
    await db.execute(sql`
      INSERT INTO orders (brand_id, channel, store_order_id, order_number, status, created_at)
      SELECT 1 + g % 2, 'PAPERED', 'count-' || g, 'C-' || g, (ARRAY['UNFULFILLED','PARTIAL','CANCELLED'])[1 + g % 3], now() - (g % 5) * interval '1 day'
      FROM generate_series(1, 300) g`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`UPDATE orders SET status = 'FULFILLED' WHERE store_order_id LIKE 'count-%' AND status = 'PARTIAL'`);
    await db.execute(sql`UPDATE orders SET note = 'no count moves' WHERE store_order_id LIKE 'count-%'`);
    await db.execute(sql`UPDATE orders SET brand_id = 2 WHERE store_order_id LIKE 'count-1%' AND brand_id = 1`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`DELETE FROM orders WHERE store_order_id LIKE 'count-2%'`);
    expect(await drift()).toEqual([]);

    const staff = await t.as('superuser@demo.test');
    const summary = (await staff.get('/api/orders/summary')).body;
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders`);
    expect(Object.values(summary.by_status as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(n);
    const [{ today }] = await rows<{ today: number }>(
      db,
      sql`SELECT count(*)::int AS today FROM orders WHERE (created_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date`,
    );
    expect(summary.today).toBe(today);
    expect(summary.per_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), orders: today });

    await db
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE orders CASCADE`);
        expect(await rows(tx, sql`SELECT * FROM order_counts`)).toEqual([]);
        expect(await rows(tx, sql`SELECT * FROM order_status_counts`)).toEqual([]);
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
    expect(await drift()).toEqual([]);
  });
});
