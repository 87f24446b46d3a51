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

  it('is started again when it dies under the server, which answers 503 meanwhile and then carries on', async () => {
    const dir = dataDir();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: dir, databaseUrl: undefined, demoData: false };
    const { ctx } = await startContext(config);
    try {
      const api = supertest(createApp(ctx, pino({ level: 'silent' })));
      await ctx.database.db.execute(sql`INSERT INTO feature_flags (flag_name, production_value) VALUES ('before-the-crash', true)`);
      const postmasterPid = () => Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      const killed = postmasterPid();
      process.kill(killed, 'SIGKILL');

      const down: supertest.Response[] = [];
      await expect
        .poll(
          async () => {
            const [health, list] = await Promise.all([api.get('/api/health'), api.get('/api/languages')]);
            if (health.status !== 200) down.push(health);
            if (list.status !== 200) down.push(list);
            return (
              health.status === 200 &&
              list.status === 200 &&
              fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid')) &&
              postmasterPid() !== killed
            );
          },
          { timeout: 60_000, interval: 20 },
        )
        .toBe(true);
      // Meanwhile: 503 with Retry-After and why, never a 500.
      expect(down.length).toBeGreaterThan(0);
      expect(down.filter((res) => res.status !== 503 || !res.headers['retry-after'])).toEqual([]);
      const health = down.find((res) => res.body.status === 'unavailable');
      if (health) expect(health.body).toMatchObject({ database: 'embedded', reason: expect.stringMatching(/PostgreSQL|database/) });
      for (const res of down.filter((r) => r.body.error)) expect(res.body.error.code).toBe('database_unavailable');

      const flags = await rows(ctx.database.db, sql`SELECT 1 FROM feature_flags WHERE flag_name = 'before-the-crash'`);
      expect(flags).toHaveLength(1);
      // The event bus listens again on a new connection.
      const received: unknown[] = [];
      const stop = ctx.events.subscribe((e) => e.topic === 'test.after-restart' && received.push(e.data));
      await expect
        .poll(async () => (await ctx.events.publish({ topic: 'test.after-restart', brand_id: null, data: 1 }), received.length), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      stop();
    } finally {
      await stopContext(ctx);
    }
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
