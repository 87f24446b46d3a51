/**
 * The cost of the per-statement timer (`papered_db_statement_duration_seconds`,
 * server/db/client.ts `timeQueries`, observed in server/framework/metrics.ts):
 * `npm run bench:statement-timer` calls a pool client's `query` (answering at once, no database)
 * with and without the timer, by promise and by callback, and prints the nanoseconds it adds to
 * each statement — to set beside the ~0.5 ms of CPU a cheap API call costs (bench:ceiling).
 */
import { timeQueries, type Database, type StatementObserver } from '../../server/db/client';
import { createMetrics } from '../../server/framework/metrics';
import { Histogram, Registry } from 'prom-client';

const N = Number(process.env.BENCH_CALLS || 300_000);

class FakeClient {
  query(...args: unknown[]): unknown {
    const last = args[args.length - 1];
    if (typeof last === 'function') return void (last as (e: unknown, r: unknown) => void)(null, { rows: [] });
    return Promise.resolve({ rows: [] });
  }
}

async function perCall(client: FakeClient, byCallback: boolean): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    if (byCallback) await new Promise((resolve) => client.query('SELECT 1', [], resolve));
    else await client.query('SELECT 1', []);
  }
  return Number(process.hrtime.bigint() - started) / N;
}

async function main() {
  // The server's own observer: what metrics.ts registers on the database.
  const observers: StatementObserver[] = [];
  const database = { observeStatements: (o: StatementObserver) => observers.push(o), poolStats: () => ({ total: 0, idle: 0, waiting: 0 }) };
  createMetrics(database as unknown as Database, { defaultMetrics: false });
  // The same histogram with its two series looked up once (prom-client's `labels()`), for comparison.
  const histogram = new Histogram({
    name: 'labelled_seconds',
    help: 'labelled',
    labelNames: ['outcome'] as const,
    registers: [new Registry()],
  });
  const [ok, error] = [histogram.labels({ outcome: 'ok' }), histogram.labels({ outcome: 'error' })];
  const plain = new FakeClient();
  const timed = new FakeClient();
  const before = new FakeClient();
  timeQueries(timed as never, observers);
  timeQueries(before as never, [(seconds, failed) => (failed ? error : ok).observe(seconds)]);
  const rows: string[] = [];
  for (const byCallback of [false, true]) {
    const results = { plain: [] as number[], timed: [] as number[], before: [] as number[] };
    for (let round = 0; round < 5; round++) {
      results.plain.push(await perCall(plain, byCallback));
      results.timed.push(await perCall(timed, byCallback));
      results.before.push(await perCall(before, byCallback));
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
    const [p, t, b] = [median(results.plain), median(results.timed), median(results.before)];
    rows.push(
      `${byCallback ? 'callback' : 'promise'}: ${p.toFixed(0)} ns without the timer, ${t.toFixed(0)} ns with it: +${(t - p).toFixed(0)} ns a statement (the series looked up once, with .labels(): +${(b - p).toFixed(0)} ns)`,
    );
  }
  console.log(`${N} calls × 5 rounds, medians:\n${rows.join('\n')}`);
}

await main();
