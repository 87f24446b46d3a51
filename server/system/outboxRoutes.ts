/**
 * The email outbox (local email adapter), newest first: `GET /api/outbox?to=&limit=`. Admin Tools
 * and the end-to-end tests read the links of sent emails here. TECHNICIAN level (`outbox` View).
 */
import { desc, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { requireAccess } from '../accounts/middleware';
import type { AppContext } from '../context';
import { emailOutbox } from '../db/schema';
import { validate } from '../http/errors';

const querySchema = yup.object({
  to: yup.string().trim().max(254),
  limit: yup.number().typeError('Must be a number').integer('Must be a whole number').min(1).max(200).default(50),
});

export function outboxRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAccess('outbox', 'View'), async (req, res) => {
    const { to, limit } = await validate(querySchema, req.query);
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(to ? sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(limit);
    res.json(rows);
  });
  return router;
}
