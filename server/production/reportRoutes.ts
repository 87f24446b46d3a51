/** The waste report's route (docs/requirements/production.md §9); the report is server/production/wasteReport.ts. */
import { Router } from 'express';
import { wasteReportSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { validate } from '../http/errors';
import { wasteReport } from './wasteReport';

export function wasteReportRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/report', async (req, res) => {
    authorize(req.actor, { resource: 'waste-records', action: 'View' });
    res.json(await wasteReport(ctx.database.db, await validate(wasteReportSchema, req.query)));
  });
  return router;
}
