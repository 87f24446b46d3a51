/**
 * `npm run bench:health`: how `/api/health` answers while the heaviest GraphQL requests the
 * limits still allow run at full concurrency (issue 10: under 100 ms). Two kinds of heavy request,
 * each just under MAX_QUERY_COST: pages of inventory items with every relation spread over the
 * most aliases allowed, and text searches that read the table where no index helps (each with a
 * count). Volumes as `npm run bench` builds them (BENCH_DATABASE_URL, or a temporary embedded
 * cluster with BENCH_ITEMS rows). The figures are written to docs/benchmarks.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { MAX_ALIASES, MAX_QUERY_COST } from '../../server/graphql/limits';
import { startContext, stopContext } from '../../server/start';
import { serveBench } from './harness';
import { loadHttp, type LoadResult } from './load';
import { writeFigures, runBenchmark } from './report';
import { buildVolumes } from './volumes';

const ITEMS = Number(process.env.BENCH_ITEMS || 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_HEAVY_CONCURRENCY || 8);
const PASSWORD = 'Bench-Pass-1!';
const log = (line: string) => console.log(line);

const ITEM_FIELDS = `id barcode serial unit_count stock_size_units status created_at updated_at
  trackable_item { id sku name stock_count needs_reorder vendor { id brand_name } stock_type { id name } }
  zone { id code name zone_group { id name warehouse { id name } } }
  purchase_order { id po_number status }`;

/** As many aliased pages as allowed, each as large as the cost limit leaves room for. */
function pagesQuery(pageSize: number) {
  const fields = Array.from(
    { length: MAX_ALIASES },
    (_, i) => `p${i}: inventoryItemsPaginated(first: ${pageSize}, offset: ${i * pageSize}) { ${ITEM_FIELDS} }`,
  );
  return `{ ${fields.join('\n')} }`;
}

/** Text searches with their counts, as many as the cost limit allows. */
function searchesQuery(searches: number) {
  const fields = Array.from(
    { length: searches },
    (_, i) =>
      `s${i}: inventoryItemsPaginated(first: 25, query: {q: "no such text ${i}"}) { id barcode } c${i}: inventoryItemsCount(query: {q: "no such text ${i}"})`,
  );
  return `{ ${fields.join('\n')} }`;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const tempDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DEMO_PASSWORD: PASSWORD, DEMO_DATA: '1', LOG_LEVEL: 'warn' }),
    databaseUrl: url,
    dataDir: tempDir ?? '',
  };
  const { ctx } = await startContext(config);
  await ctx.database.withoutTimeout((connection) => buildVolumes(connection, ITEMS, log));
  const app = await serveBench(ctx, PASSWORD);
  const { base, headers } = app;
  const graphql = (query: string) => fetch(`${base}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });

  /** The largest size `build(n)` accepts under the cost limit (binary search on the server's own verdict). */
  async function largestAllowed(build: (n: number) => string, low: number, high: number) {
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const res = await graphql(build(mid));
      const body = (await res.json()) as { errors?: Array<{ message: string }> };
      if (res.ok && !body.errors) low = mid;
      else high = mid - 1;
    }
    return low;
  }
  const pageSize = await largestAllowed(pagesQuery, 1, 1000);
  const searches = await largestAllowed(searchesQuery, 1, 50);
  const heavy = [
    { name: `${MAX_ALIASES} aliased pages of ${pageSize} items with relations`, query: pagesQuery(pageSize) },
    { name: `${searches} text searches over ${ITEMS.toLocaleString('en-US')} items, with counts`, query: searchesQuery(searches) },
  ];

  const rows: Array<{ what: string; heavy: LoadResult; health: Health }> = [];
  for (const h of heavy) {
    const body = JSON.stringify({ query: h.query });
    const load = loadHttp({
      url: base,
      connections: CONCURRENCY,
      seconds: SECONDS,
      method: 'POST',
      headers,
      variants: [{ path: '/api/graphql', body }],
    });
    // Health is probed one request after the other, from this process, while the load runs.
    const health = await probeHealth(base, load);
    const result = await load;
    rows.push({ what: h.name, heavy: result, health });
    log(
      `  ${h.name}, c=${CONCURRENCY}: heavy p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.rps.toFixed(1)} req/s${result.failures ? ` (${result.failures} failed)` : ''} | health p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms over ${health.count}`,
    );
  }
  await app.close();
  await stopContext(ctx);
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  writeReport(rows);
}

interface Health {
  p50: number;
  p99: number;
  max: number;
  count: number;
  failures: number;
}

async function probeHealth(base: string, load: Promise<unknown>): Promise<Health> {
  let done = false;
  void load.finally(() => (done = true));
  // Let the load reach full concurrency first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  let failures = 0;
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.text();
    times.push(performance.now() - started);
    if (!res.ok) failures++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
  return { p50: at(50), p99: at(99), max: times.at(-1) ?? NaN, count: times.length, failures };
}

function writeReport(rows: Array<{ what: string; heavy: LoadResult; health: Health }>) {
  const lines = [
    `${ITEMS.toLocaleString('en-US')} inventory items, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)} at the end, ${SECONDS} s per row, heavy requests at c=${CONCURRENCY} (each just under ${MAX_QUERY_COST.toLocaleString('en-US')} points):`,
    '',
    '| heaviest allowed request | heavy p50 | heavy p99 | heavy req/s | `/api/health` p50 | p99 | max | probes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.heavy.p50.toFixed(0)} ms | ${r.heavy.p99.toFixed(0)} ms | ${r.heavy.rps.toFixed(1)} | ${r.health.p50.toFixed(1)} ms | ${r.health.p99.toFixed(1)} ms | ${r.health.max.toFixed(1)} ms | ${r.health.count}${r.health.failures ? ` (${r.health.failures} failed)` : ''} |`,
    ),
  ];
  const file = writeFigures('bench-health', lines, 'Health under the heaviest allowed GraphQL requests');
  log(`Wrote ${file}`);
}

runBenchmark(main);
