/**
 * The scanner and weigh stations' work, with its SQL (the routes, scanRoutes.ts, only read the
 * request and answer): a printed line item scanned (`line_item_scan`; scanning it again is an
 * idempotent "already scanned", an unscan writes `line_item_unscan`); when an order's last item is
 * scanned, the order enters the weigh queue — once, however many stations scan at once (the order
 * row is locked for the scan, and a unique index holds one waiting entry per order). Weighing buys
 * the label and prints the packing slip and the label (labels.ts); a weigh queue entry is reset.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Actor } from '../framework/actor';
import { noteChange } from '../framework/events';
import { changeActor } from '../framework/audit';
import { auditChange, updateAudited } from '../framework/write';
import type { Tx } from '../db/client';
import { lineItems, orderEvents, orders, shipments, weighQueue } from '../db/schema';
import { conflict, HttpError, INVALID_FIELDS, notFound } from '../http/errors';
import type { OrderEventType } from '../../resources/orders/status';
import type { EventMessage } from '../../resources/orders/eventMessages';
import { STATION_MESSAGES } from '../../resources/i18n/areas/production';
import { noteOrderChange, orderEventRow, userNameOf } from '../orders/service';
import type { Employee } from './employees';
import { transact } from '../db/transaction';
import { printerFor, printNewShipment, purchaseLabel } from './labels';
import { lineItemIdOf } from './scanCodes';
import { containing } from '../framework/textSearch';

type Db = AppContext['database']['db'];

export const scanFailed = () => new HttpError(404, 'scan_failed', STATION_MESSAGES.message('scan_failed'));

const SCANNABLE = ['dropped', 'printed'];
const WEIGH_QUEUE = { table: weighQueue, resource: 'weigh-queue' };

/** Scans (or unscans) one line item for an employee; the order enters the weigh queue with its last item. */
export async function scanLineItem(tx: Tx, actor: Actor, lineItemId: number, employee: Employee, unscan: boolean, scannedAt?: Date) {
  // One scan of an order at a time, and its items as they are now, in one round trip: the order
  // (found through the scanned item) and all its items are read and locked together. A row lock
  // lands on the row's newest version (READ COMMITTED), so the statuses read are those the
  // previous scan of this order committed: the last-item check below sees every other scan. No key
  // update: the audit rows' foreign keys do not wait on it.
  const rows = await tx
    .select({ order: orders, item: lineItems })
    .from(orders)
    .innerJoin(lineItems, eq(lineItems.order_id, orders.id))
    .where(eq(orders.id, sql`(SELECT ${lineItems.order_id} FROM ${lineItems} WHERE ${lineItems.id} = ${lineItemId})`))
    .orderBy(asc(lineItems.position), asc(lineItems.id))
    .for('no key update');
  const order = rows[0]?.order;
  const items = rows.map((r) => r.item);
  const item = items.find((i) => i.id === lineItemId);
  if (!order || !item) throw scanFailed();
  // The person from the session and the employee from the station: the writes are one statement.
  const userName = await userNameOf(tx, actor);
  // A scan the device took earlier (its offline queue) is on the timeline when it was taken.
  const event = (type: OrderEventType, message: EventMessage) => ({
    ...orderEventRow(
      { order, type, actor, line_item_id: item.id, message, data: { employee: { id: employee.id, name: employee.name } } },
      userName,
    ),
    ...(scannedAt ? { created_at: scannedAt } : {}),
  });
  const setStatus = (status: string) =>
    tx.$with(`set_${status}`, {}).as(
      tx
        .update(lineItems)
        .set({ status, updated_at: sql`now()` })
        .where(eq(lineItems.id, item.id))
        .getSQL(),
    );
  if (unscan) {
    if (item.status !== 'scanned') throw conflict(`${item.design_name} is not scanned: there is nothing to take back.`);
    const dequeued = tx.$with('dequeued', {}).as(
      tx
        .delete(weighQueue)
        .where(and(eq(weighQueue.order_id, order.id), eq(weighQueue.status, 'unprocessed')))
        .getSQL(),
    );
    await tx
      .with(setStatus('printed'), dequeued)
      .insert(orderEvents)
      .values(event('line_item_unscan', { code: 'line_item_unscanned', values: { design: item.design_name, employee: employee.name } }));
    await noteOrderChange(tx, { order, type: 'line_item_unscan', actor }, userName);
    await noteChange(tx, order.brand_id, { resource: 'weigh-queue', ids: null, action: 'delete', actor: changeActor(actor) });
    await auditScan(tx, actor, 'unscan', order, item, 'printed', employee);
    return { status: 'unscanned' as const, item: { ...item, status: 'printed' }, order, items, weigh_queue: null };
  }
  if (item.status === 'scanned') return { status: 'already_scanned' as const, item, order, items, weigh_queue: null };
  if (!SCANNABLE.includes(item.status)) throw conflict(`${item.design_name} is ${item.status.replace(/_/g, ' ')}: it cannot be scanned.`);
  const scanned = event('line_item_scan', { code: 'line_item_scanned', values: { design: item.design_name, employee: employee.name } });
  const live = items.filter((i) => i.status !== 'cancelled');
  const complete = live.every((i) => i.id === item.id || i.status === 'scanned');
  let entry = null;
  if (complete) {
    const logged = tx.$with('logged', {}).as(tx.insert(orderEvents).values(scanned).getSQL());
    [entry] = await tx
      .with(setStatus('scanned'), logged)
      .insert(weighQueue)
      .values({ order_id: order.id, brand_id: order.brand_id, order_number: order.order_number })
      .onConflictDoNothing()
      .returning();
  } else await tx.with(setStatus('scanned')).insert(orderEvents).values(scanned);
  await noteOrderChange(tx, { order, type: 'line_item_scan', actor }, userName);
  if (entry)
    await noteChange(tx, order.brand_id, { resource: 'weigh-queue', ids: [entry.id], action: 'create', actor: changeActor(actor) });
  await auditScan(tx, actor, 'scan', order, item, 'scanned', employee, entry?.id);
  return { status: 'scanned' as const, item: { ...item, status: 'scanned' }, order, items, weigh_queue: entry ?? null };
}

