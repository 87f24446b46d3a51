/**
 * Labels and packing slips, the one way every screen buys, prints and voids them (issue 25): the
 * weigh station, "Buy again" on the order page and the stations, reprints and voids.
 *
 * - Buying a label goes through the effects outbox (docs/architecture.md): the purchase is written
 *   as intended first (one per parcel at a time), recorded with its shipment in one transaction,
 *   and a label whose recording fails is voided at once or by the reconciler — never paid and
 *   unrecorded.
 * - Voiding does the same the other way: the void is intended (`label-void`, one per shipment at a
 *   time), made at the carrier, then recorded; if the recording fails after the carrier voided, the
 *   reconciler records it. A label voided already answers as it is: void twice = one void.
 * - Printing goes through the spool under an idempotency key (server/adapters/printing.ts): a
 *   repeated request with the same key prints once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Actor } from '../framework/actor';
import { packingSlipPdf, type AddressLines } from '../adapters/documents';
import { WAREHOUSE_ADDRESS, type PurchasedLabel } from '../adapters/carrier';
import { auditChange } from '../framework/write';
import {
  effectAnswered,
  intendEffect,
  labelReference,
  registerEffectFinisher,
  settleEffect,
  voidUnrecordedLabel,
  type Effect,
} from '../framework/effects';
import type { DbOrTx, Tx } from '../db/client';
import { brands, documents, lineItems, materials, orders, printers, shipments, weighQueue } from '../db/schema';
import { conflict, HttpError, notFound, INVALID_FIELDS } from '../http/errors';
import { recordOrderEvent, refreshOrderStatus } from '../orders/service';
import type { EventMessage } from '../../resources/orders/eventMessages';
import { transact } from '../db/transaction';

type Db = AppContext['database']['db'];
type Order = typeof orders.$inferSelect;
type Shipment = typeof shipments.$inferSelect;
type Printer = typeof printers.$inferSelect;
type Person = { id: number; name: string };

/** The printer named (a 400 on `field` when it does not exist), else the first one. */
export async function printerFor(db: DbOrTx, printerId: number | null | undefined, field = 'printer_id'): Promise<Printer | null> {
  if (printerId) {
    const [printer] = await db.select().from(printers).where(eq(printers.id, printerId));
    if (!printer)
      throw new HttpError(400, 'bad_request', INVALID_FIELDS(), {
        [field]: `Printer ${printerId} does not exist: choose one of the printers`,
      });
    return printer;
  }
  const [first] = await db.select().from(printers).orderBy(asc(printers.position), asc(printers.id)).limit(1);
  return first ?? null;
}

/**
 * Buys the label of a weigh-queue entry's parcel and records it: the entry processed, a shipment,
 * the order's weighed items, the timeline event and the audit row. `message` is the timeline's
 * (weighed at the station, or bought again).
 */
