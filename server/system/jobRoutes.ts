/**
 * Background jobs of a brand, shown as notifications: `GET /api/queues/image-processor?brand_id`;
 * staff working on all brands leave `brand_id` out and get every brand's (a brand user must name theirs).
 */
import { and, desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { jobs } from '../db/schema';
import { validate } from '../http/errors';
import { jobsQuerySchema } from '../../resources/system/schemas';

export function jobRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAccess('background-jobs', 'View'), async (req, res) => {
    const { brand_id } = await validate(jobsQuerySchema, req.query);
    authorize(actorOf(req), { brandId: brand_id });
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(brand_id == null ? eq(jobs.queue, 'image-processor') : and(eq(jobs.brand_id, brand_id), eq(jobs.queue, 'image-processor')))
      .orderBy(desc(jobs.id))
      .limit(200);
    res.json(rows);
  });
  return router;
}
