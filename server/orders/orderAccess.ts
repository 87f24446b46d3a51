/** Reading an order (or a queue item) for an action on it: 404 when there is none, 403 for another brand's. */
import { eq } from 'drizzle-orm';
import type { Action } from '../../resources/access';
import { authorize, type Actor } from '../framework/actor';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';

export type OrderRow = typeof orders.$inferSelect;

/** The order `id` for `action` by `actor`, locked for the caller's transaction when `lock`. */
export async function orderFor(db: DbOrTx, actor: Actor, id: number, action: Action, lock = false): Promise<OrderRow> {
  authorize(actor, { resource: 'orders', action });
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(`Order ${id} was not found.`);
  authorize(actor, { brandId: order.brand_id });
  return order;
}
