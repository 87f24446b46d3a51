/**
 * The compiled server as the benchmarks run it: a free port, a start on a data directory until
 * `GET /api/health` answers 200, and a clean stop. Shared by every bench script that starts one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ENTRY = path.join(ROOT, 'dist-server/main.js');
/** The demo password of every benchmark server. */
export const BENCH_PASSWORD = 'Bench-Pass-1!';

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface BenchServerOptions {
  dataDir: string;
  port: number;
  /** Settings over the defaults (embedded PostgreSQL, demo data, production mode). */
  env?: Record<string, string>;
  /** Another checkout whose compiled server runs instead (its `dist-server/main.js`), e.g. main's for a before/after run. */
  root?: string;
  /** `pipe` to read its log from `child.stdout`. */
  stdout?: 'ignore' | 'pipe';
}

/** Starts `node dist-server/main.js` and resolves with it and the milliseconds until its health check answered. */
export async function startServer(options: BenchServerOptions): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [path.join(root, 'dist-server/main.js')], {
    cwd: root,
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      DEMO_PASSWORD: BENCH_PASSWORD,
      NODE_ENV: 'production',
      ...options.env,
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it answered');
    const ok = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { child, ms: performance.now() - started };
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Stops a server (SIGTERM) and resolves with the milliseconds until it exited. */
export async function stopServer(child: ChildProcess): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return performance.now() - started;
}

/** Signs in on a running server and resolves with the session's bearer token. */
export async function signIn(base: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { authToken: string }).authToken;
}
