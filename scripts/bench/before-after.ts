/**
 * One change measured before and after in the same rounds (npm run bench:before-after): this
 * checkout's compiled server and another checkout's (BENCH_BEFORE, built with `npm run build`),
 * each on its own embedded PostgreSQL with the demo data, take turns (interleaved rounds, the
 * first of each round rotating) on a few list shapes at c=8: req/s, p99 and the server's CPU per
 * request (read from /proc), which a shared machine's load changes much less than req/s. The
 * first round of each shape includes the servers' warm-up. The write shape is a declared update
 * (PUT of a feature flag, its row locked, updated and audited in one transaction), over 16 flags
 * whose description alternates, so every request changes its record. `BENCH_ONLY=<text>` keeps
 * the shapes whose name contains it (e.g. `BENCH_ONLY=PUT`). The PostgreSQL column is the CPU of
 * the server's embedded cluster per request (parsing and planning included).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canReadCpu, cpuOf, descendantsDelta } from './cpu';
import { loadHttp } from './load';
import { freePort, signIn, startServer, stopServer } from './server';

const beforeRoot = process.env.BENCH_BEFORE;
if (!beforeRoot) throw new Error('BENCH_BEFORE must name another checkout, built (npm run build)');
/** Rounds per shape and seconds per measurement (3 and 5 unless BENCH_ROUNDS, BENCH_SECONDS say otherwise). */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const servers: Array<{ name: string; root?: string }> = [{ name: 'after' }, { name: 'before', root: beforeRoot }];
const started = [];
for (const s of servers) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-ab-'));
  const port = await freePort();
  const { child } = await startServer({ dataDir, port, root: s.root });
  const url = `http://127.0.0.1:${port}`;
  const token = await signIn(url, 'superadmin@demo.test');
  const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  started.push({ ...s, child, dataDir, url, headers, flags: await benchFlags(url, headers) });
}
const gql = JSON.stringify({
  query: `query { data: inventoryItemsPaginated(first: 25, sort: "id", order: "DESC") { id barcode status trackable_item { id sku name vendor { id brand_name } } zone { id code zone_group { id name warehouse { id name } } } } total: inventoryItemsCount }`,
});
const updates = (flags: number[]) =>
  ['one', 'two'].flatMap((description) =>
    flags.map((id) => ({ path: `/api/feature-flags/${id}`, body: JSON.stringify({ description: `Bench ${description}` }) })),
  );
const shapes = [
  { name: 'REST collections by name', variants: [{ path: '/api/collections?page_count=25&sort_by=name' }] },
  { name: 'REST orders newest first', variants: [{ path: '/api/orders?page_count=25' }] },
  { name: 'REST dashboard summary', variants: [{ path: '/api/orders/summary' }, { path: '/api/orders/summary?brand_id=1' }] },
  { name: 'GraphQL inventory list + relations + count', method: 'POST' as const, variants: [{ path: '/api/graphql', body: gql }] },
  { name: 'PUT feature flag (update + audit row)', method: 'PUT' as const, variants: updates },
].filter((shape) => !process.env.BENCH_ONLY || shape.name.includes(process.env.BENCH_ONLY));
for (const shape of shapes)
  for (let round = 0; round < ROUNDS; round++)
    for (let i = 0; i < started.length; i++) {
      const s = started[(i + round) % started.length];
      const before = canReadCpu ? cpuOf(s.child.pid!, s.dataDir) : undefined;
      const r = await loadHttp({
        url: s.url,
        connections: 8,
        seconds: SECONDS,
        method: shape.method,
        headers: s.headers,
        variants: typeof shape.variants === 'function' ? shape.variants(s.flags) : shape.variants,
      });
      const after = canReadCpu ? cpuOf(s.child.pid!, s.dataDir) : undefined;
      const cpu = before && after ? (after.ownMs - before.ownMs) / r.requests : NaN;
      const database = before && after ? descendantsDelta(before, after) / r.requests : NaN;
      console.log(
        `${shape.name} | ${s.name} | round ${round + 1} | ${Math.round(r.rps)} req/s | p99 ${r.p99} ms | ${cpu.toFixed(2)} ms CPU/req | ${database.toFixed(2)} ms PostgreSQL CPU/req | failures ${r.failures} | load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
for (const s of started) {
  await stopServer(s.child);
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

/** The feature flags the write shape updates: 16, created on each server before the rounds. */
async function benchFlags(url: string, headers: Record<string, string>): Promise<number[]> {
  const ids = [];
  for (let i = 0; i < 16; i++) {
    const res = await fetch(`${url}/api/feature-flags`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ flag_name: `bench-write-${i}`, production_value: false, description: 'Bench' }),
    });
    if (!res.ok) throw new Error(`creating a bench flag failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}
