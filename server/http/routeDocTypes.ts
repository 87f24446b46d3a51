/** What a hand-written REST route's description holds (routeDocs.ts), and the query of every list. */
import * as yup from 'yup';
import type { Action } from '../../resources/access';

/**
 * Who may call an operation (docs/requirements/access.md §6 levels through the access rules):
 * 'public' anybody; 'signed' a caller that signs the body with a shared secret (store webhooks),
 * with or without a session; 'session' any signed-in user; or a resource action of the access rules.
 */
export type RouteAccess = 'public' | 'signed' | 'session' | { resource: string; action: Action };

/**
 * Where an operation names a brand or a brand's record: the parameter, and what it names —
 * 'brand' (a brand id) or a resource whose stored row carries the brand.
 */
export interface RouteTenancy {
  in: 'path' | 'query' | 'body';
  name: string;
  names: 'brand' | string;
}

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path, e.g. /api/brands/{id}. */
  path: string;
  summary: string;
  access: RouteAccess;
  tenancy?: RouteTenancy;
  query?: yup.AnyObjectSchema;
  body?: yup.AnyObjectSchema;
  /** Multipart form: its file fields (the other fields are `body`). */
  files?: string[];
  /** A body that is neither JSON nor a multipart form: its media range, e.g. any type for bytes stored as sent (inputGuard's 415). */
  consumes?: string;
  /** Path parameters (name → schema), besides `{id}` ids. */
  params?: Record<string, yup.AnySchema>;
  /** Not JSON (a file, HTML). */
  produces?: string;
  /** What the access-matrix suite sends to get past validation to the access decision (default: nothing). */
  probe?: { body?: Record<string, unknown>; query?: Record<string, string> };
}

export const listQuery = yup.object({
  page_count: yup.number().integer().min(1).max(500),
  page: yup.number().integer().min(0),
  filter_by: yup.string().max(4000),
  sort_by: yup.string().matches(/^[a-z][a-z0-9_]*$/),
  order: yup.string().oneOf(['ASC', 'DESC', 'asc', 'desc']),
  q: yup.string().max(500),
});
