/** Starts the server: `npm start` (after a build) or `npm run serve`. */
import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logging';
import { startContext, stopContext } from './start';
import { JOB_HANDLERS } from './system/jobHandlers';
import { startWorker } from './system/jobQueue';
import { attachWebsocket } from './system/websocket';

const config = loadConfig();
const logger = createLogger(config.logLevel);

const { ctx, seed } = await startContext(config);
const server = http.createServer(createApp(ctx, logger));
const wss = attachWebsocket(ctx, server);
// The queue worker runs in-process unless WORKER=0 (then run `npm run worker` processes).
const stopWorker = process.env.WORKER === '0' ? async () => {} : startWorker(ctx, JOB_HANDLERS);
server.listen(config.port, () => {
  logger.info(`Papered is listening on http://localhost:${config.port} (database: ${ctx.database.engine})`);
  if (seed.generatedPassword) {
    // Printed once: the demo accounts of API.md share this password.
    console.log(`\nDemo accounts (superadmin@demo.test, admin@demo.test, …) password: ${seed.generatedPassword}\n`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  for (const client of wss.clients) client.close(1001, 'server shutting down');
  server.close();
  await stopWorker();
  server.closeAllConnections?.();
  await stopContext(ctx).catch((err) => logger.error({ err }, 'error while closing the database'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
