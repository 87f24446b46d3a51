/**
 * The legacy scan call (docs/requirements/inventory.md §7): `POST /api/v2/inventory/scan {value, kind}`.
 * kind "barcode" (the default) finds the inventory item with that barcode, and when no unit has
 * it, the trackable item whose SKU it is (the label printed from the trackable item page);
 * kind "serial" finds the unit with that serial, preferring one in stock, then the newest.
 * Answers `{match, inventory_item, trackable_item, zone}`; nothing found is a 404.
 */
import { Router } from 'express';
import { and, desc, eq, sql } from 'drizzle-orm';
import { requireAccess, requireSession } from '../framework/actor';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { inventoryItems, trackableItems, zones } from '../db/schema';
import { notFound, validate } from '../http/errors';
import { SCAN_KINDS, scanSchema } from '../../resources/inventory/schemas';

export async function scanInventory(db: Db, value: string, kind: (typeof SCAN_KINDS)[number]) {
  const [item] = await db
    .select()
    .from(inventoryItems)
    .where(kind === 'barcode' ? eq(inventoryItems.barcode, value) : eq(inventoryItems.serial, value))
    .orderBy(sql`(${inventoryItems.status} = 'IN_STOCK') DESC`, desc(inventoryItems.id))
    .limit(1);
  if (item) {
    const [trackable] = await db.select().from(trackableItems).where(eq(trackableItems.id, item.trackable_item_id));
    const [zone] = item.zone_id ? await db.select().from(zones).where(eq(zones.id, item.zone_id)) : [null];
    return { match: 'inventory_item' as const, inventory_item: item, trackable_item: trackable, zone: zone ?? null };
  }
  if (kind === 'barcode') {
    const [trackable] = await db
      .select()
      .from(trackableItems)
      .where(and(sql`upper(${trackableItems.sku}) = upper(${value})`))
      .limit(1);
    if (trackable) return { match: 'trackable_item' as const, inventory_item: null, trackable_item: trackable, zone: null };
  }
  throw notFound(kind === 'barcode' ? `No inventory item or SKU has the barcode ${value}.` : `No inventory item has the serial ${value}.`);
}

export function inventoryScanRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/scan', requireSession, requireAccess('inventory-items', 'View'), async (req, res) => {
    const { value, kind } = await validate(scanSchema, req.body ?? {});
    ctx.metrics.scans.inc({ kind: 'inventory' });
    res.json(await scanInventory(ctx.database.db, value, kind as (typeof SCAN_KINDS)[number]));
  });
  return router;
}
