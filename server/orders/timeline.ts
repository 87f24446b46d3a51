/**
 * The order audit and the order status rule, applied inside the transaction of every change: an
 * event row says who did what (docs/requirements/orders.md §3 types), and the order's status is recomputed from its
 * line items (resources/orders/status.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderStatusOf, type LineItemStatus, type OrderEventType, type OrderStatus } from '../../resources/orders/status';
import { eventMessageColumns, type EventMessage } from '../../resources/orders/eventMessages';
import type { Actor } from '../framework/actor';
import { changeActor } from '../framework/audit';
import { noteChange } from '../framework/events';
import type { DbOrTx } from '../db/client';
import { lineItems, orderEvents, orders, users } from '../db/schema';

export interface OrderEventInput {
  order: { id: number; brand_id: number };
  type: OrderEventType;
  /** Who: a person, or undefined for the system (store import, jobs). */
  actor?: Actor;
  /** What happened, as a code of the catalogue (resources/orders/eventMessages.ts) and its values. */
  message: EventMessage;
  line_item_id?: number | null;
  data?: Record<string, unknown>;
}

/**
 * How the person of an event is called now: the name their session carries (sessions are read
 * again when a user is renamed), else read from the database.
 */
export async function userNameOf(tx: DbOrTx, actor: Actor | undefined): Promise<string | null> {
  if (!actor) return null;
  if (actor.name) return actor.name;
  const [user] = await tx.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, actor.id));
  return [user?.first, user?.last].filter(Boolean).join(' ') || actor.email;
}

/** The row of an order audit event, its person named `userName`. */
export const orderEventRow = (event: OrderEventInput, userName: string | null) => ({
  order_id: event.order.id,
  brand_id: event.order.brand_id,
  type: event.type,
  line_item_id: event.line_item_id ?? null,
  ...eventMessageColumns(event.message, event.data),
  user_id: event.actor?.id ?? null,
  user_name: userName,
});

/** Writes one order audit event, naming the person as they are called now; the order's screens learn of it (noteOrderChange). */
export async function recordOrderEvent(tx: DbOrTx, event: OrderEventInput) {
  const userName = await userNameOf(tx, event.actor);
  const [row] = await tx.insert(orderEvents).values(orderEventRow(event, userName)).returning();
  await noteOrderChange(tx, event, userName);
  return row;
}

/**
 * Notes an order's change for the live screens (framework/events.ts): every order event is one —
 * an import, a scan, a job's — whether or not an audit row goes with it.
 */
export async function noteOrderChange(tx: DbOrTx, event: Pick<OrderEventInput, 'order' | 'type' | 'actor'>, userName: string | null) {
  const actor = changeActor(event.actor);
  await noteChange(tx, event.order.brand_id, {
    resource: 'orders',
    ids: [event.order.id],
    action: event.type,
    actor: actor && { ...actor, name: userName ?? actor.name },
  });
}

/**
 * Writes an order audit event about one line item (a change, a reprint), on the item's order: the
 * event carries the order's brand, read from the order itself.
 */
export async function recordLineItemEvent(
  tx: DbOrTx,
  item: { id: number; order_id: number },
  event: Omit<OrderEventInput, 'order' | 'line_item_id'>,
) {
  const [order] = await tx.select({ id: orders.id, brand_id: orders.brand_id }).from(orders).where(eq(orders.id, item.order_id));
  return recordOrderEvent(tx, { ...event, order, line_item_id: item.id });
}

/** A move of line items to a status: `from` only moves those still in that status. */
export interface LineItemsStatusChange {
  ids: number[];
  status: LineItemStatus;
  from?: LineItemStatus;
}

/**
 * Moves line items to a status, the one way every route changes them in bulk; the items moved
 * (those of `ids` still in `from`, when given). With `event`, writes one order event per order of
 * the moved items, built from that order's items.
 */
export async function setLineItemsStatus(
  tx: DbOrTx,
  change: LineItemsStatusChange,
  event?: (orderId: number, moved: number[]) => OrderEventInput,
): Promise<Array<{ id: number; order_id: number }>> {
  if (!change.ids.length) return [];
  const moved = await tx
    .update(lineItems)
    .set({ status: change.status, updated_at: sql`now()` })
    .where(and(inArray(lineItems.id, change.ids), change.from ? eq(lineItems.status, change.from) : undefined))
    .returning({ id: lineItems.id, order_id: lineItems.order_id });
  moved.sort((a, b) => a.id - b.id);
  if (event)
    for (const orderId of [...new Set(moved.map((i) => i.order_id))])
      await recordOrderEvent(
        tx,
        event(
          orderId,
          moved.filter((i) => i.order_id === orderId).map((i) => i.id),
        ),
      );
  return moved;
}

/** Recomputes an order's status from its line items (locked by the caller's transaction); the new status. */
export async function refreshOrderStatus(tx: DbOrTx, orderId: number): Promise<OrderStatus> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const items = await tx
    .select({ status: lineItems.status })
    .from(lineItems)
    .where(eq(lineItems.order_id, orderId))
    .orderBy(asc(lineItems.id));
  const status = orderStatusOf(order, items);
  if (status !== order.status)
    await tx
      .update(orders)
      .set({ status, updated_at: sql`now()` })
      .where(eq(orders.id, orderId));
  return status;
}

/** The fields that differ between two versions of a row, as `{field: {from, to}}` for an update event. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields)
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  return changes;
}
