/**
 * A standalone queue worker (`npm run worker`) for scaled-out deployments (WORKER=0 on the web
 * instances). With METRICS_PORT it serves its own /metrics (the job counters it moves). On
 * SIGTERM it takes no new job and hands back the one it runs if not done within SHUTDOWN_TIMEOUT_MS.
 */
import http from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { loadConfig } from './config';
import { startContext } from './start';
import { startWorker } from './framework/jobQueue';
import { metricsHandler } from './http/metricsRoutes';
import { drain } from './shutdown';

const config = loadConfig();
if (!config.databaseUrl) {
  // The embedded cluster belongs to one server process (one per DATA_DIR): a separate worker needs a shared PostgreSQL.
  console.error('npm run worker needs DATABASE_URL: separate workers share a PostgreSQL server with the web instances.');
  process.exit(1);
}
const logger = pino({ level: config.logLevel });
const { ctx } = await startContext({ ...config, demoData: false }, undefined, (message) => logger.warn(message)).catch((err) => {
  logger.fatal(err.message);
  process.exit(1);
});
const handlers = ctx.resources.jobs();
const stopWorker = startWorker(ctx, handlers);
let server: http.Server | undefined;
if (process.env.METRICS_PORT) {
  server = http.createServer(express().get('/metrics', metricsHandler(ctx.metrics, config.metricsToken)));
  server.listen(Number(process.env.METRICS_PORT));
}
console.log(`worker running (${Object.keys(handlers).length} job categories)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void drain(ctx, logger, { server, stopWorker });
  });
}
