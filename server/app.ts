/**
 * The Express application: security headers, logging, JSON limits, the API under /api, the
 * GraphQL endpoint, and the built app with an SPA fallback.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { RestServe } from '../resources/framework';
import { loadSession } from './accounts/service';
import type { AppContext } from './context';
import { openApiDocument } from './framework/openapi';
import { restRouter } from './framework/rest';
import { graphqlEndpoint } from './graphql/endpoint';
import { errorHandler, notFoundHandler } from './http/errors';
import { bodyTypeGuard, inputGuard, jsonBody } from './http/inputGuard';
import { docsRoutes } from './http/docs';
import { healthRoutes } from './http/health';
import { metricsHandler, timeRequests } from './http/metricsRoutes';
import { requestIds } from './http/requestId';
import { requestLog } from './http/requestLog';
import { weakEtag } from './http/etag';
import { mount, segmentRouters } from './http/routeList';
import { ROUTE_DOCS } from './http/routeDocs';
import { strictBodies } from './http/strictBody';

export function createApp(ctx: AppContext, logger: Logger) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', weakEtag);
  // Pages (the app's HTML, its files, the API reference) get helmet's full set; API answers get
  // the few headers that matter for data (OWASP's REST security sheet), fixed once:
  // helmet's per-request work was several per cent of a cheap call's CPU (docs/benchmarks.md).
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // The chat widget is loaded from a configured host; index.html's one inline script (the
        // static login shell) is allowed by its hash, no other inline script.
        'script-src': [
          "'self'",
          ...(ctx.config.chatWidgetUrl ? [new URL(ctx.config.chatWidgetUrl).origin] : []),
          // Only the app's HTML has inline scripts: the API reference skips the file check.
          (req) => ((req as express.Request).originalUrl?.startsWith('/api/') ? "'self'" : inlineScriptHashes(ctx.config.staticDir)),
        ],
        // Uploaded images may come from the storage adapter's own origin (an S3 bucket or CDN).
        'img-src': ["'self'", 'data:', 'blob:', ...(ctx.storage.publicOrigin ? [ctx.storage.publicOrigin] : [])],
        'connect-src': ["'self'", 'ws:', 'wss:', ...(ctx.storage.publicOrigin ? [ctx.storage.publicOrigin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.use((req, res, next) => {
    if (!isApiData(req.url)) return pageHeaders(req, res, next);
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    next();
  });
  // Every answer of 1 KB or more goes compressed (brotli or gzip, as the client accepts); the
  // built app's files are served from their precompressed copies below instead.
  app.use(compression());
  app.use(
    requestLog(logger, {
      genReqId: requestIds(app.get('trust proxy fn')),
      // Probes (load balancers every few seconds, Prometheus) are not logged.
      ignore: (req) => PROBES.has(req.url ?? ''),
    }),
  );

  app.use(timeRequests(ctx.metrics, app));
  app.get('/metrics', metricsHandler(ctx.metrics, ctx.config.metricsToken));
  // While draining (SIGTERM), new requests are sent elsewhere; probes still answer.
  app.use(ctx.lifecycle.refuseWhileDraining(PROBES));

  const api = express.Router();
  const areaRouteDocs = ctx.resources.areas.flatMap((area) => area.routeDocs ?? []);
  const routeDocs = [...ROUTE_DOCS, ...areaRouteDocs];
  api.use(jsonBody());
  api.use(bodyTypeGuard(routeDocs));
  api.use(inputGuard);
  api.use(loadSession(ctx));
  // Liveness (/health) and readiness (/health/ready): server/http/health.ts.
  api.use(healthRoutes(ctx));
  const openApi = openApiDocument(ctx.resources.all(), areaRouteDocs);
  // Every hand-written write refuses a body field its documentation does not name.
  api.use(strictBodies(routeDocs));
  api.get('/openapi.json', (_req, res) => res.json(openApi));
  api.use(docsRoutes());
  // Routers are mounted through mount(), which records their prefix for listRoutes().
  api.post('/graphql', graphqlEndpoint(ctx));
  // Each area's own calls under their prefixes, which never overlap a resource's base (Resources
  // checks), then every REST resource with its binding's extra calls first.
  // Found by their first segment (segmentRouters), in the order mounted here.
  const routers = segmentRouters();
  for (const area of ctx.resources.areas)
    for (const [prefix, routes] of Object.entries(area.routes ?? {})) routers.mount(prefix, routes(ctx));
  // The most specific base first (customers/address/types before customers, which would take
  // `address` for an id), whatever order the areas list their declarations in.
  const depth = (base: string) => base.split('/').length;
  const restBases = ctx.resources
    .all()
    .filter((binding) => binding.resource.serve.kind === 'rest')
    .map((binding) => ({ binding, base: (binding.resource.serve as RestServe).base }))
    .sort((a, b) => depth(b.base) - depth(a.base));
  for (const { binding, base } of restBases) routers.mount(`/${base}`, restRouter(ctx, binding));
  api.use(routers.handler);
  api.use(notFoundHandler);
  mount(app, '/api', api);
  app.use(errorHandler);

  // The built app. Vite names every file under /assets by its content hash, so a browser keeps
  // them for a year without asking again; index.html (which names the current hashes) is
  // revalidated on every load. The build writes .br and .gz copies next to each file
  // (vite.config.ts), served as they are without compressing on every request.
  const index = path.join(ctx.config.staticDir, 'index.html');
  app.use(
    expressStaticGzip(ctx.config.staticDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // The stations' service worker (sw.js) and the web app manifest are asked again on every
        // load, so a deploy reaches installed stations at once (docs/production.md "Offline scans").
        setHeaders: (res, filePath) =>
          res.setHeader(
            'Cache-Control',
            isHashedAsset(ctx.config.staticDir, filePath)
              ? IMMUTABLE
              : /(^|[\\/])(sw\.js|manifest\.webmanifest)$/.test(filePath)
                ? 'no-cache'
                : 'public, max-age=3600',
          ),
      },
    }),
  );
  // Browsers and tools that ask for the conventional icon get the app's (index.html names it).
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  // A file of an older build that is gone (the page was opened before a deploy) is a 404, not the
  // app's HTML: the app then says its code could not load and offers a reload.
  app.use('/assets', (_req, res) => res.status(404).type('text').send('Not found'));
  app.get(/.*/, (_req, res) => {
    if (fs.existsSync(index)) res.set('Cache-Control', 'no-cache').sendFile(index);
    else res.status(503).type('text').send('The app is not built yet: run `npm run build`.');
  });
  return app;
}

