import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoStoreOrder } from '../../server/adapters/demoStoreOrders';
import { jobs, orderQueue, orders, products } from '../../server/db/schema';
import { claimJob, enqueue, runNextJob, startWorker, type Job, type JobHandler } from '../../server/framework/jobQueue';
import { enqueueStoreOrders, importStoreOrder, ORDER_IMPORT } from '../../server/orders/importer';
import { readStoreOrder } from '../../server/orders/storeOrder';
import { useTestApp, type TestApp } from '../support/testApp';
import { CATALOG_JOB_MESSAGES } from '../../resources/i18n/areas/catalog';

let t: TestApp;
useTestApp((app) => (t = app));

describe('job queue', () => {
  it('hands each job to one worker only, even when many claim at once', async () => {
    const db = t.ctx.database.db;
    for (let i = 0; i < 10; i++) await enqueue(db, { brand_id: 1, category: 'PRODUCT_UPLOAD', passthrough_data: { product_id: i } });
    const claimed = await Promise.all(Array.from({ length: 25 }, () => claimJob(db, ['PRODUCT_UPLOAD'])));
    const ids = claimed.filter(Boolean).map((j) => j!.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(claimed.filter(Boolean).every((j) => j!.status === 'processing')).toBe(true);
  });

  it('marks a job processed with its message, or retries then fails it', async () => {
    const db = t.ctx.database.db;
    const ok = await enqueue(db, { brand_id: 1, category: 'SAMPLE_CREATION', passthrough_data: { design_id: 4 } });
    const seen: string[] = [];
    const stop = t.ctx.events.subscribe((e) => e.topic === 'job.updated' && seen.push((e.data as any).status));
    expect(
      await runNextJob(t.ctx, { SAMPLE_CREATION: async (job) => `Sample for design ${(job.passthrough_data as any).design_id} created` }),
    ).toBe(true);
    const done = await db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, ok.id) });
    expect(done).toMatchObject({ status: 'processed', status_message: 'Sample for design 4 created', message_code: null });

    // A keyed result keeps its key and values next to its English (the app words it by key).
    const keyed = await enqueue(db, { brand_id: 1, category: 'SAMPLE_CREATION', passthrough_data: { design_id: 5 } });
    await runNextJob(t.ctx, { SAMPLE_CREATION: async () => CATALOG_JOB_MESSAGES.message('sample_ready', { name: 'Fern Grove' }) });
    expect(await db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, keyed.id) })).toMatchObject({
      status: 'processed',
      status_message: 'Fern Grove: sample ready',
      message_code: 'catalog.jobs.sample_ready',
      message_values: { name: 'Fern Grove' },
    });

    const bad = await enqueue(db, { brand_id: 1, category: 'HEADER_CREATION' });
    await runNextJob(t.ctx, {
      HEADER_CREATION: async () => {
        throw new Error('Image too small');
      },
    });
    const retrying = await db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, bad.id) });
    expect(retrying).toMatchObject({ status: 'unprocessed', status_message: 'Retrying: Image too small', attempts: 1 });
    expect(retrying!.run_after.getTime()).toBeGreaterThan(Date.now());
    // Nothing else is due now.
    expect(await runNextJob(t.ctx, { HEADER_CREATION: async () => 'ok' })).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(seen).toEqual(expect.arrayContaining(['processing', 'processed', 'unprocessed']));
  });

  it('leaves jobs of categories it has no handler for', async () => {
    await enqueue(t.ctx.database.db, { brand_id: 2, category: 'MOCKUP_UPLOAD' });
    expect(await runNextJob(t.ctx, {})).toBe(false);
  });
});

