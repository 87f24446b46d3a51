/**
 * The ship station (docs/requirements/production.md §7 Shipping; docs/requirements/production.md §4): a parcel scanned out by its tracking barcode
 * ships its line items (`ship`; the order becomes PARTIAL or FULFILLED); a label is voided once
 * and for good (its parcel goes back to be weighed); shipping information of an order.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { parseId } from '../../resources/ids';
import { shipScanSchema, voidLabelSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import { auditChange } from '../framework/write';
import type { AppContext } from '../context';
import { documents, lineItems, orders, shipments, weighQueue } from '../db/schema';
import { conflict, notFound, validate } from '../http/errors';
import { orderFor, recordOrderEvent, refreshOrderStatus } from '../orders/service';
import { stationWorker } from './shifts';
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

  router.post('/void-label', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'Delete' });
    const { shipmentId } = await validate(voidLabelSchema, req.body);
    const [found] = await db.select().from(shipments).where(eq(shipments.id, shipmentId!));
    if (!found) throw notFound(`Shipment ${shipmentId} was not found.`);
    if (found.status === 'voided') throw conflict('This label is already voided.');
    if (found.status === 'shipped' || found.status === 'delivered') throw conflict('This parcel has shipped: its label cannot be voided.');
    await ctx.carrier.void(found);
    const voided = await transact(db, async (tx) => {
      const [voided] = await tx
        .update(shipments)
        .set({ status: 'voided', voided_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(shipments.id, found.id), eq(shipments.status, 'purchased')))
        .returning();
      if (!voided) throw conflict('This label is already voided.');
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
        actor,
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
      return voided;
    });
    res.json(voided);
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
