/** What the benchmarks share: a database of their own for the volumes, and the statements a request sends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { rows } from '../../server/db/client';
import { startContext, stopContext } from '../../server/start';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createLogger } from '../../server/logging';
import { createApp } from '../../server/app';
import type { AppContext } from '../../server/context';
import { loadHttp, loadSql, type LoadResult, type Statement } from './load';
import { signIn } from './server';
import { runningClusterUrl } from '../../server/db/embedded';

/**
 * The server's context on BENCH_DATABASE_URL (or DATABASE_URL), created when missing and kept
 * between runs, else on the embedded default in a temporary DATA_DIR; with demo data and `password`.
 */
export async function openBenchContext(password: string) {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const tempDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'papered-bench-'));
  if (url) await ensureDatabase(url);
  const config = {
    ...loadConfig({ ...process.env, DEMO_PASSWORD: password, DEMO_DATA: '1', LOG_LEVEL: 'warn' }),
    databaseUrl: url,
    dataDir: tempDir ?? '',
  };
  const { ctx } = await startContext(config);
  const engine = url ? `PostgreSQL ${new URL(url).host}` : `${ctx.database.engine} (embedded default, temporary DATA_DIR)`;
  const [{ version }] = await rows<{ version: string }>(ctx.database.db, sql`SELECT split_part(version(), ' ', 2) AS version`);
  return {
    ctx,
    engine,
    version,
    /** The database's URL, for reference servers of their own (the embedded one's while it runs). */
    databaseUrl: url ?? runningClusterUrl(tempDir!),
    async close() {
      await stopContext(ctx);
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** Creates the database of a PostgreSQL URL when it is missing (the volumes are kept between runs). */
export async function ensureDatabase(url: string) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a database (letters, digits, _): ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** Records the statements the driver receives while `fn` runs (the pg pool). */
/** The driver's pool (drizzle's `$client`): its query methods, which the capture wraps. */
export type DriverClient = {
  query(config: string | { name?: string; text: string; values?: unknown[] }, values?: unknown[]): Promise<unknown>;
} & Record<string, unknown>;
type DriverMethod = (...args: unknown[]) => unknown;

/** The driver's pool under a drizzle database. */
export const driverClientOf = (db: unknown): DriverClient => (db as { $client: DriverClient }).$client;

export async function captureStatements(client: DriverClient, fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const originals = ['query', 'exec'].filter((m) => typeof client[m] === 'function').map((m) => [m, client[m] as DriverMethod] as const);
  for (const [m, original] of originals) {
    client[m] = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown[] | undefined];
      statements.push(
        typeof first === 'string'
          ? { text: first, values: Array.isArray(second) ? second : undefined }
          : { text: first.text, values: second ?? first.values, ...(first.name ? { name: first.name } : {}) },
      );
      return original.apply(client, args);
    };
  }
  try {
    await fn();
  } finally {
    for (const [m, original] of originals) client[m] = original;
  }
  return statements;
}

/**
 * The app on a free port of 127.0.0.1 with `ctx`, signed in as `email` (superadmin by default):
 * its base URL, the headers of that session, and a way to sign in again.
 */
/**
 * The server's logger as a user runs it (LOG_LEVEL, default info: a line per request), written to
 * /dev/null: a benchmark pays for every log line as a running server does, without printing them.
 */
export function benchLogger() {
  return createLogger(process.env.LOG_LEVEL || 'info', pino.destination('/dev/null'));
}

export async function serveBench(ctx: AppContext, password: string, email = 'superadmin@demo.test', port = 0) {
  const server = createApp(ctx, benchLogger()).listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = () => signIn(base, email, password);
  const token = await login();
  return {
    server,
    base,
    token,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    login,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A figure in milliseconds, or a dash when there is none. */
export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');

export interface Comparison {
  what: string;
  concurrency: number;
  statements?: number;
  api: LoadResult;
  raw: LoadResult;
  /** Express 5 + pg answering the same statements' rows (statementServer.ts): the floor of any HTTP API over them. */
  floor?: LoadResult;
}

/** The markdown table of API figures next to the same SQL run directly (with statements per request when known). */
export function comparisonTable(first: string, out: Comparison[]): string[] {
  const statements = out.some((r) => r.statements !== undefined);
  const floor = out.some((r) => r.floor);
  const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '–');
  return [
    `| ${first} | c |${statements ? ' statements |' : ''} API p50 | API p99 | API req/s | SQL p50 | SQL p99 | SQL req/s | API ÷ SQL req/s |${floor ? ' Express + pg req/s | Express + pg ÷ SQL | API ÷ Express + pg |' : ''}`,
    `|---|---:|${statements ? '---:|' : ''}---:|---:|---:|---:|---:|---:|---:|${floor ? '---:|---:|---:|' : ''}`,
    ...out.map(
      (r) =>
        `| ${r.what} | ${r.concurrency} |${statements ? ` ${r.statements ?? '–'} |` : ''} ${ms(r.api.p50)} ms | ${ms(r.api.p99)} ms | ${r.api.rps.toFixed(0)} | ${ms(r.raw.p50)} ms | ${ms(r.raw.p99)} ms | ${r.raw.rps.toFixed(0)} | ${ratio(r.api.rps, r.raw.rps)} |` +
        (floor
          ? ` ${r.floor ? r.floor.rps.toFixed(0) : '–'} | ${r.floor ? ratio(r.floor.rps, r.raw.rps) : '–'} | ${ratio(r.api.rps, r.floor?.rps)} |`
          : ''),
    ),
  ];
}

/** A call measured through the API: one or more variants of it, sent in turn. */
export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  variants: Array<{ path: string; body?: string }>;
}

/**
 * Each scenario through the API at each concurrency, next to the same SQL run directly: the
 * statements each variant sends are captured once (the driver's `client`), then replayed.
 */
export async function compareWithSql(options: {
  client: DriverClient;
  base: string;
  headers: Record<string, string>;
  scenarios: Scenario[];
  concurrency: number[];
  seconds: number;
  log: (line: string) => void;
}): Promise<Comparison[]> {
  const { client, base, headers, seconds, log } = options;
  const out: Comparison[] = [];
  for (const scenario of options.scenarios) {
    const statements: Statement[][] = [];
    for (const variant of scenario.variants)
      statements.push(
        await captureStatements(client, async () => {
          const r = await fetch(`${base}${variant.path}`, { method: scenario.method, headers, body: variant.body });
          if (!r.ok) throw new Error(`${variant.path}: ${r.status} ${(await r.text()).slice(0, 300)}`);
          await r.json();
        }),
      );
    for (const concurrency of options.concurrency) {
      const api = await loadHttp({
        url: base,
        connections: concurrency,
        seconds,
        headers,
        method: scenario.method,
        variants: scenario.variants,
      });
      const raw = await loadSql(client, statements, concurrency, seconds);
      out.push({ what: scenario.name, concurrency, statements: Math.max(...statements.map((s) => s.length)), api, raw });
      log(
        `  ${scenario.name}, c=${concurrency}: API p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${api.rps.toFixed(0)} req/s${api.failures ? ` (${api.failures} failed)` : ''} | SQL p50 ${raw.p50.toFixed(1)} ms, p99 ${raw.p99.toFixed(1)} ms, ${raw.rps.toFixed(0)} req/s`,
      );
    }
  }
  return out;
}
