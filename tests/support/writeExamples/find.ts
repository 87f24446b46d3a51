/** Finders the write-contract examples share: the first record in a given state. */
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  billingAccounts,
  brandPricing,
  checklistItems,
  dropGroups,
  invoices,
  employees,
  jdmlSections,
  jdmls,
  lineItems,
  mockups,
  orderQueue,
  orders,
  paymentMethods,
  pricingTemplates,
  products,
  shipments,
  weighQueue,
} from '../../../server/db/schema';
import { importQueueItem } from '../../../server/orders/importer';
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

/** A demo room photo uploaded through the API, not analysed yet. */
export const uploadedRoom = async (t: TestApp): Promise<number> => {
  const room = await renderRoom(DEMO_ROOMS[0], 800, 600);
  const su = await t.as('superuser@demo.test');
  const uploaded = await su.post('/api/mockups').field('name', 'Contract room').attach('mockup_file', room, 'room.jpg');
  if (uploaded.status !== 201) throw new Error(`the demo room was not uploaded: ${JSON.stringify(uploaded.body)}`);
  return uploaded.body.id;
};

/** An analysed room: one of the seed's, or a demo room uploaded and analysed through the API. */
export const analyzedMockup = async (t: TestApp) => {
  const [seeded] = await t.ctx.database.db.select().from(mockups).where(eq(mockups.status, 'analyzed')).limit(1);
  if (seeded) return seeded;
  const su = await t.as('superuser@demo.test');
  const analyzed = await su.post(`/api/mockups/${await uploadedRoom(t)}/analyze`);
  if (analyzed.body.status !== 'analyzed') throw new Error(`the demo room was not analysed: ${JSON.stringify(analyzed.body)}`);
  return analyzed.body as typeof mockups.$inferSelect;
};

/** An active employee to work the stations. */
export const stationEmployee = async (t: TestApp) => {
  const [employee] = await t.ctx.database.db
    .select()
    .from(employees)
    .where(eq(employees.is_active, true))
    .orderBy(asc(employees.id))
    .limit(1);
  return employee.id;
};

/** A failed import of brand 1: a demo order naming a material the brand lacks, imported as the worker would. */
export const failedQueueItem = async (t: TestApp) => {
  const [failed] = await t.ctx.database.db
    .select()
    .from(orderQueue)
    .where(and(eq(orderQueue.brand_id, 1), eq(orderQueue.status, 'failed'), isNull(orderQueue.dismissed_at)))
    .limit(1);
  if (failed) return failed.id;
  const boss = await t.as('superadmin@demo.test');
  const queued = await boss.post('/api/orders/demo-orders').send({ brand_id: 1, count: 1, failing: true });
  const id = queued.body.queued[0].id;
  if ((await importQueueItem(t.ctx, id)).status !== 'failed') throw new Error('the failing demo order was imported');
  return id;
};

/** A parcel waiting to be weighed whose order has an address. */
export const parcelToWeigh = async (t: TestApp) => {
  const [entry] = await t.ctx.database.db
    .select({ id: weighQueue.id })
    .from(weighQueue)
    .innerJoin(orders, eq(orders.id, weighQueue.order_id))
    .where(and(eq(weighQueue.status, 'unprocessed'), sql`${orders.shipping_address}->>'address1' IS NOT NULL`))
    .orderBy(asc(weighQueue.id))
    .limit(1);
  if (!entry) throw new Error('no parcel waiting to be weighed');
  return entry.id;
};

/** A shipment whose label is bought and not used yet. */
export const purchasedShipment = async (t: TestApp) => {
  const [shipment] = await t.ctx.database.db
    .select()
    .from(shipments)
    .where(eq(shipments.status, 'purchased'))
    .orderBy(asc(shipments.id))
    .limit(1);
  if (!shipment) throw new Error('no purchased shipment');
  return shipment;
};

/** A voided label whose parcel waits to be weighed again: what "Buy again" takes. */
export const voidedShipmentToBuyAgain = async (t: TestApp) => {
  const [shipment] = await t.ctx.database.db
    .select({ id: shipments.id })
    .from(shipments)
    .innerJoin(weighQueue, eq(weighQueue.id, shipments.weigh_queue_id))
    .where(and(eq(shipments.status, 'voided'), eq(weighQueue.status, 'unprocessed')))
    .orderBy(asc(shipments.id))
    .limit(1);
  if (!shipment) throw new Error('no voided shipment to buy again');
  return shipment.id;
};

export const firstSection = async (t: TestApp) => {
  const [section] = await t.ctx.database.db
    .select({ id: jdmlSections.id })
    .from(jdmlSections)
    .innerJoin(jdmls, eq(jdmls.id, jdmlSections.jdml_id))
    .where(eq(jdmls.brand_id, 1))
    .orderBy(asc(jdmlSections.id))
    .limit(1);
  if (!section) throw new Error('no JDML section of brand 1');
  return section.id;
};

export const latestDropGroup = async (t: TestApp) => {
  const [group] = await t.ctx.database.db.select({ id: dropGroups.id }).from(dropGroups).orderBy(desc(dropGroups.id)).limit(1);
  if (!group) throw new Error('no drop group');
  return group.id;
};

/** The first invoice in one of these statuses (brand 1 only, or any brand). */
export const invoiceIn = async (t: TestApp, statuses: string[], brand?: number) => {
  const [invoice] = await t.ctx.database.db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.status, statuses), brand ? eq(invoices.brand_id, brand) : undefined))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!invoice) throw new Error(`no ${statuses.join(' or ')} invoice`);
  return invoice;
};

/** A payment method of brand 1 as the billing calls name it; `which`: the newest card, or the seeded bank account. */
export const paymentSource = async (t: TestApp, which: 'new-card' | 'bank' | 'not-default') => {
  const db = t.ctx.database.db;
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.brand_id, 1));
  const mine = eq(paymentMethods.brand_id, 1);
  const where =
    which === 'bank'
      ? and(mine, eq(paymentMethods.kind, 'bank_account'))
      : which === 'not-default'
        ? and(mine, eq(paymentMethods.is_default, false))
        : and(mine, eq(paymentMethods.kind, 'card'));
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(where)
    .orderBy(which === 'new-card' ? desc(paymentMethods.id) : asc(paymentMethods.id))
    .limit(1);
  if (!method) throw new Error(`no ${which} payment method of brand 1`);
  return { stripe_customer_id: account.stripe_customer_id, customer_source_id: method.customer_source_id };
};

/** A pricing template no brand is priced from (made by the POST pricing example). */
export const unusedTemplate = async (t: TestApp) => {
  const [template] = await t.ctx.database.db
    .select({ id: pricingTemplates.id })
    .from(pricingTemplates)
    .where(sql`NOT EXISTS (SELECT 1 FROM ${brandPricing} WHERE ${brandPricing.template_id} = ${pricingTemplates.id})`)
    .orderBy(desc(pricingTemplates.id))
    .limit(1);
  if (!template) throw new Error('no unused pricing template');
  return template.id;
};

/** The template brand 1 is priced from now. */
export const brandTemplate = async (t: TestApp) => {
  const [pricing] = await t.ctx.database.db
    .select({ template_id: brandPricing.template_id })
    .from(brandPricing)
    .where(eq(brandPricing.brand_id, 1))
    .orderBy(desc(brandPricing.effective_from), desc(brandPricing.id))
    .limit(1);
  if (!pricing) throw new Error('brand 1 has no pricing');
  return pricing.template_id;
};
