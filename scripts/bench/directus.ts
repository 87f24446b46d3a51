/**
 * `npm run bench:directus` (issue 28 "≥ 5 × Directus on every shape"): the compiled server as a
 * user runs it (default logging) next to Directus, a widely used API layer over PostgreSQL, on
 * the same database of a million orders (bench:orders' volumes, built here when missing), in
 * interleaved rounds at BENCH_CONCURRENCY (8): the orders list newest first (without and with a
 * total), a status filter, one order with its customer, addresses and line items, a deep page by
 * offset, and a search by order number and by customer name. Each shape asks both for the same
 * rows (checked before the rounds, and said in the table) and takes the median of the rounds'
 * ratios. Figures go to docs/benchmarks.md, which says how to set up the peer.
 *
 * Needs BENCH_DATABASE_URL and a running Directus on that database: BENCH_DIRECTUS_URL
 * (http://127.0.0.1:8055 by default) and an administrator's static token BENCH_DIRECTUS_TOKEN.
 * Directus is not a dependency of the project. BENCH_ROUNDS (3), BENCH_SECONDS (5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openBenchContext } from './harness';
import { loadHttp, type LoadResult } from './load';
import { buildOrderVolumes, buildParcelVolumes } from './orders-volumes';
import { runBenchmark, takenOn, writeFigures } from './report';
import { BENCH_PASSWORD, freePort, signIn, startServer, stopServer } from './server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const DIRECTUS_URL = (process.env.BENCH_DIRECTUS_URL || 'http://127.0.0.1:8055').replace(/\/$/, '');
const DIRECTUS_TOKEN = process.env.BENCH_DIRECTUS_TOKEN;
const ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
/** The goal of issue 28: at least this many times Directus's requests per second on every shape. */
const GOAL_RATIO = 5;
const log = (line: string) => console.log(line);

