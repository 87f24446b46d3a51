/**
 * Request ids: every request gets one, so a user's "it failed" can be found in the logs. It is
 * taken from the `X-Request-Id` a trusted proxy sends (the same `TRUST_PROXY` setting that decides
 * whether `X-Forwarded-For` is believed), otherwise generated; it is in every log line of the
 * request (`request_id`, server/http/requestLog.ts), in the `X-Request-Id` answer header and in error answers.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a proxy's id may look like: short, printable, nothing a log line or header could be forged with. */
const ACCEPTED = /^[\w.:@/+=-]{1,128}$/;

/**
 * A request id generator for the request log's `genReqId`: `trusted` says whether the connection's
 * peer is a trusted proxy (Express' compiled `trust proxy` function).
 */
export function requestIds(trusted: (address: string, hop: number) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): string => {
    const sent = req.headers['x-request-id'];
    const fromProxy = typeof sent === 'string' && ACCEPTED.test(sent) && trusted(req.socket.remoteAddress ?? '', 0);
    const id = fromProxy ? sent : crypto.randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
}
