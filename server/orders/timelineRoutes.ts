/**
 * The order audit (docs/requirements/orders.md §7 `GET v2/orders-audit?order_id`): an order's timeline, newest first;
 * `POST v2/orders-audit {order_id, message}` adds a comment — the only event a person writes.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import type { AppContext } from '../context';
import { orders, users } from '../db/schema';
import type { CrudService, ResourceHooks } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { forbidden, notFound, validate } from '../http/errors';
import { orderFor } from './orderAccess';

export const timelineQuerySchema = yup.object({ order_id: idSchema() });

/** A comment is written as the person who adds it, on their order's brand. */
export const orderEventHooks: ResourceHooks = {
  async beforeWrite(tx, input, { actor, existing }) {
    if (existing) throw forbidden('Order events cannot be changed.');
    const [order] = await tx.select({ brand_id: orders.brand_id }).from(orders).where(eq(orders.id, input.order_id));
    if (!order) throw notFound(`Order ${input.order_id} was not found.`);
    if (input.brand_id != null && input.brand_id !== order.brand_id) throw forbidden('You can only act on your own brand.');
    const [user] = await tx.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, actor.id));
    return {
      ...input,
      brand_id: order.brand_id,
      type: 'comment',
      user_id: actor.id,
      user_name: [user?.first, user?.last].filter(Boolean).join(' ') || actor.email,
    };
  },
};

export function timelineRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const actor = crud.allowedActor(req.actor, 'View');
    const { order_id } = await validate(timelineQuerySchema, { order_id: req.query.order_id });
    // An order named must exist and be the caller's brand's: 404 / 403, never an empty timeline.
    if (order_id) await orderFor(ctx.database.db, actor, order_id, 'View');
    const params = listParams(req.query);
    if (order_id) params.filter = { ...params.filter, order_id };
    res.json(listBody(await crud.list(actor, params)));
  });
  return router;
}
