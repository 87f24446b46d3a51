/**
 * Applies the committed drizzle-kit migrations at start. On PostgreSQL an advisory lock makes
 * sure that two instances starting at once do not both migrate: the second waits, then finds
 * nothing left to do.
 */
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './client';

const MIGRATION_LOCK_ID = 7_361_001; // any constant shared by every instance of this app

export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  await database.withConnection(async (db) => {
    await db.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await run(db as any, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
}
