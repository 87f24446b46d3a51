/**
 * The order-processor queue (docs/requirements/orders.md §7 `queues/order-processor`): store orders are queued as they
 * arrive (webhook, pull, demo store), then a job imports each into an order with its customer and
 * line items. Importing is idempotent: one order per brand, channel and store order id, however
 * often and however concurrently it arrives (a unique index decides, not a read before the write).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Channel } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import { databaseUnavailable } from '../db/availability';
import { rows, type DbOrTx, type Tx } from '../db/client';
import { customerAddresses, customers, lineItems, materialAliases, materials, orderQueue, orders, webhookReceipts } from '../db/schema';
import { takeWebhook } from '../http/webhookReceipts';
import { enqueue, type JobHandler } from '../framework/jobQueue';
import { readStoreOrder, StoreOrderError, type MissingReference, type StoreOrder } from './storeOrder';
import { contentOf, reconcileStoreOrder, StoreOrderConflict, type ImportOutcome } from './storeIdentity';
import { recordOrderEvent, refreshOrderStatus } from './timeline';
import { transact } from '../db/transaction';
import type { Actor } from '../framework/actor';
import { auditChange } from '../framework/write';

export const ORDER_IMPORT = 'ORDER_IMPORT';
export const ORDER_QUEUE = 'order-processor';

export interface IncomingOrder {
  brand_id: number;
  channel: Channel;
  source: 'demo' | 'webhook' | 'pull';
  payload: Record<string, unknown>;
}

/** The audit row of a person's request that queues store orders (demo orders, a pull): one for the request. */
export interface QueueAudit {
  actor: Actor;
  action: string;
  brand_id?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Queues store orders and a job for each; the worker wakes at once. With a webhook's `receipt`,
 * the receipt is taken in the same transaction: a webhook sent again queues nothing ([]). With
 * `audit`, the request's audit row (what it queued, maybe nothing) is written in it too.
 */
export async function enqueueStoreOrders(
  ctx: AppContext,
  incoming: IncomingOrder[],
  receipt?: { source: string; webhook_id: string },
  audit?: QueueAudit,
) {
  if (incoming.length === 0 && !audit) return [];
  const queued = await transact(ctx.database.db, async (tx) => {
    if (receipt && !(await takeWebhook(tx, receipt.source, receipt.webhook_id))) return [];
    const items = incoming.length ? await insertQueueItems(tx, incoming) : [];
    if (audit)
      await auditChange(tx, audit.actor, {
        action: audit.action,
        resource: 'order-queue',
        record_id: items.length === 1 ? items[0].id : null,
        brand_id: audit.brand_id ?? null,
        after: {
          ...audit.details,
          queued: items.map((i) => ({ id: i.id, brand_id: i.brand_id, store_order_id: i.store_order_id, order_number: i.order_number })),
        },
      });
    for (const item of items) await queueJob(tx, item);
    if (receipt && items.length)
      await tx
        .update(webhookReceipts)
        .set({ order_queue_id: items[0].id })
        .where(and(eq(webhookReceipts.source, receipt.source), eq(webhookReceipts.webhook_id, receipt.webhook_id)));
    return items;
  });
  if (queued.length) await ctx.events.publish({ topic: 'job.enqueued', brand_id: null, data: { queue: ORDER_QUEUE } });
  return queued;
}

async function insertQueueItems(tx: Tx, incoming: IncomingOrder[]) {
  return tx
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
}

async function queueJob(tx: DbOrTx, item: { id: number; brand_id: number }) {
  await enqueue(tx, { brand_id: item.brand_id, category: ORDER_IMPORT, queue: ORDER_QUEUE, passthrough_data: { order_queue_id: item.id } });
}

/**
 * The failed order queue's Retry: puts the failed items back (each with its job, so a crash in
 * between loses none) and imports them at once, answering what really became of each.
 */
export async function retryQueueItems(ctx: AppContext, actor: Actor, ids: number[], brandId: number | undefined) {
  const failed = and(
    inArray(orderQueue.id, ids),
    eq(orderQueue.status, 'failed'),
    brandId === undefined ? undefined : eq(orderQueue.brand_id, brandId),
  );
  const retried = await transact(ctx.database.db, async (tx) => {
    const before = await tx.select().from(orderQueue).where(failed).for('update');
    const items = await tx
      .update(orderQueue)
      .set({ status: 'unprocessed', reason: null, differences: null, missing: null, dismissed_at: null, updated_at: sql`now()` })
      .where(failed)
      .returning();
    for (const item of items) await queueJob(tx, item);
    // One audit row for the request, naming every item put back (none: nothing changed).
    if (items.length) await auditQueueItems(tx, actor, 'retry', before, items);
    return items;
  });
  const results: QueueItemResult[] = [];
  for (const item of retried.sort((a, b) => a.id - b.id)) results.push(await importQueueItem(ctx, item.id));
  return {
    retried: results.map((r) => r.id),
    results,
    succeeded: results.filter((r) => r.status === 'processed').length,
    failed: results.filter((r) => r.status === 'failed').length,
  };
}

type QueueItem = typeof orderQueue.$inferSelect;

/** The one audit row of a request that changed queue items (retry, dismiss): each item's status and reason, before and after. */
export async function auditQueueItems(tx: Tx, actor: Actor, action: string, before: QueueItem[], after: QueueItem[]) {
  const brief = (i: QueueItem) => ({
    id: i.id,
    status: i.status,
    reason: i.reason,
    dismissed_at: i.dismissed_at,
    order_number: i.order_number,
  });
  const changed = new Set(after.map((i) => i.id));
  const brands = [...new Set(after.map((i) => i.brand_id))];
  await auditChange(tx, actor, {
    action,
    resource: 'order-queue',
    record_id: after.length === 1 ? after[0].id : null,
    brand_id: brands.length === 1 ? brands[0] : null,
    before: before.filter((i) => changed.has(i.id)).map(brief),
    after: after.map(brief),
  });
}

/**
 * The brand's materials (its own and the shared ones) by lower-cased name and SKU, then the
 * brand's store names mapped to one of them (material_aliases) where no name or SKU matches.
 */
async function materialsOf(tx: Tx, brandId: number) {
  const found = await tx
    .select({ id: materials.id, name: materials.name, sku: materials.sku })
    .from(materials)
    .where(or(isNull(materials.brand_id), eq(materials.brand_id, brandId)));
  const byKey = new Map<string, number>();
  for (const m of found) {
    byKey.set(m.name.toLowerCase(), m.id);
    byKey.set(m.sku.toLowerCase(), m.id);
  }
  const aliases = await tx
    .select({ name: materialAliases.store_name, material_id: materialAliases.material_id })
    .from(materialAliases)
    .where(eq(materialAliases.brand_id, brandId));
  for (const a of aliases) if (!byKey.has(a.name.toLowerCase())) byKey.set(a.name.toLowerCase(), a.material_id);
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

/** A queue item as the import needs it: its brand, channel and when it arrived (the version of a store order without updated_at). */
type QueueItemRef = { brand_id: number; channel: string; created_at?: Date };

/**
 * Imports one store order into an order (or finds it imported, or applies the store's update:
 * server/orders/storeIdentity.ts); the order's id and what happened.
 */
export async function importStoreOrder(
  tx: Tx,
  item: QueueItemRef,
  order: StoreOrder,
): Promise<{ orderId: number; outcome: ImportOutcome }> {
  const brandMaterials = await materialsOf(tx, item.brand_id);
  // Every material the order names that the brand does not know, so that all can be mapped at once.
  const missing: MissingReference[] = [];
  const items = order.line_items.map((line, i) => {
    const materialId = brandMaterials.get(line.material.toLowerCase());
    if (!materialId) missing.push({ kind: 'material', name: line.material, line: i + 1, design: line.design_name ?? null });
    return { ...line, material_id: materialId! };
  });
  if (missing.length)
    throw new StoreOrderError(
      missing.map((m) => `Line ${m.line} (${m.design}): the material “${m.name}” is not offered to this brand.`).join(' '),
      missing,
    );
  const content = contentOf(order, items);
  const version = order.updated_at ?? item.created_at ?? new Date();
  const identity = and(
    eq(orders.brand_id, item.brand_id),
    eq(orders.channel, item.channel),
    eq(orders.store_order_id, order.store_order_id),
  );
  const [known] = await tx.select().from(orders).where(identity).for('update');
  if (known) return { orderId: known.id, outcome: await reconcileStoreOrder(tx, known, content, version, items) };
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
      total: content.total,
      shipping_address: order.shipping_address,
      note: order.note,
      ordered_at: order.ordered_at,
      cancelled_at: order.cancelled ? sql`now()` : null,
      store_content: content,
      store_version: version,
    })
    .onConflictDoNothing({ target: [orders.brand_id, orders.channel, orders.store_order_id] })
    .returning({ id: orders.id, brand_id: orders.brand_id });
  if (!inserted) {
    // A concurrent import of the same store order made it first (it waited on the unique index): compare with theirs.
    const [theirs] = await tx.select().from(orders).where(identity).for('update');
    return { orderId: theirs.id, outcome: await reconcileStoreOrder(tx, theirs, content, version, items) };
  }
  await tx.insert(lineItems).values(
    items.map(({ material: _material, ...l }) => ({
      ...l,
      order_id: inserted.id,
      brand_id: item.brand_id,
      status: order.cancelled ? 'cancelled' : 'pending',
    })),
  );
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
  return { orderId: inserted.id, outcome: 'imported' };
}

