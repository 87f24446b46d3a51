/**
 * `npm run bench`: builds the volumes and prints, side by side in one run, what issue 9 measures:
 *
 * - the REST list of collections sorted by name and the GraphQL inventory list (with its
 *   relations and count), p50 / p99 / req/s at each concurrency, next to the same SQL run directly
 *   on the same pool (the statements the request sent, captured at the driver), and to Express 5
 *   + pg answering those statements' rows with nothing else (statementServer.ts: the floor of any
 *   HTTP API over them);
 * - SQL statements per request (cold and cached session);
 * - cheap calls (`GET /api/brands`, one collection by id): the API's throughput over the raw SQL's;
 * - start time and idle RSS (scripts/bench/start.ts) and the first load of the login page
 *   (scripts/bench/first-load.ts), when those scripts are present;
 * - 200 parallel quantity deltas on one inventory item, as is and on a loaded machine
 *   (scripts/bench/contention.ts).
 *
 * Settings (environment): BENCH_DATABASE_URL (or DATABASE_URL) — a PostgreSQL database for the
 * volumes, created when missing and kept between runs (the volumes are built once); without it,
 * the server's default engine in a temporary DATA_DIR. BENCH_ITEMS (1,000,000), BENCH_SECONDS (5
 * per measurement), BENCH_CONCURRENCY (8,32), BENCH_OTHERS=0 (the lists and cheap calls only: no start,
 * first load or contention). Everything runs on 127.0.0.1. Results go to the
 * terminal and into docs/benchmarks.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { captureStatements, comparisonTable, driverClientOf, openBenchContext, serveBench, type Comparison } from './harness';
import { loadHttp, loadSql, type Statement } from './load';
import { writeFigures, runBenchmark } from './report';
import { buildVolumes } from './volumes';
import { startStatementServer } from './statementServer';

const ITEMS = Number(process.env.BENCH_ITEMS || 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '8,32').split(',').map(Number);
const PASSWORD = 'Bench-Pass-1!';
const VARIANTS = 200;
const log = (line: string) => console.log(line);

const INVENTORY_LIST = `query List($first: Int, $after: ID, $query: JSON) {
  data: inventoryItemsPaginated(first: $first, after: $after, query: $query, sort: "id", order: "DESC") {
    id barcode serial unit_count stock_size_units status created_at updated_at
    trackable_item { id sku name stock_count needs_reorder vendor { id brand_name } stock_type { id name } }
    zone { id code name zone_group { id name warehouse { id name } } }
    purchase_order { id po_number status }
  }
  total: inventoryItemsCount(query: $query)
}`;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  variants: Array<{ path: string; body?: string }>;
}

type ScenarioKey = 'rest' | 'graphql' | 'brands' | 'byId';
/** A measurement, with the scenario it measured. */
type Row = Comparison & { key: ScenarioKey };
/** The scenarios that page through a list (what listBounds bounds). */
const LISTS: ScenarioKey[] = ['rest', 'graphql'];

