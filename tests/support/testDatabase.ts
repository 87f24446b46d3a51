/**
 * One initialised database template for the whole API suite (migrations + reference data +
 * demo data), copied for each test file: a PGlite data-dir dump, or, when TEST_DATABASE_URL is
 * set, a PostgreSQL template database.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const DEMO_PASSWORD = 'Demo-Pass-1!';
export const TEMPLATE_DUMP = path.resolve('.tmp/pglite-template.tar.gz');
export const TEMPLATE_DB = 'papered_test_template';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The URL of the same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sqlText: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: its open options for startContext. */
export async function cloneTemplate(): Promise<{ databaseUrl?: string; loadDataDir?: Blob; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    return { loadDataDir: new Blob([fs.readFileSync(TEMPLATE_DUMP)]), drop: async () => {} };
  }
  const name = `papered_t_${crypto.randomBytes(5).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      break;
    } catch (err: any) {
      // Two files copying the template at the same instant: wait and try again.
      if (attempt > 20 || !/being accessed/.test(err.message)) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return { databaseUrl: withDatabase(url, name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {}) };
}
