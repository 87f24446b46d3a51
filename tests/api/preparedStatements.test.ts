/**
 * The bound on named statements prepared per connection (server/db/preparedStatements.ts): a
 * connection that sees more query shapes than PREPARED_PER_CONNECTION deallocates the oldest, keeps
 * at most the bound, and prepares a shape again when it comes back. And the writes' statements
 * (server/framework/writeStatements.ts) are prepared once per shape and reused. And a kept list
 * statement maps its rows exactly as drizzle would (server/framework/crudStatements.ts).
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { PREPARED_PER_CONNECTION } from '../../server/db/preparedStatements';
import { brands, collections } from '../../server/db/schema';
import { prepareNamed, type Preparable } from '../../server/framework/crudStatements';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

type Client = { query(config: { name: string; text: string; values?: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }> };

/** The named statements prepared on the connection of `db` (this session's pg_prepared_statements). */
async function preparedCount(db: { execute(q: unknown): Promise<unknown> }): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements`)) as { rows: Array<{ n: number }> };
  return result.rows[0].n;
}

describe('named statements per connection', () => {
  it('keeps at most the bound, deallocating the least recently used, and prepares an evicted shape again', async () => {
    await t.ctx.database.withConnection(async (db) => {
      const client = (db as unknown as { $client: Client }).$client;
      const shapes = PREPARED_PER_CONNECTION + 50;
      const run = (i: number) => client.query({ name: `bound_test_${i}`, text: `SELECT ${i}::int AS n, $1::int AS v`, values: [i] });
      for (let i = 0; i < shapes; i++) expect((await run(i)).rows[0].n).toBe(i);
      expect(await preparedCount(db)).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      const names = (await db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'bound_test_%'`)) as {
        rows: Array<{ name: string }>;
      };
      // The newest are kept, the oldest went.
      expect(names.rows.map((r) => r.name)).toContain(`bound_test_${shapes - 1}`);
      expect(names.rows.map((r) => r.name)).not.toContain('bound_test_0');
      // An evicted shape comes back: prepared again, answered, and the bound still holds.
      expect((await run(0)).rows[0].n).toBe(0);
      expect((await run(1)).rows[0].n).toBe(1);
      expect(await preparedCount(db)).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    });
  });

  it('an eviction inside a transaction aborted by an error does not break the connection', async () => {
    await t.ctx.database.withConnection(async (db) => {
      const client = (db as unknown as { $client: Client }).$client;
      const run = (i: number) => client.query({ name: `abort_test_${i}`, text: `SELECT ${i}::int AS n` });
      for (let i = 0; i < PREPARED_PER_CONNECTION; i++) await run(i);
      await db.execute(sql`BEGIN`);
      await expect(db.execute(sql`SELECT 1/0`)).rejects.toThrow();
      // One shape too many while the transaction is aborted: its DEALLOCATE fails, as the query does.
      await expect(run(PREPARED_PER_CONNECTION)).rejects.toThrow();
      await db.execute(sql`ROLLBACK`);
      // The name kept prepared is still known as prepared: running it again does not fail.
      for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) expect((await run(i)).rows[0].n).toBe(i);
      expect(await preparedCount(db)).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    });
  });
});

/** The statements sent while `fn` runs, with their name when prepared (counted at the driver, as statements.test.ts does). */
async function statementsOf(fn: () => Promise<unknown>): Promise<Array<{ name?: string; text: string }>> {
  const proto = ((t.ctx.database.db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
  const original = proto.query;
  const seen: Array<{ name?: string; text: string }> = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { name?: string; text?: string } | string;
    seen.push(typeof config === 'string' ? { text: config } : { name: config.name, text: String(config.text) });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen.filter((s) => !/rate_limits|user_sessions|^(begin|commit|rollback)/i.test(s.text));
}

describe('write statements', () => {
  it('are prepared once per shape: the same names for the same columns, another for other columns', async () => {
    const boss = await t.as('superadmin@demo.test');
    const created = await boss.post('/api/feature-flags').send({ flag_name: 'kept-writes', production_value: true, description: 'One' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const put = (body: Record<string, unknown>) => boss.put(`/api/feature-flags/${id}`).send(body);

    const first = await statementsOf(async () => expect((await put({ description: 'Two' })).status).toBe(200));
    const second = await statementsOf(async () => expect((await put({ description: 'Three' })).status).toBe(200));
    const writes = (s: Array<{ name?: string; text: string }>) => s.filter((q) => /for update|^update|^insert/i.test(q.text.trim()));
    // The row locked, the update and its audit row: each a named statement, the same both times.
    expect(writes(first).map((q) => q.name)).toHaveLength(3);
    for (const q of writes(first)) expect(q.name).toMatch(/^papered_/);
    expect(writes(second).map((q) => q.name)).toEqual(writes(first).map((q) => q.name));

    // Another set of columns is another shape; a null clears the field (SQL NULL, not JSON null).
    const other = await statementsOf(async () => expect((await put({ description: null, production_value: false })).status).toBe(200));
    const update = (s: Array<{ name?: string; text: string }>) => s.find((q) => /^update/i.test(q.text.trim()))!;
    expect(update(other).name).not.toBe(update(first).name);
    const stored = (await t.ctx.database.db.execute(
      sql`SELECT description IS NULL AS cleared, production_value FROM feature_flags WHERE id = ${id}`,
    )) as { rows: unknown[] };
    expect(stored.rows[0]).toEqual({ cleared: true, production_value: false });
    // Only the fields sent changed, and each write left its one audit row.
    expect((await boss.get(`/api/feature-flags/${id}`)).body).toMatchObject({ flag_name: 'kept-writes', description: null });
    const audit = await t.ctx.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.resource, 'feature-flags'), eq(a.record_id, String(id))),
      orderBy: (a, { asc }) => asc(a.id),
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[3].after).toMatchObject({ description: null, production_value: false });
  });
});

describe('kept statements map rows as drizzle does', () => {
  it('own columns, a count, joined tables and a join that found nothing, dates decoded', async () => {
    const db = t.ctx.database.db;
    const [brand] = await db.insert(brands).values({ name: 'Mapper Brand', header: null }).returning();
    await db.insert(collections).values([
      { name: 'Mapper A', brand_id: brand.id },
      { name: 'Mapper B', brand_id: brand.id, collection_logo: 'logo.png' },
    ]);
    const simple = () =>
      db
        .select({
          ...getTableColumns(collections),
          __total: sql<number>`count(*) OVER ()`.mapWith(Number),
          brand: getTableColumns(brands),
        } as never)
        .from(collections)
        .leftJoin(brands, and(eq(brands.id, collections.brand_id), eq(collections.name, 'Mapper B')))
        .where(eq(collections.brand_id, sql.placeholder('brand')))
        .orderBy(asc(collections.name));
    const byDrizzle = await simple().prepare('mapper_reference').execute({ brand: brand.id });
    const kept = await prepareNamed(simple() as unknown as Preparable<unknown[]>).execute({ brand: brand.id });
    expect(kept).toEqual(byDrizzle);
    const [a, b] = kept as Array<Record<string, unknown>>;
    // The join that found nothing is null, not an object of nulls; the one found is whole.
    expect(a.brand).toBeNull();
    expect(b.brand).toMatchObject({ id: brand.id, name: 'Mapper Brand' });
    expect(a.created_at).toBeInstanceOf(Date);
    expect(a.__total).toBe(2);
  });
});
