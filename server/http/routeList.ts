/**
 * The routes an Express app really answers, read from its routers, so a test can hold them
 * against the OpenAPI document: a route that is not described there fails the suite.
 * Express 5 keeps no mount path on a router, so mount() records it.
 */
import type { Router } from 'express';

const MOUNT = Symbol('mountPath');

/** What this file reads of Express 5's router internals (its layers), which it does not type. */
export interface RouterLike {
  stack?: Layer[];
  [MOUNT]?: string;
}
interface Layer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: RouterLike;
  slash?: boolean;
}

export function mount(parent: Pick<Router, 'use'>, prefix: string, router: Router) {
  (router as RouterLike)[MOUNT] = prefix;
  parent.use(prefix, router);
}

export interface ListedRoute {
  method: string;
  /** OpenAPI style: `:id` → `{id}`, `*key` → `{key}`. */
  path: string;
}

/** Every (method, path) of `router` and the routers under it. Throws on a router mounted without mount(). */
export function listRoutes(router: unknown, prefix = ''): ListedRoute[] {
  const routes: ListedRoute[] = [];
  for (const layer of (router as RouterLike).stack ?? []) {
    if (layer.route) {
      const path =
        (prefix + (layer.route.path === '/' ? '' : layer.route.path)).replace(/:(\w+)/g, '{$1}').replace(/\*(\w+)/g, '{$1}') || '/';
      for (const method of Object.keys(layer.route.methods)) if (method !== '_all') routes.push({ method, path });
    } else if (layer.handle?.stack) {
      const mounted = layer.handle[MOUNT];
      if (mounted === undefined && !layer.slash)
        throw new Error(`A router is mounted under ${prefix || '/'} without mount(): its routes cannot be listed.`);
      routes.push(...listRoutes(layer.handle, prefix + (mounted ?? '')));
    }
  }
  return routes;
}

/**
 * Each Express route object of `router` (what `req.route` is once a request matched it) with its
 * full path pattern, Express style (`/api/orders/:id`): the metrics' route label. A route whose
 * path is a regular expression (the app's fallback) is `app`.
 */
export function routePatterns(router: RouterLike, prefix = '', patterns = new Map<object, string>()): Map<object, string> {
  for (const layer of router.stack ?? []) {
    if (layer.route) {
      const own = layer.route.path;
      patterns.set(layer.route, typeof own === 'string' ? prefix + (own === '/' ? '' : own) || '/' : 'app');
    } else if (layer.handle?.stack) routePatterns(layer.handle, prefix + (layer.handle[MOUNT] ?? ''), patterns);
  }
  return patterns;
}
