/**
 * Benchmark: the paginated inventory list with its relations over 100 000 inventory items.
 *
 *   npm run bench:inventory                       # embedded PostgreSQL in a temporary directory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:inventory   # a scratch database on that server
 *
 * Seeds a scratch database (demo data + 100k units over 500 trackable items and 200 zones), then
 * sends the list query the app sends — page of inventory items with trackable item, vendor,
 * stock type, zone, zone group, warehouse, purchase order, plus the count — through the real
 * HTTP server, for page sizes 20, 100 and 500. Reports SQL statements per request (counted at
 * the driver) and p50/p99 latency, and writes them into docs/benchmarks.md.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startContext, stopContext } from '../../server/start';

const ITEMS = Number(process.env.BENCH_ITEMS || 100_000);
const PAGE_SIZES = [20, 100, 500];
const RUNS: Record<number, number> = { 20: 200, 100: 100, 500: 40 };
const PASSWORD = 'Bench-Pass-1!';

const LIST_QUERY = `query List($first: Int, $offset: Int, $query: JSON) {
  data: inventoryItemsPaginated(first: $first, offset: $offset, query: $query, sort: "id", order: "DESC") {
    id barcode serial unit_count stock_size_units status created_at updated_at
    trackable_item { id sku name stock_count needs_reorder vendor { id brand_name } stock_type { id name } }
    zone { id code name zone_group { id name warehouse { id name } } }
    purchase_order { id po_number status }
  }
  total: inventoryItemsCount(query: $query)
}`;

async function scratchDatabase(): Promise<{ databaseUrl?: string; dataDir?: string; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-'));
    return { dataDir: dir, label: 'embedded PostgreSQL', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import('pg');
  const name = `papered_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { databaseUrl: u.toString(), label: `PostgreSQL ${u.host}`, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** 100k units: 500 trackable items from the demo vendors, 200 zones, stock counts and movements that keep the invariant. */
async function seedBulk(db: any) {
  await db.execute(sql`
    INSERT INTO zone_groups (name, warehouse_id) SELECT 'Bench aisle ' || g, (SELECT min(id) FROM warehouses) FROM generate_series(1, 20) g`);
  await db.execute(sql`
    INSERT INTO zones (code, name, zone_group_id)
    SELECT 'BZ-' || lpad(g::text, 4, '0'), 'Bench bay ' || g, (SELECT min(id) FROM zone_groups WHERE name LIKE 'Bench aisle%') + (g % 20)
    FROM generate_series(1, 200) g`);
  await db.execute(sql`
    INSERT INTO trackable_items (sku, name, vendor_id, stock_type_id, unit_type_id, standard_unit_count, repurchase_threshold)
    SELECT 'BENCH-' || lpad(g::text, 4, '0'), 'Bench item ' || g,
      (SELECT id FROM vendors ORDER BY id OFFSET (g % 5) LIMIT 1),
      (SELECT id FROM stock_types ORDER BY id OFFSET (g % 4) LIMIT 1),
      (SELECT id FROM unit_types ORDER BY id OFFSET (g % 4) LIMIT 1), 50, 10
    FROM generate_series(1, 500) g`);
  await db.execute(sql`
    INSERT INTO inventory_items (trackable_item_id, purchase_order_id, zone_id, barcode, serial, unit_count, stock_size_units, status)
    SELECT t.ids[1 + g % 500], CASE WHEN g % 3 = 0 THEN (SELECT min(id) FROM purchase_orders) END, z.ids[1 + g % 200],
      'BENCH-' || lpad(g::text, 8, '0'), 'S' || g, 1 + g % 50, 50,
      CASE WHEN g % 10 = 0 THEN 'CONSUMED' ELSE 'IN_STOCK' END
    FROM generate_series(1, ${ITEMS}) g,
      (SELECT array_agg(id ORDER BY id) ids FROM trackable_items WHERE sku LIKE 'BENCH-%') t,
      (SELECT array_agg(id ORDER BY id) ids FROM zones WHERE code LIKE 'BZ-%') z`);
  await db.execute(sql`
    INSERT INTO stock_movements (kind, trackable_item_id, inventory_item_id, stock_before, stock_after, units_before, units_after, note)
    SELECT 'CREATE', trackable_item_id, id, 0, 1, 0, unit_count, 'benchmark seed' FROM inventory_items WHERE barcode LIKE 'BENCH-%' AND status = 'IN_STOCK'`);
  await db.execute(sql`
    UPDATE trackable_items t SET stock_count = a.n, unit_count = a.units
    FROM (SELECT trackable_item_id, count(*) n, sum(unit_count) units FROM inventory_items WHERE status = 'IN_STOCK' AND barcode LIKE 'BENCH-%' GROUP BY trackable_item_id) a
    WHERE a.trackable_item_id = t.id`);
  await db.execute(sql`ANALYZE`);
}

