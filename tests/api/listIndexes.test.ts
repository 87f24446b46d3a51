/**
 * Lists stay fast at any size only when the database can walk an index in the declared order:
 * every declaration's default sort (`list.sort`) and every declared filter (`list.filters`) must
 * lead an index of its table. Read from the migrated database's catalog, so a missing migration
 * fails here too.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BINDINGS } from '../support/resources';
import { rows } from '../../server/db/client';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('indexes of declared lists', () => {
  it('has an index led by every declared sort and filter', async () => {
    // Each index's columns in order (expression columns come back as null; ::text because node-postgres does not parse name[]).
    const indexes = await rows<{ table: string; columns: (string | null)[] }>(
      t.ctx.database.db,
      sql`SELECT t.relname AS "table",
            array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n) AS columns
          FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
          WHERE t.relnamespace = 'public'::regnamespace`,
    );
    const leading = new Set(indexes.map((i) => `${i.table}.${i.columns[0]}`));
    const missing: string[] = [];
    for (const { resource, table } of BINDINGS) {
      const columns = getTableColumns(table) as Record<string, { name: string }>;
      const name = getTableName(table);
      const wanted = [...(resource.list.sort ? [resource.list.sort[0]] : []), ...(resource.list.filters ?? [])];
      for (const field of wanted) {
        const column = columns[field]?.name ?? field;
        if (!leading.has(`${name}.${column}`)) missing.push(`${resource.name}: ${name}.${column}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a trigram index for every declared search field, which the search uses', async () => {
    // Columns (or a column's ::text expression) indexed with gin_trgm_ops.
    const trigram = await rows<{ table: string; definition: string }>(
      t.ctx.database.db,
      sql`SELECT t.relname AS "table", pg_get_indexdef(i.indexrelid) AS definition
          FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
          WHERE t.relnamespace = 'public'::regnamespace AND pg_get_indexdef(i.indexrelid) LIKE '%gin_trgm_ops%'`,
    );
    const missing: string[] = [];
    for (const { resource, table } of BINDINGS) {
      const columns = getTableColumns(table) as Record<string, { name: string }>;
      const name = getTableName(table);
      for (const field of resource.list.search ?? []) {
        const column = columns[field]?.name ?? field;
        if (!trigram.some((i) => i.table === name && new RegExp(`\\(\\(?"?${column}"?(\\)::text)?\\)? gin_trgm_ops`).test(i.definition)))
          missing.push(`${resource.name}: ${name}.${column}`);
      }
    }
    expect(missing).toEqual([]);

    // With the planner told that scans are costly (as they are at a million rows), a search walks the index.
    const plan = await t.ctx.database.withoutTimeout(async (db) => {
      await db.execute(sql`SET enable_seqscan = off`);
      try {
        return (
          await rows<{ 'QUERY PLAN': string }>(
            db,
            sql`EXPLAIN SELECT id FROM vendors WHERE brand_name ILIKE '%atlas%' OR email ILIKE '%atlas%'`,
          )
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      } finally {
        await db.execute(sql`RESET enable_seqscan`);
      }
    });
    expect(plan).toMatch(/vendors_brand_name_search/);
  });
});
