/**
 * The ship station's work and the labels' actions, with their SQL (the routes,
 * shippingRoutes.ts, only read the request and answer): a parcel scanned out by its tracking
 * barcode ships its weighed items (`ship`; the order becomes PARTIAL or FULFILLED); a label or a
 * packing slip printed again; a voided label's parcel bought a new label (labels.ts); an order's
 * shipping information and a shipment's label.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Actor } from '../framework/actor';
import { auditChange } from '../framework/write';
import type { Tx } from '../db/client';
import { documents, lineItems, orderEvents, orders, shipments, weighQueue } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { noteOrderChange, orderEventRow, orderFor, recordOrderEvent, refreshOrderStatus, userNameOf } from '../orders/service';
import { transact } from '../db/transaction';
import type { Employee } from './employees';
import { printerFor, printNewShipment, printShipmentDocument, purchaseLabel, type DocumentKind } from './labels';
import { cancelledOrder, scanFailed } from './scanService';

type Db = AppContext['database']['db'];

/**
 * Ships the parcel of a tracking number: its shipment, the order's weighed items, the timeline
 * event (at `scannedAt`, the time the device took the scan, when it was queued) and the audit row.
 * A parcel shipped already answers `already_shipped`; a voided label or a cancelled order is refused.
 */
export async function shipParcel(tx: Tx, actor: Actor, employee: Employee, scanValue: string, scannedAt?: Date) {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.tracking_number, scanValue.toUpperCase())).for('update');
  if (!shipment) throw scanFailed();
  if (shipment.status === 'voided') throw conflict('This label was voided: weigh the parcel again for a new one.');
  const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.order_id)).for('update');
  if (shipment.status === 'shipped' || shipment.status === 'delivered') return { status: 'already_shipped' as const, shipment, order };
  if (order.status === 'CANCELLED') throw cancelledOrder(order);
  const at = scannedAt ?? new Date();
  await tx
    .update(shipments)
    .set({ status: 'shipped', shipped_at: at, employee_id: employee.id, updated_at: sql`now()` })
    .where(eq(shipments.id, shipment.id));
  const shipped = await tx
    .update(lineItems)
    .set({ status: 'shipped', updated_at: sql`now()` })
    .where(and(eq(lineItems.order_id, order.id), eq(lineItems.status, 'weighed')))
    .returning({ id: lineItems.id });
  const userName = await userNameOf(tx, actor);
  const values = {
    carrier: shipment.carrier,
    service: shipment.service,
    tracking_number: shipment.tracking_number,
    employee: employee.name,
  };
  const data = {
    tracking_number: shipment.tracking_number,
    line_items: shipped.map((s) => s.id),
    employee: { id: employee.id, name: employee.name },
  };
  await tx.insert(orderEvents).values({
    ...orderEventRow({ order, type: 'ship', actor, message: { code: 'shipped', values }, data }, userName),
    ...(scannedAt ? { created_at: scannedAt } : {}),
  });
  await noteOrderChange(tx, { order, type: 'ship', actor }, userName);
  const status = await refreshOrderStatus(tx, order.id);
  await auditChange(tx, actor, {
    action: 'ship',
    resource: 'shipments',
    record_id: shipment.id,
    brand_id: order.brand_id,
    before: { status: shipment.status, shipped_at: shipment.shipped_at },
    after: { status: 'shipped', employee_id: employee.id, line_items: shipped.map((s) => s.id) },
  });
  return { status: 'shipped' as const, shipment: { ...shipment, status: 'shipped', shipped_at: at }, order: { ...order, status } };
}

/** What the ship station's scan answers. */
export function shipAnswer(result: Awaited<ReturnType<typeof shipParcel>>) {
  const { order } = result;
  return {
    status: result.status,
    shipment: result.shipment,
    order: { id: order.id, order_number: order.order_number, status: order.status },
  };
}

async function shipmentOf(db: Db, id: number) {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, id));
  if (!shipment) throw notFound(`Shipment ${id} was not found.`);
  return shipment;
}

/**
 * Prints a shipment's label or packing slip again on the printer named (else the first): a print
 * of its own each time, once per `key` (a retried request's Idempotency-Key); audited and on the
 * order's timeline.
 */