const jobOf = async (id: number) => (await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
/** What `kill -9` of a worker leaves: the job stays processing and its lease runs out (here at once, not after JOB_LEASE_SECONDS). */
const leaseRunsOut = (job: Job) =>
  t.ctx.database.db.execute(sql`UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = ${job.id}`);
/** A worker that takes the job and dies before it finishes. */
async function dyingWorker(category: string, name: string) {
  const taken = await claimJob(t.ctx.database.db, [category], { worker: name });
  expect(taken).toBeDefined();
  await leaseRunsOut(taken!);
  return taken!;
}

describe('jobs whose worker died', () => {
  it('are taken again once their lease has run out, and finish; not while it runs', async () => {
    const queued = await enqueue(t.ctx.database.db, { brand_id: 1, category: 'TEST_RESUME', passthrough_data: { n: 1 } });
    const taken = await claimJob(t.ctx.database.db, ['TEST_RESUME'], { worker: 'worker-that-dies' });
    expect(taken).toMatchObject({ id: queued.id, status: 'processing', locked_by: 'worker-that-dies', attempts: 1 });
    expect(new Date(taken!.lease_until!).getTime()).toBeGreaterThan(Date.now());
    let ran = 0;
    const handlers = { TEST_RESUME: async () => (ran++, 'done on the second attempt') };
    // Its worker still holds it: nobody else runs it.
    expect(await runNextJob(t.ctx, handlers)).toBe(false);
    expect(ran).toBe(0);

    await leaseRunsOut(taken!);
    expect(await runNextJob(t.ctx, handlers)).toBe(true);
    expect(ran).toBe(1);
    expect(await jobOf(queued.id)).toMatchObject({
      status: 'processed',
      status_message: 'done on the second attempt',
      attempts: 2,
      locked_by: null,
      lease_until: null,
    });
  });

  it('fail with the reason after the last attempt, shown in the notifications, and their handler cleans up', async () => {
    const queued = await enqueue(t.ctx.database.db, { brand_id: 1, category: 'TEST_DYING' });
    for (let attempt = 1; attempt <= t.ctx.config.jobs.maxAttempts; attempt++) await dyingWorker('TEST_DYING', `dying-${attempt}`);
    const cleanedUp: string[] = [];
    const seen: unknown[] = [];
    const stop = t.ctx.events.subscribe((e) => e.topic === 'job.updated' && (e.data as any).id === queued.id && seen.push(e.data));
    const handler: JobHandler = async () => 'never runs again';
    handler.failed = async (_job, _ctx, reason) => void cleanedUp.push(reason);
    expect(await runNextJob(t.ctx, { TEST_DYING: handler })).toBe(false);
    const reason = `Failed after ${t.ctx.config.jobs.maxAttempts} attempts: the worker running the last one stopped before it finished (a crash or a restart).`;
    expect(await jobOf(queued.id)).toMatchObject({ status: 'failed', status_message: reason, locked_by: null });
    expect(cleanedUp).toEqual([reason]);
    await expect.poll(() => seen).toContainEqual({ id: queued.id, status: 'failed', status_message: reason });
    stop();
    const su = await t.as('superadmin@demo.test');
    const shown = (await su.get('/api/queues/image-processor?brand_id=1')).body.find((j: any) => j.id === queued.id);
    expect(shown).toMatchObject({ status: 'failed', status_message: reason });
  });

  it('a product whose processing keeps dying ends "failed", not "processing" for good', async () => {
    const db = t.ctx.database.db;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.brand_id, 1)).limit(1);
    // Only this product's job is waiting (the claims above hold the others).
    await db.execute(sql`UPDATE jobs SET status = 'processed' WHERE category = 'PRODUCT_UPLOAD' AND status <> 'processed'`);
    await db.update(products).set({ processing_status: 'processing' }).where(eq(products.id, product.id));
    await enqueue(db, { brand_id: 1, category: 'PRODUCT_UPLOAD', passthrough_data: { product_id: product.id } });
    for (let attempt = 1; attempt <= t.ctx.config.jobs.maxAttempts; attempt++) await dyingWorker('PRODUCT_UPLOAD', `dying-${attempt}`);
    await runNextJob(t.ctx, { PRODUCT_UPLOAD: t.ctx.resources.jobs().PRODUCT_UPLOAD });
    const [after] = await db.select({ status: products.processing_status }).from(products).where(eq(products.id, product.id));
    expect(after.status).toBe('failed');
  });

  it('a store order import cut off after its order was made is finished by the resumed job, with one order', async () => {
    const db = t.ctx.database.db;
    const payload = demoStoreOrder({ brand_id: 1, brand_name: 'Wallflower Studio', materials: ['Traditional Smooth'] }, 9301) as any;
    const [item] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload }]);
    // The worker took the job, marked the item processing, committed the order, and died.
    const taken = await claimJob(db, [ORDER_IMPORT], { worker: 'importer-that-dies' });
    expect((taken!.passthrough_data as any).order_queue_id).toBe(item.id);
    await db.update(orderQueue).set({ status: 'processing' }).where(eq(orderQueue.id, item.id));
    const made = await db.transaction(async (tx) => importStoreOrder(tx, item, await readStoreOrder(payload, 'SHOPIFY')));
    await leaseRunsOut(taken!);

    expect(await runNextJob(t.ctx, { [ORDER_IMPORT]: t.ctx.resources.jobs()[ORDER_IMPORT] })).toBe(true);
    const [after] = await db.select().from(orderQueue).where(eq(orderQueue.id, item.id));
    expect(after).toMatchObject({ status: 'processed', order_id: made.orderId });
    const [{ n }] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.brand_id, 1), eq(orders.store_order_id, String(payload.id))));
    expect(n).toBe(1);
    expect(await jobOf(taken!.id)).toMatchObject({ status: 'processed', attempts: 2 });
  });

  it('a running job’s heartbeat renews its lease, so a slow job is not taken from its worker', async () => {
    const queued = await enqueue(t.ctx.database.db, { brand_id: 1, category: 'TEST_SLOW' });
    let release!: () => void;
    const finished = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const run = runNextJob(
      t.ctx,
      { TEST_SLOW: async () => (started(), await finished, 'slow but done') },
      { worker: 'slow-worker', leaseSeconds: 1 },
    );
    await running;
    const first = (await jobOf(queued.id)).lease_until!.getTime();
    // Past the first lease's end, it has been renewed and nobody else may take the job.
    await expect.poll(async () => (await jobOf(queued.id)).lease_until!.getTime(), { timeout: 15_000 }).toBeGreaterThan(first);
    expect(await claimJob(t.ctx.database.db, ['TEST_SLOW'], { worker: 'other' })).toBeUndefined();
    release();
    expect(await run).toBe(true);
    expect(await jobOf(queued.id)).toMatchObject({ status: 'processed', status_message: 'slow but done', attempts: 1 });
  });

  it('two workers never run the same job at once, and run each once', async () => {
    const db = t.ctx.database.db;
    const queued = await Promise.all(
      Array.from({ length: 24 }, (_, n) => enqueue(db, { brand_id: 1, category: 'TEST_PAIR', passthrough_data: { n } })),
    );
    const running = new Set<number>();
    const runs = new Map<number, number>();
    const overlaps: number[] = [];
    const handler: JobHandler = async (job) => {
      if (running.has(job.id)) overlaps.push(job.id);
      running.add(job.id);
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await db.execute(sql`SELECT pg_sleep(0.01)`);
      running.delete(job.id);
      return 'ran';
    };
    const stops = [startWorker(t.ctx, { TEST_PAIR: handler }, 50), startWorker(t.ctx, { TEST_PAIR: handler }, 50)];
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ n: count() })
              .from(jobs)
              .where(and(eq(jobs.category, 'TEST_PAIR'), eq(jobs.status, 'processed')))
          )[0].n,
        {
          timeout: 30_000,
        },
      )
      .toBe(queued.length);
    await Promise.all(stops.map((stop) => stop()));
    expect(overlaps).toEqual([]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(queued.length);
  });
});
