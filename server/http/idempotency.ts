/**
 * Idempotency keys on calls that move money or verify it, in Stripe's way: a client sends an
 * `Idempotency-Key` header (any unique string, e.g. a UUID) and may resend the same request
 * safely. The first request with a key runs; its answer (2xx or 4xx) is kept for a day and
 * replayed to the same request with that key (`Idempotent-Replayed: true`). The same key with
 * another method, URL or body is refused (422); while the first is still running a repeat is told
 * to try again (409). A 5xx is not kept: the request may be tried again with its key. Keys are
 * the user's own: two users never share one. Without the header, nothing changes.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { idempotencyKeys } from '../db/schema';
import { badRequest, HttpError, INVALID_FIELDS } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A key whose first request never answered (its server died) is free again after this long. */
export const ABANDONED_AFTER_MINUTES = 5;

/** JSON with object keys sorted, so that `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function idempotent(ctx: AppContext): RequestHandler {
  const db = ctx.database.db;
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    // Without a session the route answers 401 itself; without a key, nothing to remember.
    if (key === undefined || !req.actor) return next();
    if (!/^[\x21-\x7e]{1,255}$/.test(key))
      throw badRequest(INVALID_FIELDS(), {
        [IDEMPOTENCY_KEY_HEADER]: 'At most 255 characters, printable and without spaces',
      });
    const userId = req.actor.id;
    const fingerprint = createHash('sha256')
      .update(canonical({ method: req.method, url: req.originalUrl, body: req.body ?? null }))
      .digest('hex');
    const mine = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
    // An expired key, or one whose first request was abandoned, is free again.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          sql`(${idempotencyKeys.expires_at} < now() OR (${idempotencyKeys.status_code} IS NULL AND ${idempotencyKeys.created_at} < now() - ${`${ABANDONED_AFTER_MINUTES} minutes`}::interval))`,
        ),
      );
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        user_id: userId,
        key,
        fingerprint,
        method: req.method,
        path: req.originalUrl.slice(0, 500),
        expires_at: sql`now() + ${`${IDEMPOTENCY_TTL_HOURS} hours`}::interval`,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [first] = await db.select().from(idempotencyKeys).where(mine);
      if (first && first.fingerprint !== fingerprint)
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was sent with another request. Use a new key for a new request.',
        );
      if (!first || first.status_code == null)
        throw new HttpError(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being served. Try again in a moment.',
        );
      res.setHeader('Idempotent-Replayed', 'true');
      return void res.status(first.status_code).json(first.response);
    }
    // Keep the answer before it is sent: a client that resends right after it is answered gets it.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      const keep =
        status < 500
          ? db
              .update(idempotencyKeys)
              .set({ status_code: status, response: body ?? null })
              .where(eq(idempotencyKeys.id, claimed.id))
          : db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
      keep.then(
        () => send(body),
        () => send(body),
      );
      return res;
    };
    next();
  };
}

/** Removes expired keys (run with the other housekeeping; lookups ignore them anyway). */
export async function pruneIdempotencyKeys(ctx: AppContext) {
  await ctx.database.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expires_at, sql`now()`));
}
