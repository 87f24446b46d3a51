/**
 * The benchmark's volumes, built set-based (generate_series) in one statement per table:
 * ITEMS inventory items over 500 trackable items and 200 zones (status IN_STOCK for 9 in 10),
 * and ITEMS collections over the demo brands (names in an order unrelated to their ids).
 * A second run on the same database finds them there and skips the work.
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../server/db/client';

const count = async (db: Db, query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(db, query))[0].n);

export async function buildVolumes(db: Db, items: number, log: (line: string) => void) {
  const n = sql.raw(String(Math.floor(items)));
  const haveItems = await count(db, sql`SELECT count(*)::int AS n FROM inventory_items WHERE barcode LIKE 'BENCH-%'`);
  if (haveItems < items) {
    const started = Date.now();
    await db.execute(sql`DELETE FROM stock_movements WHERE note = 'benchmark seed'`);
    await db.execute(sql`DELETE FROM inventory_items WHERE barcode LIKE 'BENCH-%'`);
    if (!(await count(db, sql`SELECT count(*)::int AS n FROM zone_groups WHERE name LIKE 'Bench aisle%'`))) {
      await db.execute(
        sql`INSERT INTO zone_groups (name, warehouse_id) SELECT 'Bench aisle ' || g, (SELECT min(id) FROM warehouses) FROM generate_series(1, 20) g`,
      );
      await db.execute(sql`
        INSERT INTO zones (code, name, zone_group_id)
        SELECT 'BZ-' || lpad(g::text, 4, '0'), 'Bench bay ' || g, (SELECT min(id) FROM zone_groups WHERE name LIKE 'Bench aisle%') + (g % 20)
        FROM generate_series(1, 200) g`);
      await db.execute(sql`
        INSERT INTO trackable_items (sku, name, vendor_id, stock_type_id, unit_type_id, standard_unit_count, repurchase_threshold)
        SELECT 'BENCH-' || lpad(g::text, 4, '0'), 'Bench item ' || g,
          (SELECT id FROM vendors ORDER BY id OFFSET (g % 5) LIMIT 1),
          (SELECT id FROM stock_types ORDER BY id OFFSET (g % 4) LIMIT 1),
          (SELECT id FROM unit_types ORDER BY id OFFSET (g % 4) LIMIT 1), 50, 10
        FROM generate_series(1, 500) g`);
    }
    await db.execute(sql`
      INSERT INTO inventory_items (trackable_item_id, purchase_order_id, zone_id, barcode, serial, unit_count, stock_size_units, status)
      SELECT t.ids[1 + g % 500], CASE WHEN g % 3 = 0 THEN (SELECT min(id) FROM purchase_orders) END, z.ids[1 + g % 200],
        'BENCH-' || lpad(g::text, 8, '0'), 'S' || g, 1 + g % 50, 50,
        CASE WHEN g % 10 = 0 THEN 'CONSUMED' ELSE 'IN_STOCK' END
      FROM generate_series(1, ${n}) g,
        (SELECT array_agg(id ORDER BY id) ids FROM trackable_items WHERE sku LIKE 'BENCH-%') t,
        (SELECT array_agg(id ORDER BY id) ids FROM zones WHERE code LIKE 'BZ-%') z`);
    // Stock counts agree with the units, as the inventory rules keep them.
    await db.execute(sql`
      UPDATE trackable_items t SET stock_count = a.n, unit_count = a.units
      FROM (SELECT trackable_item_id, count(*) n, sum(unit_count) units FROM inventory_items WHERE status = 'IN_STOCK' GROUP BY trackable_item_id) a
      WHERE a.trackable_item_id = t.id`);
    log(`  ${items.toLocaleString('en-US')} inventory items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const haveCollections = await count(db, sql`SELECT count(*)::int AS n FROM collections WHERE name LIKE 'Bench %'`);
  if (haveCollections < items) {
    const started = Date.now();
    await db.execute(sql`DELETE FROM collections WHERE name LIKE 'Bench %'`);
    await db.execute(sql`
      INSERT INTO collections (name, brand_id)
      SELECT 'Bench ' || substr(md5(g::text), 1, 12), b.ids[1 + g % array_length(b.ids, 1)]
      FROM generate_series(1, ${n}) g, (SELECT array_agg(id ORDER BY id) ids FROM brands) b`);
    log(`  ${items.toLocaleString('en-US')} collections in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`VACUUM ANALYZE inventory_items`);
  await db.execute(sql`VACUUM ANALYZE collections`);
  await db.execute(sql`ANALYZE`);
}
