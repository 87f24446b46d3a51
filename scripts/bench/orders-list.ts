/**
 * `npm run bench:orders` (issue 12): BENCH_ORDERS orders (1,000,000 by default) with line items
 * and events, then `GET /api/orders` as the orders screen sends it — 25 per page, newest first;
 * with a status filter; sorted by date the other way; with a search — at BENCH_CONCURRENCY (32)
 * concurrent requests: p50 / p99 and requests/s, next to the same SQL run directly on the same
 * pool, in one run; and the statements of one order's page. Figures go to docs/benchmarks.md.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL): a PostgreSQL database for the volumes, kept between runs;
 * without it, the embedded default in a temporary DATA_DIR. BENCH_SECONDS (5 per measurement).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { captureStatements, comparisonTable, openBenchContext, serveBench, type Comparison } from './harness';
import { loadHttp, loadSql, type Statement } from './load';
import { buildOrderVolumes } from './orders-volumes';
import { writeFigures } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '32').split(',').map(Number);
const PASSWORD = 'Bench-Pass-1!';
const log = (line: string) => console.log(line);

async function main() {
  const bench = await openBenchContext(PASSWORD);
  const { ctx, engine, version } = bench;
  const db = ctx.database.db;
  log(`Orders volumes on ${engine} (PostgreSQL ${version})…`);
  await ctx.database.withoutTimeout((connection) => buildOrderVolumes(connection, ORDERS, log));

  const app = await serveBench(ctx, PASSWORD);
  const { base, headers } = app;

  const filter = (f: object) => `filter_by=${encodeURIComponent(JSON.stringify(f))}`;
  const names = (
    await rows<{ name: string }>(db, sql`SELECT DISTINCT customer_name AS name FROM orders WHERE store_order_id LIKE 'bench-%' LIMIT 50`)
  ).map((r) => r.name);
  const numbers = (
    await rows<{ n: string }>(db, sql`SELECT order_number AS n FROM orders WHERE store_order_id LIKE 'bench-%' ORDER BY random() LIMIT 50`)
  ).map((r) => r.n);
  const [deep] = await rows<{ id: number }>(db, sql`SELECT id FROM orders WHERE store_order_id LIKE 'bench-%' ORDER BY random() LIMIT 1`);
  const scenarios: Array<{ name: string; variants: string[] }> = [
    { name: 'newest first', variants: ['/api/orders?page_count=25&page=0', `/api/orders?page_count=25&page=0&${filter({ brand_id: 1 })}`] },
    {
      name: 'status filter',
      variants: ['UNFULFILLED', 'PARTIAL', 'CANCELLED'].map((status) => `/api/orders?page_count=25&page=0&${filter({ status })}`),
    },
    { name: 'oldest first (date sort)', variants: ['/api/orders?page_count=25&page=0&sort_by=created_at&order=ASC'] },
    {
      name: 'search (number or name)',
      variants: [...numbers.slice(0, 25), ...names.slice(0, 25)].map((q) => `/api/orders?page_count=25&page=0&q=${encodeURIComponent(q)}`),
    },
    { name: 'one order’s page', variants: [`/api/orders/${deep.id}`] },
  ];

  const client = (db as any).$client;
  const rowsOut: Comparison[] = [];
  for (const scenario of scenarios) {
    const statements: Statement[][] = [];
    for (const variant of scenario.variants) {
      statements.push(
        await captureStatements(client, async () => {
          const r = await fetch(`${base}${variant}`, { headers });
          if (!r.ok) throw new Error(`${variant}: ${r.status} ${(await r.text()).slice(0, 300)}`);
          await r.json();
        }),
      );
    }
    for (const concurrency of CONCURRENCY) {
      const api = await loadHttp({
        url: base,
        connections: concurrency,
        seconds: SECONDS,
        headers,
        variants: scenario.variants.map((p) => ({ path: p })),
      });
      const raw = await loadSql(client, statements, concurrency, SECONDS);
      rowsOut.push({ what: scenario.name, concurrency, statements: Math.max(...statements.map((s) => s.length)), api, raw });
      log(
        `  ${scenario.name}, c=${concurrency}: API p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${api.rps.toFixed(0)} req/s${api.failures ? ` (${api.failures} failed)` : ''} | SQL p50 ${raw.p50.toFixed(1)} ms, p99 ${raw.p99.toFixed(1)} ms, ${raw.rps.toFixed(0)} req/s`,
      );
    }
  }
  await app.close();
  await bench.close();

  writeFigures(
    'bench-orders',
    [
      `**${engine}, PostgreSQL ${version}**, ${ORDERS.toLocaleString('en-US')} orders, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)} at the end, ${SECONDS} s per measurement (as superadmin, every brand):`,
      '',
      ...comparisonTable('GET /api/orders …', rowsOut),
    ],
    'Orders list (npm run bench:orders)',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
