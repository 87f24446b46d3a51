/**
 * Checks every request's input before any route sees it: JSON bodies no larger than
 * MAX_BODY_BYTES and no deeper than MAX_BODY_DEPTH (measured on the raw text, before parsing),
 * no NUL characters and no prototype keys (`__proto__`, `constructor`, `prototype`) anywhere in
 * the path, query or body, and each query parameter given once. Anything else is a 400 with a
 * field message; the routes' own schemas then check each value.
 */
import type { RequestHandler } from 'express';
import express from 'express';
import { badRequest } from './errors';

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

/** The first problem in a parsed value: a NUL, a prototype key, or too many nodes. */
export function unsafeInput(value: unknown, where: string): Record<string, string> | undefined {
  const stack: Array<[unknown, string]> = [[value, where]];
  let nodes = 0;
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { [path]: 'Must not contain NUL characters' };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    for (const key of Object.keys(v)) {
      if (++nodes > MAX_BODY_NODES) return { [where]: `At most ${MAX_BODY_NODES} values` };
      const child = path === where && where !== 'body' ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) return { [child]: `Unknown field: ${key}` };
      if (key.includes('\u0000')) return { [path]: 'Must not contain NUL characters' };
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
