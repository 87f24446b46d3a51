/**
 * Many instances on one PostgreSQL (issue 29, docs/ops/README.md "Many instances"): two compiled
 * web instances (WORKER=0) and a worker on a fresh database of TEST_DATABASE_URL's server; writes
 * (demo store orders: a queue item and an import job each) go through both, then one instance is
 * killed with SIGKILL in the middle. The other keeps serving, every acknowledged write is in the
 * database, every job runs exactly once (by the worker), and a websocket client of the killed
 * instance reconnects to the other and still receives `resource.changed` events.
 * Only in the `api-postgres` project (TEST_DATABASE_URL set): the embedded cluster is one process's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { adminQuery, uniqueName, withDatabase } from '../support/testDatabase';
import {
  demoOrderLoad,
  compileServer,
  freePort,
  signIn,
  spawnServer,
  startServer,
  statusOf,
  until,
  type ServerProcess,
} from '../support/serverProcess';

const shared = inject('testDatabase');

describe.runIf(shared.engine === 'postgres')('two instances and a worker on one PostgreSQL', { timeout: 300_000 }, () => {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-many-'));
  const database = uniqueName('papered_many');
  const databaseUrl = withDatabase(shared.adminUrl, database);
  const processes: ServerProcess[] = [];
  let compiled = '';
  const secretsKey = crypto.randomBytes(32).toString('base64'); // the same on every instance and worker

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, shared.adminUrl).catch(() => {});
    if (compiled) fs.rmSync(compiled, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  });

  const logs = () => processes.map((p) => `--- ${p.logFile}\n${p.logTail()}`).join('\n');

  async function start(name: string, entry: 'main' | 'worker' = 'main') {
    const options = {
      entry,
      compiled,
      logFile: path.join(logDir, `${name}.log`),
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(logDir, name),
        SECRETS_KEY: secretsKey,
        WORKER: '0',
        METRICS_PORT: '',
        JOB_LEASE_SECONDS: '5',
      },
    };
    // A web instance is ready once it answers on its own port; the worker serves no HTTP.
    const server = entry === 'main' ? await startServer(options) : spawnServer({ ...options, port: await freePort() });
    processes.push(server);
    return server;
  }

  async function query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** A live-events client of one instance: the messages it received. */
  async function listen(server: ServerProcess, token: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${token}`);
    const messages: any[] = [];
    ws.on('message', (m) => messages.push(JSON.parse(String(m))));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    await until(() => messages.some((m) => m.topic === 'hello'), 10_000, 'the greeting');
    return { ws, messages, closed };
  }

  /** Clients sending demo orders through one instance until stopped: what it acknowledged (202) and every answer. */
  const writeLoad = (server: ServerProcess, token: string, clients = 2) =>
    demoOrderLoad(
      () => server.url(''),
      token,
      clients,
      () => server.running(),
    );

  it('survives losing one instance: writes, jobs and live events carry on through the other', async () => {
    await adminQuery(`CREATE DATABASE ${database}`, shared.adminUrl);
    compiled = compileServer('many-server-');
    const a = await start('a'); // migrates and seeds; the others find it done
    const [b] = await Promise.all([start('b'), start('worker', 'worker')]);
    const token = await signIn(a, 'superadmin@demo.test'); // sessions are in the database: good on both

    // The seed's own jobs (demo images: their files are in A's DATA_DIR, which the worker does not share) are not this test's.
    const [{ seeded }] = await query<{ seeded: number }>(`SELECT coalesce(max(id), 0)::int AS seeded FROM jobs`);
    const onA = await listen(a, token);
    const onB = await listen(b, token);
    const loadA = writeLoad(a, token);
    const loadB = writeLoad(b, token);
    await until(() => loadA.accepted.length >= 8 && loadB.accepted.length >= 8, 120_000, 'writes through both', logs);
    // Events cross instances: the client of A hears of writes made through B, and the other way round.
    const changed = (messages: any[]) => messages.filter((m) => m.topic === 'resource.changed' && m.data?.resource === 'order-queue');
    await until(() => changed(onA.messages).length > 0 && changed(onB.messages).length > 0, 30_000, 'events on both', logs);

    await a.kill();
    await loadA.stop();
    expect(await onA.closed).not.toBe(1000);
    const afterKill = loadB.accepted.length;
    await until(() => loadB.accepted.length >= afterKill + 8, 60_000, 'B to go on serving', logs);
    await loadB.stop();
    expect(loadB.answers.filter((a) => a.status !== 202)).toEqual([]);
    expect(await statusOf(b.url('/api/health/ready'))).toBe(200);

    // The client of the killed instance reconnects (to B, as a load balancer would send it) and still hears of changes.
    const again = await listen(b, token);
    const write = await fetch(b.url('/api/orders/demo-orders'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ brand_id: 1, count: 1 }),
    });
    expect(write.status).toBe(202);
    const last = ((await write.json()) as any).queued.map((q: { id: number }) => q.id);
    await until(() => changed(again.messages).length > 0, 30_000, 'an event after the reconnection', logs);
    for (const client of [onB, again]) client.ws.close();

    // Every acknowledged write is there; every job ran once, by the worker.
    const accepted = [...loadA.accepted, ...loadB.accepted, ...last];
    await until(
      async () =>
        (await query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status NOT IN ('processed', 'failed')`))[0].n === 0,
      120_000,
      'every job to finish',
      logs,
    );
    const items = await query<{ id: number; status: string; order_id: number | null }>(
      `SELECT id, status, order_id FROM order_queue WHERE id = ANY($1)`,
      [accepted],
    );
    expect(items.map((i) => i.id).sort((x, y) => x - y)).toEqual([...new Set(accepted)].sort((x, y) => x - y));
    expect(items.filter((i) => i.status !== 'processed' || i.order_id === null)).toEqual([]);
    expect(new Set(items.map((i) => i.order_id)).size).toBe(items.length); // one order per queued order
    const imports = await query<{ item: string; status: string; attempts: number }>(
      `SELECT passthrough_data->>'order_queue_id' AS item, status, attempts FROM jobs WHERE (passthrough_data->>'order_queue_id')::int = ANY($1)`,
      [accepted],
    );
    expect(imports.length).toBe(new Set(accepted).size); // one import job per acknowledged order
    expect(imports.filter((j) => j.status !== 'processed' || j.attempts !== 1)).toEqual([]);
    // None of the jobs the writes made ran twice.
    expect(await query(`SELECT id, category, attempts FROM jobs WHERE id > $1 AND attempts > 1`, [seeded])).toEqual([]);
  });
});
