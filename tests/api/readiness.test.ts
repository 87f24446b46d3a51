/**
 * Liveness and readiness (issue 29): `/api/health` stays a cheap ping; `/api/health/ready` is 200
 * only when the database answers, every migration of this code is applied and the instance is
 * not draining, else 503 with the reason and Retry-After.
 */
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, rows } from '../../server/db/client';
import { Lifecycle } from '../../server/http/lifecycle';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('readiness', () => {
  it('is ready when the database answers, migrations are applied and it is not draining', async () => {
    const res = await t.api.get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: t.ctx.database.engine });
    expect((await t.api.get('/api/health')).status).toBe(200);
  });

  it('is not ready while draining; liveness still answers, other requests are sent elsewhere', async () => {
    const lifecycle = new Lifecycle();
    const api = supertest(createApp({ ...t.ctx, lifecycle }, pino({ level: 'silent' })));
    lifecycle.draining = true;
    const ready = await api.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('1');
    expect(ready.body).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/draining/) });
    expect((await api.get('/api/health')).status).toBe(200);
    const refused = await api.get('/api/app-config');
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body.error).toMatchObject({ code: 'draining', request_id: refused.headers['x-request-id'] });
  });

  it('is not ready when a migration of this code is not applied', async () => {
    const [last] = await rows<{ id: number; hash: string; created_at: string }>(
      t.ctx.database.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await t.ctx.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const res = await t.api.get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.reason).toMatch(/migrations are not applied/);
      // Liveness is only the ping.
      expect((await t.api.get('/api/health')).status).toBe(200);
    } finally {
      await t.ctx.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await t.api.get('/api/health/ready')).status).toBe(200);
  });

  it('is not ready (nor live) when the database does not answer', async () => {
    // A real pool on a port where nothing listens.
    const away = await openDatabase({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/papered' });
    try {
      const api = supertest(createApp({ ...t.ctx, database: away }, pino({ level: 'silent' })));
      for (const path of ['/api/health/ready', '/api/health']) {
        const res = await api.get(path);
        expect(res.status, path).toBe(503);
        expect(res.body, path).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/\S/) });
      }
    } finally {
      await away.close();
    }
  });

  it('is described in the API document', async () => {
    const doc = (await t.api.get('/api/openapi.json')).body;
    expect(doc.paths['/api/health/ready'].get).toMatchObject({ 'x-access': 'public', security: [] });
  });
});
