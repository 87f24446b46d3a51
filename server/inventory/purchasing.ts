/**
 * Purchase orders (docs/requirements/inventory.md §4): DRAFT → CONFIRMED (confirmPO) → PARTIALLY_RECEIVED → RECEIVED,
 * or CANCELLED from DRAFT or CONFIRMED. Receiving takes the purchase order's row lock, then the
 * line's, so however many scans arrive at once a line never receives more than it ordered.
 */
import { and, eq, sql } from 'drizzle-orm';
import { RECEIVABLE_STATUSES, type PurchaseOrderStatus } from '../../resources/inventory/purchaseOrders';
import type { Actor } from '../framework/actor';
import { rows, type Db, type DbOrTx, type Tx } from '../db/client';
import { purchaseOrderLines, purchaseOrders, trackableItems } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { badRequest, conflict, notFound } from '../http/errors';
import { createAudited, updateAudited } from '../framework/write';
import { INVENTORY_ITEMS, reserveInventoryItemId } from './items';
import { recordStockChange } from './stock';
import { STOCK_MESSAGES } from '../../resources/i18n/areas/inventory';
import { assertActiveZone } from './zonesCheck';
import { transact } from '../db/transaction';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

function toId(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw badRequest(`The ${field} must be a number.`, { [field]: FIELD_MESSAGES.message('number') });
  return n;
}

async function lockPurchaseOrder(tx: DbOrTx, id: number | string): Promise<PurchaseOrderRow> {
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, toId(id, 'id')))
    .for('update');
  if (!po) throw notFound(`Purchase order ${id} was not found.`);
  return po;
}

