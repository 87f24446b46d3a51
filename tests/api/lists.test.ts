/**
 * Lists at any size (docs/architecture.md "Lists"): the total is exact up to COUNT_CAP and the
 * planner's estimate beyond, hasNext comes from one row more, and `after` (the id of the last
 * row seen) pages by keyset in the list's order, REST and GraphQL alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { COUNT_CAP } from '../../server/framework/crud';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let bigBrandId: number;
const BIG = COUNT_CAP + 500;
beforeAll(async () => {
  t = await testApp();
  // A brand with more collections than the cap, named so that the name order differs from the id order.
  const db = t.ctx.database.db;
  [{ id: bigBrandId }] = await rows<{ id: number }>(db, sql`INSERT INTO brands (name) VALUES ('Big Catalogue') RETURNING id`);
  await db.execute(sql`
    INSERT INTO collections (name, brand_id)
    SELECT 'Big ' || lpad(((g * 7919) % ${sql.raw(String(BIG))})::text, 6, '0'), ${bigBrandId}::int FROM generate_series(1, ${sql.raw(String(BIG))}) g`);
  await db.execute(sql`ANALYZE collections`);
});
afterAll(() => t.close());

const bigBrand = async () => bigBrandId;

describe('REST lists', () => {
  it('counts exactly up to the cap', async () => {
    const boss = await t.as('superadmin@demo.test');
    const res = await boss.get('/api/collections?brand_id=1&page_count=1&page=0');
    expect(res.status).toBe(200);
    const all = (await boss.get('/api/collections?brand_id=1')).body as any[];
    expect(res.body).toMatchObject({ count: all.length, hasBefore: false, hasNext: all.length > 1 });
    expect(res.body.results.map((c: any) => c.id)).toEqual(all.slice(0, 1).map((c) => c.id));
    const last = await boss.get(`/api/collections?brand_id=1&page_count=1&page=${all.length - 1}`);
    expect(last.body).toMatchObject({ count: all.length, hasNext: false, hasBefore: true });
    // Past the end: no rows, the total still told.
    expect((await boss.get('/api/collections?brand_id=1&page_count=2&page=999')).body).toMatchObject({
      results: [],
      count: all.length,
      hasNext: false,
    });
  });

  it('estimates beyond the cap, still answering {results, count, hasNext, hasBefore}', async () => {
    const boss = await t.as('superadmin@demo.test');
    const brand = await bigBrand();
    const res = await boss.get(`/api/collections?brand_id=${brand}&page_count=25&sort_by=name`);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(25);
    expect(res.body.count).toBeGreaterThan(COUNT_CAP);
    expect(res.body).toMatchObject({ hasNext: true, hasBefore: false });
  });

  it('pages by keyset after a row, in the sort order, as the offset pages do', async () => {
    const boss = await t.as('superadmin@demo.test');
    const brand = await bigBrand();
    const base = `/api/collections?brand_id=${brand}&page_count=50&sort_by=name&order=DESC`;
    const byOffset = (await boss.get(`${base}&page=3`)).body.results as any[];
    const before = (await boss.get(`${base}&page=2`)).body.results as any[];
    const byKeyset = await boss.get(`${base}&after=${before.at(-1).id}`);
    expect(byKeyset.status).toBe(200);
    expect(byKeyset.body.results.map((c: any) => c.id)).toEqual(byOffset.map((c) => c.id));
    expect(byKeyset.body).toMatchObject({ hasBefore: true, hasNext: true });
    const names = byKeyset.body.results.map((c: any) => c.name);
    expect([...names].sort().reverse()).toEqual(names);
  });

  it('answers a deep page (past the prepared offsets) with the rows its place in the order holds', async () => {
    const boss = await t.as('superadmin@demo.test');
    const brand = await bigBrand();
    const expected = await rows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM collections WHERE brand_id = ${brand} ORDER BY name DESC, id DESC OFFSET 2500 LIMIT 25`,
    );
    const deep = await boss.get(`/api/collections?brand_id=${brand}&page_count=25&sort_by=name&order=DESC&page=100`);
    expect(deep.status).toBe(200);
    expect(deep.body.results.map((c: any) => c.id)).toEqual(expected.map((r) => r.id));
    expect(deep.body).toMatchObject({ hasBefore: true, hasNext: true });
    expect(deep.body.results[0]).toHaveProperty('name');
    // The last page: the rows left, and nothing after.
    const lastPage = Math.floor((BIG - 1) / 25);
    const last = await boss.get(`/api/collections?brand_id=${brand}&page_count=25&sort_by=name&order=DESC&page=${lastPage}`);
    expect(last.body.results).toHaveLength(BIG - lastPage * 25);
    expect(last.body.hasNext).toBe(false);
  });

  it('walks a whole list by keyset (an export), every row once', async () => {
    const boss = await t.as('superadmin@demo.test');
    const seen = new Set<number>();
    let after: number | undefined;
    for (;;) {
      const res = await boss.get(`/api/collections?brand_id=1&page_count=1&sort_by=name${after ? `&after=${after}` : ''}`);
      for (const c of res.body.results) seen.add(c.id);
      if (!res.body.hasNext) break;
      after = res.body.results.at(-1).id;
    }
    expect(seen.size).toBe(((await boss.get('/api/collections?brand_id=1')).body as any[]).length);
  });

  it('falls back to the page named with the cursor when the row it follows was deleted; without one, a 409', async () => {
    const boss = await t.as('superadmin@demo.test');
    const brand = await bigBrand();
    const base = `/api/collections?brand_id=${brand}&page_count=20&sort_by=name`;
    const first = (await boss.get(`${base}&page=0`)).body.results as any[];
    const gone = first.at(-1).id;
    expect((await boss.delete(`/api/collections?collection_id=${gone}`)).status).toBe(200);
    const byNumber = (await boss.get(`${base}&page=1`)).body;
    const fallback = await boss.get(`${base}&page=1&after=${gone}`);
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual(byNumber);
    // Only the cursor: no page that silently ends the list.
    const refused = await boss.get(`${base}&after=${gone}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.errors).toEqual({ after: 'No longer in the list' });
    // A row there but not the asker's (another brand's collection, for a brand user) is gone as well.
    const brandUser = await t.as('user@demo.test');
    const elsewhere = await brandUser.get(`/api/collections?page_count=5&sort_by=name&after=${first[0].id}`);
    expect(elsewhere.status).toBe(409);
  });

  it('uses the page named with the cursor where a keyset cannot serve: a sort on a field that may be empty', async () => {
    const boss = await t.as('superadmin@demo.test');
    const base = '/api/collections?brand_id=1&page_count=2&sort_by=collection_logo';
    const first = (await boss.get(`${base}&page=0`)).body.results as any[];
    const withPage = await boss.get(`${base}&page=1&after=${first.at(-1).id}`);
    expect(withPage.status).toBe(200);
    expect(withPage.body).toEqual((await boss.get(`${base}&page=1`)).body);
    const alone = await boss.get(`${base}&after=${first.at(-1).id}`);
    expect(alone.status).toBe(400);
    expect(alone.body.error.errors).toEqual({ after: 'Cannot follow a sort on collection_logo' });
  });

  it('refuses a bad cursor with a field message', async () => {
    const boss = await t.as('superadmin@demo.test');
    const res = await boss.get('/api/collections?page_count=5&after=abc');
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ after: 'Must be a whole number' });
  });
});

describe('GraphQL lists', () => {
  it('pages by keyset with `after` and counts with a cap', async () => {
    const boss = await t.as('superadmin@demo.test');
    const page = (args: string) =>
      boss.graphql(`{ vendorsPaginated(first: 2, sort: "brand_name", ${args}) { id brand_name } vendorsCount }`);
    const first = (await page('offset: 0')).body.data;
    const second = (await page('offset: 2')).body.data;
    const keyset = (await page(`after: "${first.vendorsPaginated[1].id}"`)).body.data;
    expect(keyset.vendorsPaginated).toEqual(second.vendorsPaginated);
    expect(first.vendorsCount).toBeGreaterThan(2);
    // A cursor whose row is gone: the offset written with it serves; alone, it is refused.
    const id = (await boss.graphql('mutation { createVendor(input: { brand_name: "AAA Gone Vendor" }) }')).body.data.createVendor;
    expect((await boss.graphql(`mutation { deleteVendor(id: "${id}") }`)).body.errors).toBeUndefined();
    expect((await page(`after: "${id}", offset: 2`)).body.data.vendorsPaginated).toEqual(second.vendorsPaginated);
    const refused = await page(`after: "${id}"`);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'conflict' });
  });
});
