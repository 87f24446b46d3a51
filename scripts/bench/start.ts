/**
 * Benchmark: server start and idle memory, measured from outside as a user sees them.
 *
 *   npm run bench:start        # or: import { measureStart } from './start' (the `npm run bench` report)
 *
 * Runs the compiled server (`node dist-server/main.js`, built first when missing) on the
 * embedded PostgreSQL with demo data:
 * - first start: an empty DATA_DIR until `GET /api/health` answers 200 (initdb, migrations, demo data);
 * - restart: the same DATA_DIR after a clean stop (median of several);
 * - idle RSS a few seconds after the restart: the node process, and PostgreSQL (the postmaster and
 *   its children, each counted by PSS so their shared buffers are not counted once per process).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRY, ROOT, freePort, startServer, stopServer as stop } from './server';

/** Starts the server and resolves with it and the milliseconds until its health check answered. */
const start = (dataDir: string, port: number) => startServer({ dataDir, port, env: { LOG_LEVEL: 'warn' } });

export interface StartFigures {
  firstStartMs: number;
  restartMs: number;
  /** Every restart, in order (restartMs is their median). */
  restartsMs: number[];
  stopMs: number;
  idleRssMb: number;
  postgresMb: number;
}

/** kB of a /proc status-like field (Linux). */
function procKb(file: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'));
  return match ? Number(match[1]) : 0;
}

function postgresPssKb(nodePid: number): number {
  const children = (pid: number) =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter(Boolean);
  const postmasters = children(nodePid);
  return [...postmasters, ...postmasters.flatMap(children)].reduce((sum, pid) => sum + procKb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureStart(options: { restarts?: number; settleMs?: number } = {}): Promise<StartFigures> {
  const restarts = options.restarts ?? 3;
  if (!fs.existsSync(ENTRY)) execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-start-'));
  const port = await freePort();
  try {
    const first = await start(dataDir, port);
    await stop(first.child);
    const restartsMs: number[] = [];
    let stopMs = 0;
    let idleRssMb = 0;
    let postgresMb = 0;
    for (let i = 0; i < restarts; i++) {
      const again = await start(dataDir, port);
      restartsMs.push(again.ms);
      if (i === restarts - 1) {
        // Idle: a few seconds after start, with nothing asked of it.
        await new Promise((r) => setTimeout(r, options.settleMs ?? 3000));
        idleRssMb = procKb(`/proc/${again.child.pid}/status`, 'VmRSS') / 1024;
        postgresMb = postgresPssKb(again.child.pid!) / 1024;
      }
      stopMs = await stop(again.child);
    }
    const ms = (n: number) => Math.round(n);
    const mb = (n: number) => Math.round(n * 10) / 10;
    return {
      firstStartMs: ms(first.ms),
      restartMs: ms(median(restartsMs)),
      restartsMs: restartsMs.map(ms),
      stopMs: ms(stopMs),
      idleRssMb: mb(idleRssMb),
      postgresMb: mb(postgresMb),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as Markdown table rows: | what | figure | goal |. */
export function startRows(f: StartFigures): string[] {
  return [
    `| first start on an empty DATA_DIR (initdb, migrations, demo data) | ${(f.firstStartMs / 1000).toFixed(1)} s | ≤ 10 s |`,
    `| restart (median of ${f.restartsMs.length}) | ${(f.restartMs / 1000).toFixed(2)} s | ≤ 2 s |`,
    `| clean stop (SIGTERM, PostgreSQL included) | ${(f.stopMs / 1000).toFixed(2)} s | |`,
    `| idle RSS, node process | ${f.idleRssMb.toFixed(0)} MB | ≤ 250 MB |`,
    `| idle memory, embedded PostgreSQL (PSS of its processes) | ${f.postgresMb.toFixed(0)} MB | |`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureStart();
  console.log(
    `Server start, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim()}):\n`,
  );
  console.log(['| what | figure | goal |', '|---|---|---|', ...startRows(figures)].join('\n'));
}
