/**
 * The database handle: PGlite under DATA_DIR when DATABASE_URL is unset, PostgreSQL through a
 * node-postgres pool when it is set. Both speak the Postgres dialect through Drizzle, so the
 * rest of the server does not know which one it has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle inside a transaction has the same API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs Postgres LISTEN; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` with a Drizzle handle on one dedicated connection (session-level locks need one). */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests share one initialised template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Timestamps and bigints come back as JS values the API can send as-is.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const listeners: import('pg').PoolClient[] = [];
  return {
    db,
    engine: 'postgres',
    async listen(channel, onPayload) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (msg) => msg.channel === channel && onPayload(msg.payload ?? ''));
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel}"`).catch(() => {});
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(drizzle({ client, schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    async close() {
      for (const c of listeners.splice(0)) c.release();
      await pool.end();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async withConnection(fn) {
      return fn(db);
    },
    async close() {
      await client.close();
    },
  };
}

/** Rows of a raw query, whichever driver is underneath. */
export async function rows<T = Record<string, unknown>>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: any = await db.execute(query);
  return (result.rows ?? result) as T[];
}
