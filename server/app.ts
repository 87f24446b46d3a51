/**
 * The Express application: security headers, logging, JSON limits, the API under /api, the
 * GraphQL endpoint, and the built app with an SPA fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { RestServe } from '../resources/framework';
import { loadSession } from './accounts/middleware';
import { maskUrl } from './logging';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { BINDINGS } from './bindings';
import type { AppContext } from './context';
import { openApiDocument } from './framework/openapi';
import { restRouter } from './framework/rest';
import { graphqlEndpoint } from './graphql/endpoint';
import { inventoryScanRoutes } from './inventory/scan';
import { errorHandler, notFoundHandler } from './http/errors';
import { inputGuard, jsonBody } from './http/inputGuard';
import { docsRoutes } from './http/docs';
import { mount } from './http/routeList';
import { featureFlagByNameRoutes } from './settings/featureFlagRoutes';
import { translationRoutes } from './settings/translationRoutes';
import { jobRoutes } from './system/jobRoutes';
import { analyticsRoutes } from './system/analyticsRoutes';
import { appConfigRoutes } from './system/appConfigRoutes';
import { outboxRoutes } from './system/outboxRoutes';

export function createApp(ctx: AppContext, logger: Logger) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The chat widget is loaded from a configured host.
          'script-src': ["'self'", ...(ctx.config.chatWidgetUrl ? [new URL(ctx.config.chatWidgetUrl).origin] : [])],
          // Uploaded images may come from the storage adapter's own origin (an S3 bucket or CDN).
          'img-src': ["'self'", 'data:', 'blob:', ...(ctx.storage.publicOrigin ? [ctx.storage.publicOrigin] : [])],
          'connect-src': ["'self'", 'ws:', 'wss:', ...(ctx.storage.publicOrigin ? [ctx.storage.publicOrigin] : [])],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // Emailed links carry tokens in their query: masked (headers and bodies: the logger's redact).
      serializers: { req: (req) => Object.assign(req, { url: maskUrl(req.url) }) },
    }),
  );

  const api = express.Router();
  api.use(jsonBody());
  api.use(inputGuard);
  api.use(loadSession(ctx));
  api.get('/health', async (_req, res) => {
    const ok = await ctx.database.db.execute(sql`select 1`).then(() => true, () => false);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: ctx.database.engine });
  });
  const openApi = openApiDocument(BINDINGS);
  api.get('/openapi.json', (_req, res) => res.json(openApi));
  api.use(docsRoutes());
  // Routers are mounted through mount(), which records their prefix for listRoutes().
  mount(api, '/auth', accountRoutes(ctx));
  mount(api, '/feature-flags', featureFlagByNameRoutes(ctx));
  mount(api, '/translation', translationRoutes(ctx));
  mount(api, '/queues', jobRoutes(ctx));
  mount(api, '/app-config', appConfigRoutes(ctx));
  mount(api, '/analytics', analyticsRoutes(ctx));
  mount(api, '/outbox', outboxRoutes(ctx));
  api.post('/graphql', graphqlEndpoint(ctx));
  mount(api, '/v2/inventory', inventoryScanRoutes(ctx));
  // Administration calls that are not plain CRUD (uploads, tenancy views, audit, tools).
  api.use(adminRoutes(ctx));
  for (const binding of BINDINGS) {
    if (binding.resource.serve.kind === 'rest') mount(api, `/${(binding.resource.serve as RestServe).base}`, restRouter(ctx, binding));
  }
  api.use(notFoundHandler);
  mount(app as any, '/api', api);
  app.use(errorHandler);

  // The built app; any other path that is not a file serves index.html (client-side routes).
  const index = path.join(ctx.config.staticDir, 'index.html');
  app.use(express.static(ctx.config.staticDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_req, res) => {
    if (fs.existsSync(index)) res.set('Cache-Control', 'no-cache').sendFile(index);
    else res.status(503).type('text').send('The app is not built yet: run `npm run build`.');
  });
  return app;
}
