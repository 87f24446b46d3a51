/**
 * The ship station (docs/requirements/production.md §7 Shipping; docs/requirements/production.md §4): a parcel scanned out by its tracking barcode
 * ships its line items (`ship`; the order becomes PARTIAL or FULFILLED); a label is voided once
 * and for good (its parcel goes back to be weighed); labels and packing slips reprinted, a voided
 * label bought again (server/production/labels.ts); shipping information of an order.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Router } from 'express';
import { parseId } from '../../resources/ids';
import { buyAgainSchema, FLOOR_WRITE, reprintSchema, shipScanSchema, voidLabelSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import { auditChange } from '../framework/write';
import type { AppContext } from '../context';
import { documents, lineItems, orders, shipments, weighQueue } from '../db/schema';
import { conflict, notFound, validate } from '../http/errors';
import { orderFor, recordOrderEvent, refreshOrderStatus } from '../orders/service';
import { SHIFT_HEADER, stationWorker } from './shifts';
import { IDEMPOTENCY_KEY_HEADER, idempotent } from '../http/idempotency';
import {
  packingSlipOf,
  printerFor,
  printNewShipment,
  printShipmentDocument,
  purchaseLabel,
  voidShipment,
  type DocumentKind,
} from './labels';
import { scanFailed } from './scanRoutes';
import { transact } from '../db/transaction';

export function shippingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.post('/scan-item', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const input = await validate(shipScanSchema, req.body);
    const employee = await stationWorker(ctx, req, actor, input.employee);
    const result = await transact(db, async (tx) => {
      const [shipment] = await tx
        .select()
        .from(shipments)
        .where(eq(shipments.tracking_number, input.scanValue.toUpperCase()))
        .for('update');
      if (!shipment) throw scanFailed();
      if (shipment.status === 'voided') throw conflict('This label was voided: weigh the parcel again for a new one.');
      const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.order_id)).for('update');
      if (shipment.status === 'shipped' || shipment.status === 'delivered') return { status: 'already_shipped' as const, shipment, order };
      await tx
        .update(shipments)
        .set({ status: 'shipped', shipped_at: sql`now()`, employee_id: employee.id, updated_at: sql`now()` })
        .where(eq(shipments.id, shipment.id));
      const shipped = await tx
        .update(lineItems)
        .set({ status: 'shipped', updated_at: sql`now()` })
        .where(and(eq(lineItems.order_id, order.id), eq(lineItems.status, 'weighed')))
        .returning({ id: lineItems.id });
      await recordOrderEvent(tx, {
        order,
        type: 'ship',
        actor,
        message: {
          code: 'shipped',
          values: {
            carrier: shipment.carrier,
            service: shipment.service,
            tracking_number: shipment.tracking_number,
            employee: employee.name,
          },
        },
        data: {
          tracking_number: shipment.tracking_number,
          line_items: shipped.map((s) => s.id),
          employee: { id: employee.id, name: employee.name },
        },
      });
      const status = await refreshOrderStatus(tx, order.id);
      await auditChange(tx, actor, {
        action: 'ship',
        resource: 'shipments',
        record_id: shipment.id,
        brand_id: order.brand_id,
        before: { status: shipment.status, shipped_at: shipment.shipped_at },
        after: { status: 'shipped', employee_id: employee.id, line_items: shipped.map((s) => s.id) },
      });
      return { status: 'shipped' as const, shipment: { ...shipment, status: 'shipped' }, order: { ...order, status } };
    });
    res.json({
      status: result.status,
      shipment: result.shipment,
      order: { id: result.order.id, order_number: result.order.order_number, status: result.order.status },
    });
  });

  // Void twice = one void: a label voided already answers as it is (docs/production.md).
  router.post('/void-label', async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const { shipmentId } = await validate(voidLabelSchema, req.body);
    const { shipment } = await voidShipment(ctx, actor, shipmentId!);
    res.json(shipment);
  });

  /** A label or packing slip printed again on the chosen printer (else the first). */
  router.post('/reprint', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const input = await validate(reprintSchema, req.body);
    const printer = await printerFor(db, input.printer_id);
    const [shipment] = await db.select().from(shipments).where(eq(shipments.id, input.shipmentId!));
    if (!shipment) throw notFound(`Shipment ${input.shipmentId} was not found.`);
    const kind = input.document as DocumentKind;
    if (kind === 'label' && shipment.status === 'voided') throw conflict('This label was voided: buy a new one to print it.');
    // Each reprint is a print of its own; a retried request (its Idempotency-Key) prints once.
    const key = `reprint:${shipment.id}:${kind}:${req.get(IDEMPOTENCY_KEY_HEADER) ?? randomUUID()}`;
    const job = await printShipmentDocument(ctx, shipment, kind, printer, key);
    if (!job.duplicate)
      await transact(db, async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.order_id));
        await recordOrderEvent(tx, {
          order,
          type: 'update',
          actor,
          message: {
            code: 'document_reprinted',
            values: { kind, tracking_number: shipment.tracking_number, printer: printer?.name ?? '—' },
          },
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
    res.json({ shipment, print_job: job });
  });

  /** A new label for a voided label's parcel, at the weight it was weighed at; printed with its slip. */
  router.post('/buy-again', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const input = await validate(buyAgainSchema, req.body);
    const printer = await printerFor(db, input.printer_id);
    const [voided] = await db.select().from(shipments).where(eq(shipments.id, input.shipmentId!));
    if (!voided) throw notFound(`Shipment ${input.shipmentId} was not found.`);
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
    // The station's employee when a station asks; from the order page, the person.
    const employee = req.get(SHIFT_HEADER) ? await stationWorker(ctx, req, actor, undefined) : null;
    const pounds = Math.floor(voided.weight_ounces / 16);
    const ounces = Math.round((voided.weight_ounces - pounds * 16) * 100) / 100;
    const outcome = await purchaseLabel(ctx, actor, {
      entry,
      order,
      pounds,
      ounces,
      employee,
      auditAction: 'buy-again',
      message: (label) => ({
        code: 'label_bought_again',
        values: { tracking_number: label.tracking_number, pounds, ounces, replaced: voided.tracking_number },
      }),
      data: { replaces: { shipment_id: voided.id, tracking_number: voided.tracking_number } },
    });
    const jobs = await printNewShipment(ctx, outcome, printer);
    res.json({ shipment: outcome.shipment, print_jobs: jobs });
  });

  router.get('/packing-slip/:id', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const id = parseId(req.params.id);
    const [shipment] = id ? await db.select().from(shipments).where(eq(shipments.id, id)) : [];
    if (!shipment) throw notFound('No such shipment.');
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="packing-slip-${shipment.tracking_number}.pdf"`)
      .send(await packingSlipOf(db, shipment.order_id));
  });

  router.get('/get-shipping-info/:id', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'shipments', action: 'View' });
    const id = parseId(req.params.id);
    if (!id) throw notFound('No such order.');
    const order = await orderFor(db, actor, id, 'View');
    const rows = await db.select().from(shipments).where(eq(shipments.order_id, order.id)).orderBy(asc(shipments.id));
    res.json({
      order_id: order.id,
      order_number: order.order_number,
      status: order.status,
      shipping_address: order.shipping_address,
      shipments: rows,
    });
  });

  router.get('/label/:id', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const id = parseId(req.params.id);
    const [label] = id
      ? await db
          .select({ tracking_number: shipments.tracking_number, content: documents.content })
          .from(shipments)
          .innerJoin(documents, eq(documents.id, shipments.label_document_id))
          .where(eq(shipments.id, id))
      : [];
    if (!label) throw notFound('This shipment has no label.');
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="label-${label.tracking_number}.pdf"`)
      .send(label.content);
  });

  return router;
}
