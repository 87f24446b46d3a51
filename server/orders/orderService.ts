/**
 * Orders as the order routes ask for them: the brand's sales channel, the home dashboard's figures
 * (from the kept counts), an order's status by number, the whole order, and the actions — cancel,
 * push to production, regenerate a line item's JDML — each on the locked order, on its timeline and
 * audited.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  WAITING_LINE_ITEM_STATUSES,
  canRegenerateJdml,
  isCancellable,
  orderActions,
  type LineItemStatus,
} from '../../resources/orders/status';
import type { Actor } from '../framework/actor';
import type { Db, DbOrTx } from '../db/client';
import { prepareNamed, rowsNamed, type Preparable } from '../framework/crudStatements';
import { brandChannels, customerAddresses, customers, lineItems, materials, orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { orderFor, type OrderRow } from './orderAccess';
import { recordOrderEvent, refreshOrderStatus, setLineItemsStatus } from './timeline';
import { enqueue } from '../framework/jobQueue';
import { auditChange } from '../framework/write';
import { transact } from '../db/transaction';
import { ORDER_REFUSALS } from '../../resources/i18n/areas/orders';

/** The brand's sales channel: its first connected store's, else our own storefront. */
export async function channelOf(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select({ channel: brandChannels.channel })
    .from(brandChannels)
    .where(eq(brandChannels.brand_id, brandId))
    .orderBy(asc(brandChannels.channel))
    .limit(1);
  // A brand without a connected store sells on our own storefront.
  return row?.channel ?? 'PAPERED';
}

/** Today's orders, orders by status, the failed queue and 30 days per day, of a brand or all. */
export async function orderSummary(db: DbOrTx, brand: number | undefined) {
  const mine = brand === undefined ? sql`true` : sql`brand_id = ${brand}`;
  // Counted from the kept counts (order_counts by brand, UTC day and status; order_status_counts by
  // brand and status), never from the orders. One statement, prepared per shape (every brand, one
  // brand): one round trip, planned once per connection.
  const [counts] = await rowsNamed<{
    today: number;
    by_status: Record<string, number>;
    failed_queue: number;
    per_day: Array<{ day: string; orders: number }> | null;
  }>(
    db,
    sql`SELECT (SELECT coalesce(sum(n), 0)::int FROM order_counts WHERE ${mine} AND day = (now() AT TIME ZONE 'UTC')::date) AS today,
               (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, sum(n)::int AS n FROM order_status_counts WHERE ${mine} GROUP BY status HAVING sum(n) <> 0) s) AS by_status,
               (SELECT count(*)::int FROM order_queue WHERE status = 'failed' AND dismissed_at IS NULL AND ${mine}) AS failed_queue,
               (SELECT jsonb_agg(jsonb_build_object('day', to_char(d, 'YYYY-MM-DD'), 'orders', coalesce(k.n, 0)) ORDER BY d)
                FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d
                LEFT JOIN (SELECT day, sum(n)::int AS n FROM order_counts WHERE ${mine} AND day >= (now() AT TIME ZONE 'UTC')::date - 29 GROUP BY day) k
                ON k.day = d::date) AS per_day`,
  );
  return { today: counts.today, by_status: counts.by_status, failed_queue: counts.failed_queue, per_day: counts.per_day ?? [] };
}

/** The newest order with this number (of the brand, when given) and its items' statuses, if any. */
export async function orderStatusOf(db: DbOrTx, order_number: string, brand: number | undefined) {
  const [order] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      status: orders.status,
      brand_id: orders.brand_id,
      updated_at: orders.updated_at,
    })
    .from(orders)
    .where(and(eq(orders.order_number, order_number), brand === undefined ? undefined : eq(orders.brand_id, brand)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order) return undefined;
  const items = await db
    .select({ id: lineItems.id, design_name: lineItems.design_name, status: lineItems.status })
    .from(lineItems)
    .where(eq(lineItems.order_id, order.id))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  return { ...order, line_items: items };
}

