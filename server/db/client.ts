/**
 * The database handle: node-postgres with a pool, on the embedded PostgreSQL cluster under
 * DATA_DIR (see embedded.ts) when DATABASE_URL is unset, or on the PostgreSQL server it names.
 * One engine and one driver everywhere, so a laptop behaves as production does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { unavailableReason } from './availability';
import { boundPreparedStatements } from './preparedStatements';
import { EMBEDDED_DATABASE, createDatabase, startEmbeddedPostgres, type EmbeddedCluster } from './embedded';
import * as schema from './schema';
import { DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_TRANSACTION_RETRIES, useTransactionSettings, type TransactionSettings } from './transaction';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle inside a transaction has the same API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** `embedded`: the cluster under DATA_DIR; `postgres`: a server named by a URL. */
  engine: 'embedded' | 'postgres';
  /** The embedded cluster (its superuser URL and DATA_DIR), for its backups; none on an external server. */
  cluster?: EmbeddedCluster;
  /**
   * Runs Postgres LISTEN on a connection of its own, listening again on a new one whenever that
   * connection is lost (the database restarted); returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Whether the database answers, on a connection of its own: a health check must not queue
   * behind requests that hold every connection of the pool. When it does not, why.
   */
  health(): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Calls `observe` with the time of every statement run through the pool (seconds, and whether it failed), for the metrics. */
  observeStatements(observe: StatementObserver): void;
  /** The pool's connections (all, idle) and the queries waiting for one, for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** A small read on the health check's connection (readiness: the applied migrations); rejects when the database is away. */
  probe<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Runs `fn` with a Drizzle handle on one dedicated connection (session-level locks need one). */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Like withConnection, without the statement timeout: for work that is long by nature and not
   * a request's (migrations, building benchmark volumes).
   */
  withoutTimeout<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type StatementObserver = (seconds: number, failed: boolean) => void;

/**
 * Times every query of a pool client: node-postgres calls `client.query` with a callback (the
 * pool's own query), or for a promise (drizzle's transactions); both are measured.
 */
export function timeQueries(client: import('pg').PoolClient, observers: StatementObserver[]) {
  // The class's own query, looked up at each call: what patches it (the statement-counting tests)
  // still sees every query.
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client).query as (...a: unknown[]) => unknown).apply(client, args);
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (!observers.length) return query(...args);
    const started = performance.now();
    const done = (failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) observe(seconds, failed);
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, result: unknown) => void;
      args[last] = (err: unknown, result: unknown) => {
        done(!!err);
        callback(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => done(false),
        () => done(true),
      );
    return result;
  };
}

/**
 * The committed migrations: next to this file when run from source (tsx, tests), copied next to
 * the bundle by scripts/build-server.mjs when run compiled (dist-server/).
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Where the embedded cluster lives (`<dataDir>/postgres`) when there is no databaseUrl. */
  dataDir?: string;
  /**
   * Longest a statement may run before PostgreSQL cancels it (0: no limit). A backstop behind the
   * request limits (page sizes, capped counts, GraphQL cost): whatever they miss cannot hold a
   * connection and a core for long. Answered as a 503 (errors.ts).
   */
  statementTimeoutMs?: number;
  /** Longest wait for one lock inside a transaction (0: none of its own, lock waits count against the statement timeout); see transaction.ts. */
  lockTimeoutMs?: number;
  /** How many more times a transaction that hit a deadlock or serialization failure runs. */
  transactionRetries?: number;
}

