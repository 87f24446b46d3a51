/**
 * The order-processor queue (spec 2 §7 `queues/order-processor`): store orders are queued as they
 * arrive (webhook, pull, demo store), then a job imports each into an order with its customer and
 * line items. Importing is idempotent: one order per brand, channel and store order id, however
 * often and however concurrently it arrives (a unique index decides, not a read before the write).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Channel } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import { rows, type DbOrTx, type Tx } from '../db/client';
import { customerAddresses, customers, lineItems, materials, orderQueue, orders } from '../db/schema';
import { enqueue, type JobHandler } from '../framework/jobQueue';
import { readStoreOrder, StoreOrderError, type StoreOrder } from './storeOrder';
import { recordOrderEvent, refreshOrderStatus } from './timeline';
import { transact } from '../db/transaction';

export const ORDER_IMPORT = 'ORDER_IMPORT';
export const ORDER_QUEUE = 'order-processor';

export interface IncomingOrder {
  brand_id: number;
  channel: Channel;
  source: 'demo' | 'webhook' | 'pull';
  payload: Record<string, unknown>;
}

/** Queues store orders and a job for each; the worker wakes at once. */
export async function enqueueStoreOrders(ctx: AppContext, incoming: IncomingOrder[]) {
  if (incoming.length === 0) return [];
  const queued = await transact(ctx.database.db, async (tx) => {
    const items = await tx
      .insert(orderQueue)
      .values(
        incoming.map((o) => ({
          brand_id: o.brand_id,
          channel: o.channel,
          source: o.source,
          payload: o.payload,
          store_order_id: o.payload.id == null ? null : String(o.payload.id).slice(0, 64),
          order_number: typeof o.payload.name === 'string' ? o.payload.name.slice(0, 40) : null,
        })),
      )
      .returning();
    for (const item of items) await queueJob(tx, item);
    return items;
  });
  await ctx.events.publish({ topic: 'job.enqueued', brand_id: null, data: { queue: ORDER_QUEUE } });
  return queued;
}

async function queueJob(tx: DbOrTx, item: { id: number; brand_id: number }) {
  await enqueue(tx, { brand_id: item.brand_id, category: ORDER_IMPORT, queue: ORDER_QUEUE, passthrough_data: { order_queue_id: item.id } });
}

/** Puts failed queue items back to be imported again (the failed order queue's Retry). */
export async function retryQueueItems(ctx: AppContext, ids: number[], brandId: number | undefined) {
  const retried = await transact(ctx.database.db, async (tx) => {
    const items = await tx
      .update(orderQueue)
      .set({ status: 'unprocessed', reason: null, dismissed_at: null, updated_at: sql`now()` })
      .where(
        and(
          inArray(orderQueue.id, ids),
          eq(orderQueue.status, 'failed'),
          brandId === undefined ? undefined : eq(orderQueue.brand_id, brandId),
        ),
      )
      .returning();
    for (const item of items) await queueJob(tx, item);
    return items;
  });
  await ctx.events.publish({ topic: 'job.enqueued', brand_id: null, data: { queue: ORDER_QUEUE } });
  return retried;
}

/** The brand's materials (its own and the shared ones) by lower-cased name and SKU. */
async function materialsOf(tx: Tx, brandId: number) {
  const found = await tx
    .select({ id: materials.id, name: materials.name, sku: materials.sku })
    .from(materials)
    .where(or(isNull(materials.brand_id), eq(materials.brand_id, brandId)));
  const byKey = new Map<string, number>();
  for (const m of found) (byKey.set(m.name.toLowerCase(), m.id), byKey.set(m.sku.toLowerCase(), m.id));
  return byKey;
}

/** The customer of a store order: found by store id, else by email, else made (customer_create). */
async function customerFor(tx: Tx, brandId: number, order: StoreOrder) {
  const c = order.customer;
  if (!c && !order.email) return { id: null, created: false };
  const storeId = c?.store_customer_id ?? null;
  const email = c?.email ?? order.email;
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.brand_id, brandId),
        or(storeId ? eq(customers.shopify_id, storeId) : undefined, email ? sql`lower(${customers.email}) = lower(${email})` : undefined),
      ),
    )
    .orderBy(sql`${customers.shopify_id} IS NULL`, customers.id)
    .limit(1);
  if (existing) return { id: existing.id, created: false };
  const [created] = await tx
    .insert(customers)
    .values({
      brand_id: brandId,
      shopify_id: storeId,
      first: c?.first ?? order.shipping_address.name?.split(' ')[0] ?? null,
      last: c?.last ?? order.shipping_address.name?.split(' ').slice(1).join(' ') ?? null,
      email,
      phone: c?.phone ?? null,
      accepts_marketing: c?.accepts_marketing ?? false,
    })
    // A concurrent import of another order of the same new customer made them first: use theirs.
    .onConflictDoNothing({ target: [customers.brand_id, customers.shopify_id] })
    .returning({ id: customers.id });
  if (!created) {
    const [theirs] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.brand_id, brandId), eq(customers.shopify_id, storeId!)));
    return { id: theirs.id, created: false };
  }
  const [type] = await rows<{ id: number }>(tx, sql`SELECT id FROM customer_address_types WHERE name = 'Shipping' LIMIT 1`);
  await tx
    .insert(customerAddresses)
    .values({ customer_id: created.id, brand_id: brandId, address_type_id: type?.id ?? null, ...order.shipping_address, is_default: true });
  return { id: created.id, created: true };
}

