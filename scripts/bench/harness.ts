/** What the benchmarks share: a database of their own for the volumes, and the statements a request sends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { rows } from '../../server/db/client';
import { startContext, stopContext } from '../../server/start';
import type { Statement } from './load';

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
export async function captureStatements(client: any, fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const originals = ['query', 'exec'].filter((m) => typeof client[m] === 'function').map((m) => [m, client[m]] as const);
  for (const [m, original] of originals) {
    client[m] = (...args: any[]) => {
      const [first, second] = args;
      statements.push(
        typeof first === 'string'
          ? { text: first, values: Array.isArray(second) ? second : undefined }
          : { text: first.text, values: second ?? first.values },
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