export async function purchaseLabel(
  ctx: AppContext,
  actor: Actor,
  input: {
    entry: typeof weighQueue.$inferSelect;
    order: Order;
    pounds: number;
    ounces: number;
    employee: Person | null;
    auditAction: 'weigh' | 'buy-again';
    message: (label: PurchasedLabel) => EventMessage;
    data?: Record<string, unknown>;
  },
) {
  const db = ctx.database.db;
  const { entry, order, employee } = input;
  const address = order.shipping_address as (AddressLines & { phone?: string | null }) | null;
  if (!address?.address1) throw conflict('This order has no shipping address.');
  const weightOunces = input.pounds * 16 + input.ounces;
  const effect = await intendEffect(
    db,
    {
      kind: 'label',
      subject: `weigh-queue:${entry.id}`,
      brand_id: order.brand_id,
      request: { order_id: order.id, weigh_queue_id: entry.id, weight_ounces: weightOunces },
    },
    'This parcel is being weighed at another station.',
  );
  let label: PurchasedLabel;
  try {
    label = await ctx.carrier.buy({ order_number: order.order_number, from: WAREHOUSE_ADDRESS, to: address, weight_ounces: weightOunces });
  } catch (err) {
    await settleEffect(db, effect.id, 'failed', { error: String((err as Error)?.message ?? err).slice(0, 500) });
    throw err;
  }
  ctx.metrics.labelsBought.inc();
  await effectAnswered(db, effect.id, labelReference(label));
  const recorded = transact(db, async (tx) => {
    const [claimed] = await tx
      .update(weighQueue)
      .set({
        status: 'processed',
        weight_pounds: input.pounds,
        weight_ounces: input.ounces,
        employee_id: employee?.id ?? null,
        processed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(and(eq(weighQueue.id, entry.id), eq(weighQueue.status, 'unprocessed')))
      .returning();
    if (!claimed) return undefined;
    const [labelDocument] = await tx.insert(documents).values({ content: label.label_pdf }).returning({ id: documents.id });
    const [shipment] = await tx
      .insert(shipments)
      .values({
        order_id: order.id,
        brand_id: order.brand_id,
        weigh_queue_id: entry.id,
        carrier: label.carrier,
        service: label.service,
        tracking_number: label.tracking_number,
        carrier_shipment_id: label.carrier_shipment_id,
        cost: label.cost,
        label_document_id: labelDocument.id,
        weight_ounces: weightOunces,
        employee_id: employee?.id ?? null,
      })
      .returning();
    await tx
      .update(lineItems)
      .set({ status: 'weighed', updated_at: sql`now()` })
      .where(and(eq(lineItems.order_id, order.id), eq(lineItems.status, 'scanned')));
    await recordOrderEvent(tx, {
      order,
      type: 'weigh',
      actor: { ...actor },
      message: input.message(label),
      data: {
        weight_pounds: input.pounds,
        weight_ounces: input.ounces,
        tracking_number: label.tracking_number,
        ...(employee ? { employee: { id: employee.id, name: employee.name } } : {}),
        ...input.data,
      },
    });
    await refreshOrderStatus(tx, order.id);
    await auditChange(tx, actor, {
      action: input.auditAction,
      resource: 'shipments',
      record_id: shipment.id,
      brand_id: order.brand_id,
      before: { weigh_queue: entry, ...input.data },
      after: { weigh_queue: claimed, shipment },
    });
    await settleEffect(tx, effect.id, 'done', { result: { ...labelReference(label), shipment_id: shipment.id } });
    return { entry: claimed, shipment };
  });
  const outcome = await recorded.catch(async (err) => {
    await voidUnrecordedLabel(ctx, effect.id, label);
    throw err;
  });
  if (!outcome) {
    await voidUnrecordedLabel(ctx, effect.id, label);
    throw conflict('This parcel was weighed already. Reset it to weigh it again.');
  }
  return { ...outcome, label_pdf: label.label_pdf };
}

export type DocumentKind = 'label' | 'packing_slip';

/**
 * Prints a shipment's label or packing slip on a printer under `key` (the same key twice prints
 * once). The packing slip is made from the order as it is now.
 */
export async function printShipmentDocument(
  ctx: AppContext,
  shipment: Shipment,
  kind: DocumentKind,
  printer: Printer | null,
  key: string,
  labelPdf?: Buffer,
) {
  const db = ctx.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, shipment.order_id));
  const pdf = kind === 'label' ? (labelPdf ?? (await labelPdfOf(db, shipment))) : await packingSlipPdf(await slipOf(db, order));
  return ctx.printing.print(db, {
    printer,
    title: kind === 'label' ? `Label ${shipment.tracking_number}` : `Packing slip ${order.order_number}`,
    kind,
    pdf,
    idempotencyKey: key,
    order_id: order.id,
    brand_id: order.brand_id,
  });
}

/** Prints a newly bought label's packing slip and label, in that order (the weigh station, buy again). */
export async function printNewShipment(ctx: AppContext, bought: { shipment: Shipment; label_pdf: Buffer }, printer: Printer | null) {
  const { shipment } = bought;
  return [
    await printShipmentDocument(ctx, shipment, 'packing_slip', printer, `packing-slip:${shipment.id}`),
    await printShipmentDocument(ctx, shipment, 'label', printer, `label:${shipment.id}`, bought.label_pdf),
  ];
}

async function labelPdfOf(db: Db, shipment: Shipment): Promise<Buffer> {
  const [doc] = shipment.label_document_id
    ? await db.select({ content: documents.content }).from(documents).where(eq(documents.id, shipment.label_document_id))
    : [];
  if (!doc) throw notFound('This shipment has no label.');
  return doc.content;
}

/** A packing slip's PDF, made from the order as it is now. */
export async function packingSlipOf(db: Db, orderId: number): Promise<Buffer> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('No such order.');
  return packingSlipPdf(await slipOf(db, order));
}

/** What the packing slip says about an order. */
async function slipOf(db: Db, order: Order) {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, order.brand_id));
  const items = await db
    .select({
      design_name: lineItems.design_name,
      material: materials.name,
      width: lineItems.width_inches,
      height: lineItems.height_inches,
      quantity: lineItems.quantity,
    })
    .from(lineItems)
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .where(and(eq(lineItems.order_id, order.id), sql`${lineItems.status} <> 'cancelled'`))
    .orderBy(asc(lineItems.position));
  return {
    brand: brand.name,
    order_number: order.order_number,
    ordered_at: order.ordered_at,
    to: order.shipping_address as AddressLines,
    items: items.map((i) => ({
      design_name: i.design_name,
      material: i.material,
      size: `${i.width} × ${i.height} in`,
      quantity: i.quantity,
    })),
    note: order.note,
    gift_message: order.giftwrap_message,
  };
}

