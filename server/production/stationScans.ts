/**
 * A station scan sent with an `Idempotency-Key` is applied exactly once (docs/production.md
 * "Offline scans"): a device's queue replaying scans taken offline, or a station resending after
 * a dropped connection, may send the same scan any number of times, even at once.
 *
 * The key is claimed in the scan's own transaction (`station_scans`, unique per account and key)
 * and the answer is written with it before COMMIT: a scan and its key commit together or not at
 * all (a crash in between leaves neither). A repeat while the first is running waits on the
 * unique index for the first to commit, then reads its answer; a repeat later reads it at once.
 * Refusals (4xx: the item was cancelled meanwhile) are kept too — the same key always gets the
 * same answer — while a 5xx rolls the key back with the scan, so it can be tried again.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { stationScans } from '../db/schema';
import type { Tx } from '../db/client';
import { transact } from '../db/transaction';
import { every } from '../framework/schedule';
import type { Actor } from '../framework/actor';
import { badRequest, HttpError, INVALID_FIELDS } from '../http/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../http/idempotency';
import { STATION_MESSAGES } from '../../resources/i18n/areas/production';

/** How long a station scan's key is kept (a device's queue replays within the shift). */
export const STATION_SCAN_KEY_DAYS = 7;

export interface ScanRequest {
  scan_value: string;
  employee_id: number;
  scanned_at: Date;
  /** What else makes the request this one (e.g. `unscan`). */
  details?: Record<string, unknown>;
}

/** The request's `Idempotency-Key`, checked; undefined without one. */
export function scanKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw badRequest(INVALID_FIELDS(), {
      [IDEMPOTENCY_KEY_HEADER]: 'At most 255 characters, printable and without spaces',
    });
  return key;
}

/**
 * Runs `scan` in a transaction once for `key`, and answers `res` with its result — or, for a key
 * seen before, with the answer the first got (`Idempotent-Replayed: true`).
 */
export async function scanOnce<T>(
  ctx: AppContext,
  res: Response,
  actor: Actor,
  key: string,
  request: ScanRequest,
  scan: (tx: Tx) => Promise<T>,
  answer: (result: T) => unknown,
) {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.scan_value, request.employee_id, request.scanned_at.toISOString(), request.details ?? {}]))
    .digest('hex');
  const mine = and(eq(stationScans.user_id, actor.id), eq(stationScans.key, key));
  const outcome = await transact(ctx.database.db, async (tx) => {
    // Claimed with a placeholder answer; a repeat running at once waits here for this transaction.
    const [claimed] = await tx
      .insert(stationScans)
      .values({
        user_id: actor.id,
        key,
        fingerprint,
        scan_value: request.scan_value,
        employee_id: request.employee_id,
        scanned_at: request.scanned_at,
        status_code: 0,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ id: stationScans.id });
    if (!claimed) {
      const [first] = await tx.select().from(stationScans).where(mine);
      if (!first) throw new HttpError(409, 'idempotency_in_progress', 'This scan is being recorded. Try again in a moment.');
      if (first.fingerprint !== fingerprint)
        throw new HttpError(422, 'idempotency_key_reused', STATION_MESSAGES.message('idempotency_key_reused'));
      return { replayed: true, status: first.status_code, body: first.response };
    }
    let status = 200;
    let body: unknown;
    try {
      // A savepoint: a refusal undoes what the scan did, and keeps the key with its answer.
      body = answer(await transact(tx, scan));
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      status = err.status;
      body = { error: { code: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) } };
    }
    await tx.update(stationScans).set({ status_code: status, response: body }).where(eq(stationScans.id, claimed.id));
    return { replayed: false, status, body };
  });
  if (outcome.replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(outcome.status).json(outcome.body);
}

/** Removes the keys of scans older than STATION_SCAN_KEY_DAYS (hourly, `startStationScanPrune`). */
export async function pruneStationScans(ctx: AppContext) {
  await ctx.database.db.delete(stationScans).where(lt(stationScans.created_at, sql`now() - ${`${STATION_SCAN_KEY_DAYS} days`}::interval`));
}

/** Every hour (two minutes after start), forgets the station scan keys older than STATION_SCAN_KEY_DAYS. */
export const startStationScanPrune = (ctx: AppContext, everyMs = 3_600_000, firstMs = 120_000) =>
  every('station scan key pruning', everyMs, () => pruneStationScans(ctx), firstMs);
