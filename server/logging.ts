/**
 * The server's logger. Secrets never reach a log line, and keeping them out costs nothing on the
 * lines a request writes (issue 28):
 * - a request is logged by server/http/requestLog.ts as its method, masked URL, peer, status and
 *   time — never its headers or body — and so is any `req` or `res` given to the logger;
 * - the URL's token-bearing query parameters are masked (emailed links carry `verify_token`,
 *   `reset_token`; the websocket its session `token`);
 * - a logged error (`err`) has its secret-named fields (password, token, authorization, cookie…)
 *   replaced, to three levels deep (an adapter's error may carry its request's headers).
 * pino's generic `redact` is not used: its wildcard paths walked and cloned every line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

const SECRET_KEYS = [
  'password',
  'current_password',
  'authToken',
  'token',
  'verify_token',
  'reset_token',
  'access_token',
  'password_hash',
  'token_hash',
];

/** Field names whose values are secrets wherever they appear in a logged error. */
const SECRET_FIELDS = new Set(
  [
    ...SECRET_KEYS,
    'authorization',
    'cookie',
    'set-cookie',
    'x-api-key',
    // Webhook signatures: a logged signature with its body is a replayable request.
    'x-shopify-hmac-sha256',
    'x-hmac-signature',
    'x-hmac-signature-v2',
    'stripe-signature',
  ].map((name) => name.toLowerCase()),
);

export const REDACTED = '[Redacted]';

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** A URL with the values of its secret query parameters replaced. */
export function maskUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** A copy of a value with its secret-named fields replaced, `depth` levels down. */
export function withoutSecrets(value: unknown, depth = 3): unknown {
  if (depth < 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth - 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : withoutSecrets(field, depth - 1);
  }
  return copy;
}

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: {
    req: (req: IncomingMessage & { originalUrl?: string }) => ({
      method: req.method,
      url: maskUrl(req.originalUrl ?? req.url),
      remoteAddress: req.socket?.remoteAddress,
    }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    err: (err: Error) => withoutSecrets(stdSerializers.err(err)),
  },
});

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
