/**
 * The API suite's databases: one PostgreSQL server per run (an embedded cluster in a temporary
 * folder, or the server of TEST_DATABASE_URL), one template database migrated and seeded once
 * (tests/api/globalSetup.ts), and a copy of it for each test file (`CREATE DATABASE … TEMPLATE`).
 * The template's name is unique per run, so two runs on one server never collide.
 */
import crypto from 'node:crypto';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo-Pass-1!';

export interface TestDatabaseServer {
  /** A connection string to the server's `postgres` database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The migrated and seeded database each test file copies. */
  template: string;
  engine: 'embedded' | 'postgres';
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

/** The run's server, as globalSetup provided it (only inside test files). */
export function testServer(): TestDatabaseServer {
  return inject('testDatabase');
}

/** A new random database name with a prefix. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
}

/** The URL of the same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sqlText: string, adminUrl = testServer().adminUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A fresh copy of the template for one test file. */
export async function cloneTemplate(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const { adminUrl, template } = testServer();
  const name = uniqueName('papered_t');
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (err: any) {
      // Two files copying the template at the same instant: wait and try again.
      if (attempt > 50 || !/being accessed/.test(err.message)) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
    }
  }
  return {
    databaseUrl: withDatabase(adminUrl, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {}),
  };
}
