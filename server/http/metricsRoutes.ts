/**
 * `GET /metrics` (Prometheus text format) and the timing of every request. The route label is the
 * matched route's pattern (`/api/orders/:id`), looked up by the route object Express matched, so a
 * request costs one map lookup and one histogram observation; a request no route matched is
 * `unmatched` under /api and `static` elsewhere (built files). When `METRICS_TOKEN` is set, a
 * scrape must send it as a bearer token (else 401).
 */
import crypto from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import type { Metrics } from '../framework/metrics';
import { routePatterns, type RouterLike } from './routeList';

/** Times each request into the metrics; `app` is read when the first request comes (its routes are all mounted by then). */
export function timeRequests(metrics: Metrics, app: Express): RequestHandler {
  let patterns: Map<object, string> | undefined;
  const routeOf = (req: Request) => {
    patterns ??= routePatterns((app as { router?: RouterLike }).router ?? {});
    const matched = req.route && patterns.get(req.route);
    return matched ?? (req.originalUrl.startsWith('/api/') ? 'unmatched' : 'static');
  };
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('close', () =>
      end({ method: req.method, route: routeOf(req), status: res.writableFinished ? String(res.statusCode) : 'aborted' }),
    );
    next();
  };
}

/** Whether `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && crypto.timingSafeEqual(sent, expected);
}

export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text').send('A bearer token is needed (METRICS_TOKEN).\n');
      return;
    }
    res
      .set('Content-Type', metrics.registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  };
}
