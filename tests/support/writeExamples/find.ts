/** Finders the write-contract examples share: the first record in a given state. */
import { and, eq } from 'drizzle-orm';
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