export async function reprintDocument(
  ctx: AppContext,
  actor: Actor,
  input: { shipmentId: number; document: DocumentKind; printerId: number | null | undefined; key: string | undefined },
) {
  const db = ctx.database.db;
  const printer = await printerFor(db, input.printerId);
  const shipment = await shipmentOf(db, input.shipmentId);
  const kind = input.document;
  if (kind === 'label' && shipment.status === 'voided') throw conflict('This label was voided: buy a new one to print it.');
  const job = await printShipmentDocument(ctx, shipment, kind, printer, `reprint:${shipment.id}:${kind}:${input.key ?? randomUUID()}`);
  if (!job.duplicate)
    await transact(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.order_id));
      await recordOrderEvent(tx, {
        order,
        type: 'update',
        actor,
        message: { code: 'document_reprinted', values: { kind, tracking_number: shipment.tracking_number, printer: printer?.name ?? '—' } },
        data: { shipment_id: shipment.id, print_job_id: job.job_id },
      });
      await auditChange(tx, actor, {
        action: 'reprint',
        resource: 'shipments',
        record_id: shipment.id,
        brand_id: shipment.brand_id,
        before: null,
        after: { document: kind, printer_id: printer?.id ?? null, print_job_id: job.job_id },
      });
    });
  return { shipment, print_job: job };
}

/**
 * A new label for a voided label's parcel, at the weight it was weighed at, printed with its slip;
 * `employee`: the station's, when a station asks.
 */
export async function buyAgain(
  ctx: AppContext,
  actor: Actor,
  input: { shipmentId: number; printerId: number | null | undefined; employee: Employee | null },
) {
  const db = ctx.database.db;
  const printer = await printerFor(db, input.printerId);
  const voided = await shipmentOf(db, input.shipmentId);
  if (voided.status !== 'voided') throw conflict('Void this label before buying a new one.');
  const [entry] = voided.weigh_queue_id ? await db.select().from(weighQueue).where(eq(weighQueue.id, voided.weigh_queue_id)) : [];
  if (!entry) throw conflict('This parcel is no longer in the weigh queue: weigh it again at the weigh station.');
  if (entry.status !== 'unprocessed') {
    const [newer] = await db
      .select({ tracking_number: shipments.tracking_number })
      .from(shipments)
      .where(and(eq(shipments.weigh_queue_id, entry.id), inArray(shipments.status, ['purchased', 'shipped', 'delivered'])));
    throw conflict(newer ? `A new label was bought already: ${newer.tracking_number}.` : 'This parcel was weighed again already.');
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, voided.order_id));
  const pounds = Math.floor(voided.weight_ounces / 16);
  const ounces = Math.round((voided.weight_ounces - pounds * 16) * 100) / 100;
  const outcome = await purchaseLabel(ctx, actor, {
    entry,
    order,
    pounds,
    ounces,
    employee: input.employee,
    auditAction: 'buy-again',
    message: (label) => ({
      code: 'label_bought_again',
      values: { tracking_number: label.tracking_number, pounds, ounces, replaced: voided.tracking_number },
    }),
    data: { replaces: { shipment_id: voided.id, tracking_number: voided.tracking_number } },
  });
  const jobs = await printNewShipment(ctx, outcome, printer);
  return { shipment: outcome.shipment, print_jobs: jobs };
}

/** An order's shipping address and shipments (brand users: their own orders). */
export async function shippingInfo(db: Db, actor: Actor, orderId: number) {
  const order = await orderFor(db, actor, orderId, 'View');
  const rows = await db.select().from(shipments).where(eq(shipments.order_id, order.id)).orderBy(asc(shipments.id));
  return {
    order_id: order.id,
    order_number: order.order_number,
    status: order.status,
    shipping_address: order.shipping_address,
    shipments: rows,
  };
}

/** A shipment's label PDF and tracking number; undefined when it has none. */
export async function labelOf(db: Db, shipmentId: number) {
  const [label] = await db
    .select({ tracking_number: shipments.tracking_number, content: documents.content })
    .from(shipments)
    .innerJoin(documents, eq(documents.id, shipments.label_document_id))
    .where(eq(shipments.id, shipmentId));
  return label;
}

/** A shipment, or undefined. */
export async function findShipment(db: Db, shipmentId: number) {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  return shipment;
}
