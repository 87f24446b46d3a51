/**
 * The orders resource's own calls under /api/orders (docs/requirements/orders.md §7 Orders), before the generated ones:
 * the list with its `channel`, the whole order in one answer, order status by number, cancel,
 * push to production, regenerate a line item's JDML, and the demo store's orders on demand.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema, parseId } from '../../resources/ids';
import { demoOrdersSchema, orderIdSchema, regenerateJdmlSchema } from '../../resources/orders/schemas';
import { authorize, confinedBrand, actorOf } from '../framework/actor';
import type { AppContext } from '../context';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { notFound, validate } from '../http/errors';
import { produceDemoOrders } from './demoOrders';
import { pullStoreOrders } from './storePull';
import { orderFor } from './orderAccess';
import { cancelOrder, channelOf, orderStatusOf, orderSummary, pushOrder, regenerateJdml, wholeOrder } from './orderService';

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
    const channel = brandId ? await channelOf(db, brandId) : null;
    res.json({ ...result, channel });
  });

  // The home dashboard's figures: today's orders, orders by status, the failed queue, 30 days per day.
  router.get('/summary', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'View' });
    const { brand_id } = await validate(summaryQuerySchema, req.query);
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    const brand = confinedBrand(actor) ?? brand_id;
    res.json(await orderSummary(db, brand));
  });

  router.get('/order-status', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'View' });
    const { order_number, brand_id } = await validate(orderStatusQuerySchema, req.query);
    const brand = confinedBrand(actor) ?? brand_id;
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    const order = await orderStatusOf(db, order_number, brand);
    if (!order) throw notFound(`No order ${order_number} was found.`);
    res.json(order);
  });

  router.post('/order-cancel', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id } = await validate(orderIdSchema, req.body);
    const order = await cancelOrder(db, actor, order_id!);
    res.json(order);
  });

  // Sends the order's waiting line items to production (a JDML is made for each with the
  // production floor); a second push re-sends them (resend_to_print).
  router.post('/push-order', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id } = await validate(orderIdSchema, req.body);
    await pushOrder(db, actor, order_id!);
    res.json({ message: 'Order pushed to queue' });
  });

  router.post('/regenerate-jdml', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const { order_id, line_item } = await validate(regenerateJdmlSchema, req.body);
    const item = await regenerateJdml(db, actor, order_id!, line_item!);
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
    res.json(await wholeOrder(db, order));
  });
  return router;
}
