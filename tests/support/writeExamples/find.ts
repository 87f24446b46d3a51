/** Finders the write-contract examples share: the first record in a given state. */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { checklistItems, lineItems, mockups, orders, products } from '../../../server/db/schema';
import { DEMO_ROOMS, renderRoom } from '../../../server/catalog/demoRooms';
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

/** A design of brand 1 with its pattern; `listed`: one listed in the shop (or one not listed yet). */
export const designOf = async (t: TestApp, listed: boolean) => {
  const [product] = await t.ctx.database.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.brand_id, 1),
        isNotNull(products.pattern_file),
        eq(products.color_variants, false),
        listed ? isNotNull(products.store_product_id) : isNull(products.store_product_id),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`no ${listed ? 'listed' : 'unlisted'} design of brand 1 with a pattern`);
  return product;
};

/** An analysed room: one of the seed's, or a demo room uploaded and analysed through the API. */
export const analyzedMockup = async (t: TestApp) => {
  const [seeded] = await t.ctx.database.db.select().from(mockups).where(eq(mockups.status, 'analyzed')).limit(1);
  if (seeded) return seeded;
  const su = await t.as('superuser@demo.test');
  const room = await renderRoom(DEMO_ROOMS[0], 800, 600);
  const uploaded = await su.post('/api/mockups').field('name', 'Contract room').attach('mockup_file', room, 'room.jpg');
  const analyzed = await su.post(`/api/mockups/${uploaded.body.id}/analyze`);
  if (analyzed.body.status !== 'analyzed') throw new Error(`the demo room was not analysed: ${JSON.stringify(analyzed.body)}`);
  return analyzed.body as typeof mockups.$inferSelect;
};