/** Cancels an order and its open line items, on its timeline and audited. */
export function cancelOrder(db: DbOrTx, actor: Actor, order_id: number) {
  return transact(db, async (tx) => {
    const order = await orderFor(tx, actor, order_id, 'Edit', true);
    const items = await tx.select({ id: lineItems.id, status: lineItems.status }).from(lineItems).where(eq(lineItems.order_id, order.id));
    if (order.status === 'CANCELLED') throw conflict(ORDER_REFUSALS.message('already_cancelled'));
    if (!isCancellable(order, items)) throw conflict(ORDER_REFUSALS.message('items_shipped'));
    const open = items.filter((i) => i.status !== 'cancelled');
    await setLineItemsStatus(tx, { ids: open.map((i) => i.id), status: 'cancelled' });
    await tx
      .update(orders)
      .set({ cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, {
      order,
      type: 'cancel',
      actor,
      message: { code: 'order_cancelled', values: { smart_count: open.length } },
      data: { line_items: open.map((i) => i.id) },
    });
    await refreshOrderStatus(tx, order.id);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await auditChange(tx, actor, {
      action: 'cancel',
      resource: 'orders',
      record_id: order.id,
      brand_id: order.brand_id,
      before: order,
      after,
    });
    return after;
  });
}

/**
 * Sends the order's waiting line items to production (a JDML is made for each with the production
 * floor); a second push re-sends them (resend_to_print).
 */
export function pushOrder(db: DbOrTx, actor: Actor, order_id: number) {
  return transact(db, async (tx) => {
    const order = await orderFor(tx, actor, order_id, 'Edit', true);
    if (order.status === 'CANCELLED') throw conflict(ORDER_REFUSALS.message('cancelled_cannot_push'));
    const items = await tx.select().from(lineItems).where(eq(lineItems.order_id, order.id));
    const can = orderActions(order, items);
    if (!can.push && !can.pushAgain) throw conflict(ORDER_REFUSALS.message('nothing_waiting'));
    const waiting = items.filter((i) => WAITING_LINE_ITEM_STATUSES.includes(i.status as LineItemStatus));
    const inProduction = items.filter((i) => i.status === 'in_production');
    await setLineItemsStatus(tx, { ids: waiting.map((i) => i.id), status: 'in_production' });
    const resent = !waiting.length;
    // The production floor makes their print definitions (its JDML_GENERATION job).
    await enqueue(tx, {
      brand_id: order.brand_id,
      category: 'JDML_GENERATION',
      queue: 'production',
      passthrough_data: { line_item_ids: (resent ? inProduction : waiting).map((i) => i.id) },
    });
    await recordOrderEvent(tx, {
      order,
      type: resent ? 'resend_to_print' : 'send_to_print',
      actor,
      message: resent ? { code: 'order_pushed_again' } : { code: 'order_pushed', values: { smart_count: waiting.length } },
      data: { line_items: (resent ? inProduction : waiting).map((i) => i.id) },
    });
    await refreshOrderStatus(tx, order.id);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await auditChange(tx, actor, {
      action: resent ? 'push-again' : 'push',
      resource: 'orders',
      record_id: order.id,
      brand_id: order.brand_id,
      before: order,
      after: { ...after, pushed_line_items: (resent ? inProduction : waiting).map((i) => i.id) },
    });
  });
}

/** Queues a new JDML of one of the order's line items, on its timeline and audited. */
export function regenerateJdml(db: DbOrTx, actor: Actor, order_id: number, line_item: number) {
  return transact(db, async (tx) => {
    const order = await orderFor(tx, actor, order_id, 'Edit', true);
    const [item] = await tx
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.id, line_item), eq(lineItems.order_id, order.id)));
    if (!item) throw notFound(`Line item ${line_item} is not part of order ${order.order_number}.`);
    // A pending item has no JDML yet (a push makes it); a shipped or cancelled one needs none.
    if (!canRegenerateJdml(item)) throw conflict(`A ${item.status} line item needs no new JDML.`);
    // The production floor makes the new version (its JDML_GENERATION job).
    const job = await enqueue(tx, {
      brand_id: order.brand_id,
      category: 'JDML_GENERATION',
      queue: 'production',
      passthrough_data: { line_item_ids: [item.id] },
    });
    await recordOrderEvent(tx, {
      order,
      type: 'resend_to_print',
      actor,
      line_item_id: item.id,
      message: { code: 'jdml_regenerated', values: { design: item.design_name } },
    });
    await auditChange(tx, actor, {
      action: 'regenerate-jdml',
      resource: 'line-items',
      record_id: item.id,
      brand_id: order.brand_id,
      before: item,
      after: { ...item, job_id: job.id },
    });
    return { ...item, job_id: job.id };
  });
}

/** The statements of an order's page, built and prepared once per database (crudStatements.ts). */
function orderPageStatements(db: Db) {
  const id = sql.placeholder('id');
  return {
    customer: prepareNamed(db.select().from(customers).where(eq(customers.id, id)) as unknown as Preparable<CustomerRow[]>),
    addresses: prepareNamed(
      db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customer_id, id))
        .orderBy(asc(customerAddresses.id)) as unknown as Preparable<AddressRow[]>,
    ),
    items: prepareNamed(
      db
        .select({ item: lineItems, material_name: materials.name })
        .from(lineItems)
        .innerJoin(materials, eq(materials.id, lineItems.material_id))
        .where(eq(lineItems.order_id, id))
        .orderBy(asc(lineItems.position), asc(lineItems.id)) as unknown as Preparable<Array<{ item: LineItemRow; material_name: string }>>,
    ),
  };
}
const orderPages = new WeakMap<Db, ReturnType<typeof orderPageStatements>>();

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;
type LineItemRow = typeof lineItems.$inferSelect;

/** The whole order for its page, in a constant number of statements whatever its size. */
export async function wholeOrder(db: Db, order: OrderRow) {
  let statements = orderPages.get(db);
  if (!statements) orderPages.set(db, (statements = orderPageStatements(db)));
  // The customer, their addresses and the items at once: one round trip after the order's.
  const customerId = order.customer_id;
  const [[customer], addresses, items] = await Promise.all([
    customerId ? statements.customer.execute({ id: customerId }) : [null],
    customerId ? statements.addresses.execute({ id: customerId }) : [],
    statements.items.execute({ id: order.id }),
  ]);
  return {
    ...order,
    customer: customer ? { ...customer, addresses } : null,
    line_items: items.map((r) => ({ ...r.item, material_name: r.material_name })),
  };
}
