/**
 * `npm run backup`: takes an online backup of the embedded database of DATA_DIR into
 * DATA_DIR/backups (the server may be running: the backup is taken on its cluster; otherwise the
 * cluster is started for it and stopped after). `npm run restore -- FILE`: restores a backup
 * into DATA_DIR, which must be missing or empty. docs/ops/README.md "Backups".
 */
import path from 'node:path';
import { loadConfig } from './config';
import { restoreBackup, takeBackup } from './db/backup';
import { runningClusterUrl, startEmbeddedPostgres } from './db/embedded';

const config = loadConfig();
const [command = 'backup', file] = process.argv.slice(2);

async function backup() {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: the database is an external PostgreSQL server, back it up with its own tools (pg_dump, or base backups with WAL archiving; docs/ops/README.md "Backups")',
    );
  }
  const running = runningClusterUrl(config.dataDir);
  const cluster = running ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const taken = await takeBackup({ dataDir: config.dataDir, url: running ?? cluster!.url(), keep: config.backups.keep });
    console.log(`backup ${path.join(config.dataDir, 'backups', taken.name)} (${taken.size} bytes)`);
  } finally {
    await cluster?.stop();
  }
}

async function restore() {
  if (!file) throw new Error('usage: npm run restore -- FILE (into DATA_DIR, which must be missing or empty)');
  const { files } = await restoreBackup(path.resolve(file), config.dataDir);
  console.log(`restored ${files} files into ${config.dataDir}; start the server on it (DATA_DIR=${config.dataDir} npm start)`);
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore();
  else throw new Error(`unknown command ${command}: backup or restore FILE`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
