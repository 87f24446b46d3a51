/**
 * The one way to run a database transaction: `transact(db, fn)`.
 *
 * - **Lock waits have their own limit.** A transaction waits for the row locks other requests
 *   hold for up to `lock_timeout` (DATABASE_LOCK_TIMEOUT_MS, 10 s), and its statements may run for
 *   that plus the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS, 2 s), so queueing behind a busy
 *   row never uses up the time a statement has for its own work. Both are set with `SET LOCAL` in
 *   the same round trip as `BEGIN` (one query string, simple protocol): no extra round trip, and
 *   they end with the transaction, so the pooled connection keeps its 2 s backstop for the rest.
 * - **Deadlocks and serialization failures are retried**: 40P01 and 40001 roll the whole
 *   transaction back, so `fn` runs again from the start, up to DATABASE_TRANSACTION_RETRIES (5)
 *   more times, after a jittered, growing pause (so the same transactions do not collide again in
 *   step). What still fails is answered 409 (errors.ts); a lock wait over its limit (55P03) or a
 *   statement over its limit (57014) is answered 503 with Retry-After.
 *
 * **`fn` must be safe to run again**: it may only change the database through `tx` and compute
 * from what it reads there. Anything outside (an email, a charge, a label bought, an event
 * published, a variable outside `fn` mutated) belongs before or after the transaction — or, when
 * that cannot be, the caller passes `{ retries: 0 }` and the failure is answered as is.
 *
 * Inside a transaction (`db` is a `tx`), `transact` opens a savepoint and never retries: only the
 * outermost transaction can run again.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from './client';

export interface TransactionSettings {
  /** Longest wait for one lock (ms; 0: no limit of its own, lock waits count against the statement timeout). */
  lockTimeoutMs: number;
  /** The connection's statement timeout (ms, 0: none): a statement in a transaction gets it plus lockTimeoutMs. */
  statementTimeoutMs: number;
  /** How many more times a transaction that hit a deadlock or a serialization failure runs. */
  retries: number;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 10_000;
export const DEFAULT_TRANSACTION_RETRIES = 5;

export interface TransactOptions {
  /** Fewer (or no) retries: for a callback that cannot run twice. */
  retries?: number;
}

/** Settings by database handle (the pool's and each dedicated connection's), set by client.ts. */
const settingsByDb = new WeakMap<object, TransactionSettings>();

export function useTransactionSettings(db: Db, settings: TransactionSettings): Db {
  settingsByDb.set(db, settings);
  return db;
}

const FALLBACK: TransactionSettings = {
  lockTimeoutMs: DEFAULT_LOCK_TIMEOUT_MS,
  statementTimeoutMs: 0,
  retries: DEFAULT_TRANSACTION_RETRIES,
};

/** The PostgreSQL error code of an error the driver threw (drizzle wraps it as `cause`). */
export function databaseErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Deadlock detected, serialization failure: the transaction was rolled back and may run again. */
export const RETRYABLE_CODES = new Set(['40P01', '40001']);

/**
 * What follows `BEGIN` in the same query: drizzle sends `begin <isolation level>` as one
 * parameterless statement, so the SET LOCALs ride along in that round trip.
 */
function beginSuffix(settings: TransactionSettings): string {
  const parts = ['read committed'];
  if (settings.lockTimeoutMs > 0) parts.push(`SET LOCAL lock_timeout = ${Math.round(settings.lockTimeoutMs)}`);
  if (settings.statementTimeoutMs > 0)
    parts.push(`SET LOCAL statement_timeout = ${Math.round(settings.statementTimeoutMs + settings.lockTimeoutMs)}`);
  return parts.join('; ');
}

/** A pause before retry `attempt` (0-based): "full jitter" over 10 ms · 2^attempt, at most 400 ms. */
export function retryPause(attempt: number, random = Math.random): number {
  return Math.round(random() * Math.min(400, 10 * 2 ** attempt));
}

/** The last work of each open transaction (or savepoint) `transact` runs, by its handle. */
const lastWork = new WeakMap<object, Array<(tx: Tx) => Promise<void>>>();

/**
 * Runs `work` as the last statements of the transaction `tx`, once its callback has succeeded and
 * just before it commits (a savepoint: before it is released), so what `work` sends (a NOTIFY) goes
 * out with the commit and never with a rollback. False when `tx` is no transaction `transact`
 * opened (the pool's handle: a statement commits at once); the caller then does the work itself.
 */
export function beforeCommit(tx: DbOrTx, work: (tx: Tx) => Promise<void>): boolean {
  const queue = lastWork.get(tx);
  if (!queue) return false;
  queue.push(work);
  return true;
}

/** `fn` with the work queued by `beforeCommit` run after it, in the same transaction. */
const withLastWork =
  <T>(fn: (tx: Tx) => Promise<T>) =>
  async (tx: Tx): Promise<T> => {
    const queue: Array<(tx: Tx) => Promise<void>> = [];
    lastWork.set(tx, queue);
    const result = await fn(tx);
    for (const work of queue) await work(tx);
    return result;
  };

export async function transact<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>, options: TransactOptions = {}): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(withLastWork(fn));
  const settings = settingsByDb.get(db) ?? FALLBACK;
  const retries = Math.max(0, options.retries ?? settings.retries);
  // Typed as an isolation level; see beginSuffix.
  const config = { isolationLevel: beginSuffix(settings) as 'read committed' };
  for (let attempt = 0; ; attempt++) {
    try {
      return await (db as Db).transaction(withLastWork(fn), config);
    } catch (err) {
      if (attempt >= retries || !RETRYABLE_CODES.has(databaseErrorCode(err) ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryPause(attempt)));
    }
  }
}
