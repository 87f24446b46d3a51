/**
 * Whether an error means the database is away (stopped, restarting, unreachable) rather than
 * that the work itself was wrong: such work is answered 503 with Retry-After (errors.ts) and
 * such a job attempt is retried (docs/architecture.md "When the database goes away").
 */

/** Socket errors of a connection attempt (the unix socket is gone while PostgreSQL restarts: ENOENT). */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** Socket errors of a connection that was open: the server went away under a query. */
const LOST_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

/** node-postgres' own words when a connection ends or cannot be had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

export function databaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`.
  for (let e: any = err, depth = 0; e && depth < 3; e = e.cause, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 57P01–57P03: the server is shutting down, crashed or not yet accepting connections;
    // class 08: the connection failed or was lost.
    if (/^57P0[123]$/.test(code) || /^08/.test(code)) return true;
    if (CONNECT_ERRORS.has(code) && e.syscall === 'connect') return true;
    if (LOST_CONNECTION_ERRORS.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message))) return true;
  }
  return false;
}

/** A short description of why the database is away, for the health check and logs. */
export function unavailableReason(err: unknown): string {
  const e: any = (err as any)?.cause ?? err;
  const what = e?.message ? String(e.message) : String(err);
  return `The database does not answer: ${what}`;
}
