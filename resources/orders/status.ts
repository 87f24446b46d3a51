/**
 * Order and line-item statuses and the rule that ties them (docs/requirements/orders.md §4 "The production flow").
 * Pure: the server applies it on every change, the app uses the lists for chips and filters.
 */

/** docs/requirements/orders.md §3. */
export const ORDER_STATUSES = ['UNFULFILLED', 'PARTIAL', 'FULFILLED', 'SUCCESS', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/requirements/orders.md §4: pending → in_production → dropped → printed → scanned → weighed → shipped, plus issue, wasted, cancelled. */
export const LINE_ITEM_STATUSES = [
  'pending',
  'in_production',
  'dropped',
  'printed',
  'scanned',
  'weighed',
  'shipped',
  'issue',
  'wasted',
  'cancelled',
] as const;
export type LineItemStatus = (typeof LINE_ITEM_STATUSES)[number];

/** Line items whose production has started and that a cancel would still stop (shipped ones cannot be cancelled). */
export const STARTED_LINE_ITEM_STATUSES: LineItemStatus[] = ['in_production', 'dropped', 'printed', 'scanned', 'weighed'];

/** docs/requirements/orders.md §3: the order audit event types. */
export const ORDER_EVENT_TYPES = [
  'create',
  'update',
  'cancel',
  'customer_create',
  'customer_update',
  'send_to_print',
  'line_item_scan',
  'line_item_unscan',
  'weigh',
  'invoice',
  'ship',
  'deliver',
  'comment',
  'resend_to_print',
  'print_run_undone',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Statuses of the order-processor queue. */
export const ORDER_QUEUE_STATUSES = ['unprocessed', 'processing', 'processed', 'failed'] as const;
export type OrderQueueStatus = (typeof ORDER_QUEUE_STATUSES)[number];

/** Line items that can still be changed or cancelled: nothing has been printed for them yet. */
export const OPEN_LINE_ITEM_STATUSES: readonly LineItemStatus[] = ['pending', 'in_production', 'issue'];

/**
 * An order's status from its line items: CANCELLED once cancelled, SUCCESS once delivered, else
 * by how many of its live (not cancelled) items have shipped — none UNFULFILLED, some PARTIAL,
 * all FULFILLED.
 */
export function orderStatusOf(order: { cancelled_at?: unknown; delivered_at?: unknown }, items: Array<{ status: string }>): OrderStatus {
  if (order.cancelled_at) return 'CANCELLED';
  if (order.delivered_at) return 'SUCCESS';
  const live = items.filter((i) => i.status !== 'cancelled');
  const shipped = live.filter((i) => i.status === 'shipped').length;
  if (live.length > 0 && shipped === live.length) return 'FULFILLED';
  return shipped > 0 ? 'PARTIAL' : 'UNFULFILLED';
}

/** Whether an order may still be cancelled: nothing of it has shipped and it is not closed. */
export function isCancellable(order: { status: string }, items: Array<{ status: string }>): boolean {
  return !['CANCELLED', 'SUCCESS'].includes(order.status) && !items.some((i) => i.status === 'shipped');
}

/** Line items a push sends to production: not sent yet, or sent back by a printer issue. */
export const WAITING_LINE_ITEM_STATUSES: readonly LineItemStatus[] = ['pending', 'issue'];

/** Orders whose shipping address and production can still change: nothing or part of them shipped. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['UNFULFILLED', 'PARTIAL'];

/**
 * What an order's state allows, one rule for the server (which refuses the rest with a 409) and
 * the app (which offers only these, after the access check):
 * - `push`: some items wait for production (pending, issue) — "Push to queue";
 * - `pushAgain`: none waits but some are in production — the API's re-send of their JDMLs
 *   (resend_to_print); the app does not offer it as Push, each item's Regenerate JDML does it;
 * - `cancel`: `isCancellable`; `changeAddress`: the order is still open.
 */
export function orderActions(order: { status: string }, items: Array<{ status: string }>) {
  const open = OPEN_ORDER_STATUSES.includes(order.status as OrderStatus);
  const waiting = items.some((i) => WAITING_LINE_ITEM_STATUSES.includes(i.status as LineItemStatus));
  const inProduction = items.some((i) => i.status === 'in_production');
  return {
    push: open && waiting,
    pushAgain: open && !waiting && inProduction,
    cancel: isCancellable(order, items),
    changeAddress: open,
  };
}

/**
 * What an order's status alone lets `orderActions` allow, for a list row that carries no items:
 * a push needs an open order, a cancel one that nothing of has shipped (UNFULFILLED).
 */
export function orderActionsByStatus(status: string | null | undefined) {
  return { push: OPEN_ORDER_STATUSES.includes(status as OrderStatus), cancel: status === 'UNFULFILLED' };
}

/** Whether a line item's JDML may be made again: it has one (pushed) and is neither shipped nor cancelled. */
export function canRegenerateJdml(item: { status: string }): boolean {
  return !['pending', 'shipped', 'cancelled'].includes(item.status);
}
