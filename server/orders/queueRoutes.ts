/**
 * The order-processor queue (docs/requirements/orders.md §7 `GET queues/order-processor?brand_id`) and the failed order
 * queue's actions: retry (one or many; each goes through the import again) and dismiss.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import { queueItemsSchema } from '../../resources/orders/schemas';
import { ORDER_QUEUE_STATUSES } from '../../resources/orders/status';
import { authorize, confinedBrand } from '../framework/actor';
import type { AppContext } from '../context';
import { orderQueue } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { validate } from '../http/errors';
import { auditQueueItems, retryQueueItems } from './importer';
import { transact } from '../db/transaction';

export const orderQueueQuerySchema = yup.object({
  brand_id: idSchema(),
  status: yup.string().oneOf([...ORDER_QUEUE_STATUSES], `Must be one of: ${ORDER_QUEUE_STATUSES.join(', ')}`),
});

export function queueRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/', async (req, res) => {
    const actor = crud.allowedActor(req.actor, 'View');
    const { brand_id, status } = await validate(orderQueueQuerySchema, { brand_id: req.query.brand_id, status: req.query.status });
    if (brand_id) authorize(actor, { brandId: brand_id });
    const params = listParams(req.query);
    params.filter = { ...params.filter, ...(brand_id ? { brand_id } : {}), ...(status ? { status } : {}) };
    // Dismissed failures leave the failed order queue.
    if (status === 'failed') params.filter.dismissed_at_null = true;
    res.json(listBody(await crud.list(actor, params)));
  });

  router.post('/retry', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'order-queue', action: 'Edit' });
    const { ids } = await validate(queueItemsSchema, req.body);
    // Each item's real outcome: imported (or found imported, or updated) or failed again with the reason.
    res.json(await retryQueueItems(ctx, actor, ids as number[], confinedBrand(actor)));
  });

  router.post('/dismiss', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'order-queue', action: 'Edit' });
    const { ids } = await validate(queueItemsSchema, req.body);
    const brand = confinedBrand(actor);
    const dismissed = await transact(db, async (tx) => {
      const failed = and(
        inArray(orderQueue.id, ids as number[]),
        eq(orderQueue.status, 'failed'),
        isNull(orderQueue.dismissed_at),
        brand === undefined ? undefined : eq(orderQueue.brand_id, brand),
      );
      const before = await tx.select().from(orderQueue).where(failed).for('update');
      if (!before.length) return [];
      const after = await tx
        .update(orderQueue)
        .set({ dismissed_at: sql`now()`, updated_at: sql`now()` })
        .where(
          inArray(
            orderQueue.id,
            before.map((i) => i.id),
          ),
        )
        .returning();
      await auditQueueItems(tx, actor, 'dismiss', before, after);
      return after;
    });
    res.json({ dismissed: dismissed.map((r) => r.id) });
  });

  return router;
}
