/**
 * The order-processor queue (docs/requirements/orders.md §7 `queues/order-processor`): store orders are queued as they
 * arrive (webhook, pull, demo store), then a job imports each into an order with its customer and
 * line items. Importing is idempotent: one order per brand, channel and store order id, however
 * often and however concurrently it arrives (a unique index decides, not a read before the write).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Channel } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import { databaseUnavailable } from '../db/availability';
import { type DbOrTx, type Tx } from '../db/client';
import { orderQueue, webhookReceipts } from '../db/schema';
import { takeWebhook } from '../http/webhookReceipts';
import { enqueue, type JobHandler } from '../framework/jobQueue';
import { readStoreOrder, StoreOrderError, type MissingReference } from './storeOrder';
import { StoreOrderConflict, type ImportOutcome } from './storeIdentity';
import { transact } from '../db/transaction';
import type { Actor } from '../framework/actor';
import { auditChange } from '../framework/write';
import { importStoreOrder } from './orderImport';
import { ORDER_IMPORT_MESSAGES } from '../../resources/i18n/areas/orders';
import { textOf, type CodedText, type MessageValues } from '../../resources/i18n/catalogue';

export { importStoreOrder } from './orderImport';

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
      .set({
        status: 'unprocessed',
        reason: null,
        reason_code: null,
        reason_values: null,
        differences: null,
        missing: null,
        dismissed_at: null,
        updated_at: sql`now()`,
      })
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

/** What became of one queue item's import. */
export interface QueueItemResult {
  id: number;
  status: 'processed' | 'failed' | 'skipped';
  outcome?: ImportOutcome;
  order_id: number | null;
  order_number?: string;
  reason: string | null;
  /** A skipped or failed item's reason by key (resources/i18n/areas/orders.ts), for the app. */
  message_code?: string;
  message_values?: MessageValues;
  /** What the store order names that we do not know (still failed for that reason). */
  missing?: MissingReference[] | null;
}

/** A queue item this run did not import, and why (by key, with its English). */
function skipped(id: number, why: 'not_waiting' | 'imported_elsewhere'): QueueItemResult {
  const { text, code, values } = ORDER_IMPORT_MESSAGES.message(why, { id });
  return { id, status: 'skipped', order_id: null, reason: text, message_code: code, message_values: values };
}

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
  if (!item) return skipped(id, 'not_waiting');
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
    if (!done) return skipped(id, 'imported_elsewhere');
    await ctx.events.publish({ topic: 'order.imported', brand_id: item.brand_id, data: { order_queue_id: id, order_id: done.orderId } });
    return { id, status: 'processed', outcome: done.outcome, order_id: done.orderId, order_number: order.order_number, reason: null };
  } catch (err) {
    // The database went away (restarting, unreachable): not the order's fault. The item stays
    // processing and the job is tried again (importing twice makes one order, see above).
    if (databaseUnavailable(err)) throw err;
    const reason: string | CodedText =
      err instanceof StoreOrderError
        ? (err.coded ?? err.message)
        : `The order could not be imported: ${err instanceof Error ? err.message : String(err)}`;
    const differences = err instanceof StoreOrderConflict ? err.differences : null;
    const missing = err instanceof StoreOrderError ? err.missing : null;
    await failQueueItem(ctx, { id, brand_id: item.brand_id }, reason, differences, missing);
    const coded = typeof reason === 'string' ? {} : { message_code: reason.code, message_values: reason.values };
    return { id, status: 'failed', order_id: null, reason: textOf(reason), ...coded, missing };
  }
}

async function failQueueItem(
  ctx: AppContext,
  item: { id: number; brand_id: number },
  reason: string | CodedText,
  differences: unknown = null,
  missing: MissingReference[] | null = null,
) {
  const failed = await ctx.database.db
    .update(orderQueue)
    .set({
      status: 'failed',
      reason: textOf(reason),
      reason_code: typeof reason === 'string' ? null : reason.code,
      reason_values: typeof reason === 'string' ? null : (reason.values ?? {}),
      differences,
      missing,
      updated_at: sql`now()`,
    })
    .where(and(eq(orderQueue.id, item.id), sql`${orderQueue.status} IN ('unprocessed', 'processing')`))
    .returning({ id: orderQueue.id });
  if (failed.length) ctx.metrics.importsFailed.inc();
  await ctx.events.publish({ topic: 'order.failed', brand_id: item.brand_id, data: { order_queue_id: item.id, reason: textOf(reason) } });
}

/** Imports one queue item; what happened (the job's message): by key when it is an outcome or a skip. */
export async function processQueueItem(ctx: AppContext, id: number): Promise<string | CodedText> {
  const result = await importQueueItem(ctx, id);
  if (result.status !== 'processed' && result.message_code)
    return { text: result.reason!, code: result.message_code, values: result.message_values };
  if (result.status !== 'processed') return result.reason!;
  return ORDER_IMPORT_MESSAGES.message(result.outcome!, { number: result.order_number! });
}

const queueItemOf = (job: { passthrough_data: unknown }) =>
  Number((job.passthrough_data as { order_queue_id?: unknown } | null)?.order_queue_id);

export const importOrderJob: JobHandler = async (job, ctx) => processQueueItem(ctx, queueItemOf(job));
// Given up after its attempts: the store order waits in the failed order queue, with the reason, for a Retry.
importOrderJob.failed = async (job, ctx, reason) => {
  if (job.brand_id !== null)
    await failQueueItem(ctx, { id: queueItemOf(job), brand_id: job.brand_id }, `The order could not be imported: ${reason}`);
};
