/** Builds the shared database template once per API run (see tests/support/testDatabase.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { startContext, stopContext } from '../../server/start';
import { DEMO_PASSWORD, TEMPLATE_DB, TEMPLATE_DUMP, adminQuery, testDatabaseUrl, withDatabase } from '../support/testDatabase';

export default async function setup() {
  const url = testDatabaseUrl();
  const config = { ...loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD }), dataDir: '' };
  if (url) {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
    const { ctx } = await startContext({ ...config, databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await stopContext(ctx);
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { ctx } = await startContext({ ...config, databaseUrl: undefined }, { dataDir: undefined });
  // The PGlite instance behind the context: dump its data dir for every test file to load.
  const client = (ctx.database.db as any).$client as InstanceType<typeof PGlite>;
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await stopContext(ctx);
}