async function main() {
  const bench = await openBenchContext(PASSWORD);
  const { ctx, engine, version } = bench;
  const db = ctx.database.db;
  log(`Volumes on ${engine} (PostgreSQL ${version})…`);
  // Building a million rows takes longer than a request's statement timeout.
  await ctx.database.withoutTimeout((connection) => buildVolumes(connection, ITEMS, log));

  const app = await serveBench(ctx, PASSWORD, undefined, Number(process.env.BENCH_PORT || 0));
  const { base, headers, login } = app;

  // Request variants: keyset positions spread over the whole list, and ids for the cheap calls.
  const sample = async (query: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, query)).map((r) => r.id);
  const collectionIds = await sample(sql`SELECT id FROM collections WHERE name LIKE 'Bench %' ORDER BY random() LIMIT ${VARIANTS}`);
  const itemIds = await sample(
    sql`SELECT id FROM inventory_items WHERE status = 'IN_STOCK' AND barcode LIKE 'BENCH-%' ORDER BY random() LIMIT ${VARIANTS}`,
  );
  const graphqlBody = (after?: number) =>
    JSON.stringify({
      query: INVENTORY_LIST,
      variables: { first: 25, after: after === undefined ? undefined : String(after), query: { status: 'IN_STOCK' } },
    });
  const scenarios: Record<ScenarioKey, Scenario> = {
    rest: {
      name: 'REST collections by name, 25/page',
      method: 'GET',
      variants: [
        { path: '/api/collections?page_count=25&sort_by=name' },
        ...collectionIds.map((id) => ({ path: `/api/collections?page_count=25&sort_by=name&after=${id}` })),
      ],
    },
    graphql: {
      name: 'GraphQL inventory items + relations + count, 25/page',
      method: 'POST',
      variants: [{ path: '/api/graphql', body: graphqlBody() }, ...itemIds.map((id) => ({ path: '/api/graphql', body: graphqlBody(id) }))],
    },
    brands: { name: 'GET /api/brands', method: 'GET', variants: [{ path: '/api/brands' }] },
    byId: { name: 'GET /api/collections/{id}', method: 'GET', variants: collectionIds.map((id) => ({ path: `/api/collections/${id}` })) },
  };

  const client = driverClientOf(db);
  const send = (scenario: Scenario, variant: Scenario['variants'][number], auth = headers) =>
    fetch(`${base}${variant.path}`, { method: scenario.method, headers: auth, body: variant.body });
  // The statements of each variant (session cached), checked for a good answer on the way.
  const statementsOf: Record<string, Statement[][]> = {};
  const perRequest: Record<string, { cold: number; cached: number; max: number }> = {};
  for (const [key, scenario] of Object.entries(scenarios)) {
    statementsOf[key] = [];
    for (const variant of scenario.variants.slice(0, 50)) {
      let body: { errors?: unknown } | undefined;
      const statements = await captureStatements(client, async () => {
        const res = await send(scenario, variant);
        body = (await res.json()) as { errors?: unknown };
        if (!res.ok || body?.errors) throw new Error(`${scenario.name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      });
      statementsOf[key].push(statements);
    }
    const fresh = await login();
    const cold = await captureStatements(client, () =>
      send(scenario, scenario.variants[0], { ...headers, authorization: `Bearer ${fresh}` }).then((r) => r.text()),
    );
    const counts = statementsOf[key].map((s) => s.length).sort((a, b) => a - b);
    perRequest[key] = { cold: cold.length, cached: counts[Math.floor(counts.length / 2)], max: counts.at(-1)! };
    if (process.env.BENCH_DEBUG) for (const s of statementsOf[key][1] ?? []) log(`    ${s.text.slice(0, 400)}`);
    log(
      `  ${scenario.name}: ${perRequest[key].cold} statements with a cold session, ${perRequest[key].cached} with a cached one (at most ${perRequest[key].max})`,
    );
  }

  // Express 5 + pg over the same statements: the floor of any HTTP API answering them.
  const databaseUrl = bench.databaseUrl;
  const floorServer = databaseUrl ? await startStatementServer(databaseUrl, statementsOf) : undefined;
  const results: Row[] = [];
  const measure = async (key: ScenarioKey, concurrency: number) => {
    const scenario = scenarios[key];
    const api = await loadHttp({
      url: base,
      connections: concurrency,
      seconds: SECONDS,
      method: scenario.method,
      headers,
      variants: scenario.variants,
    });
    const raw = await loadSql(client, statementsOf[key], concurrency, SECONDS);
    const floor = floorServer
      ? await loadHttp({
          url: floorServer.url,
          connections: concurrency,
          seconds: SECONDS,
          headers: {},
          variants: floorServer.variants(key),
        })
      : undefined;
    results.push({ key, what: scenario.name, concurrency, api, raw, floor });
    log(
      `  ${scenario.name}, c=${concurrency}: API p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${api.rps.toFixed(0)} req/s${api.failures ? ` (${api.failures} failed)` : ''} | SQL p50 ${raw.p50.toFixed(1)} ms, p99 ${raw.p99.toFixed(1)} ms, ${raw.rps.toFixed(0)} req/s` +
        (floor ? ` | Express + pg ${floor.rps.toFixed(0)} req/s${floor.failures ? ` (${floor.failures} failed)` : ''}` : ''),
    );
  };
  log('Load (each measurement ' + SECONDS + ' s):');
  for (const concurrency of CONCURRENCY) {
    await measure('rest', concurrency);
    await measure('graphql', concurrency);
  }
  for (const concurrency of CONCURRENCY.slice(0, 1)) {
    await measure('brands', concurrency);
    await measure('byId', concurrency);
  }

  floorServer?.close();
  await app.close();
  await bench.close();

  const others = process.env.BENCH_OTHERS === '0' ? [] : await otherFigures();
  writeReport({ engine: `${engine}, PostgreSQL ${version}`, perRequest, results, others });
}

/** The start and first-load figures of the sibling scripts, when they are there. */
async function otherFigures(): Promise<Array<{ what: string; value: string }>> {
  const figures: Array<{ what: string; value: string }> = [];
  const here = import.meta.dirname;
  const start = path.join(here, 'start.ts');
  if (fs.existsSync(start)) {
    try {
      const mod = await import(start);
      const result = await mod.measureStart();
      for (const [what, value] of Object.entries(result ?? {})) figures.push({ what: `start: ${what}`, value: String(value) });
    } catch (err) {
      figures.push({ what: 'start', value: `failed: ${(err as Error).message}` });
    }
  } else log('(scripts/bench/start.ts is not here yet: no start time and idle RSS)');
  const firstLoad = path.join(here, 'first-load.ts');
  if (fs.existsSync(firstLoad)) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', firstLoad], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 10 * 60_000,
    });
    const out = run.stdout.trim();
    figures.push({
      what: 'first load (scripts/bench/first-load.ts)',
      value: run.status === 0 ? out.split('\n').slice(-6).join('; ') : `failed (exit ${run.status})`,
    });
  } else log('(scripts/bench/first-load.ts is not here yet: no login-page figures)');
  // 200 deltas on one item at once, as is and on a loaded machine (its own section too).
  try {
    const { measureContention, contentionLines } = await import('./contention');
    const result = await measureContention();
    writeFigures('bench-contention', contentionLines(result), 'Contention: 200 deltas on one item (npm run bench:contention)');
    for (const r of result.rounds)
      figures.push({
        what: `contention, ${r.condition} (load ${r.load.toFixed(1)})`,
        value: `${r.ok}/${r.ok + Object.values(r.failures).reduce((a, b) => a + b, 0)} succeeded, total ${r.exact ? 'exact' : 'wrong'}, p99 ${r.p99.toFixed(0)} ms`,
      });
  } catch (err) {
    figures.push({ what: 'contention', value: `failed: ${(err as Error).message}` });
  }
  return figures;
}

/**
 * How close to its SQL each list could come with the app's own work per request, from this run's
 * figures. On a saturated machine a request costs 1 ÷ req/s: the floor's (Express + pg over the
 * list's statements, statementServer.ts) plus what the app does on every call whatever it asks —
 * session, access, request log, headers — measured on `GET /api/brands` (one cheap statement) as
 * its cost through the API less its cost through Express + pg. The bound leaves nothing for
 * GraphQL or REST work of the list itself.
 */
function listBounds(results: Row[]): string[] {
  const lines: string[] = [];
  for (const cheap of results.filter((r) => r.key === 'brands' && r.floor)) {
    const ownWork = 1 / cheap.api.rps - 1 / cheap.floor!.rps;
    for (const list of results.filter((r) => r.concurrency === cheap.concurrency && r.floor && LISTS.includes(r.key))) {
      const best = 1 / (1 / list.floor!.rps + ownWork);
      lines.push(
        `| ${list.what} | ${list.concurrency} | ${(list.floor!.rps / list.raw.rps).toFixed(2)} | ${(ownWork * 1000).toFixed(2)} ms | ${(best / list.raw.rps).toFixed(2)} | ${(list.api.rps / list.raw.rps).toFixed(2)} |`,
      );
    }
  }
  if (!lines.length) return [];
  return [
    '',
    'The highest API ÷ SQL a list can reach with the app’s own work on every request (`listBounds` in scripts/bench/index.ts: the floor’s time per request plus `GET /api/brands`’ time through the API less its time through Express + pg, nothing for the list’s own work):',
    '',
    '| list | c | Express + pg ÷ SQL | the app’s own work per request | highest API ÷ SQL | API ÷ SQL |',
    '|---|---:|---:|---:|---:|---:|',
    ...lines,
  ];
}

function writeReport(report: {
  engine: string;
  perRequest: Record<string, { cold: number; cached: number; max: number }>;
  results: Row[];
  others: Array<{ what: string; value: string }>;
}) {
  const lines = [
    `**${report.engine}**, ${ITEMS.toLocaleString('en-US')} inventory items and ${ITEMS.toLocaleString('en-US')} collections, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, load average ${os.loadavg()[0].toFixed(1)} at the end, ${SECONDS} s per measurement:`,
    '',
    ...comparisonTable('request', report.results),
    ...listBounds(report.results),
    '',
    '| SQL statements per request | cold session | cached session (median) | most seen |',
    '|---|---:|---:|---:|',
    ...Object.entries(report.perRequest).map(([key, n]) => `| ${key} | ${n.cold} | ${n.cached} | ${n.max} |`),
    ...(report.others.length
      ? ['', '| start and first load | |', '|---|---|', ...report.others.map((o) => `| ${o.what} | ${o.value} |`)]
      : []),
  ];
  const file = writeFigures('bench', lines);
  log(`Wrote ${file}`);
}

runBenchmark(main);
