/**
 * Once per API project and run: a PostgreSQL server and a template database migrated and seeded
 * on it, which every test file copies (see tests/support/testDatabase.ts). The `api` project
 * starts an embedded cluster in a temporary folder; `api-postgres` (defined when
 * TEST_DATABASE_URL is set, see vitest.config.ts) uses TEST_DATABASE_URL's server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { startContext, stopContext } from '../../server/start';
import { DEMO_PASSWORD, adminQuery, uniqueName, withDatabase, type TestDatabaseServer } from '../support/testDatabase';

export default async function setup(project: TestProject) {
  let server: TestDatabaseServer;
  let stopServer = async () => {};
  if (project.name === 'api-postgres' && process.env.TEST_DATABASE_URL) {
    server = { adminUrl: withDatabase(process.env.TEST_DATABASE_URL, 'postgres'), template: uniqueName('papered_tpl'), engine: 'postgres' };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-api-'));
    const cluster = await startEmbeddedPostgres({ dataDir: dir, ephemeral: true });
    server = { adminUrl: cluster.url('postgres'), template: uniqueName('papered_tpl'), engine: 'embedded' };
    stopServer = async () => {
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  await adminQuery(`CREATE DATABASE ${server.template}`, server.adminUrl);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD }),
    dataDir: '',
    databaseUrl: withDatabase(server.adminUrl, server.template),
  };
  const { ctx } = await startContext(config);
  await stopContext(ctx);
  project.provide('testDatabase', server);

  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${server.template} WITH (FORCE)`, server.adminUrl).catch(() => {});
    await stopServer();
  };
}
