/**
 * Background jobs shown as notifications: `GET /api/queues/image-processor?brand_id`, the newest
 * 200, and `GET /api/queues/image-processor/counts?brand_id`, how many there are in each status
 * (the dashboard's figure, exact whatever the number of jobs). A brand user names their own brand;
 * staff name one, or none for every brand's jobs (the notifications of staff who work on all brands).
 */
import type { Request } from 'express';
import { and, count, desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { authorize, actorOf, confinedBrand, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { jobs } from '../db/schema';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { INVALID_FIELDS, badRequest, validate } from '../http/errors';
import { jobsQuerySchema } from '../../resources/system/schemas';

export function jobRoutes(ctx: AppContext): Router {
  const router = Router();
  /** The jobs the caller may see: their brand's, or for staff one brand's or every brand's. */
  const visibleJobs = async (req: Request) => {
    const { brand_id } = await validate(jobsQuerySchema, req.query);
    const actor = actorOf(req);
    if (brand_id === undefined && confinedBrand(actor) !== undefined)
      throw badRequest(INVALID_FIELDS(), { brand_id: FIELD_MESSAGES.message('required') });
    if (brand_id !== undefined) authorize(actor, { brandId: brand_id });
    return and(brand_id === undefined ? undefined : eq(jobs.brand_id, brand_id), eq(jobs.queue, 'image-processor'));
  };
  router.get('/', requireAccess('background-jobs', 'View'), async (req, res) => {
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(await visibleJobs(req))
      .orderBy(desc(jobs.id))
      .limit(200);
    res.json(rows);
  });
  router.get('/counts', requireAccess('background-jobs', 'View'), async (req, res) => {
    const rows = await ctx.database.db
      .select({ status: jobs.status, n: count() })
      .from(jobs)
      .where(await visibleJobs(req))
      .groupBy(jobs.status);
    const counts = { unprocessed: 0, processing: 0, processed: 0, failed: 0 };
    for (const { status, n } of rows) if (status in counts) counts[status as keyof typeof counts] = n;
    res.json(counts);
  });
  return router;
}