/** Imports one store order into an order; the order's id (the existing one when it was imported before). */
export async function importStoreOrder(tx: Tx, item: { brand_id: number; channel: string }, order: StoreOrder): Promise<number> {
  const brandMaterials = await materialsOf(tx, item.brand_id);
  const items = order.line_items.map((line, i) => {
    const materialId = brandMaterials.get(line.material.toLowerCase());
    if (!materialId)
      throw new StoreOrderError(`Line ${i + 1} (${line.design_name}): the material “${line.material}” is not offered to this brand.`);
    const { material: _material, ...rest } = line;
    return { ...rest, material_id: materialId };
  });
  const customer = await customerFor(tx, item.brand_id, order);
  const subtotal = items.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const [inserted] = await tx
    .insert(orders)
    .values({
      brand_id: item.brand_id,
      customer_id: customer.id,
      channel: item.channel,
      store_order_id: order.store_order_id,
      order_number: order.order_number,
      customer_name: order.shipping_address.name ?? null,
      email: order.email,
      currency: order.currency,
      subtotal,
      shipping_total: order.shipping_total,
      tax_total: order.tax_total,
      total: order.total ?? subtotal + order.shipping_total + order.tax_total,
      shipping_address: order.shipping_address,
      note: order.note,
      ordered_at: order.ordered_at,
    })
    .onConflictDoNothing({ target: [orders.brand_id, orders.channel, orders.store_order_id] })
    .returning({ id: orders.id, brand_id: orders.brand_id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.brand_id, item.brand_id), eq(orders.channel, item.channel), eq(orders.store_order_id, order.store_order_id)));
    return existing.id;
  }
  await tx.insert(lineItems).values(items.map((l) => ({ ...l, order_id: inserted.id, brand_id: item.brand_id })));
  if (customer.created && customer.id)
    await recordOrderEvent(tx, {
      order: inserted,
      type: 'customer_create',
      message: { code: 'customer_created' },
      data: { customer_id: customer.id },
    });
  await recordOrderEvent(tx, {
    order: inserted,
    type: 'create',
    message: { code: 'order_received', values: { number: order.order_number, channel: item.channel } },
    data: { store_order_id: order.store_order_id, line_items: items.length },
  });
  await refreshOrderStatus(tx, inserted.id);
  return inserted.id;
}

/** Imports one queue item: processed with its order, or failed with the reason. */
export async function processQueueItem(ctx: AppContext, id: number): Promise<string> {
  const db = ctx.database.db;
  const [item] = await db
    .update(orderQueue)
    .set({ status: 'processing', attempts: sql`${orderQueue.attempts} + 1`, updated_at: sql`now()` })
    .where(and(eq(orderQueue.id, id), sql`${orderQueue.status} IN ('unprocessed', 'processing')`))
    .returning();
  if (!item) return `Queue item ${id} is not waiting to be imported.`;
  try {
    const order = await readStoreOrder(item.payload, item.channel);
    const orderId = await transact(db, (tx) => importStoreOrder(tx, item, order));
    await db
      .update(orderQueue)
      .set({
        status: 'processed',
        order_id: orderId,
        reason: null,
        order_number: order.order_number,
        processed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(orderQueue.id, id));
    await ctx.events.publish({ topic: 'order.imported', brand_id: item.brand_id, data: { order_queue_id: id, order_id: orderId } });
    return `Imported order ${order.order_number}`;
  } catch (err) {
    const reason =
      err instanceof StoreOrderError ? err.message : `The order could not be imported: ${err instanceof Error ? err.message : String(err)}`;
    await db
      .update(orderQueue)
      .set({ status: 'failed', reason, updated_at: sql`now()` })
      .where(eq(orderQueue.id, id));
    await ctx.events.publish({ topic: 'order.failed', brand_id: item.brand_id, data: { order_queue_id: id, reason } });
    return reason;
  }
}

export const importOrderJob: JobHandler = async (job, ctx) => processQueueItem(ctx, Number((job.passthrough_data as any)?.order_queue_id));
