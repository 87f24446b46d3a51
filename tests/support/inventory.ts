/** Helpers for the inventory API tests: GraphQL calls that fail loudly, and the stock invariant check. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../server/db/client';
import type { TestApp } from './testApp';

export type Client = Awaited<ReturnType<TestApp['as']>>;

/** Runs a GraphQL operation and returns its data, failing the test on any error. */
export async function gql<T = any>(client: Client, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await client.graphql(query, variables);
  if (res.body.errors) throw new Error(`GraphQL error: ${JSON.stringify(res.body.errors)}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Runs a GraphQL operation expected to fail; returns its first error. */
export async function gqlError(client: Client, query: string, variables?: Record<string, unknown>) {
  const res = await client.graphql(query, variables);
  expect(res.body.errors, `expected an error, got ${JSON.stringify(res.body.data)}`).toBeDefined();
  return res.body.errors[0] as {
    message: string;
    extensions?: {
      code?: string;
      status?: number;
      errors?: Record<string, string>;
      message_code?: string;
      message_values?: Record<string, unknown>;
      message_codes?: Record<string, { code: string; values?: Record<string, unknown> }>;
    };
  };
}

/**
 * The stock invariant of docs/requirements/inventory.md §4, for every trackable item: stock_count = its IN_STOCK items,
 * unit_count = their units, and the movement rows add up to the same counts.
 */
export async function invariantViolations(t: TestApp) {
  return rows(
    t.ctx.database.db,
    sql`SELECT t.id, t.sku, t.stock_count, t.unit_count, i.n, i.units, m.stock_moved, m.units_moved
        FROM trackable_items t
        LEFT JOIN (SELECT trackable_item_id, count(*)::int AS n, coalesce(sum(unit_count), 0)::int AS units
                   FROM inventory_items WHERE status = 'IN_STOCK' GROUP BY trackable_item_id) i ON i.trackable_item_id = t.id
        LEFT JOIN (SELECT trackable_item_id, sum(stock_after - stock_before)::int AS stock_moved, sum(units_after - units_before)::int AS units_moved
                   FROM stock_movements GROUP BY trackable_item_id) m ON m.trackable_item_id = t.id
        WHERE t.stock_count <> coalesce(i.n, 0) OR t.unit_count <> coalesce(i.units, 0)
           OR t.stock_count <> coalesce(m.stock_moved, 0) OR t.unit_count <> coalesce(m.units_moved, 0)`,
  );
}
