import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../resources/framework';
import { jobs } from '../../server/db/schema';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.ctx.database.db.insert(jobs).values([
    { brand_id: 1, category: 'MOCKUP_UPLOAD', status: 'failed', status_message: 'Image too small', passthrough_data: { product_id: 1 } },
    { brand_id: 2, category: 'SAMPLE_CREATION', status: 'processed', passthrough_data: { design_id: 3 } },
  ]);
});
afterAll(() => t.close());

describe('Admin Tools access', () => {
  it('is for SUPERUSER, TECHNICIAN and SUPERADMIN only', async () => {
    for (const email of ['superuser@demo.test', 'technician@demo.test', 'superadmin@demo.test']) {
      expect((await (await t.as(email)).get('/api/admin-tools/health')).status).toBe(200);
    }
    for (const email of ['admin@demo.test', 'user@demo.test']) {
      const session = await t.as(email);
      for (const path of ['/api/admin-tools/health', '/api/admin-tools/jobs', '/api/admin-tools/audit-log', '/api/outbox']) {
        expect((await session.get(path)).status).toBe(403);
      }
    }
    expect((await t.api.get('/api/admin-tools/health')).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('filters by who, resource and date', async () => {
    const admin = await t.as('admin@demo.test');
    // A change and its undo: an update that changes nothing writes no audit row.
    await admin.put('/api/brands').send({ id: 1, name: 'Wallflower Studio Ltd' });
    await admin.put('/api/brands').send({ id: 1, name: 'Wallflower Studio' });
    await (await t.as('superadmin@demo.test')).put('/api/fonts/1').send({ family: 'serif' });
    const tech = await t.as('technician@demo.test');
    const byUser = await tech.get('/api/admin-tools/audit-log?user=admin@demo.test');
    expect(
      (await tech.get('/api/admin-tools/audit-log?user=admin@demo')).body.results.some((r: any) => r.user_email === 'superadmin@demo.test'),
    ).toBe(true);
    expect(byUser.status).toBe(200);
    expect(byUser.body.results.length).toBeGreaterThan(0);
    expect(byUser.body.results.every((r: any) => r.user_email === 'admin@demo.test')).toBe(true);
    const byResource = await tech.get('/api/admin-tools/audit-log?resource=fonts');
    expect(byResource.body.results).toEqual([
      expect.objectContaining({ resource: 'fonts', action: 'update', user_email: 'superadmin@demo.test' }),
    ]);
    expect(byResource.body.resources).toEqual(expect.arrayContaining(['brands', 'fonts']));
    const today = new Date().toISOString().slice(0, 10);
    expect((await tech.get(`/api/admin-tools/audit-log?from=${today}&to=${today}&resource=fonts`)).body.count).toBe(1);
    expect((await tech.get('/api/admin-tools/audit-log?to=2000-01-01')).body.count).toBe(0);
    const paged = await tech.get('/api/admin-tools/audit-log?page=0&page_count=1');
    expect(paged.body).toMatchObject({ hasBefore: false });
    expect(paged.body.results).toHaveLength(1);
  });

  it('counts a long log only up to 10,000 and still knows when more pages follow', async () => {
    await t.ctx.database.db.execute(
      sql`INSERT INTO audit_log (action, resource, record_id) SELECT 'update', 'bulk-test', g::text FROM generate_series(1, ${COUNT_CAP + 50}) g`,
    );
    const tech = await t.as('technician@demo.test');
    const all = await tech.get('/api/admin-tools/audit-log?page_count=25');
    expect(all.body).toMatchObject({ count: COUNT_CAP + 1, hasNext: true, hasBefore: false });
    expect(all.body.results).toHaveLength(25);
    expect(all.body.resources).toEqual(expect.arrayContaining(['bulk-test', 'fonts']));
    // Under the cap the count is exact, and the last page says so.
    const few = await tech.get('/api/admin-tools/audit-log?resource=fonts&page_count=25');
    expect(few.body).toMatchObject({ count: few.body.results.length, hasNext: false });
    const jobsPage = await tech.get('/api/admin-tools/jobs?page_count=1');
    expect(jobsPage.body).toMatchObject({ hasNext: true, counts: { failed: 1, processed: 1 } });
    expect(jobsPage.body.results).toHaveLength(1);
  });

  it('pages the log and the jobs by keyset after the last row seen, as by number; a bad cursor is refused', async () => {
    const tech = await t.as('technician@demo.test');
    for (const base of ['/api/admin-tools/audit-log?resource=bulk-test&page_count=25', '/api/admin-tools/jobs?page_count=1']) {
      const first = (await tech.get(`${base}&page=0`)).body;
      const second = (await tech.get(`${base}&page=1`)).body;
      const byKeyset = await tech.get(`${base}&page=1&after=${first.results.at(-1).id}`);
      expect(byKeyset.status).toBe(200);
      expect(byKeyset.body).toEqual(second);
    }
    // Newest first by id: a cursor is right even if its row is gone.
    const [{ id }] = (await tech.get('/api/admin-tools/audit-log?resource=bulk-test&page_count=1')).body.results;
    const byId = await tech.get(`/api/admin-tools/audit-log?resource=bulk-test&page_count=3&page=1&after=${id + 1}`);
    expect(byId.body.results[0].id).toBe(id);
    const bad = await tech.get('/api/admin-tools/audit-log?after=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toEqual({ after: 'Must be a whole number' });
  });

  it('refuses bad filters', async () => {
    const tech = await t.as('technician@demo.test');
    const res = await tech.get('/api/admin-tools/audit-log?from=yesterday&page_count=0');
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toMatchObject({ from: 'Must be a valid date' });
  });
});

describe('background jobs', () => {
  it('lists every brand’s jobs with their states and counts', async () => {
    const res = await (await t.as('superuser@demo.test')).get('/api/admin-tools/jobs');
    expect(res.status).toBe(200);
    expect(res.body.results.map((j: any) => [j.category, j.status, j.brand_name])).toEqual(
      expect.arrayContaining([
        ['MOCKUP_UPLOAD', 'failed', 'Wallflower Studio'],
        ['SAMPLE_CREATION', 'processed', 'Northwind Papers'],
      ]),
    );
    expect(res.body.counts.failed).toBeGreaterThanOrEqual(1);
    const failed = await (await t.as('superuser@demo.test')).get('/api/admin-tools/jobs?status=failed');
    expect(failed.body.results.every((j: any) => j.status === 'failed')).toBe(true);
    expect((await (await t.as('superuser@demo.test')).get('/api/admin-tools/jobs?status=stuck')).status).toBe(400);
  });
});

describe('system health', () => {
  it('tells the database engine, migrations, uptime, adapters and counts', async () => {
    const res = await (await t.as('technician@demo.test')).get('/api/admin-tools/health');
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { engine: 'postgres', reachable: true },
      migrations: { pending: 0 },
      adapters: { email: 'outbox', storage: 'local', store: 'demo' },
    });
    expect(res.body.migrations.applied).toBeGreaterThanOrEqual(2);
    expect(res.body.counts.users).toBeGreaterThanOrEqual(6);
    expect(res.body.counts.brands).toBeGreaterThanOrEqual(2);
    expect(typeof res.body.uptime_seconds).toBe('number');
  });
});

describe('the email outbox', () => {
  it('shows the invitation a brand ADMIN sent', async () => {
    await (await t.as('admin@demo.test')).post('/api/auth/create').send({ brand_id: 1, email: 'new.hire@demo.test', permission: 1 });
    const res = await (await t.as('superadmin@demo.test')).get('/api/outbox?to=new.hire@demo.test');
    expect(res.status).toBe(200);
    expect(res.body[0].text).toMatch(/\/new-user\?user_id=\d+&verify_token=/);
  });
});
