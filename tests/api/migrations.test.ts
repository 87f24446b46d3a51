/** Two instances starting at once on one PostgreSQL must not both migrate (advisory lock). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startContext, stopContext } from '../../server/start';
import { adminQuery, testServer, uniqueName, withDatabase } from '../support/testDatabase';

describe('migrations', () => {
  it('run once when two instances start on an empty database at the same time', async () => {
    const name = uniqueName('papered_mig');
    await adminQuery(`CREATE DATABASE ${name}`);
    try {
      const config = {
        ...loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD: 'Demo-Pass-1!' }),
        databaseUrl: withDatabase(testServer().adminUrl, name),
      };
      const [a, b] = await Promise.all([startContext(config), startContext(config)]);
      const migrations = await a.ctx.database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations' as any);
      const files = (await import('node:fs')).readdirSync('server/db/migrations').filter((f) => f.endsWith('.sql'));
      expect((migrations as any).rows[0].n).toBe(files.length);
      const users = await a.ctx.database.db.query.users.findMany();
      expect(users.filter((u) => u.email === 'admin@demo.test')).toHaveLength(1);
      await Promise.all([stopContext(a.ctx), stopContext(b.ctx)]);
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