/** The default backstop: requests are kept well under a second by their limits; this catches the rest. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 2000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const settings: TransactionSettings = {
    statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    retries: options.transactionRetries ?? DEFAULT_TRANSACTION_RETRIES,
  };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgres', settings);
  if (!options.dataDir) throw new Error('openDatabase: a databaseUrl or a dataDir is needed');
  const cluster = await startEmbeddedPostgres({ dataDir: options.dataDir });
  try {
    const database = await openPostgres(cluster.url(), 'embedded', settings, cluster);
    // The cluster's database is created with it; were that interrupted, create it now.
    await database.db.execute(sql`SELECT 1`).catch(async (err) => {
      if (err.code !== '3D000') throw err;
      await createDatabase(cluster.url('postgres'), EMBEDDED_DATABASE);
    });
    return database;
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

async function openPostgres(
  url: string,
  engine: Database['engine'],
  settings: TransactionSettings,
  cluster?: EmbeddedCluster,
): Promise<Database> {
  const { statementTimeoutMs } = settings;
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Timestamps and bigints come back as JS values the API can send as-is.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    // Waiting for a connection is bounded: a request answers 503 rather than hang (errors.ts).
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    // Sent as a startup parameter: every pooled connection has it, RESET returns to it.
    // No JIT and no parallel workers: the API's statements are short, and compiling them or starting
    // workers cost more than it saved (issue 28: 212 of the dashboard's 250 ms per-day query went to
    // JIT compilation at 1M orders; two workers started for a tracking number's empty design-word
    // scan took 24 ms where the scan alone takes 0.05 ms). Concurrent requests use the cores.
    options: `-c jit=off -c max_parallel_workers_per_gather=0${statementTimeoutMs > 0 ? ` -c statement_timeout=${Math.round(statementTimeoutMs)}` : ''}`,
  });
  // One connection for health checks only (ping), opened on first use.
  const healthPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5000, options: '-c statement_timeout=5000' });
  for (const p of [pool, healthPool]) {
    p.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    // A connection lost while a client is checked out (a transaction, a LISTEN) is emitted on the
    // client too, and an 'error' nobody listens to ends the process. Its queries are rejected
    // with the error all the same, and the pool drops the broken client when it is released.
    p.on('connect', (client) => client.on('error', () => {}));
  }
  const statementObservers: StatementObserver[] = [];
  pool.on('connect', (client) => {
    timeQueries(client, statementObservers);
    boundPreparedStatements(client);
  });
  const db = useTransactionSettings(drizzle({ client: pool, schema }) as unknown as Db, settings);
  const listeners = new Set<() => Promise<void>>();
  async function withConnection<T>(fn: (db: Db) => Promise<T>, connectionSettings = settings): Promise<T> {
    const client = await pool.connect();
    try {
      return await fn(useTransactionSettings(drizzle({ client, schema }) as unknown as Db, connectionSettings));
    } finally {
      client.release();
    }
  }
  return {
    db,
    engine,
    cluster,
    async listen(channel, onPayload) {
      const stop = await listenAgainAndAgain(pool, channel, onPayload);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async health() {
      const problem = cluster?.problem();
      if (problem) return { ok: false, reason: problem };
      return healthPool.query('SELECT 1').then(
        () => ({ ok: true as const }),
        (err) => ({ ok: false as const, reason: unavailableReason(err) }),
      );
    },
    observeStatements: (observe) => void statementObservers.push(observe),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async probe<T>(text: string) {
      return (await healthPool.query(text)).rows as T[];
    },
    withConnection: (fn) => withConnection(fn),
    async withoutTimeout(fn) {
      // Its transactions set no timeout of their own either.
      const untimed = { ...settings, statementTimeoutMs: 0, lockTimeoutMs: 0 };
      return withConnection(async (connection) => {
        await connection.execute(sql`SET statement_timeout = 0`);
        try {
          return await fn(connection);
        } finally {
          await connection.execute(sql`RESET statement_timeout`).catch(() => {});
        }
      }, untimed);
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await Promise.all([pool.end(), healthPool.end()]);
      await cluster?.stop();
    },
  };
}

/** Longest a query waits for a free connection of the pool (then 503, errors.ts). */
const CONNECTION_WAIT_MS = 10_000;

/**
 * LISTEN on a dedicated connection of the pool; when that connection is lost, a new one is
 * taken and listens again (every 250 ms at first, then up to every 5 s, until it works).
 * Notifications sent while no connection listened are missed: NOTIFY keeps nothing.
 */
async function listenAgainAndAgain(
  pool: import('pg').Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: import('pg').PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = await pool.connect();
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.release(err ?? true); // destroyed, not returned to the pool
      if (!stopped) again(250);
    };
    c.on('notification', (msg) => msg.channel === channel && onPayload(msg.payload ?? ''));
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.query(`LISTEN "${channel}"`);
    } catch (err) {
      // Dropped here; whoever called connect tries again (or fails the start).
      if (client === c) {
        client = undefined;
        c.release(err as Error);
      }
      throw err;
    }
  };
  const again = (delayMs: number) => {
    retry = setTimeout(() => {
      if (!stopped && !client) connect().catch(() => !stopped && !client && again(Math.min(delayMs * 2, 5000)));
    }, delayMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      await c.query(`UNLISTEN "${channel}"`).catch(() => {});
      c.release();
    }
  };
}

/** Rows of a raw query. */
export async function rows<T = Record<string, unknown>>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres answers {rows}; other drivers the rows themselves.
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