/** What a line-item scan answers: the item, the order's counts, the weigh queue entry it made. */
export function scanAnswer(result: Awaited<ReturnType<typeof scanLineItem>>) {
  const { order, item } = result;
  // The order's counts as the locked read saw them, with this scan's change: no further query.
  const statuses = result.items.map((i) => (i.id === item.id ? item.status : i.status));
  const counts = {
    total: statuses.filter((s) => s !== 'cancelled').length,
    scanned: statuses.filter((s) => s === 'scanned').length,
  };
  return {
    kind: 'line_item',
    status: result.status,
    line_item: { id: item.id, design_name: item.design_name, status: item.status },
    order: { id: order.id, order_number: order.order_number, ...counts },
    weigh_queue: result.weigh_queue,
  };
}

/** The scan's audit row: the line item's status before and after, the station's employee, the weigh queue entry it made. */
function auditScan(
  tx: Tx,
  actor: Actor,
  action: 'scan' | 'unscan',
  order: { brand_id: number },
  item: { id: number; status: string },
  status: string,
  employee: Employee,
  weighQueueId?: number,
) {
  return auditChange(tx, actor, {
    action,
    resource: 'line-items',
    record_id: item.id,
    brand_id: order.brand_id,
    before: { status: item.status },
    after: { status, employee: { id: employee.id, name: employee.name }, ...(weighQueueId ? { weigh_queue_id: weighQueueId } : {}) },
  });
}

