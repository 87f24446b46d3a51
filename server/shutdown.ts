/**
 * The drain on SIGTERM/SIGINT (docs/ops/README.md "Drain"): readiness turns 503 and new
 * connections are refused (a request on an open keep-alive connection is answered 503 with
 * `Connection: close`); requests in flight finish; websocket clients are closed with 1001 "going
 * away" so the app reconnects (to another instance); the worker takes no new job and hands back
 * the one it holds if it is not done in time; then the database is closed. The process exits
 * within SHUTDOWN_TIMEOUT_MS whatever happens.
 */
import type http from 'node:http';
import type { Logger } from 'pino';
import type { WebSocketServer } from 'ws';
import type { AppContext } from './context';
import { stopContext } from './start';

/** Close code of a server going away (RFC 6455): the app's live events reconnect (providers/liveEvents.ts). */
export const GOING_AWAY = 1001;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());

export async function drain(
  ctx: AppContext,
  logger: Logger,
  parts: { server?: http.Server; wss?: WebSocketServer; stopTimers?: Array<() => void>; stopWorker: (graceMs: number) => Promise<void> },
): Promise<never> {
  const timeoutMs = ctx.config.shutdownTimeoutMs;
  const deadline = Date.now() + timeoutMs;
  setTimeout(() => {
    logger.error(`the drain took longer than SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms): exiting now`);
    process.exit(1);
  }, timeoutMs).unref();
  ctx.lifecycle.draining = true;
  const { server, wss } = parts;
  const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  for (const client of wss?.clients ?? []) client.close(GOING_AWAY, 'server going away: reconnect');
  for (const stop of parts.stopTimers ?? []) stop();
  // Requests and the running job get the time but a reserve for handing back and closing the database.
  const graceMs = Math.max(0, deadline - Date.now() - Math.min(2000, timeoutMs * 0.3));
  await Promise.all([
    parts.stopWorker(graceMs).catch((err) => logger.error({ err }, 'could not hand back jobs')),
    Promise.race([closed, sleep(graceMs)]),
  ]);
  server?.closeAllConnections();
  for (const client of wss?.clients ?? []) client.terminate();
  await stopContext(ctx).catch((err) => logger.error({ err }, 'error while closing the database'));
  logger.info('drained: exiting');
  process.exit(0);
}
