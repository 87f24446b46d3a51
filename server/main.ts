/**
 * Starts the server: `npm start` (builds, then runs the compiled dist-server/main.js with node),
 * or `npm run dev` (tsx watch). On SIGINT/SIGTERM it drains (server/shutdown.ts) and stops the embedded PostgreSQL.
 */
import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logging';
import { startContext } from './start';
import { drain } from './shutdown';
import { startWorker } from './framework/jobQueue';
import { attachWebsocket } from './system/service';

const config = loadConfig();
const logger = createLogger(config.logLevel);

// A signal during start-up is acted on once the database is up (so the cluster is stopped too).
let stopRequested: string | undefined;
let shutdown: (signal: string) => unknown = (signal) => (stopRequested = signal);
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
// A promise that failed with nobody awaiting it (a timer's or a listener's work meeting a database
// that went away) is logged, not fatal: the server answers 503 meanwhile and carries on once the
// database is back (docs/architecture.md "When the database goes away").
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

const startedAt = performance.now();
const { ctx, seed } = await startContext(config, undefined, (message) => logger.warn(message)).catch((err) => {
  logger.fatal(err.message);
  process.exit(1);
});
const server = http.createServer(createApp(ctx, logger));
const wss = attachWebsocket(ctx, server);
// The queue worker runs in-process unless WORKER=0 (then run `npm run worker` processes).
const stopWorker = process.env.WORKER === '0' ? async (_graceMs: number) => {} : startWorker(ctx, ctx.resources.jobs());
const stopTimers = ctx.resources.areas.map((area) => area.start?.(ctx) ?? (() => {}));

let stopping = false;
shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: draining (at most ${config.shutdownTimeoutMs} ms)`);
  await drain(ctx, logger, { server, wss, stopTimers, stopWorker });
};
if (stopRequested) void shutdown(stopRequested);
else
  server.listen(config.port, () => {
    logger.info(
      `Papered is listening on http://localhost:${config.port} (database: ${ctx.database.engine}, started in ${Math.round(performance.now() - startedAt)} ms)`,
    );
    if (seed.generatedPassword) {
      // Printed once: the demo accounts of docs/requirements/platform.md §7 share this password.
      console.log(`\nDemo accounts (superadmin@demo.test, admin@demo.test, …) password: ${seed.generatedPassword}\n`);
    }
  });
