import { describe, expect, it } from 'vitest';
import type { RestServe } from '../../resources/framework';
import { restRouter } from '../../server/framework/rest';
import { listRoutes, type ListedRoute } from '../../server/http/routeList';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('the server', () => {
  it('has no area route in front of a resource’s generated route (areas mount first, so it would answer instead)', () => {
    const routesOf = (router: unknown, prefix: string): ListedRoute[] => listRoutes(router, prefix);
    const areaRoutes = t.ctx.resources.areas.flatMap((area) =>
      Object.entries(area.routes ?? {}).flatMap(([prefix, routes]) =>
        routesOf(routes(t.ctx), `/api${prefix}`).map((r) => ({ ...r, area: area.id })),
      ),
    );
    // The generated routes alone: the binding's own routes are tried first on purpose and pass on with next().
    const generated = t.ctx.resources
      .all()
      .filter((b) => b.resource.serve.kind === 'rest')
      .flatMap((b) => routesOf(restRouter(t.ctx, { ...b, routes: undefined }), `/api/${(b.resource.serve as RestServe).base}`));
    expect(generated.length).toBeGreaterThan(100);
    const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`);
    const shadowing = areaRoutes.flatMap((a) =>
      generated
        .filter((g) => g.method === a.method && pattern(a.path).test(g.path.replace(/\{\w+\}/g, '1')))
        .map((g) => `${a.area}: ${a.method} ${a.path} answers ${g.method} ${g.path}`),
    );
    expect(shadowing).toEqual([]);
  });

  it('says it is healthy and which database it runs on', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    // Each test file runs on a copy of the template named by a URL (the embedded engine is tested in embeddedPostgres.test.ts).
    expect(res.body).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.api.post('/api/auth/login').set('content-type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await t.api.post('/api/auth/login').send({ email: 'x'.repeat(2_000_000), password: 'x' });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('sends security headers', async () => {
    const res = await t.api.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    // An API answer is framed by the app only and runs nothing (server/app.ts API_HEADERS).
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends the API reference page with the page headers (scripts from the app only)', async () => {
    const res = await t.api.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the GraphQL endpoint', async () => {
    const res = await t.api.post('/api/graphql').send({ query: '{ version }' });
    expect(res.body).toEqual({ data: { version: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe('1');
  });
});

describe('OpenAPI', () => {
  it('describes the REST resources from their declarations', async () => {
    const res = await t.api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/feature-flags'].get).toBeDefined();
    expect(res.body.paths['/api/languages'].delete.parameters[0].name).toBe('language_id');
    expect(res.body.components.schemas.FeatureFlag.required).toEqual(['flag_name', 'production_value']);
  });
});
