/**
 * What a scanned code is (an item label, an order number, a parcel's tracking number, a badge, a
 * tool or box code, or nothing the floor knows), and the orders waiting to be weighed with their
 * items' labels: the queries behind `POST scan/identify` and `GET scan/weight-queue/waiting`.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { employees, lineItems, orders, shipments, weighQueue } from '../db/schema';
import { lineItemIdOf, TOOL_CODES, WASTE_CODE } from './scanCodes';

type Db = AppContext['database']['db'];

/** The order's entry waiting to be weighed, if any. */
async function waitingEntry(db: Db, orderId: number) {
  const [entry] = await db
    .select({ id: weighQueue.id })
    .from(weighQueue)
    .where(and(eq(weighQueue.order_id, orderId), eq(weighQueue.status, 'unprocessed')));
  return entry?.id ?? null;
}

const orderView = (order: typeof orders.$inferSelect) => ({ id: order.id, order_number: order.order_number, status: order.status });

export async function identify(db: Db, scanValue: string) {
  const value = scanValue.trim();
  const lower = value.toLowerCase();
  if ((TOOL_CODES as readonly string[]).includes(lower)) return { kind: 'tool' as const, value: lower };
  if (lower === WASTE_CODE) return { kind: 'waste' as const, value: lower };
  if (/^LI-?\d+$/i.test(value)) {
    const id = lineItemIdOf(value);
    const [row] = id
      ? await db
          .select({ item: lineItems, order: orders })
          .from(lineItems)
          .innerJoin(orders, eq(orders.id, lineItems.order_id))
          .where(eq(lineItems.id, id))
      : [];
    if (!row) return { kind: 'unknown' as const, value };
    return {
      kind: 'line_item' as const,
      value,
      line_item: { id: row.item.id, design_name: row.item.design_name, status: row.item.status },
      order: orderView(row.order),
      weigh_queue_id: await waitingEntry(db, row.order.id),
    };
  }
  const [employee] = await db.select().from(employees).where(eq(employees.badge, value.toUpperCase()));
  if (employee?.is_active) return { kind: 'badge' as const, value, employee: { id: employee.id, name: employee.name } };
  const [parcel] = await db.select().from(shipments).where(eq(shipments.tracking_number, value.toUpperCase()));
  if (parcel) {
    const [order] = await db.select().from(orders).where(eq(orders.id, parcel.order_id));
    return {
      kind: 'parcel' as const,
      value,
      shipment: { id: parcel.id, tracking_number: parcel.tracking_number, status: parcel.status },
      order: orderView(order),
    };
  }
  const bare = value.replace(/^#/, '');
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.order_number, value), eq(orders.order_number, `#${bare}`), eq(orders.order_number, bare)))
    .orderBy(asc(orders.id))
    .limit(1);
  if (order) return { kind: 'order' as const, value, order: orderView(order), weigh_queue_id: await waitingEntry(db, order.id) };
  return { kind: 'unknown' as const, value };
}

/** The orders waiting to be weighed, oldest first, with their items' labels. */
export async function waitingToWeigh(db: Db) {
  const entries = await db.select().from(weighQueue).where(eq(weighQueue.status, 'unprocessed')).orderBy(asc(weighQueue.id)).limit(200);
  const items = entries.length
    ? await db
        .select({ id: lineItems.id, order_id: lineItems.order_id, design_name: lineItems.design_name, status: lineItems.status })
        .from(lineItems)
        .where(
          inArray(
            lineItems.order_id,
            entries.map((e) => e.order_id),
          ),
        )
        .orderBy(asc(lineItems.position), asc(lineItems.id))
    : [];
  return entries.map((entry) => ({
    ...entry,
    line_items: items
      .filter((i) => i.order_id === entry.order_id && i.status !== 'cancelled')
      .map(({ id, design_name }) => ({ id, design_name })),
  }));
}
