/**
 * Crashes under load: the real server (`server/main.ts`, compiled as `npm run build` compiles it
 * and run with plain node, as `npm start` runs it) runs as a child process on its own
 * DATA_DIR and embedded PostgreSQL while clients send writes that also make jobs (demo store
 * orders: a queue item and an import job each). Then `kill -9` of the server, a restart, and
 * separately `kill -9` of its PostgreSQL alone. What a client was told was accepted must be there,
 * every job must end processed or failed with its reason, and the server must be healthy again
 * on its own, answering 503 with Retry-After (never a 500, never a dropped connection) meanwhile.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive } from '../../server/db/embedded';
import { DEMO_PASSWORD } from '../support/testDatabase';
import { compileServer, demoOrderLoad, startServer, until as untilCondition } from '../support/serverProcess';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-crash-'));
const logFile = path.join(dataDir, 'server.log');
let compiled = '';
let server: ChildProcess | undefined;
let port = 0;

// Compiled once (seconds): under tsx each start spent ~25 s of a loaded machine transpiling the server.
beforeAll(() => {
  compiled = compileServer('crash-server-');
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM'); // stops its PostgreSQL too
    await exited;
  }
  const postgresPid = postmasterPid();
  if (postgresPid && processAlive(postgresPid)) process.kill(postgresPid, 'SIGINT');
  await until(() => !postgresPid || !processAlive(postgresPid), 30_000, 'PostgreSQL to stop').catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (compiled) fs.rmSync(compiled, { recursive: true, force: true });
});

const logTail = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '');

/** A condition awaited, with the server's log in the failure. */
const until = (condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) =>
  untilCondition(condition, timeoutMs, `${what}; server log:`, logTail);

function postmasterPid(): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

const url = (p: string) => `http://127.0.0.1:${port}${p}`;

async function health(): Promise<{ status: number; body?: any; retryAfter?: string | null }> {
  try {
    const res = await fetch(url('/api/health'));
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0 }; // not listening (yet)
  }
}

/** Starts the server on a free port (again after a kill: the old port may be taken meanwhile). */
async function startPapered() {
  const started = await startServer(
    {
      compiled,
      logFile,
      // A job whose worker was killed is taken again after this long.
      env: { DATA_DIR: dataDir, JOB_LEASE_SECONDS: '2', DATABASE_URL: '' },
    },
    90_000,
  );
  server = started.child;
  port = started.port;
}

/** Reads the server's database directly (a new connection each time: PostgreSQL may be killed in between). */
async function query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  const socketDir = path.join(dataDir, 'postgres');
  const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'papered' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Clients sending writes until stopped: what the server accepted (202), and every answer's status. */
const writeLoad = (token: string, clients = 3) =>
  demoOrderLoad(
    () => url(''),
    token,
    clients,
    () => server?.exitCode === null && server?.signalCode === null,
  );

async function login(): Promise<string> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { authToken: string }).authToken;
}

/** Every accepted store order is stored; once the queue is drained, each is imported or failed with its reason. */
async function expectAllSettled(accepted: number[]) {
  const unfinished = () => query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status NOT IN ('processed', 'failed')`);
  await until(async () => (await unfinished())[0].n === 0, 60_000, 'every job to finish');
  const failedWithout = await query(`SELECT id FROM jobs WHERE status = 'failed' AND coalesce(status_message, '') = ''`);
  expect(failedWithout).toEqual([]);
  const items = await query<{ id: number; status: string; order_id: number | null; reason: string | null }>(
    `SELECT id, status, order_id, reason FROM order_queue WHERE id = ANY($1)`,
    [accepted],
  );
  expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual([...new Set(accepted)].sort((a, b) => a - b));
  for (const item of items) {
    if (item.status === 'processed') expect(item.order_id).not.toBeNull();
    else expect(item).toMatchObject({ status: 'failed', reason: expect.stringMatching(/\S/) });
  }
}

describe('crashes under load', { timeout: 240_000 }, () => {
  it('after kill -9 of the server, a restart finds every accepted write, and every job ends', async () => {
    await startPapered();
    const load = writeLoad(await login());
    // Killed while accepted writes are made and their jobs run.
    await until(
      async () => load.accepted.length >= 10 && (await query(`SELECT 1 FROM jobs WHERE status = 'processing'`)).length > 0,
      60_000,
      'writes and a running job',
    );
    const exited = new Promise((r) => server!.once('exit', r));
    server!.kill('SIGKILL');
    await exited;
    await load.stop();
    expect(load.accepted.length).toBeGreaterThanOrEqual(10);
    // A request may be refused as too slow on a busy machine (503); nothing else but no answer at the kill.
    expect(load.answers.filter((a) => ![202, 503, 0].includes(a.status))).toEqual([]);

    await startPapered();
    await expectAllSettled(load.accepted);
  });

  it('after kill -9 of its PostgreSQL alone, the server answers 503 meanwhile and is healthy again on its own', async () => {
    const load = writeLoad(await login());
    await until(() => load.accepted.length >= 6, 60_000, 'writes');
    const postgresPid = postmasterPid()!;
    const seen: Array<{ status: number; body?: any; retryAfter?: string | null }> = [];
    process.kill(postgresPid, 'SIGKILL');
    await until(
      async () => {
        const now = await health();
        seen.push(now);
        return now.status === 200 && postmasterPid() !== postgresPid;
      },
      60_000,
      'the server to be healthy again',
    );
    const acceptedBefore = load.accepted.length;
    await until(() => load.accepted.length > acceptedBefore, 30_000, 'writes accepted again');
    await load.stop();

    // The server never went away: every request had an answer, and none was a 500.
    expect(server!.exitCode).toBeNull();
    expect(load.answers.filter((a) => a.status === 0)).toEqual([]);
    expect(load.answers.filter((a) => a.status !== 202 && a.status !== 503)).toEqual([]);
    const refused = load.answers.filter((a) => a.status === 503);
    expect(refused.filter((a) => !a.retryAfter || !['database_unavailable', 'timeout'].includes(a.code!))).toEqual([]);
    // Meanwhile it said it was unavailable and why.
    const down = [...seen, ...refused].filter((a) => a.status === 503);
    expect(down.length).toBeGreaterThan(0);
    for (const answer of seen.filter((a) => a.status === 503))
      expect(answer).toMatchObject({
        retryAfter: '1',
        body: { status: 'unavailable', reason: expect.stringMatching(/PostgreSQL|database/) },
      });
    await expectAllSettled(load.accepted);
  });
});
