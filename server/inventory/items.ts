/**
 * Inventory items: quantity changes, moves, and the hooks that keep the stock invariant when
 * items are created, edited or deleted through the generic CRUD. Lock order everywhere:
 * purchase order → line → inventory item → trackable item, so concurrent changes never deadlock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import { rows, type Db, type DbOrTx, type Tx } from '../db/client';
import { inventoryItems, trackableItems } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { badRequest, conflict, notFound } from '../http/errors';
import { updateAudited } from '../framework/write';
import { movementKind, recordStockChange, touchesStock, type InventoryItemState } from './stock';
import { assertActiveZone } from './zonesCheck';
import { transact } from '../db/transaction';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { STOCK_MESSAGES } from '../../resources/i18n/areas/inventory';

export type InventoryItemRow = typeof inventoryItems.$inferSelect;
export const INVENTORY_ITEMS = { table: inventoryItems, resource: 'inventory-items' };

/** The next inventory item id, reserved so a generated barcode can carry it. */
export async function reserveInventoryItemId(tx: DbOrTx): Promise<{ id: number; barcode: string }> {
  const [{ id }] = await rows<{ id: number | string }>(tx, sql`SELECT nextval(pg_get_serial_sequence('inventory_items', 'id')) AS id`);
  return { id: Number(id), barcode: `INV-${String(id).padStart(8, '0')}` };
}

export async function lockInventoryItem(tx: DbOrTx, id: number | string): Promise<InventoryItemRow> {
  const numericId = Number(id);
  if (!Number.isInteger(numericId)) throw badRequest('The id must be a number.', { id: FIELD_MESSAGES.message('number') });
  const [item] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, numericId)).for('update');
  if (!item) throw notFound(`Inventory item ${id} was not found.`);
  return item;
}

/** Status after a unit change: an item in stock with no units left is consumed; units found again bring it back. */
function statusForUnits(status: string, units: number): string {
  if (status === 'IN_STOCK' && units === 0) return 'CONSUMED';
  if (status === 'CONSUMED' && units > 0) return 'IN_STOCK';
  return status;
}

/** `updateInventoryItemQuantity`: exactly one of delta or absolute. */
export async function updateQuantity(
  db: Db,
  actor: Actor | null,
  id: number | string,
  change: { delta?: number | null; absolute?: number | null },
) {
  const hasDelta = change.delta !== undefined && change.delta !== null;
  const hasAbsolute = change.absolute !== undefined && change.absolute !== null;
  if (hasDelta === hasAbsolute)
    throw badRequest('Send exactly one of delta or absolute.', {
      [hasDelta ? 'absolute' : 'delta']: 'Send exactly one of delta or absolute',
    });
  if (hasDelta && change.delta === 0) throw badRequest('The delta must not be 0.', { delta: 'Must not be 0' });
  if (hasAbsolute && change.absolute! < 0)
    throw badRequest('The quantity cannot be negative.', { absolute: FIELD_MESSAGES.message('zero_or_more') });
  return transact(db, async (tx) => {
    const before = await lockInventoryItem(tx, id);
    if (before.status === 'WASTED') throw conflict(`Inventory item ${before.barcode ?? before.id} is wasted: its quantity cannot change.`);
    const units = hasDelta ? before.unit_count + change.delta! : change.absolute!;
    if (units < 0) {
      throw badRequest(`Not enough units: the item has ${before.unit_count}, the change takes ${-change.delta!}.`, {
        delta: `At most ${before.unit_count} can be taken`,
      });
    }
    const status = statusForUnits(before.status, units);
    // A stocktake that finds the count as it was changes no field: its movement row says it was counted.
    const { row: after } = await updateAudited(
      tx,
      actor,
      INVENTORY_ITEMS,
      before,
      { unit_count: units, status },
      { action: 'update-quantity' },
    );
    const kind = movementKind(before, after);
    await recordStockChange(tx, actor, {
      // Setting the count (a stocktake) is an audit correction; a delta is an adjustment.
      kind: kind === 'ADJUST' && hasAbsolute ? 'AUDIT' : kind,
      trackableItemId: after.trackable_item_id,
      inventoryItemId: after.id,
      before,
      after,
      note: hasDelta
        ? STOCK_MESSAGES.message('delta', { delta: `${change.delta! > 0 ? '+' : ''}${change.delta}` })
        : STOCK_MESSAGES.message('set_to', { count: change.absolute! }),
    });
    return after;
  });
}

