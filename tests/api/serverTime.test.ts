/**
 * No request may hold the server: a statement that runs past the backstop is stopped and answered
 * 503 (not 500), health answers on its own connection while every pooled connection is busy, a
 * GraphQL request holds at most PARALLEL_ROOT_FIELDS connections, and counts and text searches
 * are priced so that a request cannot fan out into scans.
 */
import express from 'express';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/http/errors';
import { COUNT_COST, MAX_ALIASES, MAX_QUERY_COST, PARALLEL_ROOT_FIELDS, SEARCH_COST } from '../../server/graphql/limits';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  // A short backstop, so that a sleeping statement crosses it quickly.
  t = await testApp({ statementTimeoutMs: 400 });
});
afterAll(async () => {
  await t.close();
});

const sleep = (seconds: number) => t.ctx.database.db.execute(sql`SELECT pg_sleep(${seconds})`);

describe('the statement timeout backstop', () => {
  it('stops a statement that runs too long, answered as a 503 with a reason', async () => {
    const app = express();
    app.get('/slow', async (_req, _res, next) => {
      try {
        await sleep(3);
      } catch (err) {
        next(err);
      }
    });
    app.use(errorHandler);
    const res = await supertest(app).get('/slow');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body.error).toEqual({
      code: 'timeout',
      message: 'The request took too long and was stopped. Narrow the search or try again in a moment.',
    });
    // The connection went back to the pool in good order.
    expect((await t.api.get('/api/health')).status).toBe(200);
    expect((await (await t.as('superadmin@demo.test')).get('/api/brands')).status).toBe(200);
  });

  it('does not apply to migrations and bulk work (withoutTimeout)', async () => {
    await expect(t.ctx.database.withoutTimeout((db) => db.execute(sql`SELECT pg_sleep(0.6)`))).resolves.toBeDefined();
    // …and the connection it used has the backstop again.
    await expect(sleep(0.6)).rejects.toMatchObject({ cause: { code: '57014' } });
  });
});

describe('health while the pool is busy', () => {
  it('answers while every pooled connection is held by slow work', async () => {
    const poolSize = Number(process.env.DATABASE_POOL_SIZE || 10);
    let slowDone = false;
    // Hold every connection of the request pool with slow work (past the backstop: no timeout) …
    const slow = Promise.all(
      Array.from({ length: poolSize }, () => t.ctx.database.withoutTimeout((db) => db.execute(sql`SELECT pg_sleep(2)`))),
    );
    void slow.finally(() => (slowDone = true));
    // … wait until they are all taken …
    const pool = (t.ctx.database.db as any).$client;
    await expect.poll(() => pool.totalCount === poolSize && pool.idleCount === 0, { timeout: 10_000 }).toBe(true);
    // … and health still answers, before the slow work ends.
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(slowDone).toBe(false);
    await slow;
  });
});

describe('GraphQL requests cannot take the pool', () => {
  it(`resolves at most ${PARALLEL_ROOT_FIELDS} root fields at a time`, async () => {
    const admin = await t.as('superadmin@demo.test');
    const client = (t.ctx.database.db as any).$client;
    // Connections taken from the pool while the request runs, counted as the pool hands them out.
    let active = 0;
    let busiest = 0;
    const acquire = () => (busiest = Math.max(busiest, ++active));
    const release = () => active--;
    client.on('acquire', acquire);
    client.on('release', release);
    const fields = Array.from({ length: MAX_ALIASES }, (_, i) => `v${i}: vendorsPaginated(first: 5, offset: ${i}) { id brand_name }`);
    const res = await admin.graphql(`{ ${fields.join(' ')} }`);
    client.off('acquire', acquire);
    client.off('release', release);
    expect(res.body.errors).toBeUndefined();
    expect(Object.keys(res.body.data)).toHaveLength(MAX_ALIASES);
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(PARALLEL_ROOT_FIELDS);
  });

  it('prices text searches and counts, so that a request cannot fan out into scans', async () => {
    const admin = await t.as('superadmin@demo.test');
    const allowed = Math.floor(MAX_QUERY_COST / (SEARCH_COST + COUNT_COST + 1));
    const searches = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `c${i}: inventoryItemsCount(query: {q: "no such text ${i}"})`).join(' ')} }`;
    const within = await admin.graphql(searches(allowed));
    expect(within.body.errors).toBeUndefined();
    expect(within.body.data.c0).toBe(0);
    const over = await admin.graphql(searches(allowed + 1));
    expect(over.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(over.body.errors[0].message).toMatch(/^Query is too costly: \d+ points, at most 10000/);
    // Counts without a search stay cheap: a list page with its total is far from the limit.
    const page = await admin.graphql(`{ inventoryItemsPaginated(first: 25) { id } inventoryItemsCount }`);
    expect(page.body.errors).toBeUndefined();
  });
});
