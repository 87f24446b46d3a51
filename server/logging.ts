/**
 * The server's logger. Secrets never reach a log line: pino's `redact` removes authorization
 * headers, cookies, passwords and tokens wherever they appear in a logged object, and the
 * request serializer masks token-bearing query parameters (emailed links carry `verify_token`,
 * `reset_token`; the websocket its session `token`).
 */
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

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  // Webhook signatures: a logged signature with its body is a replayable request.
  'req.headers["x-shopify-hmac-sha256"]',
  'req.headers["x-hmac-signature"]',
  'req.headers["x-hmac-signature-v2"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** A URL with the values of its secret query parameters replaced. */
export function maskUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[Redacted]');
}

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  serializers: {
    req: (req) => {
      const serialized = stdSerializers.req(req);
      return { ...serialized, url: maskUrl(serialized.url) };
    },
  },
});

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