/** `moveInventoryItemToZone`. */
export async function moveToZone(db: Db, actor: Actor | null, id: number | string, zoneId: number | string) {
  const target = Number(zoneId);
  if (!Number.isInteger(target)) throw badRequest('The zone id must be a number.', { zone_id: FIELD_MESSAGES.message('number') });
  return transact(db, async (tx) => {
    const before = await lockInventoryItem(tx, id);
    if (before.status === 'CONSUMED' || before.status === 'WASTED')
      throw conflict(`Inventory item ${before.barcode ?? before.id} is ${before.status}: only stock can be moved.`);
    const zone = await assertActiveZone(tx, target);
    if (before.zone_id === zone.id) throw badRequest(`The item is already in zone ${zone.code}.`, { zone_id: 'Already in this zone' });
    const { row: after } = await updateAudited(tx, actor, INVENTORY_ITEMS, before, { zone_id: zone.id }, { action: 'move' });
    await recordStockChange(tx, actor, {
      kind: 'MOVE',
      trackableItemId: after.trackable_item_id,
      inventoryItemId: after.id,
      before,
      after,
      note: STOCK_MESSAGES.message('moved_to', { zone: zone.code }),
    });
    return after;
  });
}

/** Hooks of the generic create / update / delete of inventory items (opening stock, corrections). */
export const inventoryItemHooks: ResourceHooks = {
  async beforeWrite(tx: Tx, input, { existing }) {
    if (existing) {
      if (input.trackable_item_id !== undefined && input.trackable_item_id !== existing.trackable_item_id) {
        throw badRequest('An inventory item cannot change its trackable item.', { trackable_item_id: 'Cannot be changed' });
      }
      if (existing.status === 'WASTED' && input.unit_count !== undefined && input.unit_count !== existing.unit_count) {
        throw conflict('A wasted item cannot change its quantity.');
      }
      if (input.zone_id != null && input.zone_id !== existing.zone_id) await assertActiveZone(tx, input.zone_id);
      if (input.unit_count !== undefined && input.status === undefined) input.status = statusForUnits(existing.status, input.unit_count);
      return input;
    }
    const [item] = await tx.select().from(trackableItems).where(eq(trackableItems.id, input.trackable_item_id)).limit(1);
    if (!item) throw badRequest(`Trackable item ${input.trackable_item_id} does not exist.`, { trackable_item_id: 'No such record' });
    if (input.zone_id != null) await assertActiveZone(tx, input.zone_id);
    const reserved = await reserveInventoryItemId(tx);
    const units = input.unit_count ?? item.standard_unit_count;
    return {
      ...input,
      id: reserved.id,
      barcode: input.barcode ?? reserved.barcode,
      unit_count: units,
      stock_size_units: input.stock_size_units ?? units,
      status: input.status ?? (units === 0 ? 'CONSUMED' : 'IN_STOCK'),
    };
  },
  async afterWrite(tx, record, { actor, action, before }) {
    if (action === 'create') {
      await recordStockChange(tx, actor, {
        kind: 'CREATE',
        trackableItemId: record.trackable_item_id,
        inventoryItemId: record.id,
        after: record as InventoryItemState,
        note: STOCK_MESSAGES.message('added_by_hand'),
      });
    } else if (action === 'update' && before && touchesStock(before as InventoryItemState, record as InventoryItemState)) {
      await recordStockChange(tx, actor, {
        kind: movementKind(before as InventoryItemState, record as InventoryItemState),
        trackableItemId: record.trackable_item_id,
        inventoryItemId: record.id,
        before: before as InventoryItemState,
        after: record as InventoryItemState,
      });
    } else if (action === 'delete' && before) {
      if (before.purchase_order_line_id) throw conflict('Received stock cannot be deleted: mark it CONSUMED or WASTED instead.');
      // The item row is gone, so the movement names it in its note instead of by reference.
      await recordStockChange(tx, actor, {
        kind: 'DELETE',
        trackableItemId: before.trackable_item_id,
        before: before as InventoryItemState,
        note: STOCK_MESSAGES.message('deleted', { unit: before.barcode ?? `#${before.id}` }),
      });
    }
  },
};