/** One request shape, as each server asks it, and how their answers are checked to hold the same rows. */
interface Shape {
  name: string;
  ours: string[];
  directus: string[];
  compare: 'ids' | 'one order';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  if (!DATABASE_URL || !DIRECTUS_TOKEN)
    throw new Error('BENCH_DATABASE_URL and BENCH_DIRECTUS_TOKEN must be set, with Directus running on that database (docs/benchmarks.md)');
  const bench = await openBenchContext(BENCH_PASSWORD);
  await bench.ctx.database.withoutTimeout(async (connection) => {
    await buildOrderVolumes(connection, ORDERS, log);
    await buildParcelVolumes(connection, log);
  });
  const version = bench.version;
  await bench.close();

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await ensureDirectusRelations(db);
  const pick = async (query: string) => (await db.query<{ v: string }>(query)).rows.map((r) => String(r.v));
  const ids = await pick(`SELECT id AS v FROM orders WHERE store_order_id LIKE 'bench-%' ORDER BY random() LIMIT 50`);
  const numbers = await pick(`SELECT order_number AS v FROM orders WHERE store_order_id LIKE 'bench-%' ORDER BY random() LIMIT 50`);
  const names = await pick(`SELECT DISTINCT customer_name AS v FROM orders WHERE store_order_id LIKE 'bench-%' LIMIT 25`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-directus-'));
  const port = await freePort();
  const { child } = await startServer({ dataDir, port, env: { DATABASE_URL } });
  const ours = `http://127.0.0.1:${port}`;
  try {
    const token = await signIn(ours, 'superadmin@demo.test');
    const servers = {
      ours: { url: ours, headers: { authorization: `Bearer ${token}` } },
      directus: { url: DIRECTUS_URL, headers: { authorization: `Bearer ${DIRECTUS_TOKEN}` } },
    };
    const filter = (f: object) => `filter_by=${encodeURIComponent(JSON.stringify(f))}`;
    const newest = '/items/orders?limit=25&sort=-created_at,-id';
    const oneOrder = 'fields=*,customer_id.*,customer_id.addresses.*,line_items.*,line_items.material_id.name';
    const shapes: Shape[] = [
      {
        name: 'orders list, newest first (Directus: no total)',
        ours: ['/api/orders?page_count=25&page=0'],
        directus: [newest],
        compare: 'ids',
      },
      {
        name: 'orders list, newest first, with its total',
        ours: ['/api/orders?page_count=25&page=0'],
        directus: [`${newest}&meta=filter_count`],
        compare: 'ids',
      },
      {
        name: 'status filter, with its total',
        ours: ['PARTIAL', 'CANCELLED'].map((status) => `/api/orders?page_count=25&page=0&${filter({ status })}`),
        directus: ['PARTIAL', 'CANCELLED'].map((status) => `${newest}&filter[status][_eq]=${status}&meta=filter_count`),
        compare: 'ids',
      },
      {
        name: 'one order with customer, addresses, line items',
        ours: ids.map((id) => `/api/orders/${id}`),
        directus: ids.map((id) => `/items/orders/${id}?${oneOrder}`),
        compare: 'one order',
      },
      {
        name: 'deep page: offset 500,000, newest first',
        ours: ['/api/orders?page_count=25&page=20000'],
        directus: [`${newest}&offset=500000`],
        compare: 'ids',
      },
      {
        name: 'order number (Directus: filter _eq)',
        ours: numbers.map((q) => `/api/orders?page_count=25&page=0&${filter({ q })}`),
        directus: numbers.map((n) => `${newest}&filter[order_number][_eq]=${encodeURIComponent(n)}`),
        compare: 'ids',
      },
      // Directus's own `search` reads every text column of every order (ILIKE, seconds at 1M):
      // the name is asked as an equality instead, which gives it the same rows.
      {
        name: 'customer name (Directus: filter _eq)',
        ours: names.map((q) => `/api/orders?page_count=25&page=0&${filter({ q })}`),
        directus: names.map((n) => `${newest}&filter[customer_name][_eq]=${encodeURIComponent(n)}`),
        compare: 'ids',
      },
    ];

    const table: string[] = [];
    const ratios: Array<{ shape: string; ratio: number }> = [];
    for (const shape of shapes) {
      const same = await sameRows(shape, servers);
      const results: Record<'ours' | 'directus', LoadResult[]> = { ours: [], directus: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? (['directus', 'ours'] as const) : (['ours', 'directus'] as const);
        for (const who of order) {
          // The other server's statements still running would be measured against this one.
          await databaseQuiet(db);
          const r = await loadHttp({
            url: servers[who].url,
            connections: CONCURRENCY,
            seconds: SECONDS,
            headers: servers[who].headers,
            variants: shape[who].map((p) => ({ path: p })),
          });
          results[who].push(r);
          log(
            `${shape.name} | ${who} | round ${round + 1} | ${r.rps.toFixed(0)} req/s | p50 ${r.p50} ms | p99 ${r.p99} ms | failures ${r.failures} | load ${os.loadavg()[0].toFixed(1)}`,
          );
        }
      }
      // A round where Directus answered nothing has no ratio; all of them: none at all.
      const perRound = results.ours.flatMap((r, i) => (results.directus[i].requests ? [r.rps / results.directus[i].rps] : []));
      const ratio = perRound.length ? median(perRound) : Infinity;
      ratios.push({ shape: shape.name, ratio });
      const range = (rs: LoadResult[], f: (r: LoadResult) => number, digits = 0) => {
        const values = rs.map(f);
        return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
      };
      table.push(
        `| ${shape.name} | ${range(results.ours, (r) => r.rps)} | ${range(results.ours, (r) => r.p99)} ms | ${range(results.directus, (r) => r.rps)} | ${range(results.directus, (r) => r.p99)} ms | ${same} | **${Number.isFinite(ratio) ? ratio.toFixed(1) : 'Directus answered none'}** |`,
      );
    }
    const missed = ratios.filter((r) => r.ratio < GOAL_RATIO);
    writeFigures(
      'bench-directus',
      [
        `**PostgreSQL ${new URL(DATABASE_URL).host} (${version})**, ${ORDERS.toLocaleString('en-US')} bench orders, Directus ${await directusVersion(servers.directus)}, ${takenOn()}, c=${CONCURRENCY}, ${ROUNDS} interleaved rounds of ${SECONDS} s (as superadmin / Directus administrator, both logging at their default level):`,
        '',
        '| shape | Papered req/s | Papered p99 | Directus req/s | Directus p99 | same rows | Papered ÷ Directus (median of rounds) |',
        '|---|---:|---:|---:|---:|---|---:|',
        ...table,
        '',
        `Goal ≥ ${GOAL_RATIO} ×: ${missed.length ? `missed on ${missed.map((m) => m.shape).join('; ')}` : 'met on every shape'}.`,
      ],
      'Against Directus (npm run bench:directus)',
    );
  } finally {
    await db.end();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Directus reads foreign keys as many-to-one relations; the one-to-many side (an order's line
 * items, a customer's addresses) is its own metadata. Added once to its tables in the bench
 * database (not through its API, which drops and re-creates the foreign key), then its schema
 * cache is cleared.
 */
async function ensureDirectusRelations(db: pg.Client) {
  const wanted = [
    { many: 'line_items', field: 'order_id', one: 'orders', alias: 'line_items' },
    { many: 'customer_addresses', field: 'customer_id', one: 'customers', alias: 'addresses' },
  ];
  let added = false;
  for (const r of wanted) {
    const known = await db.query('SELECT 1 FROM directus_relations WHERE many_collection = $1 AND many_field = $2', [r.many, r.field]);
    if (known.rowCount) continue;
    await db.query(`INSERT INTO directus_fields (collection, field, special, interface) VALUES ($1, $2, 'o2m', 'list-o2m')`, [
      r.one,
      r.alias,
    ]);
    await db.query('INSERT INTO directus_relations (many_collection, many_field, one_collection, one_field) VALUES ($1, $2, $3, $4)', [
      r.many,
      r.field,
      r.one,
      r.alias,
    ]);
    added = true;
  }
  if (added) {
    const res = await fetch(`${DIRECTUS_URL}/utils/cache/clear`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DIRECTUS_TOKEN}` },
    });
    if (!res.ok) throw new Error(`Directus did not clear its schema cache (${res.status}): restart it`);
  }
}

/** Waits (up to a minute) until no other session of the database is running a statement. */
async function databaseQuiet(db: pg.Client) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const busy = await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND datname = current_database()`,
    );
    if (!busy.rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Servers = Record<'ours' | 'directus', { url: string; headers: Record<string, string> }>;

/** Whether both answer the shape's first request with the same rows: "yes", or what differs. */
async function sameRows(shape: Shape, servers: Servers): Promise<string> {
  const get = async (who: 'ours' | 'directus') => {
    const res = await fetch(`${servers[who].url}${shape[who][0]}`, { headers: servers[who].headers });
    if (!res.ok) throw new Error(`${who} ${shape[who][0]}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const [a, b] = [await get('ours'), await get('directus')];
  const idsOf = (list: unknown) => (list as Array<{ id: number }>).map((r) => r.id);
  if (shape.compare === 'one order') {
    const order = b.data as { id: number; line_items: unknown[]; customer_id: { addresses: unknown[] } };
    const mine = a as { id: number; line_items: unknown[]; customer: { addresses: unknown[] } };
    const same =
      mine.id === order.id &&
      mine.line_items.length === order.line_items.length &&
      mine.customer.addresses.length === order.customer_id.addresses.length;
    return same ? 'yes' : 'no: the order, its line items or addresses differ';
  }
  const mine = idsOf(a.results).slice(0, 25);
  const theirs = idsOf(b.data);
  return JSON.stringify(mine) === JSON.stringify(theirs) ? 'yes' : `no (${mine.length} / ${theirs.length} rows)`;
}

async function directusVersion(directus: Servers['directus']): Promise<string> {
  const res = await fetch(`${directus.url}/server/info`, { headers: directus.headers });
  const info = res.ok ? ((await res.json()) as { data?: { version?: string } }) : {};
  return info.data?.version ?? '(version not shown)';
}

runBenchmark(main);