/** Counts statements at the driver: the pg pool's query. */
function countStatements(client: any): { reset(): void; count(): number } {
  let n = 0;
  for (const method of ['query', 'exec']) {
    const original = client[method]?.bind(client);
    if (!original) continue;
    client[method] = (...args: unknown[]) => {
      n++;
      return original(...args);
    };
  }
  return { reset: () => (n = 0), count: () => n };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const scratch = await scratchDatabase();
  console.log(`Seeding ${ITEMS} inventory items on ${scratch.label}…`);
  const config = { ...loadConfig({ ...process.env, DEMO_PASSWORD: PASSWORD, DEMO_DATA: '1' }), databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir ?? '' };
  const { ctx } = await startContext(config);
  const seedStart = Date.now();
  await seedBulk(ctx.database.db);
  console.log(`Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const server = createApp(ctx, pino({ level: 'silent' })).listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'technician@demo.test', password: PASSWORD }) });
  const { authToken } = (await login.json()) as { authToken: string };
  const statements = countStatements((ctx.database.db as any).$client);

  async function request(first: number, offset: number) {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
      body: JSON.stringify({ query: LIST_QUERY, variables: { first, offset, query: { status: 'IN_STOCK' } } }),
    });
    const body = (await res.json()) as any;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (body.data.data.length !== first) throw new Error(`expected ${first} rows, got ${body.data.data.length}`);
    return body.data.total as number;
  }

  const results: Array<{ size: number; runs: number; statements: number; p50: number; p99: number; mean: number; total: number }> = [];
  for (const size of PAGE_SIZES) {
    for (let i = 0; i < 5; i++) await request(size, i * size); // warm-up
    const times: number[] = [];
    const counts = new Set<number>();
    let total = 0;
    for (let i = 0; i < RUNS[size]; i++) {
      const offset = Math.floor(Math.random() * (ITEMS * 0.85 - size));
      statements.reset();
      const start = performance.now();
      total = await request(size, offset);
      times.push(performance.now() - start);
      counts.add(statements.count());
    }
    times.sort((a, b) => a - b);
    if (counts.size !== 1) console.warn(`page ${size}: statement counts varied: ${[...counts].join(', ')}`);
    const row = { size, runs: RUNS[size], statements: Math.max(...counts), p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length, total };
    results.push(row);
    console.log(`page ${size}: ${row.statements} SQL statements/request, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms (${row.runs} runs, ${total} matching)`);
  }
  server.close();
  await stopContext(ctx);
  await scratch.drop();
  writeDocs(scratch.label, results);
}

function writeDocs(label: string, results: Array<{ size: number; runs: number; statements: number; p50: number; p99: number; mean: number }>) {
  const file = path.resolve('docs/benchmarks.md');
  const marker = (m: string) => `<!-- inventory-list:${m}:${label.startsWith('embedded') ? 'embedded' : 'postgres'} -->`;
  const table = [
    marker('start'),
    `**${label}**, ${ITEMS.toLocaleString('en-US')} inventory items, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s):`,
    '',
    '| page size | runs | SQL statements / request | p50 | p99 | mean |',
    '|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.size} | ${r.runs} | ${r.statements} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.mean.toFixed(1)} ms |`),
    marker('end'),
  ].join('\n');
  let doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  if (!doc.includes('## Inventory list (GraphQL)')) {
    doc += `\n## Inventory list (GraphQL)\n\n\`npm run bench:inventory\` (PGlite) or \`BENCH_DATABASE_URL=postgres://… npm run bench:inventory\`: the paginated inventory list the app sends — a page of IN_STOCK inventory items, newest first, with trackable item, vendor, stock type, zone, zone group, warehouse and purchase order, plus the count — over HTTP against the real server. Statements are counted at the database driver and include the session lookup; relations are batched per request, so the count stays the same at every page size.\n`;
  }
  const start = doc.indexOf(marker('start'));
  const end = doc.indexOf(marker('end'));
  if (start >= 0 && end > start) doc = doc.slice(0, start) + table + doc.slice(end + marker('end').length);
  else doc = doc.replace('## Inventory list (GraphQL)\n', (h) => h) + `\n${table}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, doc);
  console.log(`Wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
