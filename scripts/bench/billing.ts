/**
 * `npm run bench:billing` (issue 15): on the orders benchmark's volumes (BENCH_ORDERS, 100,000 by
 * default, over two years), how long generating a month's invoices takes — alone, again (nothing
 * to do), and with three generators racing — and the invoice calls as the screens send them —
 * the list (`POST /api/invoices`), one big invoice with its lines, its PDF — at BENCH_CONCURRENCY
 * (8,32): p50 / p99 and requests/s, next to the same SQL on the same pool. Figures go to
 * docs/benchmarks.md.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL): a PostgreSQL database kept between runs; without it, the
 * embedded default in a temporary DATA_DIR. BENCH_SECONDS (5 per measurement).
 */
import { sql } from 'drizzle-orm';
import { generateInvoices } from '../../server/billing/invoicing';
import { rows } from '../../server/db/client';
import { compareWithSql, comparisonTable, driverClientOf, openBenchContext, serveBench, type Scenario } from './harness';
import { buildOrderVolumes } from './orders-volumes';
import { writeFigures, runBenchmark, takenOn } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '8,32').split(',').map(Number);
const PASSWORD = 'Bench-Pass-1!';
const log = (line: string) => console.log(line);

/** A month of the bench orders that is not billed yet (the volumes span two years back). */
const monthsAgo = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
};

async function main() {
  const bench = await openBenchContext(PASSWORD);
  const { ctx, engine, version } = bench;
  const db = ctx.database.db;
  log(`Billing on ${engine} (PostgreSQL ${version}), ${ORDERS.toLocaleString('en-US')} orders…`);
  await ctx.database.withoutTimeout((connection) => buildOrderVolumes(connection, ORDERS, log));
  // The bench orders are fulfilled when created (no shipments): each month is billable once.
  await db.execute(sql`DELETE FROM invoices WHERE invoice_number LIKE 'INV-%' AND period_start < now() - interval '4 months'`);

  const timings: Array<{ what: string; ms: number; detail: string }> = [];
  const time = async <T>(what: string, fn: () => Promise<T>, detail: (r: T) => string) => {
    const started = performance.now();
    const result = await fn();
    const ms = performance.now() - started;
    timings.push({ what, ms, detail: detail(result) });
    log(`  ${what}: ${ms.toFixed(0)} ms (${detail(result)})`);
    return result;
  };
  const made = await ctx.database.withoutTimeout((connection) =>
    time(
      'generate one month, every brand',
      () => generateInvoices(connection, monthsAgo(6)),
      (r) => `${r.length} invoices, ${r.reduce((s, i) => s + i.order_count, 0).toLocaleString('en-US')} orders`,
    ),
  );
  await time(
    'the same month again (nothing to do)',
    () => generateInvoices(db, monthsAgo(6)),
    (r) => `${r.length} invoices`,
  );
  await ctx.database.withoutTimeout((connection) =>
    time(
      'three generators racing on another month',
      () =>
        Promise.all([
          generateInvoices(connection, monthsAgo(7)),
          generateInvoices(connection, monthsAgo(7)),
          generateInvoices(connection, monthsAgo(7)),
        ]),
      (r) => `${r.flat().length} invoices made in all`,
    ),
  );

  const app = await serveBench(ctx, PASSWORD);
  const { base, headers } = app;
  const [big] = made.length
    ? [made.reduce((a, b) => (b.order_count > a.order_count ? b : a))]
    : await rows<{ id: number; order_count: number }>(db, sql`SELECT id, order_count FROM invoices ORDER BY order_count DESC LIMIT 1`);
  const [{ lines }] = await rows<{ lines: number }>(db, sql`SELECT count(*)::int AS lines FROM invoice_lines WHERE invoice_id = ${big.id}`);

  const scenarios: Scenario[] = [
    {
      name: 'POST /api/invoices (list, newest period first)',
      method: 'POST',
      variants: [{ path: '/api/invoices', body: '{"page_count":25}' }],
    },
    {
      name: 'POST /api/invoices (one brand, open)',
      method: 'POST',
      variants: [{ path: '/api/invoices', body: '{"brand_id":1,"status":"open"}' }],
    },
    {
      name: `GET /api/invoices/{id} (${lines.toLocaleString('en-US')} lines)`,
      method: 'GET',
      variants: [{ path: `/api/invoices/${big.id}` }],
    },
    { name: 'GET /api/billing?brand_id', method: 'GET', variants: [{ path: '/api/billing?brand_id=1' }] },
  ];
  const out = await compareWithSql({
    client: driverClientOf(db),
    base,
    headers,
    scenarios,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    log,
  });
  // The PDF is drawn in the request: its time alone, a few in a row.
  const pdfTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const r = await fetch(`${base}/api/invoices/${big.id}/pdf`, { headers });
    await r.arrayBuffer();
    pdfTimes.push(performance.now() - started);
  }
  pdfTimes.sort((a, b) => a - b);
  await app.close();
  await bench.close();

  writeFigures(
    'bench-billing',
    [
      `**${engine}, PostgreSQL ${version}**, ${ORDERS.toLocaleString('en-US')} orders over two years, ${takenOn()}, ${SECONDS} s per measurement (as superadmin):`,
      '',
      '| invoice generation | time | |',
      '|---|---:|---|',
      ...timings.map((t) => `| ${t.what} | ${t.ms.toFixed(0)} ms | ${t.detail} |`),
      `| PDF of the ${lines.toLocaleString('en-US')}-line invoice (median of 5) | ${pdfTimes[2].toFixed(0)} ms | |`,
      '',
      ...comparisonTable('call', out),
    ],
    'Billing (npm run bench:billing)',
  );
}

runBenchmark(main);
