/**
 * `GET app-requests/check` (docs/requirements/catalog.md §7): whether the brand's background requests (the image jobs)
 * are still running, so a screen waiting on them knows when to refresh. Brand users ask about their
 * brand; staff name one with brand_id, else they ask about every brand.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { brandQuerySchema } from '../../resources/catalog/productSchemas';
import { authorize, confinedBrand, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { jobs } from '../db/schema';
import { validate } from '../http/errors';

export function appRequestRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/check', requireAccess('products', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id } = await validate(brandQuerySchema, req.query);
    const brand = brand_id ?? confinedBrand(actor);
    if (brand !== undefined) authorize(actor, { brandId: brand });
    const counts = await ctx.database.db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.queue, 'image-processor'), brand === undefined ? undefined : eq(jobs.brand_id, brand)))
      .groupBy(jobs.status);
    const of = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
    const unprocessed = of('unprocessed');
    const processing = of('processing');
    res.json({ busy: unprocessed + processing > 0, unprocessed, processing, processed: of('processed'), failed: of('failed') });
  });
  return router;
}
