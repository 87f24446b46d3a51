/** A standalone queue worker (`npm run worker`) for scaled-out deployments (WORKER=0 on the web instances). */
import { loadConfig } from './config';
import { startContext, stopContext } from './start';
import { startWorker } from './framework/jobQueue';

const config = loadConfig();
if (!config.databaseUrl) {
  // The embedded cluster belongs to one server process (one per DATA_DIR): a separate worker needs a shared PostgreSQL.
  console.error('npm run worker needs DATABASE_URL: separate workers share a PostgreSQL server with the web instances.');
  process.exit(1);
}
const { ctx } = await startContext({ ...config, demoData: false });
const handlers = ctx.resources.jobs();
const stop = startWorker(ctx, handlers);
console.log(`worker running (${Object.keys(handlers).length} job categories)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await stop();
    await stopContext(ctx);
    process.exit(0);
  });
}
