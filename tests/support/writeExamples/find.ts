/** Finders the write-contract examples share: the first record in a given state. */
import { and, desc, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checklistItems, lineItems, orders } from '../../../server/db/schema';
import type { TestApp } from '../testApp';

export const firstOrder = async (t: TestApp, status: string, brand = 1) => {
  const [order] = await t.ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.brand_id, brand), eq(orders.status, status)))
    .limit(1);
  if (!order) throw new Error(`no ${status} order of brand ${brand}`);
  return order;
};

export const lineItemIn = async (t: TestApp, status: string, brand = 1) => {
  const [item] = await t.ctx.database.db
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.brand_id, brand), eq(lineItems.status, status)))
    .limit(1);
  if (!item) throw new Error(`no ${status} line item of brand ${brand}`);
  return item;
};

export const manualChecklistItem = async (t: TestApp) => {
  const [item] = await t.ctx.database.db.select().from(checklistItems).where(eq(checklistItems.completion_type, 'manual')).limit(1);
  return item;
};

/** The newest row of a table (the one the example before made), or of those matching `where`. */
export const newest = async (t: TestApp, table: PgTable, where?: SQL) => {
  const id = (getTableColumns(table) as Record<string, PgColumn>).id;
  const [row] = (await t.ctx.database.db.select().from(table).where(where).orderBy(desc(id)).limit(1)) as Record<string, any>[];
  if (!row) throw new Error(`no row in ${getTableName(table)}`);
  return row;
};

/** The id in the newest email's link to `to` (`user_id`) and its token. */
export const emailedToken = async (t: TestApp, to: string) => {
  const { link } = await t.lastEmail(to);
  if (!link) throw new Error(`no email to ${to}`);
  return { id: Number(link.searchParams.get('user_id')), token: link.searchParams.get('verify_token')! };
};
