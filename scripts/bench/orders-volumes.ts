/**
 * The orders benchmark's volumes, built set-based (generate_series), one statement per table:
 * ORDERS orders over the demo brands (spread over two years, in every status, channel of the
 * brand), 1 to 5 line items each, a `create` event each, and one customer per 20 orders with an
 * address. Marked by store order ids starting with `bench-`; a second run finds them and skips.
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../server/db/client';

const count = async (db: Db, query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(db, query))[0].n);

export async function buildOrderVolumes(db: Db, orders: number, log: (line: string) => void) {
  const n = sql.raw(String(Math.floor(orders)));
  const have = await count(db, sql`SELECT count(*)::int AS n FROM orders WHERE store_order_id LIKE 'bench-%'`);
  if (have >= orders) return;
  const started = Date.now();
  await db.execute(sql`DELETE FROM orders WHERE store_order_id LIKE 'bench-%'`);
  await db.execute(sql`DELETE FROM customers WHERE shopify_id LIKE '9%' AND notes = 'bench'`);
  const customers = Math.max(1, Math.floor(orders / 20));
  await db.execute(sql`
    INSERT INTO customers (brand_id, shopify_id, first, last, email, notes, created_at)
    SELECT 1 + g % 2, '9' || lpad(g::text, 9, '0'),
      (ARRAY['Ava','Liam','Noah','Emma','Hugo','Léa','Omar','Ines','Maya','Kenji'])[1 + g % 10],
      'Bench' || substr(md5(g::text), 1, 8), 'bench' || g || '@example.com', 'bench', now() - (g % 730) * interval '1 day'
    FROM generate_series(1, ${sql.raw(String(customers))}) g`);
  await db.execute(sql`
    INSERT INTO customer_addresses (customer_id, brand_id, address1, city, country_code, is_default)
    SELECT id, brand_id, (id % 900 + 1) || ' Bench St', 'Portland', 'US', true FROM customers WHERE notes = 'bench'`);
  log(`  ${customers.toLocaleString('en-US')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const statuses = sql`(ARRAY['UNFULFILLED','UNFULFILLED','PARTIAL','FULFILLED','FULFILLED','SUCCESS','SUCCESS','SUCCESS','CANCELLED','UNFULFILLED'])`;
  await db.execute(sql`
    INSERT INTO orders (brand_id, customer_id, channel, store_order_id, order_number, status, customer_name, email,
      subtotal, shipping_total, tax_total, total, shipping_address, ordered_at, created_at, updated_at)
    SELECT c.brand_id, c.id, CASE WHEN c.brand_id = 2 THEN 'SHOPIFY' ELSE 'PAPERED' END, 'bench-' || g, 'B-' || lpad(g::text, 8, '0'),
      ${statuses}[1 + g % 10], c.first || ' ' || c.last, c.email, 100 + g % 300, 14.95, 8, 122.95 + g % 300,
      jsonb_build_object('name', c.first || ' ' || c.last, 'address1', (g % 900 + 1) || ' Bench St', 'city', 'Portland', 'country_code', 'US'),
      t, t, t
    FROM generate_series(1, ${n}) g
    JOIN customers c ON c.shopify_id = '9' || lpad((1 + g % ${sql.raw(String(customers))})::text, 9, '0') AND c.notes = 'bench',
    LATERAL (SELECT now() - (g::float / ${n}) * interval '730 days' AS t) d`);
  log(`  ${orders.toLocaleString('en-US')} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`
    INSERT INTO line_items (order_id, brand_id, position, design_name, material_id, width_inches, height_inches, quantity, unit_price, status, created_at, updated_at)
    SELECT o.id, o.brand_id, k - 1, 'Bench design ' || (o.id % 40), m.ids[1 + (o.id + k) % array_length(m.ids, 1)], 24, 108, 1 + k % 3, 40,
      CASE o.status WHEN 'CANCELLED' THEN 'cancelled' WHEN 'UNFULFILLED' THEN 'pending' WHEN 'PARTIAL' THEN CASE WHEN k = 1 THEN 'shipped' ELSE 'printed' END ELSE 'shipped' END,
      o.created_at, o.created_at
    FROM orders o, generate_series(1, 1 + (abs(hashint4(o.id)) % 5)) k,
      (SELECT array_agg(id ORDER BY id) ids FROM materials WHERE brand_id IS NULL) m
    WHERE o.store_order_id LIKE 'bench-%'`);
  log(`  line items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`
    INSERT INTO order_events (order_id, brand_id, type, message, created_at)
    SELECT id, brand_id, 'create', 'Order ' || order_number || ' received from ' || channel, created_at FROM orders WHERE store_order_id LIKE 'bench-%'`);
  log(`  events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await buildParcelVolumes(db, log);
  for (const table of ['customers', 'customer_addresses', 'orders', 'line_items', 'order_events'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

/**
 * A parcel for one in five fulfilled or delivered bench orders, tracking numbers `BT` and ten
 * digits (the search box finds an order by it). Added to volumes built before it existed.
 */
export async function buildParcelVolumes(db: Db, log: (line: string) => void) {
  if (await count(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM shipments WHERE tracking_number LIKE 'BT%' LIMIT 1) s`)) return;
  const started = Date.now();
  await db.execute(sql`
    INSERT INTO shipments (order_id, brand_id, status, carrier, service, tracking_number, weight_ounces, shipped_at, created_at, updated_at)
    SELECT id, brand_id, 'shipped', 'local', 'ground', 'BT' || lpad(id::text, 10, '0'), 40, created_at, created_at, created_at
    FROM orders WHERE store_order_id LIKE 'bench-%' AND status IN ('FULFILLED', 'SUCCESS') AND id % 5 = 0`);
  await db.execute(sql.raw('VACUUM ANALYZE shipments'));
  log(`  parcels in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
