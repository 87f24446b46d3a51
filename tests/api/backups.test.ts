/**
 * Backups of the embedded database (server/db/backup.ts, docs/ops/README.md "Backups"): one taken
 * while writers keep committing restores into a fresh DATA_DIR with every write acknowledged
 * before the backup started; the Admin Tools routes are SUPERADMIN's, audited, and say so on an
 * external PostgreSQL. Runs on a cluster of its own (durable settings, as in production), once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups, restoreBackup, takeBackup } from '../../server/db/backup';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../server/db/embedded';
import { auditLog } from '../../server/db/schema';
import { testApp, type TestApp } from '../support/testApp';

const dirs: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

let cluster: EmbeddedCluster;
let dataDir: string;
let t: TestApp;
beforeAll(async () => {
  dataDir = tempDir('papered-backup-');
  [cluster, t] = await Promise.all([startEmbeddedPostgres({ dataDir }), testApp()]);
});
afterAll(async () => {
  if (t) {
    t.ctx.database.cluster = undefined; // the test's cluster is stopped below, not with the app
    await t.close();
  }
  await cluster?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('an online backup', () => {
  it('taken under concurrent writes restores every write acknowledged before it started', { timeout: 180_000 }, async () => {
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE TABLE acks (id bigserial PRIMARY KEY, writer int NOT NULL, payload text NOT NULL)');
    // Some volume, so that the copy takes a while and writes land in pages being copied.
    await admin.query(`CREATE TABLE bulk AS SELECT g AS id, repeat(md5(g::text), 8) AS filler FROM generate_series(1, 40000) g`);
    await admin.end();

    const pool = new pg.Pool({ connectionString: cluster.url(), max: 4 });
    const acknowledged: Array<{ id: number; at: number }> = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      while (writing) {
        const { rows } = await pool.query<{ id: string }>(
          `WITH w AS (INSERT INTO acks (writer, payload) VALUES ($1, repeat('x', 200)) RETURNING id)
           UPDATE bulk SET filler = md5(random()::text) WHERE id = (SELECT (id % 40000) + 1 FROM w) RETURNING (SELECT id FROM w)`,
          [writer],
        );
        acknowledged.push({ id: Number(rows[0].id), at: performance.now() });
      }
    });
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => acknowledged.length >= 200);
    const startedAt = performance.now();
    const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.id);
    const taken = await takeBackup({ dataDir, url: cluster.url(), keep: 2 });
    const duringOrAfter = acknowledged.length - before.length;
    await until(() => acknowledged.length >= before.length + duringOrAfter + 50); // writers went on after it
    writing = false;
    await Promise.all(writers);
    await pool.end();

    expect(taken.size).toBeGreaterThan(0);
    expect(listBackups(dataDir).map((b) => b.name)).toContain(taken.name);

    const restoredDir = path.join(tempDir('papered-restored-'), 'data');
    await restoreBackup(path.join(dataDir, 'backups', taken.name), restoredDir);
    const restored = await startEmbeddedPostgres({ dataDir: restoredDir });
    try {
      const client = new pg.Client({ connectionString: restored.url() });
      await client.connect();
      const { rows } = await client.query<{ id: string }>('SELECT id FROM acks');
      const found = new Set(rows.map((r) => Number(r.id)));
      expect(before.filter((id) => !found.has(id))).toEqual([]);
      expect((await client.query('SELECT count(*)::int AS n FROM bulk')).rows[0].n).toBe(40000);
      await client.end();
    } finally {
      await restored.stop();
    }
    // A DATA_DIR that holds anything is refused.
    await expect(restoreBackup(path.join(dataDir, 'backups', taken.name), restoredDir)).rejects.toThrow(/not empty/);
  });

  it('keeps the newest ones', { timeout: 120_000 }, async () => {
    for (let i = 0; i < 3; i++) await takeBackup({ dataDir, url: cluster.url(), keep: 2 });
    expect(listBackups(dataDir)).toHaveLength(2);
  });
});

describe('Admin Tools › Backups', () => {
  it('says backups belong to an external PostgreSQL server and refuses to take one', async () => {
    const boss = await t.as('superadmin@demo.test');
    const list = await boss.get('/api/admin-tools/backups');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ available: false, results: [] });
    expect(list.body.reason).toMatch(/pg_dump/);
    expect((await boss.post('/api/admin-tools/backups').send({})).status).toBe(409);
  });

  it('is SUPERADMIN’s only, checked on the server', async () => {
    for (const email of ['superuser@demo.test', 'technician@demo.test', 'admin@demo.test', 'user@demo.test']) {
      const someone = await t.as(email);
      expect((await someone.get('/api/admin-tools/backups')).status, email).toBe(403);
      expect((await someone.post('/api/admin-tools/backups').send({})).status, email).toBe(403);
      expect((await someone.get('/api/admin-tools/backups/papered-20260101T000000000Z.tar.gz')).status, email).toBe(403);
    }
    expect((await t.api.get('/api/admin-tools/backups')).status).toBe(401);
  });

  it('lists, takes and downloads backups of the embedded cluster, audited', { timeout: 120_000 }, async () => {
    t.ctx.database.cluster = cluster; // as on the embedded engine: this file's own cluster
    const boss = await t.as('superadmin@demo.test');
    expect((await boss.post('/api/admin-tools/backups').send({ contract_unknown_field: 1 })).status).toBe(400);
    const taken = await boss.post('/api/admin-tools/backups').send({});
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ name: expect.stringMatching(/^papered-.*\.tar\.gz$/), size: expect.any(Number) });
    const list = await boss.get('/api/admin-tools/backups');
    expect(list.body.available).toBe(true);
    expect(list.body.results[0]).toMatchObject({ name: taken.body.name, size: taken.body.size, created_at: expect.any(String) });

    const download = await boss
      .get(`/api/admin-tools/backups/${taken.body.name}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain(taken.body.name);
    expect((download.body as Buffer).length).toBe(taken.body.size);
    expect((download.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    for (const name of ['nope.tar.gz', '..%2Fpostgres.log', 'papered-20990101T000000000Z.tar.gz'])
      expect((await boss.get(`/api/admin-tools/backups/${name}`)).status, name).toBe(404);

    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'backups'), eq(auditLog.record_id, taken.body.name)));
    expect(audit.map((a) => [a.action, a.user_email]).sort()).toEqual([
      ['backup', 'superadmin@demo.test'],
      ['download', 'superadmin@demo.test'],
    ]);
  });
});
