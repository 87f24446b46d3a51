/**
 * The acting user of a request, as every service sees it, and the access checks of every route:
 * no session → 401, not allowed → 403. The session is put on the request by the accounts area
 * (server/accounts/middleware.ts, `loadSession`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isStaff, type Action, type Role } from '../../resources/access';
import { canAccess } from '../../resources/registry';
import { forbidden, unauthorized } from '../http/errors';

export interface Actor {
  id: number;
  email: string;
  role: Role;
  brand_id: number | null;
  /** How the person is called (first and last name, else the email), when the session lookup read it. */
  name?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    actor?: Actor;
    token?: string;
  }
}

export interface AccessCheck {
  /** The `canAccess` question (resources/registry.ts): may this role do `action` on `resource`? */
  resource?: string;
  action?: Action;
  /**
   * Brand tenancy (docs/requirements/access.md §4): USER and ADMIN act only inside their own brand, staff on any. Given
   * (even as null or undefined), the brand acted on must be the actor's own.
   */
  brandId?: number | null;
}

/**
 * The one access check of every route, resolver and service: no session → 401; a role the access
 * table refuses, or another brand → 403. Answers the actor, for the caller to act as.
 */
export function authorize(actor: Actor | undefined, check: AccessCheck = {}): Actor {
  if (!actor) throw unauthorized();
  if (check.resource && check.action && !canAccess(actor.role, check.resource, check.action)) throw forbidden();
  if ('brandId' in check && !isStaff(actor.role) && (check.brandId == null || Number(check.brandId) !== actor.brand_id))
    throw forbidden('You can only act on your own brand.');
  return actor;
}

/** The brand a brand user is confined to, or undefined for staff (any brand). */
export function confinedBrand(actor: Actor): number | undefined {
  return isStaff(actor.role) ? undefined : (actor.brand_id ?? -1);
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
