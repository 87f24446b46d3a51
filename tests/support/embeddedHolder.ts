/**
 * A separate process holding an embedded cluster, for the recovery tests: starts the cluster of
 * the DATA_DIR given as argument, prints its postmaster's pid, and stops it on SIGTERM.
 */
import { startEmbeddedPostgres } from '../../server/db/embedded';

const cluster = await startEmbeddedPostgres({ dataDir: process.argv[2], ephemeral: true });
console.log(JSON.stringify({ postgresPid: cluster.pid }));
process.on('SIGTERM', async () => {
  await cluster.stop();
  process.exit(0);
});
setInterval(() => {}, 60_000);
