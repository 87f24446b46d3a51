/**
 * Applies the committed drizzle-kit migrations at start, then whatever else must happen once
 * (reference and demo data). An advisory lock makes sure that two instances
 * starting at once do not both do it: the second waits, then finds nothing left to do.
 */
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './client';

const STARTUP_LOCK_ID = 7_361_001; // any constant shared by every instance of this app

export async function migrateAndPrepare<T>(database: Database, prepare: () => Promise<T>): Promise<T> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Migrations may build indexes on large tables: no statement timeout.
  return database.withoutTimeout(async (db) => {
    await db.execute(sql`SELECT pg_advisory_lock(${STARTUP_LOCK_ID})`);
    try {
      await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });
      return await prepare();
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_ID})`);
    }
  });
}
