/**
 * The email outbox (local email adapter), newest first: `GET /api/outbox?to=&limit=`. Admin Tools
 * and the end-to-end tests read the links of sent emails here. TECHNICIAN level (`outbox` View).
 * The links of account emails carry single-use tokens that take over an account, so only those
 * who may read them (`outbox-links`: SUPERADMIN) see them whole; others see them redacted.
 */
import { desc, sql } from 'drizzle-orm';
import { Router } from 'express';
import { canAccess } from '../../resources/registry';
import { actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { emailOutbox } from '../db/schema';
import { validate } from '../http/errors';
import { outboxQuerySchema } from '../../resources/system/schemas';

export function outboxRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAccess('outbox', 'View'), async (req, res) => {
    const { to, limit } = await validate(outboxQuerySchema, req.query);
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(to ? sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(limit);
    const showLinks = canAccess(actorOf(req).role, 'outbox-links', 'View');
    res.json(showLinks ? rows : rows.map((row) => ({ ...row, text: redactTokens(row.text), html: row.html && redactTokens(row.html) })));
  });
  return router;
}

/** Hides the token values of emailed links (`verify_token=…`, `reset_token=…`). */
export function redactTokens(text: string): string {
  return text.replace(/\b([a-z_]*token)=[^&\s"'<]+/gi, '$1=hidden');
}
