/**
 * Strict bodies for the hand-written routes: a write (POST, PUT, DELETE) whose body names a field
 * its route does not take is a 400 naming that field ("Unknown field: line_item_ids"), before the
 * route runs — never a silent no-op. The fields a route takes are those of its body schema in the
 * route documentation (routeDocs.ts and each area's), the same schema that validates it and that
 * the OpenAPI document shows. A declared resource's CRUD refuses unknown fields through its own
 * create and update schemas. Signed calls (store webhooks, storage) carry another party's payload
 * and are not checked here.
 */
import type { Request, RequestHandler } from 'express';
import * as yup from 'yup';
import { badRequest } from './errors';
import type { RouteDoc } from './routeDocs';
import { routeMatcher } from './routeMatch';

/** Where a multipart route's allowed fields wait for its parser (imageUpload checks them). */
const MULTIPART_FIELDS = Symbol('multipartFields');

/** The top-level fields a body schema takes (none when the route takes no body). */
export function bodyFields(schema: yup.AnySchema | undefined): Set<string> {
  return new Set(schema instanceof yup.ObjectSchema ? Object.keys(schema.fields) : []);
}

/** Throws the 400 of the first field of `body` that is not in `allowed`. */
export function assertKnownFields(body: unknown, allowed: Iterable<string>) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const known = new Set(allowed);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (!unknown.length) return;
  throw badRequest(`Unknown field: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((key) => [key, `Unknown field: ${key}`])));
}

const WRITES = new Set(['post', 'put', 'delete']);

/** The fields a route takes; a multipart route's file fields may come as text too (an empty one clears the file). */
const fieldsOf = (doc: RouteDoc) => new Set([...bodyFields(doc.body), ...(doc.files ?? [])]);

/** Checks the body of every documented hand-written write against its documentation. */
export function strictBodies(docs: RouteDoc[]): RequestHandler {
  const writes = docs.filter((doc) => WRITES.has(doc.method) && doc.access !== 'signed');
  const fields = new Map(writes.map((doc) => [doc, fieldsOf(doc)]));
  const routesOf = routeMatcher(writes);
  return (req, _res, next) => {
    const [doc] = routesOf(req);
    if (!doc) return next();
    // A multipart body is parsed by the route's own upload parser, which checks its fields then.
    if (req.is('multipart/form-data')) {
      (req as Request & { [MULTIPART_FIELDS]?: Set<string> })[MULTIPART_FIELDS] = fields.get(doc);
      return next();
    }
    try {
      assertKnownFields(req.body, fields.get(doc)!);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The fields a multipart route takes, as strictBodies found them (undefined: not checked). */
export const multipartFields = (req: Request): Set<string> | undefined =>
  (req as Request & { [MULTIPART_FIELDS]?: Set<string> })[MULTIPART_FIELDS];
