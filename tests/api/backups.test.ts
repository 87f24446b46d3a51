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
beforeAll(async () => {
  dataDir = tempDir('papered-backup-');
  cluster = await startEmbeddedPostgres({ dataDir });
});
afterAll(async () => {
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
