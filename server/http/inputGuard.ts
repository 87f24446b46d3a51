/**
 * Checks every request's input before any route sees it: JSON bodies no larger than
 * MAX_BODY_BYTES and no deeper than MAX_BODY_DEPTH (measured on the raw text, before parsing),
 * no NUL characters and no prototype keys (`__proto__`, `constructor`, `prototype`) anywhere in
 * the path, query or body, and each query parameter given once. Anything else is a 400 with a
 * field message; the routes' own schemas then check each value.
 */
import type { RequestHandler } from 'express';
import express from 'express';
import { HttpError, badRequest } from './errors';
import type { RouteDoc } from './routeDocs';
import { routeMatcher } from './routeMatch';

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_BODY_DEPTH = 32;
/** Most keys and array items in one body (all levels together). */
export const MAX_BODY_NODES = 20_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The deepest nesting of `[`/`{` in a JSON text, counting outside strings only. */
export function jsonDepth(buffer: Buffer): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
      if (max > MAX_BODY_DEPTH) return max;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** A UTF-16 surrogate without its pair: no text, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text (a value or a key), if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Must not contain unpaired surrogates (not valid Unicode text)';
  return undefined;
}

/** A JSON array or object sent as text (`filter_by`, multipart lists): its decoded value, else undefined. */
function embeddedJson(text: string): unknown {
  const first = text.trimStart()[0];
  if ((first !== '{' && first !== '[') || !text.includes('\\')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The first problem in a parsed value: a NUL or unpaired surrogate, a prototype key, or too many
 * nodes. A value that is JSON text is checked decoded too (`{"q":"\u0000"}` holds a NUL once a
 * route parses it), its problem named by the path inside the parameter (`filter_by.q`).
 */
export function unsafeInput(value: unknown, where: string): Record<string, string> | undefined {
  const stack: Array<[unknown, string]> = [[value, where]];
  let nodes = 0;
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { [path]: problem };
      const decoded = embeddedJson(v);
      if (decoded !== undefined) stack.push([decoded, path]);
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    for (const key of Object.keys(v)) {
      if (++nodes > MAX_BODY_NODES) return { [where]: `At most ${MAX_BODY_NODES} values` };
      const child = path === where && where !== 'body' ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) return { [child]: `Unknown field: ${key}` };
      const problem = textProblem(key);
      if (problem) return { [path]: problem };
      stack.push([(v as Record<string, unknown>)[key], Array.isArray(v) ? `${path}[${key}]` : child]);
    }
  }
  return undefined;
}

/** Throws a 400 when a parsed input is unsafe (used for multipart fields too). */
export function assertSafeInput(value: unknown, where: string) {
  const problem = unsafeInput(value, where);
  if (problem) throw badRequest('The request has a value that is not accepted.', problem);
}

/** JSON bodies with size and depth limits. */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: MAX_BODY_BYTES,
    verify: (req, _res, buffer) => {
      // Kept for signed webhooks, whose signature is over the bytes as sent.
      (req as { rawBody?: Buffer }).rawBody = buffer;
      // body-parser re-statuses errors thrown here; the error handler answers this type with a 400.
      if (jsonDepth(buffer) > MAX_BODY_DEPTH) throw Object.assign(new Error('too deep'), { type: 'entity.too.deep' });
    },
  });
}

/** Path, query and body checks for every API request. */
export const inputGuard: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(badRequest('The address is not valid.', { path: 'Malformed percent-encoding' }));
  }
  if (path.includes('\u0000')) return next(badRequest('The address is not valid.', { path: 'Must not contain NUL characters' }));
  for (const [name, value] of Object.entries(req.query)) {
    if (Array.isArray(value) || (value && typeof value === 'object'))
      return next(badRequest('Give each query parameter once.', { [name]: 'Must be given once' }));
  }
  const problem = unsafeInput(req.query, 'query') ?? unsafeInput(req.body, 'body');
  next(problem ? badRequest('The request has a value that is not accepted.', problem) : undefined);
};

/**
 * A write's body must be what its route reads: JSON, a multipart form where the route takes files,
 * or anything where it stores bytes as sent (`consumes`). Another type is a 415, not a body
 * silently ignored (an `application/vnd.api+json` payment naming a card would charge the default
 * one). An empty body is no body, whatever its declared type.
 */
export function bodyTypeGuard(docs: RouteDoc[]): RequestHandler {
  const routesOf = routeMatcher(docs);
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody || req.is('application/json')) return next();
    const routes = routesOf(req);
    if (routes.some((doc) => doc.consumes)) return next();
    const formRoute = routes.some((doc) => doc.files?.length);
    if (formRoute && req.is('multipart/form-data')) return next();
    const expected = formRoute ? 'application/json or multipart/form-data' : 'application/json';
    next(
      new HttpError(415, 'unsupported_media_type', `The request body must be ${expected}.`, {
        'content-type': `Must be ${expected}`,
      }),
    );
  };
}
