/** The session of every request: its bearer token looked up onto `req.actor` (framework/actor.ts checks it). */
import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { sessionCache } from './sessionCache';

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const m = header && /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : undefined;
}

/** Resolves the session, if any, onto req.actor. Never fails: routes decide whether they need one. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next();
    try {
      const actor = await sessionCache(ctx).actorOf(token);
      if (actor) {
        req.actor = actor;
        req.token = token;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
