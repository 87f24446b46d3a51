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
    // By key too, for the app to word it in the user's language.
    expect(over.body.errors[0].extensions).toMatchObject({ message_code: 'graphql.too_costly', message_values: { max: MAX_QUERY_COST } });
    // Counts without a search stay cheap: a list page with its total is far from the limit.
    const page = await admin.graphql(`{ inventoryItemsPaginated(first: 25) { id } inventoryItemsCount }`);
    expect(page.body.errors).toBeUndefined();
  });

  it('prices the same query by its variables each time: page size, id list, search, caller', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    // The verdicts are kept by document (limits.ts LimitsVerdicts): each request still gets its own.
    const query = `query($first: Int, $after: ID, $query: JSON) {
      a: inventoryItemsPaginated(first: $first, after: $after, query: $query) { id trackable_item { sku vendor { brand_name } } zone { code } }
      b: inventoryItemsPaginated(first: $first, query: $query) { id trackable_item { sku vendor { brand_name } } zone { code } }
    }`;
    const costly = /^Query is too costly: \d+ points, at most 10000/;
    const answer = async (variables: Record<string, unknown>) => (await superadmin.graphql(query, variables)).body;
    for (const round of [1, 2]) {
      expect((await answer({ first: 10 })).errors, `round ${round}`).toBeUndefined();
      expect((await answer({ first: 10, after: String(round) })).errors).toBeUndefined();
      expect((await answer({ first: 900 })).errors[0].message).toMatch(costly);
      // A search is priced on top of the rows: 10 rows each, but two text searches.
      expect((await answer({ first: 10, query: { q: 'x' } })).errors).toBeUndefined();
      expect((await answer({ first: 10, query: JSON.stringify({ status: 'IN_STOCK' }) })).errors).toBeUndefined();
    }
    // 23 points a row: 500 ids (the most a filter takes) are over the limit, 2 are not.
    const unpaged = `query($query: JSON) { inventoryItems(query: $query) {
      id serial barcode status unit_count trackable_item { sku name vendor { brand_name } stock_type { name } }
      zone { code name zone_group { name warehouse { name } } } purchase_order { po_number status } } }`;
    const many = Array.from({ length: 500 }, (_, i) => i + 1);
    expect((await superadmin.graphql(unpaged, { query: { id: [1, 2] } })).body.errors).toBeUndefined();
    expect((await superadmin.graphql(unpaged, { query: { id: many } })).body.errors[0].message).toMatch(costly);
    expect((await superadmin.graphql(unpaged, { query: { id: [1, 2] } })).body.errors).toBeUndefined();
    // Introspection: the same document, staff or not.
    const schemaQuery = `query($first: Int) { __schema { queryType { name } } inventoryItemsPaginated(first: $first) { id } }`;
    expect((await superadmin.graphql(schemaQuery, { first: 1 })).body.errors).toBeUndefined();
    const user = await t.as('user@demo.test');
    expect((await user.graphql(schemaQuery, { first: 1 })).body.errors[0].message).toBe('Introspection is for staff sessions only.');
    expect((await superadmin.graphql(schemaQuery, { first: 1 })).body.errors).toBeUndefined();
  });
});
