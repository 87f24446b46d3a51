/**
 * The routes an Express app really answers, read from its routers, so a test can hold them
 * against the OpenAPI document: a route that is not described there fails the suite.
 * Express 5 keeps no mount path on a router, so mount() records it.
 */
import { Router, type RequestHandler } from 'express';

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

/**
 * Routers found by their path's first segment in one lookup, instead of Express trying each
 * mounted router's path in turn (about 60 under /api, a tenth of a cheap call's CPU; issue 28).
 * The routers of one segment keep the order they were mounted in, so a more specific prefix
 * mounted first (`/customers/address/types` before `/customers`) still answers first. Express
 * matches paths case-insensitively, and so does the lookup.
 */
export function segmentRouters() {
  const groups = new Map<string, Router>();
  const stack: Layer[] = [];
  const dispatch: RequestHandler = (req, res, next) => {
    const segment = req.path.split('/', 2)[1]?.toLowerCase() ?? '';
    const group = groups.get(segment);
    if (group) group(req, res, next);
    else next();
  };
  return {
    mount(prefix: string, router: Router) {
      const segment = prefix.split('/', 2)[1].toLowerCase();
      let group = groups.get(segment);
      if (!group) {
        group = Router();
        (group as RouterLike)[MOUNT] = '';
        groups.set(segment, group);
        stack.push({ handle: group as RouterLike });
      }
      mount(group, prefix, router);
    },
    /** The one handler to mount, listed by listRoutes() and routePatterns() as its groups. */
    handler: Object.assign(dispatch, { stack, [MOUNT]: '' }),
  };
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