/**
 * Records a void the carrier made: the shipment voided, the parcel back to be weighed, the
 * timeline event and the audit row; the effect settled in the same transaction. Nothing when the
 * shipment is voided already (answers undefined).
 */
async function recordVoid(tx: Tx, actor: Actor | null, found: Shipment, effectId: number) {
  const [voided] = await tx
    .update(shipments)
    .set({ status: 'voided', voided_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(shipments.id, found.id), eq(shipments.status, 'purchased')))
    .returning();
  if (!voided) {
    await settleEffect(tx, effectId, 'done', { result: { shipment_id: found.id, voided: 'before' } });
    return undefined;
  }
  // The parcel needs a new label: back to be weighed.
  await tx
    .update(lineItems)
    .set({ status: 'scanned', updated_at: sql`now()` })
    .where(and(eq(lineItems.order_id, found.order_id), eq(lineItems.status, 'weighed')));
  if (found.weigh_queue_id)
    await tx
      .update(weighQueue)
      .set({ status: 'unprocessed', weight_pounds: null, weight_ounces: null, processed_at: null, updated_at: sql`now()` })
      .where(eq(weighQueue.id, found.weigh_queue_id));
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.order_id));
  await recordOrderEvent(tx, {
    order,
    type: 'update',
    actor: actor ?? undefined,
    message: { code: 'label_voided', values: { tracking_number: found.tracking_number } },
    data: { shipment_id: found.id },
  });
  await auditChange(tx, actor, {
    action: 'void',
    resource: 'shipments',
    record_id: found.id,
    brand_id: found.brand_id,
    before: { status: found.status },
    after: { status: voided.status, voided_at: voided.voided_at },
  });
  await settleEffect(tx, effectId, 'done', { result: { shipment_id: found.id } });
  return voided;
}

/**
 * Voids a shipment's label once and for good, through the carrier and the effects outbox. A label
 * voided already answers the shipment as it is (`already: true`) and calls nobody.
 */
export async function voidShipment(ctx: AppContext, actor: Actor, shipmentId: number) {
  const db = ctx.database.db;
  const [found] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!found) throw notFound(`Shipment ${shipmentId} was not found.`);
  if (found.status === 'voided') return { shipment: found, already: true };
  if (found.status === 'shipped' || found.status === 'delivered') throw conflict('This parcel has shipped: its label cannot be voided.');
  const effect = await intendEffect(
    db,
    {
      kind: 'label-void',
      subject: `shipment:${found.id}`,
      brand_id: found.brand_id,
      request: { shipment_id: found.id, tracking_number: found.tracking_number, carrier_shipment_id: found.carrier_shipment_id },
    },
    'This label is being voided at another station.',
  );
  try {
    await ctx.carrier.void(found);
  } catch (err) {
    // Nothing changed at the carrier: the label is still good.
    await settleEffect(db, effect.id, 'failed', { error: String((err as Error)?.message ?? err).slice(0, 500) });
    throw err;
  }
  await effectAnswered(db, effect.id, { voided_at_carrier: true });
  // If this fails, the carrier has voided: the reconciler records it (below).
  const voided = await transact(db, (tx) => recordVoid(tx, actor, found, effect.id));
  if (!voided) {
    const [now] = await db.select().from(shipments).where(eq(shipments.id, found.id));
    return { shipment: now, already: true };
  }
  return { shipment: voided, already: false };
}

/** The reconciler's part: a void whose recording did not happen is voided (again) and recorded. */
registerEffectFinisher('label-void', async (ctx, effect: Effect) => {
  const request = effect.request as { shipment_id: number };
  const [found] = await ctx.database.db.select().from(shipments).where(eq(shipments.id, request.shipment_id));
  if (!found || found.status !== 'purchased') {
    await settleEffect(ctx.database.db, effect.id, found?.status === 'voided' ? 'done' : 'failed', {
      error: found ? null : 'The shipment no longer exists.',
    });
    return found?.status === 'voided' ? 'done' : 'failed';
  }
  if (!(effect.result as { voided_at_carrier?: boolean } | null)?.voided_at_carrier) {
    await ctx.carrier.void(found);
    await effectAnswered(ctx.database.db, effect.id, { voided_at_carrier: true });
  }
  await transact(ctx.database.db, (tx) => recordVoid(tx, null, found, effect.id));
  return 'done';
});
