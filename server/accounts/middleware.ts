/** Session and access checks for every route: no session → 401, not allowed → 403. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Action } from '../../resources/access';
import { canAccess } from '../../resources/registry';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import type { Actor } from './actor';
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

export const requireSession: RequestHandler = (req, _res, next) => {
  next(req.actor ? undefined : unauthorized());
};

/** The acting user; only call behind requireSession. */
export function actorOf(req: Request): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

export function requireAccess(resource: string, action: Action): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.actor) return next(unauthorized());
    next(canAccess(req.actor.role, resource, action) ? undefined : forbidden());
  };
}
