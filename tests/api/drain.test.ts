/**
 * Graceful drain (issue 29). In process: a stopping worker hands the job it still runs back to the
 * queue. As a real server process (`server/main.ts` on its own DATA_DIR): on SIGTERM a request in
 * flight is answered, new connections are refused, a websocket client is closed with 1001 (going
 * away) and the process exits on its own within SHUTDOWN_TIMEOUT_MS.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { jobs } from '../../server/db/schema';
import { enqueue, startWorker, type JobHandler } from '../../server/framework/jobQueue';
import { processAlive } from '../../server/db/embedded';
import { DEMO_PASSWORD, testApp, type TestApp } from '../support/testApp';
import { startServer, until } from '../support/serverProcess';

describe('a stopping worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands back the job it still runs when the grace is over; the attempt does not count', async () => {
    let started = false;
    let release: () => void = () => {};
    const slow: JobHandler = () => ((started = true), new Promise<string>((resolve) => (release = () => resolve('finished late'))));
    const job = await enqueue(t.ctx.database.db, { brand_id: null, category: 'DRAIN_TEST', queue: 'drain-test' });
    const stop = startWorker(t.ctx, { DRAIN_TEST: slow }, 50);
    await until(() => started, 10_000, 'the job to start');
    await stop(100);
    const [row] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'unprocessed', locked_by: null, lease_until: null, attempts: 0 });
    expect(row.status_message).toMatch(/Handed back/);
    // The handler that ends late cannot finish a job that is no longer its own.
    release();
    await new Promise((r) => setImmediate(r));
    const [after] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.status).toBe('unprocessed');
    await t.ctx.database.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it('lets a job that finishes within the grace finish', async () => {
    const job = await enqueue(t.ctx.database.db, { brand_id: null, category: 'DRAIN_TEST', queue: 'drain-test' });
    let started = false;
    const quick: JobHandler = async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 200));
      return 'done';
    };
    const stop = startWorker(t.ctx, { DRAIN_TEST: quick }, 50);
    await until(() => started, 10_000, 'the job to start');
    await stop(10_000);
    const [row] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'processed', status_message: 'done' });
  });
});

describe('a server stopped with SIGTERM', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-drain-'));
  const logFile = path.join(dataDir, 'server.log');
  const logTail = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '');
  let server: ChildProcess | undefined;
  let port = 0;
  // Roomy: the drain includes stopping the embedded PostgreSQL, slow on a loaded machine.
  const SHUTDOWN_TIMEOUT_MS = 30_000;

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGKILL');
      await exited;
    }
    let pid: number | undefined;
    try {
      pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      /* stopped */
    }
    if (pid && processAlive(pid)) process.kill(pid, 'SIGINT');
    await until(() => !pid || !processAlive(pid), 30_000, 'PostgreSQL to stop').catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, refuses new ones, closes websockets with 1001 and exits in time', async () => {
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;
    const status = (p: string) =>
      fetch(url(p)).then(
        (res) => res.status,
        () => 0,
      );
    // From source (tsx): the drain is the same compiled or not. Ready on its own port (startServer).
    const child = await startServer({
      logFile,
      env: { DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
    });
    port = child.port;
    server = child.child;
    const exited = child.exited;

    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const { authToken } = (await login.json()) as { authToken: string };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${authToken}`);
    const closeCode = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => (ws.once('message', resolve), ws.once('error', reject)));

    // A request in flight: its headers are in, its body still coming (a cheap one: refused as bad input, no hashing).
    const body = JSON.stringify({ email: '', password: '' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    // The server answers 100 Continue as it hands the request to the app: from then on it is in flight.
    await until(() => answer.includes('100 Continue'), 10_000, 'the request to reach the app', logTail);

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    // The rest of its body comes while the server drains: the request is still answered.
    socket.write(body.slice(10));
    // New connections are refused once the listener is closed.
    await until(async () => (await status('/api/health')) === 0, SHUTDOWN_TIMEOUT_MS, 'new connections to be refused', logTail);
    expect(await closeCode).toBe(1001);
    // The request in flight is answered.
    await until(() => /"request_id"/.test(answer), SHUTDOWN_TIMEOUT_MS, 'the request in flight to be answered', logTail);
    expect(answer).toMatch(/HTTP\/1\.1 400/); // answered by the route (its validation), not refused as draining
    expect(answer).not.toContain('draining');
    socket.destroy();

    const code = await exited;
    expect(code, logTail()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2000);
    expect(fs.readFileSync(logFile, 'utf8')).toContain('drained: exiting');
  });
});
