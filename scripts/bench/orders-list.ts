/**
 * `npm run bench:orders` (issue 12): BENCH_ORDERS orders (1,000,000 by default) with line items
 * and events, then `GET /api/orders` as the orders screen sends it — 25 per page, newest first;
 * with a status filter; sorted by date the other way; with a search — at BENCH_CONCURRENCY (32)
 * concurrent requests: p50 / p99 and requests/s, next to the same SQL run directly on the same
 * pool, in one run; and the statements of one order's page. Figures go to docs/benchmarks.md.
 *
 * Then the searches of issue 26/28 at BENCH_SEARCH_CONCURRENCY (8): the orders list's `q` by order
 * number, customer name and tracking number, the search box (`GET /api/search`) and the dashboard
 * summary, against the goal p99 ≤ 20 ms, with the plans of their statements (EXPLAIN ANALYZE).
 *
 * BENCH_DATABASE_URL (or DATABASE_URL): a PostgreSQL database for the volumes, kept between runs;
 * without it, the embedded default in a temporary DATA_DIR. BENCH_SECONDS (5 per measurement).
 * BENCH_PART=search measures the searches only (figures between their own markers).
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { captureStatements, compareWithSql, comparisonTable, driverClientOf, openBenchContext, serveBench } from './harness';
import { buildOrderVolumes, buildParcelVolumes } from './orders-volumes';
import { writeFigures, runBenchmark, takenOn } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '32').split(',').map(Number);
const SEARCH_CONCURRENCY = (process.env.BENCH_SEARCH_CONCURRENCY || '8').split(',').map(Number);
const PART = process.env.BENCH_PART || 'all';
/** The goal of issue 28 for a search and for the dashboard summary at 1M orders. */
const GOAL_P99_MS = 20;
const PASSWORD = 'Bench-Pass-1!';
const log = (line: string) => console.log(line);

async function main() {
  const bench = await openBenchContext(PASSWORD);
  const { ctx, engine, version } = bench;
  const db = ctx.database.db;
  log(`Orders volumes on ${engine} (PostgreSQL ${version})…`);
  await ctx.database.withoutTimeout(async (connection) => {
    await buildOrderVolumes(connection, ORDERS, log);
    await buildParcelVolumes(connection, log);
  });
  const [{ n: orderCount }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders`);

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
    // A page far down the list by offset (page numbers, not a keyset): 500,000 rows skipped.
    { name: 'deep page: offset 500,000, newest first', variants: ['/api/orders?page_count=25&page=20000'] },
  ];

  const enc = encodeURIComponent;
  const trackings = (
    await rows<{ n: string }>(
      db,
      sql`SELECT tracking_number AS n FROM shipments WHERE tracking_number LIKE 'BT%' ORDER BY random() LIMIT 50`,
    )
  ).map((r) => r.n);
  const emails = (
    await rows<{ e: string }>(db, sql`SELECT email AS e FROM orders WHERE store_order_id LIKE 'bench-%' ORDER BY random() LIMIT 25`)
  ).map((r) => r.e);
  const listSearch = (q: string) => `/api/orders?page_count=25&page=0&${filter({ q })}`;
  const searchScenarios: Array<{ name: string; variants: string[] }> = [
    { name: 'orders list q: order number', variants: numbers.map(listSearch) },
    { name: 'orders list q: customer name', variants: names.map(listSearch) },
    { name: 'orders list q: tracking number', variants: trackings.map(listSearch) },
    {
      name: 'search box: number, name, tracking, email',
      variants: [...numbers.slice(0, 12), ...names.slice(0, 12), ...trackings.slice(0, 12), ...emails.slice(0, 12)].map(
        (q) => `/api/search?q=${enc(q)}`,
      ),
    },
    { name: 'dashboard summary, every brand', variants: ['/api/orders/summary'] },
    { name: 'dashboard summary, one brand', variants: ['/api/orders/summary?brand_id=1'] },
  ];

  const client = driverClientOf(db);
  const rowsOut =
    PART === 'search'
      ? []
      : await compareWithSql({
          client,
          base,
          headers,
          scenarios: scenarios.map((s) => ({ name: s.name, variants: s.variants.map((path) => ({ path })) })),
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          log,
        });
  const searchOut = await compareWithSql({
    client,
    base,
    headers,
    scenarios: searchScenarios.map((s) => ({ name: s.name, variants: s.variants.map((path) => ({ path })) })),
    concurrency: SEARCH_CONCURRENCY,
    seconds: SECONDS,
    log,
  });

  // The plans behind the figures: each statement of one request per search kind, run with EXPLAIN ANALYZE.
  const plans: string[] = [];
  for (const [what, path] of [
    ['orders list q, order number', listSearch(numbers[0])],
    ['orders list q, customer name', listSearch(names[0])],
    ['orders list q, tracking number', listSearch(trackings[0])],
    ['search box, customer name', `/api/search?q=${enc(names[0])}`],
    ['dashboard summary, every brand', '/api/orders/summary'],
  ] as const) {
    const statements = await captureStatements(client, async () => {
      const r = await fetch(`${base}${path}`, { headers });
      await r.json();
    });
    for (const statement of statements.filter(
      (st) => /orders|order_counts/.test(st.text) && !/user_sessions|FROM "?sessions/.test(st.text),
    )) {
      const result = (await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${statement.text}`, statement.values)) as {
        rows: Array<Record<string, string>>;
      };
      const lines = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
      plans.push(`${what}:`, ...lines.map((l: string) => `    ${l}`));
    }
  }
  log(plans.join('\n'));
  await app.close();
  await bench.close();

  if (PART !== 'search')
    writeFigures(
      'bench-orders',
      [
        `**${engine}, PostgreSQL ${version}**, ${ORDERS.toLocaleString('en-US')} orders, ${takenOn()}, ${SECONDS} s per measurement (as superadmin, every brand):`,
        '',
        ...comparisonTable('GET /api/orders …', rowsOut),
      ],
      'Orders list (npm run bench:orders)',
    );
  const met = searchOut.map((r) => `${r.what} c=${r.concurrency}: ${r.api.p99 <= GOAL_P99_MS ? 'met' : 'missed'}`);
  writeFigures(
    'bench-orders-search',
    [
      `**${engine}, PostgreSQL ${version}**, ${orderCount.toLocaleString('en-US')} orders (${trackings.length ? 'with parcels' : 'no parcels'}), ${takenOn()}, ${SECONDS} s per measurement (as superadmin, every brand), goal API p99 ≤ ${GOAL_P99_MS} ms:`,
      '',
      ...comparisonTable('call', searchOut),
      '',
      `Goal: ${met.join('; ')}.`,
    ],
    'Search and dashboard summary (npm run bench:orders)',
  );
}

runBenchmark(main);
