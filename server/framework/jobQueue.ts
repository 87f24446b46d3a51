/**
 * The background job queue (ARCHITECTURE.md): jobs are rows of `jobs`, taken with
 * FOR UPDATE SKIP LOCKED so any number of workers (in-process, or `npm run worker` processes)
 * share the queue without taking a job twice. Progress is published on the event bus, so the
 * notifications of the brand update live over the websocket.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rows, type DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;
export const JOB_CATEGORIES = ['MOCKUP_UPLOAD', 'PRODUCT_UPLOAD', 'SAMPLE_CREATION', 'HEADER_CREATION'] as const;

/** A job handler returns the status message to show, or throws to fail the job. */
export type JobHandler = (job: Job, ctx: AppContext) => Promise<string | void>;

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

/** Takes the oldest due job of the given categories, marking it processing; undefined when none. */
export async function claimJob(db: DbOrTx, categories: readonly string[]): Promise<Job | undefined> {
  if (categories.length === 0) return undefined;
  const [row] = await rows<Job>(
    db,
    sql`UPDATE ${jobs} SET status = 'processing', locked_at = now(), attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM ${jobs}
          WHERE status = 'unprocessed' AND run_after <= now()
            AND category IN (${sql.join(
              categories.map((c) => sql`${c}`),
              sql`, `,
            )})
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING *`,
  );
  return row;
}

async function finish(
  ctx: AppContext,
  job: Job,
  status: 'processed' | 'failed' | 'unprocessed',
  message: string | null,
  retryInSeconds = 0,
) {
  await ctx.database.db.execute(
    sql`UPDATE ${jobs} SET status = ${status}, status_message = ${message}, locked_at = NULL, updated_at = now(),
        progress = ${status === 'processed' ? 100 : null},
        run_after = now() + make_interval(secs => ${retryInSeconds}) WHERE id = ${job.id}`,
  );
  await ctx.events.publish({ topic: 'job.updated', brand_id: job.brand_id, data: { id: job.id, status, status_message: message } });
}

/**
 * Records how far a running job is (0–100, with what it is doing) and tells the brand's
 * notifications live, so a long image job shows a moving bar instead of a spinner.
 */
export async function reportProgress(ctx: AppContext, job: Job, progress: number, message: string) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  await ctx.database.db.execute(
    sql`UPDATE ${jobs} SET progress = ${value}, status_message = ${message}, updated_at = now() WHERE id = ${job.id}`,
  );
  await ctx.events.publish({
    topic: 'job.updated',
    brand_id: job.brand_id,
    data: { id: job.id, status: 'processing', progress: value, status_message: message },
  });
}

export const MAX_ATTEMPTS = 3;

/** Runs one due job if there is one; true when it ran something. */
export async function runNextJob(ctx: AppContext, handlers: Record<string, JobHandler>): Promise<boolean> {
  const job = await claimJob(ctx.database.db, Object.keys(handlers));
  if (!job) return false;
  await ctx.events.publish({ topic: 'job.updated', brand_id: job.brand_id, data: { id: job.id, status: 'processing' } });
  try {
    const message = await handlers[job.category](job, ctx);
    await finish(ctx, job, 'processed', message || null);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Retry with a growing delay; after the last attempt the job stays failed for people to see.
    if (job.attempts < MAX_ATTEMPTS) await finish(ctx, job, 'unprocessed', `Retrying: ${message}`, 5 * 2 ** job.attempts);
    else await finish(ctx, job, 'failed', message);
  }
  return true;
}

/** Polls the queue (and wakes on `job.enqueued` events) until stopped. */
export function startWorker(ctx: AppContext, handlers: Record<string, JobHandler>, pollMs = 1000) {
  let stopped = false;
  let wake: (() => void) | undefined;
  const unsubscribe = ctx.events.subscribe((e) => e.topic === 'job.enqueued' && wake?.());
  const loop = (async () => {
    while (!stopped) {
      const ran = await runNextJob(ctx, handlers).catch(() => false);
      if (!ran) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, pollMs)));
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    unsubscribe();
    await loop;
  };
}
