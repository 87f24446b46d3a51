/**
 * Which documented routes a request is for, the one way the guards that read the route docs
 * (body types, strict bodies) find them. Paths are the OpenAPI ones under /api
 * (`/api/invoices/{id}/pay`): a `{param}` is one segment, `{key}` (a storage key) any.
 */
import type { RouteDoc } from './routeDocs';

/** A route document's path as a pattern of `req.path` under /api. */
const routePattern = (doc: RouteDoc) =>
  new RegExp(
    `^${doc.path
      .replace(/^\/api/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'key' ? '.+' : '[^/]+'))}/?$`,
  );

/** The docs of a request's method and path, a fixed path before one with parameters. */
export function routeMatcher(docs: RouteDoc[]): (req: { method: string; path: string }) => RouteDoc[] {
  const routes = docs
    .map((doc) => ({ doc, method: doc.method.toUpperCase(), pattern: routePattern(doc), params: (doc.path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);
  return (req) => routes.filter((r) => r.method === req.method && r.pattern.test(req.path)).map((r) => r.doc);
}
