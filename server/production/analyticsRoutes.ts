/**
 * Analytics (docs/requirements/analytics.md §7 `GET v2/analytics/average-fulfillment-time`) and
 * what the analytics charts add: orders per status and the stations' throughput per day. All take
 * the same filters; a brand user sees their brand. The figures are server/production/analytics.ts.
 */
import { Router, type Request } from 'express';
import { fulfillmentQuerySchema } from '../../resources/production/schemas';
import { authorize, confinedBrand } from '../framework/actor';
import type { AppContext } from '../context';
import { validate } from '../http/errors';
import { averageFulfilmentTime, ordersByStatus, stationThroughput, type AnalyticsFilters } from './analytics';

/** The filters of every analytics call, checked: a brand named must be the caller's to see. */
async function filtersOf(req: Request): Promise<AnalyticsFilters> {
  const actor = authorize(req.actor, { resource: 'analytics', action: 'View' });
  const { startDate, endDate, brandId, designId } = await validate(fulfillmentQuerySchema, req.query);
  if (brandId) authorize(actor, { brandId });
  return { startDate, endDate, brandId: confinedBrand(actor) ?? brandId ?? null, designId: designId ?? null };
}

export function analyticsV2Routes(ctx: AppContext) {
  const router = Router();
  const db = ctx.database.db;
  router.get('/average-fulfillment-time', async (req, res) => res.json(await averageFulfilmentTime(db, await filtersOf(req))));
  router.get('/orders-by-status', async (req, res) => res.json(await ordersByStatus(db, await filtersOf(req))));
  router.get('/station-throughput', async (req, res) => res.json(await stationThroughput(db, await filtersOf(req))));
  return router;
}