const PROBES = new Set(['/api/health', '/api/health/ready', '/metrics']);

/**
 * Headers of every API answer: what helmet's defaults mean for data and documents (a PDF or an
 * image opened from the API runs nothing from elsewhere, is framed only by the app, is never
 * sniffed as another type), without helmet's per-request work.
 */
export const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', "default-src 'self';base-uri 'self';form-action 'self';frame-ancestors 'self';object-src 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** An API call answering data (JSON, files, metrics), not the API reference page under /api/docs. */
function isApiData(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/metrics';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file under the build's assets/ folder: named by its content hash, never changed in place. */
function isHashedAsset(staticDir: string, filePath: string): boolean {
  const relative = path.relative(staticDir, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets';
}

let hashed: { file: string; mtimeMs: number; sources: string } | undefined;

/** CSP sources for the inline scripts of the built index.html (`'sha256-…'`), kept until the file changes. */
export function inlineScriptHashes(staticDir: string): string {
  const file = path.join(staticDir, 'index.html');
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (hashed?.file !== file || hashed.mtimeMs !== mtimeMs) {
    const html = mtimeMs ? fs.readFileSync(file, 'utf8') : '';
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const sources = inline.map((code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`).join(' ');
    hashed = { file, mtimeMs, sources };
  }
  return hashed.sources;
}
