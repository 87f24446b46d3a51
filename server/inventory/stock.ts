/**
 * The stock invariant (docs/requirements/inventory.md §4): a trackable item's stock_count is the number of its IN_STOCK
 * inventory items and unit_count their units. Every change goes through `recordStockChange`,
 * in the caller's transaction: it moves the counters with one atomic UPDATE (which also takes
 * the trackable item's row lock until commit) and writes the stock movement row.
 */
import { eq, sql } from 'drizzle-orm';
import type { StockMovementKind } from '../../resources/inventory/stockMovements';
import type { Actor } from '../framework/actor';
import type { DbOrTx } from '../db/client';
import { stockMovements, trackableItems } from '../db/schema';
import { conflict } from '../http/errors';
import type { CodedText } from '../../resources/i18n/catalogue';

export interface InventoryItemState {
  status: string;
  unit_count: number;
  zone_id?: number | null;
}

/** What one inventory item adds to its trackable item's counters. */
export function contribution(item: InventoryItemState | undefined | null): { stock: number; units: number } {
  return item && item.status === 'IN_STOCK' ? { stock: 1, units: item.unit_count } : { stock: 0, units: 0 };
}

export interface StockChange {
  kind: StockMovementKind;
  trackableItemId: number;
  inventoryItemId?: number | null;
  /** The inventory item before and after (undefined: it did not exist / no longer exists). */
  before?: InventoryItemState | null;
  after?: InventoryItemState | null;
  /** A person's words, or the server's by key (kept with its English: `note_code`, `note_values`). */
  note?: string | CodedText;
}

export async function recordStockChange(tx: DbOrTx, actor: Actor | null, change: StockChange) {
  const from = contribution(change.before);
  const to = contribution(change.after);
  const stockDelta = to.stock - from.stock;
  const unitDelta = to.units - from.units;
  const [counts] = await tx
    .update(trackableItems)
    .set({
      stock_count: sql`${trackableItems.stock_count} + ${stockDelta}`,
      unit_count: sql`${trackableItems.unit_count} + ${unitDelta}`,
      ...(stockDelta || unitDelta ? { updated_at: new Date() } : {}),
    })
    .where(eq(trackableItems.id, change.trackableItemId))
    .returning({ stock_count: trackableItems.stock_count, unit_count: trackableItems.unit_count });
  if (!counts) throw conflict(`Trackable item ${change.trackableItemId} no longer exists.`);
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      kind: change.kind,
      trackable_item_id: change.trackableItemId,
      inventory_item_id: change.inventoryItemId ?? null,
      user_id: actor?.id ?? null,
      user_email: actor?.email ?? null,
      stock_before: counts.stock_count - stockDelta,
      stock_after: counts.stock_count,
      units_before: counts.unit_count - unitDelta,
      units_after: counts.unit_count,
      item_units_before: change.before?.unit_count ?? null,
      item_units_after: change.after?.unit_count ?? null,
      zone_before_id: change.before?.zone_id ?? null,
      zone_after_id: change.after?.zone_id ?? null,
      ...(typeof change.note === 'object'
        ? { note: change.note.text, note_code: change.note.code, note_values: change.note.values ?? {} }
        : { note: change.note ?? null }),
    })
    .returning();
  return movement;
}

/** The kind of movement an inventory item change is, from its before and after states. */
export function movementKind(before: InventoryItemState, after: InventoryItemState): StockMovementKind {
  if (before.status !== after.status) {
    if (after.status === 'CONSUMED') return 'CONSUME';
    if (after.status === 'WASTED') return 'WASTE';
    return 'STATUS';
  }
  if (before.unit_count !== after.unit_count) return 'ADJUST';
  if ((before.zone_id ?? null) !== (after.zone_id ?? null)) return 'MOVE';
  return 'ADJUST';
}

/** Whether a change touches stock (status, units or zone) and so needs a movement row. */
export function touchesStock(before: InventoryItemState, after: InventoryItemState): boolean {
  return before.status !== after.status || before.unit_count !== after.unit_count || (before.zone_id ?? null) !== (after.zone_id ?? null);
}
