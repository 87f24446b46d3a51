/**
 * Metrics (issue 29): `GET /metrics` is scraped and parsed with a Prometheus text-format parser.
 * Request durations are labelled by route pattern (never the raw URL) and status; the pool and
 * statement times, the event bus's delay, the job queues, websocket clients and the business counters (scans, labels bought, failed imports)
 * move with what happens; METRICS_TOKEN makes a scrape need its bearer token.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../../server/app';
import { weighQueue } from '../../server/db/schema';
import { enqueue } from '../../server/framework/jobQueue';
import { processQueueItem } from '../../server/orders/importer';
import { printedOrder } from '../../server/production/printedOrders';
import { attachWebsocket } from '../../server/system/websocket';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

async function scrape(api = t.api): Promise<ParsedFamily[]> {
  const res = await api.get('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.text);
}

const family = (families: ParsedFamily[], name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
};

/** The value of a counter or gauge sample whose labels include `labels` (0 when there is none). */
function value(families: ParsedFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = family(families, name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? 0);
}

describe('GET /metrics', () => {
  it('times requests by route pattern and status, never by raw URL', async () => {
    const admin = await t.as('admin@demo.test');
    for (const id of [1, 2, 999_999]) await admin.get(`/api/orders/${id}`);
    await t.api.get('/api/no-such-route/12345');
    await t.api.get('/api/health');
    const res = await t.api.get('/metrics');
    const durations = family(parsePrometheusTextFormat(res.text), 'papered_http_request_duration_seconds');
    expect(durations.type).toBe('HISTOGRAM');
    // The parser folds a labelled histogram into one sample: its `_count` series are read as counters.
    const name = 'papered_http_request_duration_seconds_count';
    const countLines = res.text.split('\n').filter((line) => line.startsWith(`${name}{`));
    const counts = family(parsePrometheusTextFormat(`# TYPE ${name} counter\n${countLines.join('\n')}\n`), name).metrics;
    const routes = new Set(counts.map((m) => m.labels!.route));
    expect(routes).toContain('/api/orders/:id');
    expect(routes).toContain('/api/health');
    expect(routes).toContain('unmatched');
    for (const route of routes) expect(route).not.toMatch(/\/\d+/);
    const count = (route: string, status: string) =>
      Number(counts.find((m) => m.labels!.route === route && m.labels!.status === status && m.labels!.method === 'GET')?.value ?? 0);
    expect(count('/api/orders/:id', '200')).toBeGreaterThanOrEqual(1);
    expect(count('/api/orders/:id', '404')).toBeGreaterThanOrEqual(1);
    expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
  });

  it('reports the database pool and the default process metrics', async () => {
    const metrics = await scrape();
    const pool = family(metrics, 'papered_db_pool_clients');
    expect(pool.metrics.map((m) => m.labels!.state).sort()).toEqual(['idle', 'in_use', 'waiting']);
    expect(
      value(metrics, 'papered_db_pool_clients', { state: 'idle' }) + value(metrics, 'papered_db_pool_clients', { state: 'in_use' }),
    ).toBeGreaterThan(0);
    expect(value(metrics, 'papered_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times database statements, by outcome, and the event bus’s delay', async () => {
    const raw = async () => {
      const res = await t.api.get('/metrics');
      const families = parsePrometheusTextFormat(res.text);
      for (const name of ['papered_db_statement_duration_seconds', 'papered_event_bus_delay_seconds'])
        expect(family(families, name).type).toBe('HISTOGRAM');
      return res.text;
    };
    // The parser folds a labelled histogram into one sample: its `_count` series are read as counters.
    const counted = (text: string, name: string, labels: Record<string, string> = {}) => {
      const lines = text.split('\n').filter((line) => line.startsWith(`${name}_count`));
      const counts = family(parsePrometheusTextFormat(`# TYPE ${name}_count counter\n${lines.join('\n')}\n`), `${name}_count`);
      const sample = counts.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
      return Number(sample?.value ?? 0);
    };
    const before = await raw();
    await t.ctx.database.db.execute(sql`SELECT 1/0`).catch(() => {});
    await t.ctx.database.db.execute(sql`SELECT 1`);
    const received = new Promise<void>((resolve) => {
      const stop = t.ctx.events.subscribe((event) => {
        if (event.topic !== 'metrics.probe') return;
        expect(event).not.toHaveProperty('sent_at'); // taken off on the way in
        stop();
        resolve();
      });
    });
    await t.ctx.events.publish({ topic: 'metrics.probe', brand_id: null });
    await received;
    const after = await raw();
    const statements = 'papered_db_statement_duration_seconds';
    for (const outcome of ['error', 'ok'])
      expect(counted(after, statements, { outcome }) - counted(before, statements, { outcome }), outcome).toBeGreaterThanOrEqual(1);
    const delay = 'papered_event_bus_delay_seconds';
    expect(counted(after, delay) - counted(before, delay)).toBeGreaterThanOrEqual(1);
  });

  it('reports each queue’s depth and how long its oldest due job has waited', async () => {
    const queue = 'metrics-test';
    for (let i = 0; i < 3; i++) await enqueue(t.ctx.database.db, { brand_id: null, category: 'METRICS_TEST', queue });
    await t.ctx.database.db.execute(
      // The oldest has waited a minute.
      sql`UPDATE jobs SET run_after = now() - interval '60 seconds' WHERE id = (SELECT min(id) FROM jobs WHERE queue = ${queue})`,
    );
    const metrics = await scrape();
    expect(value(metrics, 'papered_job_queue_depth', { queue })).toBe(3);
    const age = value(metrics, 'papered_job_queue_oldest_age_seconds', { queue });
    expect(age).toBeGreaterThanOrEqual(60);
    expect(age).toBeLessThan(600);
  });

  it('counts scans, labels bought and failed order imports', async () => {
    const before = await scrape();
    const tech = await t.as('technician@demo.test');
    expect((await tech.post('/api/employees/sign-in').send({ badge: 'EMP-0001' })).status).toBe(200);
    const { order, items } = await printedOrder(t.ctx, 9300, 1);
    expect((await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[0].id}`, employeeId: 1 })).status).toBe(200);
    const [queued] = await t.ctx.database.db.select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
    const weighed = await tech
      .post('/api/scan/update-weight')
      .send({ weighQueue: { id: queued.id, weight_pounds: 2, weight_ounces: 0, employeeId: 1 } });
    expect(weighed.status).toBe(200);
    expect((await tech.post('/api/v2/inventory/scan').send({ value: 'INV-00000001', kind: 'barcode' })).status).toBe(200);
    const staff = await t.as('superadmin@demo.test');
    const produced = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 1, failing: true });
    expect(produced.status).toBe(202);
    const failing = produced.body.queued.at(-1).id;
    await processQueueItem(t.ctx, failing);

    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    expect(moved('papered_scans_total', { kind: 'production' })).toBe(1);
    expect(moved('papered_scans_total', { kind: 'inventory' })).toBe(1);
    expect(moved('papered_labels_bought_total')).toBe(1);
    expect(moved('papered_order_imports_failed_total')).toBe(1);
    expect(family(after, 'papered_scans_total').type).toBe('COUNTER');
  });

  it('counts the websocket clients connected', async () => {
    const server = http.createServer(t.app);
    attachWebsocket(t.ctx, server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const clients = async () => value(await scrape(), 'papered_websocket_clients');
    const until = async (expected: number) => {
      for (let i = 0; i < 200 && (await clients()) !== expected; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await clients()).toBe(expected);
    };
    try {
      const start = await clients();
      const token = (await t.as('admin@demo.test')).token;
      const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?token=${token}`);
      await new Promise((resolve, reject) => (ws.once('message', resolve), ws.once('error', reject)));
      await until(start + 1);
      ws.close();
      await until(start);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const api = supertest(createApp({ ...t.ctx, config: { ...t.ctx.config, metricsToken: 's3cret-scrape' } }, pino({ level: 'silent' })));
    expect((await api.get('/metrics')).status).toBe(401);
    expect((await api.get('/metrics')).headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await api.get('/metrics').set('Authorization', 'Bearer wrong-token')).status).toBe(401);
    expect((await api.get('/metrics').set('Authorization', 'Bearer s3cret-scrape-and-more')).status).toBe(401);
    const res = await api.get('/metrics').set('Authorization', 'Bearer s3cret-scrape');
    expect(res.status).toBe(200);
    expect(parsePrometheusTextFormat(res.text).length).toBeGreaterThan(5);
  });
});