/** What became of one queue item's import. */
export interface QueueItemResult {
  id: number;
  status: 'processed' | 'failed' | 'skipped';
  outcome?: ImportOutcome;
  order_id: number | null;
  order_number?: string;
  reason: string | null;
  /** What the store order names that we do not know (still failed for that reason). */
  missing?: MissingReference[] | null;
}

const OUTCOME_TEXT: Record<ImportOutcome, (number: string) => string> = {
  imported: (number) => `Imported order ${number}`,
  already_imported: (number) => `Order ${number} was already imported`,
  updated: (number) => `Updated order ${number} from the store`,
};

/**
 * Imports one queue item: processed with its order, or failed with the reason (and, for an update
 * that cannot be applied, the differences). The import and the queue item's `processed` are one
 * transaction holding the item's row: a second run of the same item (its job and a retry at once)
 * waits, then finds it done — exactly once.
 */
export async function importQueueItem(ctx: AppContext, id: number): Promise<QueueItemResult> {
  const db = ctx.database.db;
  const [item] = await db
    .update(orderQueue)
    .set({ status: 'processing', attempts: sql`${orderQueue.attempts} + 1`, updated_at: sql`now()` })
    .where(and(eq(orderQueue.id, id), sql`${orderQueue.status} IN ('unprocessed', 'processing')`))
    .returning();
  if (!item) return { id, status: 'skipped', order_id: null, reason: `Queue item ${id} is not waiting to be imported.` };
  try {
    const order = await readStoreOrder(item.payload, item.channel);
    const done = await transact(db, async (tx) => {
      const [held] = await tx.select({ status: orderQueue.status }).from(orderQueue).where(eq(orderQueue.id, id)).for('update');
      if (held?.status !== 'processing') return null;
      const imported = await importStoreOrder(tx, item, order);
      await tx
        .update(orderQueue)
        .set({
          status: 'processed',
          order_id: imported.orderId,
          reason: null,
          differences: null,
          missing: null,
          order_number: order.order_number,
          processed_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(eq(orderQueue.id, id));
      return imported;
    });
    if (!done) return { id, status: 'skipped', order_id: null, reason: `Queue item ${id} was imported by another run.` };
    await ctx.events.publish({ topic: 'order.imported', brand_id: item.brand_id, data: { order_queue_id: id, order_id: done.orderId } });
    return { id, status: 'processed', outcome: done.outcome, order_id: done.orderId, order_number: order.order_number, reason: null };
  } catch (err) {
    // The database went away (restarting, unreachable): not the order's fault. The item stays
    // processing and the job is tried again (importing twice makes one order, see above).
    if (databaseUnavailable(err)) throw err;
    const reason =
      err instanceof StoreOrderError ? err.message : `The order could not be imported: ${err instanceof Error ? err.message : String(err)}`;
    const differences = err instanceof StoreOrderConflict ? err.differences : null;
    const missing = err instanceof StoreOrderError ? err.missing : null;
    await failQueueItem(ctx, { id, brand_id: item.brand_id }, reason, differences, missing);
    return { id, status: 'failed', order_id: null, reason, missing };
  }
}

async function failQueueItem(
  ctx: AppContext,
  item: { id: number; brand_id: number },
  reason: string,
  differences: unknown = null,
  missing: MissingReference[] | null = null,
) {
  const failed = await ctx.database.db
    .update(orderQueue)
    .set({ status: 'failed', reason, differences, missing, updated_at: sql`now()` })
    .where(and(eq(orderQueue.id, item.id), sql`${orderQueue.status} IN ('unprocessed', 'processing')`))
    .returning({ id: orderQueue.id });
  if (failed.length) ctx.metrics.importsFailed.inc();
  await ctx.events.publish({ topic: 'order.failed', brand_id: item.brand_id, data: { order_queue_id: item.id, reason } });
}

/** Imports one queue item; what happened, in words (the job's message). */
export async function processQueueItem(ctx: AppContext, id: number): Promise<string> {
  const result = await importQueueItem(ctx, id);
  if (result.status !== 'processed') return result.reason!;
  return OUTCOME_TEXT[result.outcome!](result.order_number!);
}

const queueItemOf = (job: { passthrough_data: unknown }) =>
  Number((job.passthrough_data as { order_queue_id?: unknown } | null)?.order_queue_id);

export const importOrderJob: JobHandler = async (job, ctx) => processQueueItem(ctx, queueItemOf(job));
// Given up after its attempts: the store order waits in the failed order queue, with the reason, for a Retry.
importOrderJob.failed = async (job, ctx, reason) => {
  if (job.brand_id !== null)
    await failQueueItem(ctx, { id: queueItemOf(job), brand_id: job.brand_id }, `The order could not be imported: ${reason}`);
};
