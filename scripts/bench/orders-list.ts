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
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { compareWithSql, comparisonTable, openBenchContext, serveBench } from './harness';
import { buildOrderVolumes } from './orders-volumes';
import { writeFigures, runBenchmark, takenOn } from './report';

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

  const rowsOut = await compareWithSql({
    client: (db as any).$client,
    base,
    headers,
    scenarios: scenarios.map((s) => ({ name: s.name, variants: s.variants.map((path) => ({ path })) })),
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    log,
  });
  await app.close();
  await bench.close();

  writeFigures(
    'bench-orders',
    [
      `**${engine}, PostgreSQL ${version}**, ${ORDERS.toLocaleString('en-US')} orders, ${takenOn()}, ${SECONDS} s per measurement (as superadmin, every brand):`,
      '',
      ...comparisonTable('GET /api/orders …', rowsOut),
    ],
    'Orders list (npm run bench:orders)',
  );
}

runBenchmark(main);
