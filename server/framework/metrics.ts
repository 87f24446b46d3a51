/**
 * The instance's Prometheus metrics (prom-client), one registry per context: HTTP request
 * durations by route pattern and status, the database pool and statement times, the job queues,
 * the event bus's delay between instances, websocket clients,
 * and business counters (scans, labels bought, order imports failed). Series are bounded: routes
 * are the declared patterns, never raw URLs; statuses and queues are few. Listed in docs/ops/README.md.
 */
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rows, type Database } from '../db/client';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(database: Database, options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'papered_' });
  const httpDuration = new Histogram({
    name: 'papered_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status (aborted: the client left before the answer)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'papered_db_pool_clients',
    help: "The database pool's connections in use and idle, and the queries waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const statementDuration = new Histogram({
    name: 'papered_db_statement_duration_seconds',
    help: 'Database statements run through the pool, by outcome (ok, error: failed, cancelled by the statement timeout…)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  database.observeStatements((seconds, failed) => statementDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds));
  // Both queue gauges are filled by one query per scrape: each gauge's collect awaits the same read.
  let reading: Promise<void> | undefined;
  const readQueues = () =>
    (reading ??= (async () => {
      try {
        const queues = await rows<{ queue: string; depth: number; oldest: number | null }>(
          database.db,
          sql`SELECT queue, count(*)::int AS depth,
                     extract(epoch FROM now() - min(run_after) FILTER (WHERE run_after <= now()))::float AS oldest
              FROM jobs WHERE status = 'unprocessed' GROUP BY queue`,
        ).catch(() => undefined); // the database is away: the scrape still answers, without these
        if (!queues) return;
        queueDepth.reset();
        oldestAge.reset();
        for (const q of queues) {
          queueDepth.set({ queue: q.queue }, q.depth);
          oldestAge.set({ queue: q.queue }, Math.max(0, q.oldest ?? 0));
        }
      } finally {
        reading = undefined;
      }
    })());
  const queueDepth = new Gauge({
    name: 'papered_job_queue_depth',
    help: 'Jobs waiting to run (unprocessed), per queue; the same for every instance on one database',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: readQueues,
  });
  const oldestAge = new Gauge({
    name: 'papered_job_queue_oldest_age_seconds',
    help: 'How long the oldest due job of each queue has waited to run',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: readQueues,
  });
  return {
    registry,
    httpDuration,
    eventBusDelay: new Histogram({
      name: 'papered_event_bus_delay_seconds',
      help: 'From an event published (NOTIFY, on any instance) to its arrival on this instance (LISTEN); as exact as the clocks of the instances agree',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    websocketClients: new Gauge({
      name: 'papered_websocket_clients',
      help: 'Websocket clients connected to this instance',
      registers: [registry],
    }),
    scans: new Counter({
      name: 'papered_scans_total',
      help: 'Barcode scans answered: production (line items, tool codes) and inventory',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    labelsBought: new Counter({
      name: 'papered_labels_bought_total',
      help: 'Shipping labels bought from the carrier',
      registers: [registry],
    }),
    importsFailed: new Counter({
      name: 'papered_order_imports_failed_total',
      help: 'Store orders whose import failed (the queue item is marked failed with its reason)',
      registers: [registry],
    }),
  };
}
