/** What the benchmarks share: a database of their own for the volumes, and the statements a request sends. */
import type { Statement } from './load';

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
