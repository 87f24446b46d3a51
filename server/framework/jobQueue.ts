/**
 * The background job queue (docs/requirements/platform.md §4): jobs are rows of `jobs`, taken with
 * FOR UPDATE SKIP LOCKED so any number of workers (in-process, or `npm run worker` processes)
 * share the queue without taking a job twice. Progress is published on the event bus, so the
 * notifications of the brand update live over the websocket.
 *
 * A worker holds the job it runs by a lease that its heartbeat renews. A job still "processing"
 * past its lease lost its worker (a crash, `kill -9`, a machine gone) and is taken again, up to
 * the configured number of attempts; then it fails with the reason, where people see jobs.
 * Handlers must therefore be safe to run again from the start (docs/architecture.md "Jobs").
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rows, type DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import type { CodedText } from '../../resources/i18n/catalogue';

export type Job = typeof jobs.$inferSelect;
export const JOB_CATEGORIES = ['MOCKUP_UPLOAD', 'PRODUCT_UPLOAD', 'SAMPLE_CREATION', 'HEADER_CREATION'] as const;

/**
 * A job handler returns the status message to show, or throws to fail the attempt. `failed`, when
 * given, runs once when the job is given up (its last attempt threw, or its worker died during
 * it), to leave what the job was making in a state people can see (a product marked failed).
 */
export type JobHandler = ((job: Job, ctx: AppContext) => Promise<string | CodedText | void>) & {
  failed?: (job: Job, ctx: AppContext, reason: string) => Promise<void>;
};

/** Defaults of JOB_MAX_ATTEMPTS and JOB_LEASE_SECONDS (config.ts). */
export const MAX_ATTEMPTS = 3;
export const DEFAULT_LEASE_SECONDS = 30;

export interface WorkerOptions {
  /** Who runs the job: stored in `locked_by`, so that only this worker renews and finishes it. */
  worker?: string;
  leaseSeconds?: number;
  maxAttempts?: number;
}

