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

/** What the driver's errors (and Drizzle's wrapping of them) may hold. */
interface DriverError {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function databaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`.
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 3; e = e.cause as DriverError | undefined, depth++) {
    const message = e.message;
    const code = typeof e.code === 'string' ? e.code : '';
    // 57P01–57P03: the server is shutting down, crashed or not yet accepting connections;
    // class 08: the connection failed or was lost.
    if (/^57P0[123]$/.test(code) || /^08/.test(code)) return true;
    if (CONNECT_ERRORS.has(code) && e.syscall === 'connect') return true;
    if (LOST_CONNECTION_ERRORS.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** A short description of why the database is away, for the health check and logs. */
export function unavailableReason(err: unknown): string {
  const e = ((err as DriverError | undefined)?.cause ?? err) as DriverError | undefined;
  const what = e?.message ? String(e.message) : String(err);
  return `The database does not answer: ${what}`;
}

/** "host:port/database" of a connection URL, with no user or password, for messages. */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    const host = u.searchParams.get('host') ?? u.hostname;
    return `${host}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

/**
 * Tries the database until it answers or `waitMs` has passed, with a pause growing from 0.5 s to
 * 5 s between tries. Only "away" errors are waited on (databaseUnavailable): a wrong password or
 * a missing database fails at once, as no wait will mend it.
 */
export async function waitForDatabase(
  database: { health(): Promise<{ ok: boolean; reason?: string }>; probe<T>(text: string): Promise<T[]> },
  server: string,
  waitMs: number,
  onWait?: (message: string) => void,
): Promise<void> {
  const until = Date.now() + waitMs;
  for (let pause = 500; ; pause = Math.min(pause * 2, 5000)) {
    try {
      await database.probe('SELECT 1');
      return;
    } catch (err) {
      const reason = (err as DriverError | undefined)?.message ?? String(err);
      if (!databaseUnavailable(err)) throw new Error(`PostgreSQL at ${server} refused the connection: ${reason}. Check DATABASE_URL.`);
      const left = until - Date.now();
      if (left <= 0)
        throw new Error(
          `PostgreSQL at ${server} did not answer within ${Math.round(waitMs / 1000)} s (${reason}). Check DATABASE_URL and that the server runs; DATABASE_WAIT_SECONDS sets the wait.`,
        );
      onWait?.(`Waiting for PostgreSQL at ${server} (${reason}); trying again in ${(Math.min(pause, left) / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
}
