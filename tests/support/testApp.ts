/**
 * A real server on a real database for API tests: `const t = await testApp()` then
 * `t.api.get('/api/...')`, `await t.login('admin@demo.test')` for a bearer token.
 */
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { runNextJob } from '../../server/framework/jobQueue';
import supertest from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { startContext, stopContext } from '../../server/start';
import type { ServerArea } from '../../server/framework/area';
import { DEMO_PASSWORD, adminQuery, cloneTemplate } from './testDatabase';

export { DEMO_PASSWORD };

/**
 * `fixture`: a test's own areas instead of the product's (a fixture resource), and SQL to run on
 * the fresh database before the server starts (the fixture's migration).
 */
export async function testApp(overrides: Partial<Config> = {}, fixture: { areas?: ServerArea[]; migration?: string } = {}) {
  const database = await cloneTemplate();
  if (fixture.migration) await adminQuery(fixture.migration, database.databaseUrl);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD }),
    dataDir: '',
    databaseUrl: database.databaseUrl,
    ...overrides,
  };
  const { ctx } = await startContext(config, fixture.areas);
  const app = createApp(ctx, pino({ level: 'silent' }));
  const api = supertest(app);
  const tokens = new Map<string, string>();

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(`${email}|${password}`);
    if (cached) return cached;
    const res = await api.post('/api/auth/login').send({ email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(`${email}|${password}`, res.body.authToken);
    return res.body.authToken;
  }

  /** A request helper that sends the session of `email`. */
  async function as(email: string) {
    const token = await login(email);
    const auth = { Authorization: `Bearer ${token}` };
    return {
      token,
      get: (url: string) => api.get(url).set(auth),
      post: (url: string) => api.post(url).set(auth),
      put: (url: string) => api.put(url).set(auth),
      delete: (url: string) => api.delete(url).set(auth),
      graphql: (query: string, variables?: Record<string, unknown>) => api.post('/api/graphql').set(auth).send({ query, variables }),
    };
  }

  /** The newest outbox email to an address, and the link in it. */
  async function lastEmail(to: string) {
    const rows = await ctx.database.db.query.emailOutbox.findMany({
      where: (e, { eq }) => eq(e.to, to),
      orderBy: (e, { desc }) => [desc(e.id)],
      limit: 1,
    });
    const email = rows[0];
    const link = email ? /https?:\/\/\S+/.exec(email.text)?.[0] : undefined;
    return { email, link: link ? new URL(link) : undefined };
  }

  return {
    ctx,
    app,
    api,
    login,
    as,
    lastEmail,
    async close() {
      await stopContext(ctx);
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * One test app for a test file: started before its tests (handed to `started`), closed after them.
 * Returns `drain`, which runs the queued jobs until none is due (what the worker does).
 */
export function useTestApp(started: (app: TestApp) => void, overrides: Partial<Config> = {}) {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp(overrides);
    started(app);
  });
  afterAll(() => app.close());
  return async function drain() {
    while (await runNextJob(app.ctx, app.ctx.resources.jobs()));
  };
}
