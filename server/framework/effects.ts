/**
 * Outside calls that cost money (a shipping label, a charge) inside a safe boundary: each is
 * written to the effects outbox (`external_effects`) as `intended` — committed — before it is
 * made, its answer is kept as soon as it comes, and it is settled in the transaction that records
 * what it paid for (`done`), or undone at the provider when that transaction fails (`voided`), or
 * `failed` when the call itself failed. Nothing bought is ever left unrecorded: whatever a crash
 * or a failed undo leaves `intended`, the reconciler finishes (on start and every minute).
 *
 * Print jobs need no row here: the print spool (`print_jobs`) is written before the job is sent
 * and keyed by an idempotency key, so a retried print prints once (server/adapters/printing.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { externalEffects, shipments } from '../db/schema';
import { conflict } from '../http/errors';
import { pruneIdempotencyKeys } from '../http/idempotency';
import type { PurchasedLabel } from '../adapters/carrier';

export type Effect = typeof externalEffects.$inferSelect;
export type EffectState = 'intended' | 'done' | 'voided' | 'failed';

/** An intended effect nobody settled for this long was left by a crash or a failed undo. */
export const EFFECT_STALE_MS = 2 * 60_000;
/** Undo is tried this many times by the reconciler before the effect is marked failed for a person. */
export const EFFECT_MAX_ATTEMPTS = 5;

/**
 * Writes the intent (its own commit, before the call). One intended effect per kind and subject:
 * a second at once is refused with `busy` (409) — it would pay for the same thing twice.
 */
export async function intendEffect(
  db: DbOrTx,
  effect: { kind: string; subject: string; brand_id?: number | null; request: Record<string, unknown> },
  busy: string,
): Promise<Effect> {
  const [row] = await db
    .insert(externalEffects)
    .values({ kind: effect.kind, subject: effect.subject, brand_id: effect.brand_id ?? null, request: effect.request })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(busy);
  return row;
}

/** Keeps the provider's answer (what is needed to undo it) the moment it arrives. */
export async function effectAnswered(db: DbOrTx, id: number, result: Record<string, unknown>) {
  await db
    .update(externalEffects)
    .set({ result, attempts: sql`${externalEffects.attempts} + 1`, updated_at: sql`now()` })
    .where(eq(externalEffects.id, id));
}

/** Settles an intended effect; in the recording transaction for `done`. */
export async function settleEffect(
  db: DbOrTx,
  id: number,
  state: Exclude<EffectState, 'intended'>,
  patch: { result?: Record<string, unknown>; error?: string | null } = {},
) {
  await db
    .update(externalEffects)
    .set({ state, ...patch, updated_at: sql`now()` })
    .where(and(eq(externalEffects.id, id), eq(externalEffects.state, 'intended')));
}

/** What of a bought label the effect keeps: enough to void it or find its shipment. */
export function labelReference(label: PurchasedLabel) {
  return {
    carrier: label.carrier,
    service: label.service,
    tracking_number: label.tracking_number,
    carrier_shipment_id: label.carrier_shipment_id,
    cost: label.cost,
  };
}

/**
 * Voids a bought label whose recording failed. When the carrier cannot be reached the effect
 * stays intended with the reason, and the reconciler tries again.
 */
export async function voidUnrecordedLabel(
  ctx: AppContext,
  effectId: number,
  label: { carrier_shipment_id: string | null; tracking_number: string },
) {
  const db = ctx.database.db;
  try {
    await ctx.carrier.void(label);
    await settleEffect(db, effectId, 'voided');
    return true;
  } catch (err) {
    await db
      .update(externalEffects)
      .set({
        error: String((err as Error)?.message ?? err).slice(0, 500),
        attempts: sql`${externalEffects.attempts} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(externalEffects.id, effectId));
    return false;
  }
}

/** How the reconciler finishes an intended effect of each kind (areas register theirs). */
type EffectFinisher = (ctx: AppContext, effect: Effect) => Promise<EffectState>;
const finishers = new Map<string, EffectFinisher>();

export function registerEffectFinisher(kind: string, finish: EffectFinisher) {
  finishers.set(kind, finish);
}

/** Finishes one stale intended effect; answers the state it ends in. */
async function reconcileOne(ctx: AppContext, effect: Effect): Promise<EffectState> {
  const db = ctx.database.db;
  const finish = finishers.get(effect.kind);
  if (finish) {
    try {
      return await finish(ctx, effect);
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      if (effect.attempts + 1 >= EFFECT_MAX_ATTEMPTS) {
        await settleEffect(db, effect.id, 'failed', { error });
        return 'failed';
      }
      await db
        .update(externalEffects)
        .set({ error, attempts: sql`${externalEffects.attempts} + 1` })
        .where(eq(externalEffects.id, effect.id));
      return 'intended';
    }
  }
  if (effect.kind === 'label') {
    const label = effect.result as { tracking_number?: string; carrier_shipment_id?: string | null } | null;
    if (!label?.tracking_number) {
      // The purchase never answered (the server stopped during the call): nothing to void by id.
      await settleEffect(db, effect.id, 'failed', {
        error: 'The carrier never confirmed this purchase: check the carrier account for a label of this parcel.',
      });
      return 'failed';
    }
    const [recorded] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.tracking_number, label.tracking_number));
    if (recorded) {
      await settleEffect(db, effect.id, 'done', { result: { ...label, shipment_id: recorded.id } });
      return 'done';
    }
    if (
      await voidUnrecordedLabel(ctx, effect.id, {
        tracking_number: label.tracking_number,
        carrier_shipment_id: label.carrier_shipment_id ?? null,
      })
    )
      return 'voided';
  }
  if (effect.attempts + 1 >= EFFECT_MAX_ATTEMPTS || effect.kind !== 'label') {
    await settleEffect(db, effect.id, 'failed', { error: effect.error ?? 'Could not be finished automatically.' });
    return 'failed';
  }
  return 'intended';
}

/**
 * Settles every intended effect older than `staleMs`. Each is taken with a lease — its
 * `updated_at` moved to now by one atomic update — so several instances never undo the same
 * effect at once. Answers how many it finished.
 */
export async function reconcileEffects(ctx: AppContext, staleMs = EFFECT_STALE_MS): Promise<number> {
  const db = ctx.database.db;
  const isStale = and(
    eq(externalEffects.state, 'intended'),
    lt(externalEffects.updated_at, sql`now() - ${`${staleMs} milliseconds`}::interval`),
  );
  const stale = await db.select({ id: externalEffects.id }).from(externalEffects).where(isStale).orderBy(externalEffects.id).limit(100);
  let finished = 0;
  for (const { id } of stale) {
    const [effect] = await db
      .update(externalEffects)
      .set({ updated_at: sql`now()` })
      .where(and(eq(externalEffects.id, id), isStale))
      .returning();
    if (effect && (await reconcileOne(ctx, effect)) !== 'intended') finished++;
  }
  return finished;
}

/** Runs the reconciler on start and every minute; answers the function that stops it. */
export function startEffectsReconciler(ctx: AppContext): () => void {
  const run = () =>
    reconcileEffects(ctx)
      .then(() => pruneIdempotencyKeys(ctx))
      .catch(() => {});
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
