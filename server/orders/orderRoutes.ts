/**
 * The orders resource's own calls under /api/orders (docs/requirements/orders.md §7 Orders), before the generated ones:
 * the list with its `channel`, the whole order in one answer, order status by number, cancel,
 * push to production, regenerate a line item's JDML, and the demo store's orders on demand.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema, parseId } from '../../resources/ids';
import { demoOrdersSchema, orderIdSchema, regenerateJdmlSchema } from '../../resources/orders/schemas';
import { isCancellable } from '../../resources/orders/status';
import { authorize, confinedBrand, actorOf } from '../framework/actor';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import { brandChannels, customerAddresses, customers, lineItems, materials, orders } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { conflict, notFound, validate } from '../http/errors';
import { produceDemoOrders } from './demoOrders';
import { pullStoreOrders } from './storePull';
import { orderFor } from './orderAccess';
import { recordOrderEvent, refreshOrderStatus, setLineItemsStatus } from './timeline';
import { enqueue } from '../framework/jobQueue';
import { auditChange } from '../framework/write';
import { transact } from '../db/transaction';

export const orderStatusQuerySchema = yup.object({
  order_number: yup.string().trim().required('Must provide a value').max(40, 'At most 40 characters'),
  brand_id: yup.number().integer().positive(),
});

export const pullStoreSchema = yup.object({ brand_id: idSchema() });
export const summaryQuerySchema = yup.object({ brand_id: idSchema() });

export function orderRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  // The spec's page object carries the brand's sales channel (docs/requirements/orders.md §3 "Paginated result").
  router.get('/', async (req, res) => {
    const actor = crud.allowedActor(req.actor, 'View');
    const params = listParams(req.query);
    const result = listBody(await crud.list(actor, params));
    if (Array.isArray(result)) return res.json(result);
    const brandId = confinedBrand(actor) ?? parseId(params.filter?.brand_id);
    let channel: string | null = null;
    if (brandId) {
      const [row] = await db
        .select({ channel: brandChannels.channel })
        .from(brandChannels)
        .where(eq(brandChannels.brand_id, brandId))
        .orderBy(asc(brandChannels.channel))
        .limit(1);
      // A brand without a connected store sells on our own storefront.
      channel = row?.channel ?? 'PAPERED';
    }
    res.json({ ...result, channel });
  });

  // The home dashboard's figures: today's orders, orders by status, the failed queue, 30 days per day.
  router.get('/summary', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'View' });
    const { brand_id } = await validate(summaryQuerySchema, req.query);
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    const brand = confinedBrand(actor) ?? brand_id;
    const mine = brand === undefined ? sql`true` : sql`brand_id = ${brand}`;
    // Counted from the kept counts (order_counts, by brand, UTC day and status), never from the orders.
    const [[counts], [failed]] = await Promise.all([
      rows<{ today: number; by_status: Record<string, number>; per_day: Array<{ day: string; orders: number }> }>(
        db,
        sql`SELECT (SELECT coalesce(sum(n), 0)::int FROM order_counts WHERE ${mine} AND day = (now() AT TIME ZONE 'UTC')::date) AS today,
                   (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, sum(n)::int AS n FROM order_counts WHERE ${mine} GROUP BY status HAVING sum(n) <> 0) s) AS by_status,
                   (SELECT jsonb_agg(jsonb_build_object('day', to_char(d, 'YYYY-MM-DD'), 'orders', coalesce(k.n, 0)) ORDER BY d)
                    FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d
                    LEFT JOIN (SELECT day, sum(n)::int AS n FROM order_counts WHERE ${mine} AND day >= (now() AT TIME ZONE 'UTC')::date - 29 GROUP BY day) k
                    ON k.day = d::date) AS per_day`,
      ),
      rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM order_queue WHERE status = 'failed' AND dismissed_at IS NULL AND ${mine}`),
    ]);
    const perDay = counts?.per_day ?? [];
    res.json({ today: counts?.today ?? 0, by_status: counts?.by_status ?? {}, failed_queue: failed.n, per_day: perDay });
  });

  router.get('/order-status', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'View' });
    const { order_number, brand_id } = await validate(orderStatusQuerySchema, req.query);
    const brand = confinedBrand(actor) ?? brand_id;
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    const [order] = await db
      .select({
        id: orders.id,
        order_number: orders.order_number,
        status: orders.status,
        brand_id: orders.brand_id,
        updated_at: orders.updated_at,
      })
      .from(orders)
      .where(and(eq(orders.order_number, order_number), brand === undefined ? undefined : eq(orders.brand_id, brand)))
      .orderBy(desc(orders.id))
      .limit(1);
    if (!order) throw notFound(`No order ${order_number} was found.`);
    const items = await db
      .select({ id: lineItems.id, design_name: lineItems.design_name, status: lineItems.status })
      .from(lineItems)
      .where(eq(lineItems.order_id, order.id))
      .orderBy(asc(lineItems.position), asc(lineItems.id));
    res.json({ ...order, line_items: items });
  });

  router.post('/order-cancel', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id } = await validate(orderIdSchema, req.body);
    const order = await transact(db, async (tx) => {
      const order = await orderFor(tx, actor, order_id!, 'Edit', true);
      const items = await tx.select({ id: lineItems.id, status: lineItems.status }).from(lineItems).where(eq(lineItems.order_id, order.id));
      if (order.status === 'CANCELLED') throw conflict('This order is already cancelled.');
      if (!isCancellable(order, items)) throw conflict('This order cannot be cancelled: some of its items have already shipped.');
      const open = items.filter((i) => i.status !== 'cancelled');
      await setLineItemsStatus(tx, { ids: open.map((i) => i.id), status: 'cancelled' });
      await tx
        .update(orders)
        .set({ cancelled_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, {
        order,
        type: 'cancel',
        actor,
        message: { code: 'order_cancelled', values: { smart_count: open.length } },
        data: { line_items: open.map((i) => i.id) },
      });
      await refreshOrderStatus(tx, order.id);
      const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
      await auditChange(tx, actor, {
        action: 'cancel',
        resource: 'orders',
        record_id: order.id,
        brand_id: order.brand_id,
        before: order,
        after,
      });
      return after;
    });
    res.json(order);
  });

  // Sends the order's waiting line items to production (a JDML is made for each with the
  // production floor); a second push re-sends them (resend_to_print).
  router.post('/push-order', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id } = await validate(orderIdSchema, req.body);
    await transact(db, async (tx) => {
      const order = await orderFor(tx, actor, order_id!, 'Edit', true);
      if (order.status === 'CANCELLED') throw conflict('A cancelled order cannot be pushed to the queue.');
      const items = await tx.select().from(lineItems).where(eq(lineItems.order_id, order.id));
      const waiting = items.filter((i) => i.status === 'pending' || i.status === 'issue');
      const inProduction = items.filter((i) => i.status === 'in_production');
      if (!waiting.length && !inProduction.length) throw conflict('This order has no line items waiting for production.');
      await setLineItemsStatus(tx, { ids: waiting.map((i) => i.id), status: 'in_production' });
      const resent = !waiting.length;
      // The production floor makes their print definitions (its JDML_GENERATION job).
      await enqueue(tx, {
        brand_id: order.brand_id,
        category: 'JDML_GENERATION',
        queue: 'production',
        passthrough_data: { line_item_ids: (resent ? inProduction : waiting).map((i) => i.id) },
      });
      await recordOrderEvent(tx, {
        order,
        type: resent ? 'resend_to_print' : 'send_to_print',
        actor,
        message: resent ? { code: 'order_pushed_again' } : { code: 'order_pushed', values: { smart_count: waiting.length } },
        data: { line_items: (resent ? inProduction : waiting).map((i) => i.id) },
      });
      await refreshOrderStatus(tx, order.id);
      const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
      await auditChange(tx, actor, {
        action: resent ? 'push-again' : 'push',
        resource: 'orders',
        record_id: order.id,
        brand_id: order.brand_id,
        before: order,
        after: { ...after, pushed_line_items: (resent ? inProduction : waiting).map((i) => i.id) },
      });
    });
    res.json({ message: 'Order pushed to queue' });
  });

  router.post('/regenerate-jdml', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id, line_item } = await validate(regenerateJdmlSchema, req.body);
    const item = await transact(db, async (tx) => {
      const order = await orderFor(tx, actor, order_id!, 'Edit', true);
      const [item] = await tx
        .select()
        .from(lineItems)
        .where(and(eq(lineItems.id, line_item!), eq(lineItems.order_id, order.id)));
      if (!item) throw notFound(`Line item ${line_item} is not part of order ${order.order_number}.`);
      if (item.status === 'cancelled' || item.status === 'shipped') throw conflict(`A ${item.status} line item needs no new JDML.`);
      // The production floor makes the new version (its JDML_GENERATION job).
      const job = await enqueue(tx, {
        brand_id: order.brand_id,
        category: 'JDML_GENERATION',
        queue: 'production',
        passthrough_data: { line_item_ids: [item.id] },
      });
      await recordOrderEvent(tx, {
        order,
        type: 'resend_to_print',
        actor,
        line_item_id: item.id,
        message: { code: 'jdml_regenerated', values: { design: item.design_name } },
      });
      await auditChange(tx, actor, {
        action: 'regenerate-jdml',
        resource: 'line-items',
        record_id: item.id,
        brand_id: order.brand_id,
        before: item,
        after: { ...item, job_id: job.id },
      });
      return { ...item, job_id: job.id };
    });
    await ctx.events.publish({ topic: 'job.enqueued', brand_id: null, data: { queue: 'production' } });
    res.json(item);
  });

  router.post('/demo-orders', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'admin-tools', action: 'View' });
    const input = await validate(demoOrdersSchema, req.body);
    const queued = await produceDemoOrders(ctx, input.brand_id!, input.count, { failing: input.failing, actor });
    res.status(202).json({ queued: queued.map((q) => ({ id: q.id, order_number: q.order_number, status: q.status })), by: actor.email });
  });

  router.post('/pull-store', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'admin-tools', action: 'View' });
    const { brand_id } = await validate(pullStoreSchema, req.body ?? {});
    res.json(await pullStoreOrders(ctx, brand_id, actor));
  });

  // The whole order for its page, in a constant number of statements whatever its size.
  router.get('/:id', async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === undefined) return next();
    const actor = actorOf(req);
    const order = await orderFor(db, actor, id, 'View');
    const [customer, items] = await Promise.all([
      order.customer_id
        ? db
            .select()
            .from(customers)
            .where(eq(customers.id, order.customer_id))
            .then((r) => r[0] ?? null)
        : null,
      db
        .select({ item: lineItems, material_name: materials.name })
        .from(lineItems)
        .innerJoin(materials, eq(materials.id, lineItems.material_id))
        .where(eq(lineItems.order_id, order.id))
        .orderBy(asc(lineItems.position), asc(lineItems.id)),
    ]);
    const addresses = customer
      ? await db.select().from(customerAddresses).where(eq(customerAddresses.customer_id, customer.id)).orderBy(asc(customerAddresses.id))
      : [];
    res.json({
      ...order,
      customer: customer ? { ...customer, addresses } : null,
      line_items: items.map((r) => ({ ...r.item, material_name: r.material_name })),
    });
  });
  return router;
}
