/**
 * Load generation, kept out of the server's process so the two do not share a thread:
 * `loadHttp` runs autocannon in a child process (scripts/bench/load-worker.ts) over a list of
 * request variants (keyset positions, ids); `loadSql` replays a request's statements straight on
 * a database pool with the same concurrency, for the "same SQL run directly" column.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
}

export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Requests are sent in turn from these variants: a path (with query), and a body for POSTs. */
  variants: Array<{ path: string; body?: string }>;
}

export function loadHttp(load: HttpLoad): Promise<LoadResult> {
  return runWorker<LoadResult>('load-worker.ts', load);
}

/**
 * Runs a bench worker script of this folder in its own process with `input` (a JSON file whose
 * path is its argument) and resolves with the JSON of the last line it prints.
 */
export function runWorker<T>(script: string, input: unknown): Promise<T> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-')), 'input.json');
  fs.writeFileSync(file, JSON.stringify(input));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as T);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export interface Statement {
  text: string;
  values?: unknown[];
  /** The name it was prepared under (the app's kept statements), so the replay runs it prepared too. */
  name?: string;
}

/**
 * `connections` loops, each sending one variant's statements (concurrently, as the server's
 * resolvers do) and waiting for them, until `seconds` have passed.
 */
export async function loadSql(
  client: { query(config: string | { name?: string; text: string; values?: unknown[] }, values?: unknown[]): Promise<unknown> },
  variants: Statement[][],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const statements = variants[next++ % variants.length];
        const start = performance.now();
        try {
          await Promise.all(
            statements.map((s) =>
              s.name ? client.query({ name: s.name, text: s.text, values: s.values }) : client.query(s.text, s.values),
            ),
          );
          latencies.push(performance.now() - start);
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    requests: latencies.length,
    failures,
  };
}