/** The manual search of the scanner: items by label, order number or customer (at most 50). */
export function manualSearch(db: Db, query: string) {
  const term = containing(query);
  const id = lineItemIdOf(query);
  return db
    .select({
      id: lineItems.id,
      design_name: lineItems.design_name,
      status: lineItems.status,
      order_id: orders.id,
      order_number: orders.order_number,
      customer_name: orders.customer_name,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .where(or(ilike(orders.order_number, term), ilike(orders.customer_name, term), id ? eq(lineItems.id, id) : undefined))
    .orderBy(asc(orders.id), asc(lineItems.position))
    .limit(50);
}

/** An order cancelled after its items were scanned is not shipped: no label is bought, none shipped. */
export const cancelledOrder = (order: { order_number: string }) =>
  conflict(STATION_MESSAGES.message('order_cancelled', { number: order.order_number }));

/**
 * Weighs a parcel of the weigh queue: buys its label through the carrier (labels.ts, the effects
 * outbox) and prints the packing slip and the label on the printer named (else the first). Refused
 * when the entry is gone or weighed, the order was cancelled meanwhile, or the parcel weighs nothing.
 */
export async function weighParcel(
  ctx: AppContext,
  actor: Actor,
  employee: Employee,
  input: { id: number; pounds: number; ounces: number; printerId: number | null | undefined; printerField: string; weighedAt?: Date },
) {
  const db = ctx.database.db;
  const [entry] = await db.select().from(weighQueue).where(eq(weighQueue.id, input.id));
  if (!entry) throw notFound(`Weigh queue entry ${input.id} was not found.`);
  const [order] = await db.select().from(orders).where(eq(orders.id, entry.order_id));
  if (order.status === 'CANCELLED') throw cancelledOrder(order);
  if (entry.status !== 'unprocessed') throw conflict('This parcel was weighed already. Reset it to weigh it again.');
  const address = order.shipping_address as { address1?: string | null } | null;
  if (!address?.address1) throw conflict('This order has no shipping address.');
  const printer = await printerFor(db, input.printerId, input.printerField);
  if (input.pounds * 16 + input.ounces <= 0)
    throw new HttpError(400, 'bad_request', INVALID_FIELDS(), {
      'weighQueue.weight_pounds': 'The parcel weighs nothing: put it on the scale',
    });
  // The label is bought outside the transaction (a carrier call), inside the effects outbox
  // (server/production/labels.ts): never two labels for one parcel, never one paid and unrecorded.
  const outcome = await purchaseLabel(ctx, actor, {
    entry,
    order,
    pounds: input.pounds,
    ounces: input.ounces,
    employee,
    auditAction: 'weigh',
    message: (label) => ({
      code: 'weighed',
      values: { pounds: input.pounds, ounces: input.ounces, employee: employee.name, tracking_number: label.tracking_number },
    }),
    // Weighed on the device earlier (its offline queue): the label is bought now, the weight is then's.
    ...(input.weighedAt ? { data: { weighed_at: input.weighedAt.toISOString() } } : {}),
  });
  const jobs = await printNewShipment(ctx, outcome, printer);
  return { weigh_queue: outcome.entry, shipment: outcome.shipment, print_jobs: jobs };
}

/** Puts a weighed entry back to be weighed again (refused while its label is open). */
export function resetWeighQueue(db: Db, actor: Actor, queueId: number) {
  return transact(db, async (tx) => {
    const [entry] = await tx.select().from(weighQueue).where(eq(weighQueue.id, queueId)).for('update');
    if (!entry) throw notFound(`Weigh queue entry ${queueId} was not found.`);
    if (entry.status === 'unprocessed') throw conflict('This parcel is waiting to be weighed already.');
    const open = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.weigh_queue_id, entry.id), inArray(shipments.status, ['purchased', 'shipped', 'delivered'])));
    if (open.length) throw conflict('Void the parcel’s label before weighing it again.');
    const reset = { status: 'unprocessed', weight_pounds: null, weight_ounces: null, processed_at: null };
    return (await updateAudited(tx, actor, WEIGH_QUEUE, entry, reset, { action: 'reset' })).row;
  });
}
