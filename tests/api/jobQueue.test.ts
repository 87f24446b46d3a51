import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, enqueue, runNextJob } from '../../server/framework/jobQueue';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

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
    expect(done).toMatchObject({ status: 'processed', status_message: 'Sample for design 4 created' });

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
