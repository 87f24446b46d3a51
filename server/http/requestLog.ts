/**
 * One log line per request, costing only the line (issue 28): it replaced pino-http, whose
 * per-request child logger serialised and redacted the whole request, headers included, before any
 * handler ran — about 15 % of a cheap call's CPU. Here the request gets its id first (requestIds),
 * `req.log` is a child logger naming that id, made only when something logs for the request, and
 * the line written when the answer has gone names the method, the masked URL, the peer, the status
 * and the time: no headers, so nothing secret to redact (server/logging.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (server/http/requestId.ts): in its log lines, answer header and error answers. */
    id: string;
    /** A logger whose lines name the request's id. */
    log: Logger;
  }
}

export interface RequestLogOptions {
  /** Gives the request its id (and sets the answer's header). */
  genReqId: (req: IncomingMessage, res: ServerResponse) => string;
  /** Requests not logged (health probes, metrics). */
  ignore: (req: IncomingMessage) => boolean;
}

export function requestLog(logger: Logger, { genReqId, ignore }: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = genReqId(req, res);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ request_id: id })),
    });
    if (!ignore(req) && logger.isLevelEnabled('info')) {
      let written = false;
      const write = () => {
        if (written) return;
        written = true;
        const responseTime = Math.round(performance.now() - started);
        // req and res go through the logger's serializers (server/logging.ts): no headers, the URL masked.
        const fields = { request_id: id, req, res, responseTime };
        if (!res.writableFinished) logger.warn(fields, 'request aborted');
        else if (res.statusCode >= 500) logger.error(fields, 'request errored');
        else logger.info(fields, 'request completed');
      };
      res.once('finish', write);
      res.once('close', write);
    }
    next();
  };
}
