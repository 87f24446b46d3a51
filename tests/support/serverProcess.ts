/**
 * The real server as a child process, for the tests that stop, kill or multiply it (drain, crash,
 * many instances): compiled once as `npm run build` compiles it (`compileServer`), or run from
 * source with tsx, on a free port, its output in a log file.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD } from './testDatabase';

/**
 * Compiles the server (main.js, worker.js) into a new folder inside the repository (ignored
 * .tmp/, so the bundle's external packages resolve from node_modules); the caller removes it.
 * Seconds once, where tsx spent ~25 s of a loaded machine transpiling at every start.
 */
export function compileServer(prefix = 'server-'): string {
  fs.mkdirSync('.tmp', { recursive: true });
  const compiled = fs.mkdtempSync(path.resolve('.tmp', prefix));
  execFileSync(process.execPath, ['scripts/build-server.mjs', compiled], { stdio: 'ignore' });
  return compiled;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string, log = () => '') {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url(path: string): string;
  logFile: string;
  /** The last lines of its log, for a failure's message. */
  logTail(): string;
  /** Resolves with the exit code (null when killed by a signal) once it has exited. */
  exited: Promise<number | null>;
  /** Whether it still runs. */
  running(): boolean;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts `main` (a web instance) or `worker` with the demo password and `env` (DATA_DIR, or
 * DATABASE_URL; `PORT` is a free one unless given), from `compiled` (compileServer) or from source
 * with tsx. Does not wait for it to be ready.
 */
export function spawnServer(options: {
  entry?: 'main' | 'worker';
  compiled?: string;
  port: number;
  logFile: string;
  env: Record<string, string>;
}): ServerProcess {
  const entry = options.entry ?? 'main';
  const args = options.compiled ? [path.join(options.compiled, `${entry}.js`)] : ['--import', 'tsx', `server/${entry}.ts`];
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(options.port), DEMO_PASSWORD, LOG_LEVEL: 'warn', ...options.env },
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const logTail = () => (fs.existsSync(options.logFile) ? fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n') : '');
  return {
    child,
    port: options.port,
    url: (p) => `http://127.0.0.1:${options.port}${p}`,
    logFile: options.logFile,
    logTail,
    exited,
    running,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Starts a server (spawnServer) on a free port and waits until it is ready: its own log says it
 * listens on that port and `/api/health/ready` answers 200. The port is free when chosen, but
 * another suite on the machine may take it while this server starts; an answer on the port is then
 * another's, and this server exits on EADDRINUSE. It is started again on another port.
 */
export async function startServer(options: Omit<Parameters<typeof spawnServer>[0], 'port'>, timeoutMs = 120_000): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // Info level: the line that says it listens.
    const server = spawnServer({ ...options, port, env: { ...options.env, LOG_LEVEL: 'info' } });
    const listening = `is listening on http://localhost:${port}`;
    const log = () => (fs.existsSync(options.logFile) ? fs.readFileSync(options.logFile, 'utf8') : '');
    await until(
      async () => !server.running() || (log().includes(listening) && (await statusOf(server.url('/api/health/ready'))) === 200),
      timeoutMs,
      `${path.basename(options.logFile)} ready`,
      server.logTail,
    );
    if (server.running()) return server;
    if (attempt === 3 || !/EADDRINUSE/.test(server.logTail())) throw new Error(`the server exited while starting\n${server.logTail()}`);
  }
}

/** The status of a GET (0: no answer, e.g. not listening yet). */
export const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

/** Signs in through a running server; its session token. */
export async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { authToken: string }).authToken;
}

/** One `POST /api/orders/demo-orders` of two orders, as the load of the crash tests sends it. */
export async function postDemoOrders(url: string, token: string) {
  const res = await fetch(`${url}/api/orders/demo-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ brand_id: 1, count: 2 }),
  });
  const body: any = await res.json().catch(() => ({}));
  const queued: number[] = res.status === 202 ? body.queued.map((q: { id: number }) => q.id) : [];
  return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body?.error?.code as string | undefined, queued };
}

/**
 * Clients posting demo orders to `url()` until stopped, as a crash or a failover test's load:
 * what the server acknowledged (202: queued ids) and every answer (status 0: no answer). A client
 * stops on its own once `running()` says the server it writes to is gone.
 */
export function demoOrderLoad(url: () => string, token: string, clients: number, running: () => boolean) {
  const accepted: number[] = [];
  const answers: Array<{ status: number; retryAfter: string | null; code?: string }> = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopped) {
      try {
        const { status, retryAfter, code, queued } = await postDemoOrders(url(), token);
        answers.push({ status, retryAfter, code });
        accepted.push(...queued);
      } catch {
        // No answer (the server was killed): not acknowledged, nothing to check.
        answers.push({ status: 0, retryAfter: null });
        if (!running()) return;
      }
    }
  });
  return {
    accepted,
    answers,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
