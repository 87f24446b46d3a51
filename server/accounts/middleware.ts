/** Session and access checks for every route: no session → 401, not allowed → 403. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Action } from '../../resources/access';
import type { AppContext } from '../context';
import { authorize, type Actor } from './actor';
import { sessionCache } from './sessionCache';

declare module 'express-serve-static-core' {
  interface Request {
    actor?: Actor;
    token?: string;
  }
}

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

/** A route for any signed-in user (`authorize` with no question). */
export const requireSession: RequestHandler = (req, _res, next) => {
  authorize(req.actor);
  next();
};

/** The acting user of a request (401 without a session). */
export const actorOf = (req: Request): Actor => authorize(req.actor);

/** A route for the roles the access table lets do `action` on `resource`. */
export function requireAccess(resource: string, action: Action): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    authorize(req.actor, { resource, action });
    next();
  };
}
