/**
 * Shifts (docs/production.md "Shifts"): one badge sign-in on a device holds for the shift —
 * across reloads and every station of that device — until the employee signs out, another badge
 * is scanned there, the device is idle for `SHIFT_IDLE_MINUTES`, or `SHIFT_HOURS` have passed.
 * The device keeps an opaque token (sent as `X-Station-Shift`); the server keeps its hash, the
 * employee and the account the station is signed in with, and decides every station call by it.
 * Shifts are read from memory for a short while (the scan's hot path reads none); the last use is
 * written at most once a minute; an ended shift is evicted on every instance through the event bus.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { stationShifts } from '../db/schema';
import { hashToken, newToken } from '../accounts/service';
import type { Actor } from '../framework/actor';
import { publishOnCommit } from '../framework/events';
import { HttpError } from '../http/errors';
import { stationEmployee, type Employee } from './stationEmployees';

export const SHIFT_HEADER = 'x-station-shift';
type Shift = typeof stationShifts.$inferSelect;
export type ShiftEnd = 'sign_out' | 'switched' | 'idle' | 'expired';

const SHIFT_CACHE_TTL_MS = 30_000;
/** The last use is written when it is older than this (idle is counted in minutes). */
const TOUCH_EVERY_MS = 60_000;
const ENDED = 'internal.shift-ended';

const shiftEnded = (message: string) => new HttpError(401, 'employee_required', message);

class ShiftCache {
  private entries = new Map<string, { shift: Shift; until: number }>();
  constructor(ctx: AppContext) {
    ctx.events.subscribe((event) => {
      if (event.topic === ENDED) this.entries.delete((event.data as { hash: string }).hash);
    });
  }
  get(hash: string) {
    const cached = this.entries.get(hash);
    return cached && cached.until > Date.now() ? cached.shift : undefined;
  }
  set(hash: string, shift: Shift) {
    if (this.entries.size >= 1000) this.entries.clear();
    this.entries.set(hash, { shift, until: Date.now() + SHIFT_CACHE_TTL_MS });
  }
  delete(hash: string) {
    this.entries.delete(hash);
  }
}

const caches = new WeakMap<AppContext, ShiftCache>();
function cacheOf(ctx: AppContext) {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ShiftCache(ctx)));
  return cache;
}

async function readShift(db: DbOrTx, hash: string): Promise<Shift | undefined> {
  const [shift] = await db.select().from(stationShifts).where(eq(stationShifts.token_hash, hash));
  return shift;
}

/** Ends the shift of `token` (if it is still going) for `reason`, on every instance. */
export async function endShift(ctx: AppContext, token: string, reason: ShiftEnd) {
  const hash = hashToken(token);
  cacheOf(ctx).delete(hash);
  await ctx.database.db
    .update(stationShifts)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(and(eq(stationShifts.token_hash, hash), isNull(stationShifts.ended_at)));
  await publishOnCommit(ctx.database.db, { topic: ENDED, brand_id: null, data: { hash } });
}

/** A new shift of `employee` on the caller's device; the device's previous shift (`previous`) ends. */
export async function startShift(ctx: AppContext, actor: Actor, employee: Employee, previous?: string) {
  if (previous) await endShift(ctx, previous, 'switched');
  const token = newToken();
  const [shift] = await ctx.database.db
    .insert(stationShifts)
    .values({
      token_hash: hashToken(token),
      employee_id: employee.id,
      user_id: actor.id,
      expires_at: new Date(Date.now() + ctx.config.shift.hours * 3600_000),
    })
    .returning();
  return { token, ...shiftView(ctx, shift) };
}

/** What the station shows of a shift: when it started, and when it ends unless used again. */
export function shiftView(ctx: AppContext, shift: Shift) {
  const idleEnd = new Date(shift.last_seen_at.getTime() + ctx.config.shift.idleMinutes * 60_000);
  return {
    started_at: shift.started_at,
    expires_at: shift.expires_at,
    idle_expires_at: idleEnd < shift.expires_at ? idleEnd : shift.expires_at,
  };
}

/**
 * The going shift of `token` for this account, used now (its last use moves on), or the station
 * is signed out (`employee_required`, saying why).
 */
export async function shiftOf(ctx: AppContext, actor: Actor, token: string, at?: Date): Promise<{ shift: Shift; employee: Employee }> {
  const cache = cacheOf(ctx);
  const db = ctx.database.db;
  const hash = hashToken(token);
  const idleMs = ctx.config.shift.idleMinutes * 60_000;
  let shift = cache.get(hash);
  // Another instance may have seen it since: read it again before calling it idle.
  if (!shift || Date.now() - shift.last_seen_at.getTime() > idleMs) shift = await readShift(db, hash);
  if (!shift || shift.user_id !== actor.id) throw shiftEnded('This station has no shift: scan your badge.');
  // A scan taken earlier on the device (its offline queue replaying) counts for the shift that was
  // going when it was taken, even if that shift has ended since (idle while the network was down,
  // or its hours up): it was the employee's. It neither ends nor prolongs the shift.
  if (at && at >= shift.started_at && at <= shift.expires_at && (!shift.ended_at || at <= shift.ended_at))
    return { shift, employee: await stationEmployee(ctx, shift.employee_id) };
  if (shift.ended_at) throw shiftEnded('Your shift ended: scan your badge to start a new one.');
  if (shift.expires_at.getTime() <= Date.now()) {
    await endShift(ctx, token, 'expired');
    throw shiftEnded(`Your shift ended after ${ctx.config.shift.hours} hours: scan your badge to start a new one.`);
  }
  if (Date.now() - shift.last_seen_at.getTime() > idleMs) {
    await endShift(ctx, token, 'idle');
    throw shiftEnded(`Your shift ended after ${ctx.config.shift.idleMinutes} idle minutes: scan your badge.`);
  }
  if (Date.now() - shift.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    const [touched] = await db.update(stationShifts).set({ last_seen_at: new Date() }).where(eq(stationShifts.id, shift.id)).returning();
    shift = touched ?? shift;
  }
  cache.set(hash, shift);
  return { shift, employee: await stationEmployee(ctx, shift.employee_id) };
}

/**
 * The employee working a station call: the device's shift (`X-Station-Shift`) when it sends one —
 * the employee it names in the body must be the shift's — else the active employee named (API
 * clients without a shift, as docs/requirements/production.md §7 calls them).
 */
export async function stationWorker(
  ctx: AppContext,
  req: Request,
  actor: Actor,
  employeeId: number | undefined | null,
  at?: Date,
): Promise<Employee> {
  const token = req.get(SHIFT_HEADER);
  if (!token) return stationEmployee(ctx, employeeId);
  // A scan taken more than a minute ago (a replayed queue) is judged by the shift at its time.
  const earlier = at && Date.now() - at.getTime() > 60_000 ? at : undefined;
  const { employee } = await shiftOf(ctx, actor, token, earlier);
  if (employeeId != null && employeeId !== employee.id)
    throw shiftEnded(`This station’s shift is ${employee.name}’s: scan your badge to take it over.`);
  return employee;
}