/** `confirmPO`: a DRAFT with at least one line becomes CONFIRMED. */
export async function confirmPurchaseOrder(db: Db, actor: Actor | null, id: number | string) {
  return transact(db, async (tx) => {
    const po = await lockPurchaseOrder(tx, id);
    if (po.status !== 'DRAFT') throw conflict(`Only draft purchase orders can be confirmed: ${po.po_number} is ${po.status}.`);
    const [{ n }] = await rows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM ${purchaseOrderLines} WHERE ${purchaseOrderLines.purchase_order_id} = ${po.id}`,
    );
    if (!n) throw conflict(`Add at least one line to ${po.po_number} before confirming it.`);
    const target = { table: purchaseOrders, resource: 'purchase-orders' };
    const { row: after } = await updateAudited(tx, actor, target, po, { status: 'CONFIRMED' }, { action: 'confirm' });
    return { id: after.id, status: after.status };
  });
}

export interface IntakeInput {
  purchase_order_line_id: number | string;
  zone_id?: number | string | null;
  serial?: string | null;
  barcode?: string | null;
}

/** `intakePurchaseOrderLineUnit`: one stock unit of a line arrives and goes into a zone. */
export async function intakeLineUnit(db: Db, actor: Actor | null, input: IntakeInput) {
  const lineId = toId(input.purchase_order_line_id, 'purchase_order_line_id');
  const serial = input.serial?.trim() || null;
  const barcode = input.barcode?.trim() || null;
  if (serial && serial.length > 80) throw badRequest('The serial is too long.', { serial: 'At most 80 characters' });
  if (barcode && (barcode.length > 80 || !/^[\x21-\x7e]+$/.test(barcode)))
    throw badRequest('The barcode must be up to 80 printable characters without spaces.', {
      barcode: 'Use printable characters without spaces',
    });
  return transact(db, async (tx) => {
    const [unlocked] = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, lineId)).limit(1);
    if (!unlocked) throw notFound(`Purchase order line ${lineId} was not found.`);
    const po = await lockPurchaseOrder(tx, unlocked.purchase_order_id);
    // A RECEIVED order has every line full: the line's own message below says so more precisely.
    if (!RECEIVABLE_STATUSES.includes(po.status as PurchaseOrderStatus) && po.status !== 'RECEIVED') {
      throw conflict(
        po.status === 'DRAFT'
          ? `${po.po_number} is a draft: confirm it before receiving.`
          : `${po.po_number} is ${po.status}: nothing more can be received.`,
      );
    }
    const [line] = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, lineId)).for('update');
    if (line.received_stock_qty >= line.order_stock_qty) {
      throw conflict(`This line is fully received (${line.received_stock_qty} of ${line.order_stock_qty}).`);
    }
    const [item] = await tx.select().from(trackableItems).where(eq(trackableItems.id, line.trackable_item_id)).limit(1);
    const zoneId = input.zone_id != null && input.zone_id !== '' ? toId(input.zone_id, 'zone_id') : (item.default_zones?.[0] ?? null);
    if (zoneId == null)
      throw badRequest(`Choose a zone: ${item.sku} has no default zone.`, { zone_id: 'Choose a zone for the received stock' });
    await assertActiveZone(tx, zoneId);

    const reserved = await reserveInventoryItemId(tx);
    const created = await createAudited(
      tx,
      actor,
      INVENTORY_ITEMS,
      {
        id: reserved.id,
        trackable_item_id: line.trackable_item_id,
        purchase_order_id: po.id,
        purchase_order_line_id: line.id,
        serial,
        barcode: barcode ?? reserved.barcode,
        zone_id: zoneId,
        unit_count: line.order_unit_qty,
        stock_size_units: line.order_unit_qty,
        status: 'IN_STOCK',
      },
      { action: 'intake' },
    );
    await tx
      .update(purchaseOrderLines)
      .set({ received_stock_qty: line.received_stock_qty + 1 })
      .where(eq(purchaseOrderLines.id, line.id));
    const [{ open }] = await rows<{ open: number }>(
      tx,
      sql`SELECT count(*)::int AS open FROM ${purchaseOrderLines}
          WHERE ${purchaseOrderLines.purchase_order_id} = ${po.id} AND ${purchaseOrderLines.received_stock_qty} < ${purchaseOrderLines.order_stock_qty}`,
    );
    const status = open === 0 ? 'RECEIVED' : 'PARTIALLY_RECEIVED';
    if (status !== po.status) await tx.update(purchaseOrders).set({ status, updated_at: new Date() }).where(eq(purchaseOrders.id, po.id));
    await recordStockChange(tx, actor, {
      kind: 'INTAKE',
      trackableItemId: created.trackable_item_id,
      inventoryItemId: created.id,
      after: created,
      note: STOCK_MESSAGES.message('received', {
        po: po.po_number,
        line: line.id,
        count: line.received_stock_qty + 1,
        ordered: line.order_stock_qty,
      }),
    });
    return created;
  });
}

/** The next PO number, PO-YYYY-NNNN, from the table's own id sequence (unique without a race). */
async function nextPurchaseOrder(tx: Tx) {
  const [{ id }] = await rows<{ id: number | string }>(tx, sql`SELECT nextval(pg_get_serial_sequence('purchase_orders', 'id')) AS id`);
  return { id: Number(id), po_number: `PO-${new Date().getUTCFullYear()}-${String(id).padStart(4, '0')}` };
}

const dateOnly = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

export const purchaseOrderHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (input.expected_date !== undefined) input.expected_date = dateOnly(input.expected_date);
    if (!existing) {
      if (input.status && input.status !== 'DRAFT')
        throw badRequest('A new purchase order starts as a DRAFT.', { status: 'A new purchase order starts as a DRAFT' });
      input.status = 'DRAFT';
      if (!input.po_number) Object.assign(input, await nextPurchaseOrder(tx));
      return input;
    }
    if (input.status !== undefined && input.status !== existing.status) {
      if (input.status !== 'CANCELLED') {
        throw badRequest(
          input.status === 'CONFIRMED'
            ? 'Confirm a purchase order with confirmPO.'
            : 'Receiving stock sets this status; it cannot be set by hand.',
          { status: `Cannot change from ${existing.status} to ${input.status}` },
        );
      }
      if (existing.status !== 'DRAFT' && existing.status !== 'CONFIRMED') {
        throw conflict(`Only draft or confirmed purchase orders can be cancelled: ${existing.po_number} is ${existing.status}.`);
      }
    }
    if (input.po_number === null || input.po_number === '') delete input.po_number;
    if (input.vendor_id !== undefined && input.vendor_id !== existing.vendor_id && existing.status !== 'DRAFT') {
      throw conflict(`The vendor of ${existing.po_number} cannot change once it is ${existing.status}.`);
    }
    return input;
  },
  async afterWrite(_tx, _record, { action, before }) {
    if (action === 'delete' && before && before.status !== 'DRAFT' && before.status !== 'CANCELLED') {
      throw conflict(`Only draft or cancelled purchase orders can be deleted: ${before.po_number} is ${before.status}.`);
    }
  },
};

/** Lines change only while their purchase order is a DRAFT (its row lock keeps confirmPO out meanwhile). */
async function assertDraft(tx: DbOrTx, purchaseOrderId: number) {
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId)).for('update');
  if (!po) throw badRequest(`Purchase order ${purchaseOrderId} does not exist.`, { purchase_order_id: 'No such record' });
  if (po.status !== 'DRAFT') throw conflict(`Lines of ${po.po_number} cannot change: it is ${po.status}.`);
  return po;
}

export const purchaseOrderLineHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (existing) {
      await assertDraft(tx, existing.purchase_order_id);
      if (input.purchase_order_id !== undefined && input.purchase_order_id !== existing.purchase_order_id) {
        throw badRequest('A line cannot move to another purchase order.', { purchase_order_id: 'Cannot be changed' });
      }
      return input;
    }
    await assertDraft(tx, input.purchase_order_id);
    const [item] = await tx.select().from(trackableItems).where(eq(trackableItems.id, input.trackable_item_id)).limit(1);
    if (!item) throw badRequest(`Trackable item ${input.trackable_item_id} does not exist.`, { trackable_item_id: 'No such record' });
    if (input.order_unit_qty == null) input.order_unit_qty = item.standard_unit_count;
    if (input.unit_cost == null && item.cost != null)
      input.unit_cost = item.cost_basis === 'UNIT' ? item.cost * input.order_unit_qty : item.cost;
    if (!input.currency) input.currency = 'USD';
    return input;
  },
  async afterWrite(tx, record, { action }) {
    if (action === 'delete') {
      const [po] = await tx
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.id, record.purchase_order_id)))
        .limit(1);
      if (po && po.status !== 'DRAFT') throw conflict(`Lines of ${po.po_number} cannot change: it is ${po.status}.`);
    }
  },
};