/** A name for one worker: host, process and a random part (two workers of one process differ). */
export function workerName(): string {
  return `${os.hostname().slice(0, 60)}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

function settingsOf(ctx: AppContext | undefined, options: WorkerOptions) {
  return {
    worker: options.worker ?? workerName(),
    leaseSeconds: options.leaseSeconds ?? ctx?.config.jobs?.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    maxAttempts: options.maxAttempts ?? ctx?.config.jobs?.maxAttempts ?? MAX_ATTEMPTS,
  };
}

const categoryIn = (categories: readonly string[]) =>
  sql`category IN (${sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  )})`;

export async function enqueue(
  db: DbOrTx,
  job: { brand_id: number | null; category: string; queue?: string; passthrough_data?: Record<string, unknown> },
): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({
      brand_id: job.brand_id,
      category: job.category,
      queue: job.queue ?? 'image-processor',
      passthrough_data: job.passthrough_data ?? {},
    })
    .returning();
  return row;
}

/**
 * Takes the oldest job of the given categories that is due, or whose worker died (its lease ran
 * out) with attempts left, marking it processing under this worker's lease; undefined when none.
 */
export async function claimJob(db: DbOrTx, categories: readonly string[], options: WorkerOptions = {}): Promise<Job | undefined> {
  if (categories.length === 0) return undefined;
  const { worker, leaseSeconds, maxAttempts } = settingsOf(undefined, options);
  const [row] = await rows<Job>(
    db,
    sql`UPDATE ${jobs} SET status = 'processing', locked_at = now(), locked_by = ${worker},
          lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1, updated_at = now(),
          status_message = CASE WHEN status = 'processing'
            THEN 'Resumed: the worker of the previous attempt stopped before it finished.' ELSE status_message END
        WHERE id = (
          SELECT id FROM ${jobs}
          WHERE ((status = 'unprocessed' AND run_after <= now())
              OR (status = 'processing' AND lease_until < now() AND attempts < ${maxAttempts}))
            AND ${categoryIn(categories)}
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING *`,
  );
  return row;
}

/**
 * Fails the jobs whose worker died during their last allowed attempt, with the reason, and runs
 * their handlers' `failed`; answers them.
 */
export async function failAbandonedJobs(ctx: AppContext, handlers: Record<string, JobHandler>, options: WorkerOptions = {}) {
  const categories = Object.keys(handlers);
  if (categories.length === 0) return [];
  const { maxAttempts } = settingsOf(ctx, options);
  const abandoned = await rows<Job>(
    ctx.database.db,
    sql`UPDATE ${jobs} SET status = 'failed', locked_at = NULL, locked_by = NULL, lease_until = NULL, progress = NULL, updated_at = now(),
          status_message = format('Failed after %s attempts: the worker running the last one stopped before it finished (a crash or a restart).', attempts)
        WHERE id IN (
          SELECT id FROM ${jobs}
          WHERE status = 'processing' AND lease_until < now() AND attempts >= ${maxAttempts} AND ${categoryIn(categories)}
          FOR UPDATE SKIP LOCKED)
        RETURNING *`,
  );
  for (const job of abandoned) await gaveUp(ctx, handlers[job.category], job, job.status_message ?? 'Failed.');
  return abandoned;
}

async function gaveUp(ctx: AppContext, handler: JobHandler | undefined, job: Job, reason: string) {
  await handler?.failed?.(job, ctx, reason);
  await ctx.events.publish({
    topic: 'job.updated',
    brand_id: job.brand_id,
    data: { id: job.id, status: 'failed', status_message: reason },
  });
}

/** Ends this worker's attempt; false when the job is no longer its own (its lease ran out and another worker took it). */
async function finish(
  ctx: AppContext,
  job: Job,
  worker: string,
  status: 'processed' | 'failed' | 'unprocessed',
  said: string | CodedText | null,
  retryInSeconds = 0,
): Promise<boolean> {
  // A keyed message keeps its key and values next to its English (the app words it by key).
  const message = typeof said === 'string' || said === null ? said : said.text;
  const coded = typeof said === 'string' || said === null ? null : said;
  const [ended] = await rows(
    ctx.database.db,
    sql`UPDATE ${jobs} SET status = ${status}, status_message = ${message}, message_code = ${coded?.code ?? null},
          message_values = ${coded ? JSON.stringify(coded.values ?? {}) : null}::jsonb, locked_at = NULL, locked_by = NULL, lease_until = NULL,
          updated_at = now(), progress = ${status === 'processed' ? 100 : null},
          run_after = now() + make_interval(secs => ${retryInSeconds})
        WHERE id = ${job.id} AND status = 'processing' AND locked_by = ${worker}
        RETURNING id`,
  );
  if (!ended) return false;
  await ctx.events.publish({
    topic: 'job.updated',
    brand_id: job.brand_id,
    data: { id: job.id, status, status_message: message, message_code: coded?.code ?? null, message_values: coded?.values ?? null },
  });
  return true;
}

/**
 * Records how far a running job is (0–100, with what it is doing) and tells the brand's
 * notifications live, so a long image job shows a moving bar instead of a spinner.
 */
export async function reportProgress(ctx: AppContext, job: Job, progress: number, message: string) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  await ctx.database.db.execute(
    sql`UPDATE ${jobs} SET progress = ${value}, status_message = ${message}, message_code = NULL, message_values = NULL, updated_at = now() WHERE id = ${job.id}`,
  );
  await ctx.events.publish({
    topic: 'job.updated',
    brand_id: job.brand_id,
    data: { id: job.id, status: 'processing', progress: value, status_message: message },
  });
}

/**
 * Renews the lease of a running job every third of its length, so that it outlives a slow
 * attempt but not a dead worker. A renewal that fails (the database is away) is tried again at
 * the next beat; the lease covers a couple of missed beats.
 */
function heartbeat(ctx: AppContext, job: Job, worker: string, leaseSeconds: number): () => void {
  const timer = setInterval(
    () =>
      void ctx.database.db
        .execute(
          sql`UPDATE ${jobs} SET lease_until = now() + make_interval(secs => ${leaseSeconds})
              WHERE id = ${job.id} AND status = 'processing' AND locked_by = ${worker}`,
        )
        .catch(() => {}),
    (leaseSeconds * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs one due (or abandoned) job if there is one; true when it ran something. */
export async function runNextJob(ctx: AppContext, handlers: Record<string, JobHandler>, options: WorkerOptions = {}): Promise<boolean> {
  const settings = settingsOf(ctx, options);
  await failAbandonedJobs(ctx, handlers, settings);
  const job = await claimJob(ctx.database.db, Object.keys(handlers), settings);
  if (!job) return false;
  await ctx.events.publish({ topic: 'job.updated', brand_id: job.brand_id, data: { id: job.id, status: 'processing' } });
  const stopHeartbeat = heartbeat(ctx, job, settings.worker, settings.leaseSeconds);
  const handler = handlers[job.category];
  try {
    const message = await handler(job, ctx);
    stopHeartbeat();
    await finish(ctx, job, settings.worker, 'processed', message || null);
  } catch (err) {
    stopHeartbeat();
    const message = err instanceof Error ? err.message : String(err);
    // Retry with a growing delay; after the last attempt the job stays failed for people to see.
    if (job.attempts < settings.maxAttempts)
      await finish(ctx, job, settings.worker, 'unprocessed', `Retrying: ${message}`, 5 * 2 ** job.attempts);
    else if (await finish(ctx, job, settings.worker, 'failed', message)) await handler.failed?.(job, ctx, message);
  }
  return true;
}

/**
 * Hands the jobs this worker holds back to the queue (a drain: the process is stopping before they
 * finished): they are due again at once for another worker, and the interrupted attempt does not
 * count. The handler still running here can no longer renew or finish them (both check locked_by).
 */
export async function handBackJobs(ctx: AppContext, worker: string): Promise<Job[]> {
  const handed = await rows<Job>(
    ctx.database.db,
    sql`UPDATE ${jobs} SET status = 'unprocessed', locked_at = NULL, locked_by = NULL, lease_until = NULL, progress = NULL,
          attempts = greatest(attempts - 1, 0), run_after = now(), updated_at = now(),
          status_message = 'Handed back: the worker running it was stopped (a restart or a deploy); another worker takes it.'
        WHERE status = 'processing' AND locked_by = ${worker}
        RETURNING *`,
  );
  for (const job of handed)
    await ctx.events.publish({
      topic: 'job.updated',
      brand_id: job.brand_id,
      data: { id: job.id, status: 'unprocessed', status_message: job.status_message },
    });
  return handed;
}

/**
 * Polls the queue (and wakes on `job.enqueued` events) until stopped. The stop function takes no
 * new job and waits for the running one up to `graceMs`; a job still running then is handed back.
 */
export function startWorker(ctx: AppContext, handlers: Record<string, JobHandler>, pollMs = 1000, options: WorkerOptions = {}) {
  const settings = settingsOf(ctx, options);
  let stopped = false;
  let wake: (() => void) | undefined;
  const unsubscribe = ctx.events.subscribe((e) => e.topic === 'job.enqueued' && wake?.());
  const loop = (async () => {
    while (!stopped) {
      // A failure here is the database's (down, restarting): the job keeps its lease and is
      // taken again once that runs out; the loop waits a poll and carries on.
      const ran = await runNextJob(ctx, handlers, settings).catch(() => false);
      if (!ran) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, pollMs)));
    }
  })();
  return async (graceMs = Infinity) => {
    stopped = true;
    wake?.();
    unsubscribe();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      loop.then(() => true),
      ...(Number.isFinite(graceMs) ? [new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))] : []),
    ]);
    clearTimeout(timer);
    if (!finished) await handBackJobs(ctx, settings.worker);
  };
}
