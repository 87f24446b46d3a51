/**
 * Whether this instance is draining (SIGTERM, server/main.ts): readiness then answers 503 so a
 * load balancer takes it out of rotation, and a request that still arrives on an open keep-alive
 * connection is answered 503 with `Connection: close`, so its client goes to another instance.
 * Requests already in flight finish (docs/ops/README.md "Drain").
 */
import type { RequestHandler } from 'express';

export class Lifecycle {
  draining = false;

  /** Refuses new requests while draining (503, `Connection: close`, `Retry-After`). */
  refuseWhileDraining(exempt: ReadonlySet<string>): RequestHandler {
    return (req, res, next) => {
      if (!this.draining || exempt.has(req.path)) return next();
      res
        .status(503)
        .set({ Connection: 'close', 'Retry-After': '1' })
        .json({
          error: {
            code: 'draining',
            message: 'This server is restarting. Please try again in a moment.',
            ...(req.id !== undefined ? { request_id: String(req.id) } : {}),
          },
        });
    };
  }
}
