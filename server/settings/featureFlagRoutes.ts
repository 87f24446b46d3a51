/** The public read of one flag by name (docs/requirements/settings.md §7): `GET /api/feature-flags/{flag_name}` → `{flag_name, value}`. */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import type { AppContext } from '../context';
import { featureFlags } from '../db/schema';
import { notFound } from '../http/errors';

export function featureFlagByNameRoutes(ctx: AppContext): Router {
  const router = Router();
  // Numeric keys are ids (the generic resource route); names are read here, without a session.
  router.get('/:flag_name', async (req, res, next) => {
    if (/^\d+$/.test(req.params.flag_name)) return next();
    const [flag] = await ctx.database.db.select().from(featureFlags).where(eq(featureFlags.flag_name, req.params.flag_name));
    if (!flag) throw notFound(`No feature flag named ${req.params.flag_name}.`);
    res.json({ flag_name: flag.flag_name, value: flag.production_value });
  });
  return router;
}
