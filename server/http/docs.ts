/**
 * The API reference page, `GET /api/docs`: Swagger UI (swagger-ui-dist, served from
 * node_modules) over `/api/openapi.json`. Its start script is a file, not inline, so the
 * Content-Security-Policy stays `script-src 'self'`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';

const assets = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Papered API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function docsRoutes(): Router {
  const router = Router();
  router.get('/docs', (_req, res) => res.type('html').send(PAGE));
  router.get('/docs/start.js', (_req, res) => res.type('js').send(START));
  router.use('/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
  return router;
}
