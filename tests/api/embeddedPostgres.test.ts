/**
 * The embedded default: a real PostgreSQL cluster under DATA_DIR that the server starts, stops,
 * finds again on restart and recovers after `kill -9`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, rows } from '../../server/db/client';
import { processAlive } from '../../server/db/embedded';
import { startContext, stopContext } from '../../server/start';

const dirs: string[] = [];
const holders: ChildProcess[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-embedded-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of holders.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the cluster of `dir` in another process; resolves with that process and the postmaster's pid. */
async function holdCluster(dir: string): Promise<{ child: ChildProcess; postgresPid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/embeddedHolder.ts', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holders.push(child);
  const line: string = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return { child, postgresPid: JSON.parse(line).postgresPid };
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function answers(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    const [row] = await rows<{ n: number }>(database.db, sql`SELECT 41 + 1 AS n`);
    return row.n;
  } finally {
    await database.close();
  }
}

describe('the embedded PostgreSQL', { timeout: 90_000 }, () => {
  it('is the default: the server migrates it, says so in its health check, and finds its data again after a restart', async () => {
    const dir = dataDir();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: dir, databaseUrl: undefined, demoData: false };
    const first = await startContext(config);
    const health = await supertest(createApp(first.ctx, pino({ level: 'silent' }))).get('/api/health');
    expect(health.body).toEqual({ status: 'ok', database: 'embedded' });
    expect(fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
    await first.ctx.database.db.execute(sql`INSERT INTO feature_flags (flag_name, production_value) VALUES ('kept-across-restarts', true)`);
    await stopContext(first.ctx);
    // Stopped with the server: no postmaster left.
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = await startContext(config);
    const flags = await rows<{ flag_name: string }>(
      again.ctx.database.db,
      sql`SELECT flag_name FROM feature_flags WHERE flag_name = 'kept-across-restarts'`,
    );
    expect(flags).toHaveLength(1);
    await stopContext(again.ctx);
  });

  it('recovers after the server was killed with kill -9 and left PostgreSQL running', async () => {
    const dir = dataDir();
    const { child, postgresPid } = await holdCluster(dir);
    await killHard(child);
    expect(processAlive(postgresPid)).toBe(true); // orphaned

    expect(await answers(dir)).toBe(42);
    expect(processAlive(postgresPid)).toBe(false);
  });

  it('recovers after both the server and PostgreSQL were killed (a stale postmaster.pid)', async () => {
    const dir = dataDir();
    const { child, postgresPid } = await holdCluster(dir);
    process.kill(postgresPid, 'SIGKILL');
    await killHard(child);
    await expect.poll(() => processAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(true);

    expect(await answers(dir)).toBe(42);
  });

  it('refuses a DATA_DIR whose cluster another live server is using', async () => {
    const dir = dataDir();
    const { child, postgresPid } = await holdCluster(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Papered process/);
    expect(processAlive(postgresPid)).toBe(true);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    expect(processAlive(postgresPid)).toBe(false);
  });
});
