/**
 * Background jobs shown as notifications: `GET /api/queues/image-processor?brand_id`. A brand user
 * names their own brand; staff name one, or none for every brand's jobs (the notifications of
 * staff who work on all brands).
 */
import { and, desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { authorize, actorOf, confinedBrand, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { jobs } from '../db/schema';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { INVALID_FIELDS, badRequest, validate } from '../http/errors';
import { jobsQuerySchema } from '../../resources/system/schemas';

export function jobRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAccess('background-jobs', 'View'), async (req, res) => {
    const { brand_id } = await validate(jobsQuerySchema, req.query);
    const actor = actorOf(req);
    if (brand_id === undefined && confinedBrand(actor) !== undefined)
      throw badRequest(INVALID_FIELDS(), { brand_id: FIELD_MESSAGES.message('required') });
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(brand_id === undefined ? undefined : eq(jobs.brand_id, brand_id), eq(jobs.queue, 'image-processor')))
      .orderBy(desc(jobs.id))
      .limit(200);
    res.json(rows);
  });
  return router;
}
