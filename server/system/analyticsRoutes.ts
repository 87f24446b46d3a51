/**
 * `POST /api/analytics/events {name, path?, props?}` → 202; `GET /api/analytics/events?name&limit`
 * (staff, TECHNICIAN level) lists them newest first. Open to visitors too (the signup
 * event happens before there is a session); rate-limited per address. The signed-in user and
 * brand are taken from the session, never from the body.
 */
import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import * as yup from 'yup';
import { desc, eq } from 'drizzle-orm';
import { requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { analyticsEvents } from '../db/schema';
import { HttpError, validate } from '../http/errors';
import { analyticsEventSchema } from '../../resources/system/schemas';

export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: 240,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, 'too_many_requests', 'Too many events. Please slow down.')),
  });
  router.post('/events', limiter, async (req, res) => {
    const input = await validate(analyticsEventSchema, req.body ?? {});
    await ctx.analytics.track(ctx.database.db, {
      name: input.name,
      path: input.path ?? null,
      props: (input.props as Record<string, unknown>) ?? {},
      user_id: req.actor?.id ?? null,
      brand_id: req.actor?.brand_id ?? null,
    });
    res.status(202).end();
  });
  // Recent events for staff (Admin Tools, checks): newest first, optionally of one name.
  router.get('/events', requireAccess('analytics', 'View'), async (req, res) => {
    const { name, limit } = await validate(
      yup.object({
        name: yup.string().trim().max(60),
        limit: yup.number().typeError('Must be a number').integer().min(1).max(500).default(100),
      }),
      req.query,
    );
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(name ? eq(analyticsEvents.name, name) : undefined)
      .orderBy(desc(analyticsEvents.id))
      .limit(limit);
    res.json(rows);
  });
  return router;
}
