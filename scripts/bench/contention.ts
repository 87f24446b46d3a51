/**
 * `npm run bench:contention` (and part of `npm run bench`): 200 quantity deltas on one inventory
 * item at the same moment, against the server as a user runs it — the compiled server
 * (`node dist-server/main.js`, rebuilt first) on the embedded PostgreSQL with demo data and its
 * default logging (every request logged, the log read from its stdout) — first on the machine as
 * it is, then while busy processes load it (BENCH_LOAD, default 8: spinning processes are added
 * until the 1-minute load average reaches it). Every delta must succeed and the item must end at
 * the exact total; the figures (answers, p50 / p99 / max, load) go to docs/benchmarks.md.
 *
 * Settings: BENCH_DELTAS (200), BENCH_ROUNDS (3 per condition), BENCH_LOAD (8).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCK_TIMEOUT_MS } from '../../server/db/transaction';
import { writeFigures } from './report';
import { BENCH_PASSWORD as PASSWORD, ROOT, freePort, signIn, startServer, stopServer } from './server';
const DELTAS = Number(process.env.BENCH_DELTAS || 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const TARGET_LOAD = Number(process.env.BENCH_LOAD || 8);
const log = (line: string) => console.log(line);

export interface ContentionRound {
  condition: 'as is' | 'loaded';
  ok: number;
  /** Answers other than success, by status (and code). */
  failures: Record<string, number>;
  exact: boolean;
  p50: number;
  p99: number;
  max: number;
  wallMs: number;
  load: number;
}

async function startLogged(dataDir: string, port: number): Promise<{ child: ChildProcess; logBytes: () => number }> {
  // No LOG_LEVEL: the default (info, every request) as a user runs it.
  const { child } = await startServer({ dataDir, port, stdout: 'pipe' });
  let bytes = 0;
  child.stdout!.on('data', (chunk: Buffer) => (bytes += chunk.length));
  return { child, logBytes: () => bytes };
}

/**
 * Busy processes, as many as the 1-minute load average lacks to reach `target` (none on a machine
 * already that busy), then waits until it does (or two minutes pass).
 */
async function loadMachine(target: number): Promise<ChildProcess[]> {
  const spinners: ChildProcess[] = [];
  const spin = () => spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  for (let i = 0; i < Math.ceil(target - os.loadavg()[0]); i++) spin();
  const until = Date.now() + 120_000;
  while (os.loadavg()[0] < target && Date.now() < until) await new Promise((r) => setTimeout(r, 1000));
  return spinners;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measureContention(): Promise<{ rounds: ContentionRound[]; logMb: number }> {
  execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-contention-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, logBytes } = await startLogged(dataDir, port);
  let spinners: ChildProcess[] = [];
  try {
    const authToken = await signIn(base, 'technician@demo.test', PASSWORD);
    const graphql = async (query: string, variables?: Record<string, unknown>) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as {
        data?: { inventoryItemsPaginated: Array<{ id: string }>; inventoryItem: { unit_count: number } };
        errors?: Array<{ extensions?: { code?: string; status?: number } }>;
      };
      return { status: res.status, body, ms: performance.now() - started };
    };
    const found = await graphql(
      `
        query First($query: JSON) {
          inventoryItemsPaginated(first: 1, query: $query, sort: "id", order: "ASC") {
            id
          }
        }
      `,
      { query: { status: 'IN_STOCK' } },
    );
    const id = found.body.data?.inventoryItemsPaginated[0].id;
    const START = 100_000;

    const round = async (condition: ContentionRound['condition']): Promise<ContentionRound> => {
      const set = await graphql(`mutation { updateInventoryItemQuantity(id: ${id}, absolute: ${START}) { unit_count } }`);
      if (set.body.errors) throw new Error(`could not set the quantity: ${JSON.stringify(set.body.errors)}`);
      // 60% takes of 3, 40% returns of 2, shuffled.
      const deltas = Array.from({ length: DELTAS }, (_, i) => (i < DELTAS * 0.6 ? -3 : 2)).sort(() => Math.random() - 0.5);
      const started = performance.now();
      const answers = await Promise.all(
        deltas.map((d) => graphql(`mutation { updateInventoryItemQuantity(id: ${id}, delta: ${d}) { unit_count } }`)),
      );
      const wallMs = performance.now() - started;
      const failures: Record<string, number> = {};
      for (const a of answers) {
        const error = a.body.errors?.[0];
        if (a.status === 200 && !error) continue;
        const key = `${error?.extensions?.status ?? a.status} ${error?.extensions?.code ?? ''}`.trim();
        failures[key] = (failures[key] ?? 0) + 1;
      }
      const okDeltas = deltas.filter((_, i) => answers[i].status === 200 && !answers[i].body.errors);
      const read = await graphql(`{ inventoryItem(id: ${id}) { unit_count } }`);
      const expected = START + okDeltas.reduce((sum, d) => sum + d, 0);
      const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
      return {
        condition,
        ok: okDeltas.length,
        failures,
        exact: read.body.data?.inventoryItem.unit_count === expected,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1)!,
        wallMs,
        load: os.loadavg()[0],
      };
    };

    const rounds: ContentionRound[] = [];
    await round('as is'); // warm-up: the first requests of a process compile its code paths
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round('as is'));
    log(`Loading the machine to a load average of ${TARGET_LOAD}…`);
    spinners = await loadMachine(TARGET_LOAD);
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round('loaded'));
    for (const r of rounds)
      log(
        `  ${r.condition}: ${r.ok}/${DELTAS} ok${Object.keys(r.failures).length ? ` (${JSON.stringify(r.failures)})` : ''}, total ${r.exact ? 'exact' : 'WRONG'}, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, load ${r.load.toFixed(1)}`,
      );
    return { rounds, logMb: logBytes() / 2 ** 20 };
  } finally {
    for (const s of spinners) s.kill('SIGKILL');
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as Markdown lines. */
export function contentionLines(result: { rounds: ContentionRound[]; logMb: number }): string[] {
  const cpus = os.cpus().length;
  return [
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus} CPU(s), DATABASE_LOCK_TIMEOUT_MS ${process.env.DATABASE_LOCK_TIMEOUT_MS || `${DEFAULT_LOCK_TIMEOUT_MS} (default)`}, the compiled server with its default logging (${result.logMb.toFixed(1)} MB of request log read from its stdout) on the embedded PostgreSQL, ${DELTAS} \`updateInventoryItemQuantity\` deltas on one item sent at once, each round after setting the item's count:`,
    '',
    '| machine | load average (1 min) | succeeded | other answers | total | p50 | p99 | max | all done in |',
    '|---|---:|---:|---|---|---:|---:|---:|---:|',
    ...result.rounds.map(
      (r) =>
        `| ${r.condition} | ${r.load.toFixed(1)} | ${r.ok} / ${DELTAS} | ${Object.entries(r.failures)
          .map(([k, n]) => `${n} × ${k}`)
          .join(
            ', ',
          )} | ${r.exact ? 'exact' : '**wrong**'} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.max.toFixed(0)} ms | ${(r.wallMs / 1000).toFixed(1)} s |`,
    ),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureContention();
  writeFigures('bench-contention', contentionLines(result), 'Contention: 200 deltas on one item (npm run bench:contention)');
  if (result.rounds.some((r) => r.ok !== DELTAS || !r.exact)) process.exit(1);
}
