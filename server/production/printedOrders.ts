/**
 * Printed orders for the stations to work on: a demo store order of brand 1 imported as a store
 * sends it (line items of Traditional Smooth, 24 × 108 in unless told), its line items printed.
 * What the scan benchmark (scripts/bench/scan.ts) and the production tests start from.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { lineItems, orders } from '../db/schema';
import { demoStoreOrder } from '../adapters/demoStoreOrders';
import { enqueueStoreOrders, processQueueItem } from '../orders/service';

export interface PrintedOrderLine {
  /** Inches; 24 unless told. */
  width?: number;
  /** A design of the catalogue the line items name (`Design ID`). */
  designId?: number;
  /** The status the line items are left in; printed unless told. */
  status?: string;
}

/** Imports demo order `index` of brand 1 with `items` line items and leaves them printed; the order and its items. */
export async function printedOrder(ctx: AppContext, index: number, items: number, line: PrintedOrderLine = {}) {
  const db = ctx.database.db;
  const payload = {
    ...(demoStoreOrder({ brand_id: 1, brand_name: 'Wallflower Studio', materials: ['Traditional Smooth'] }, index) as { id: number }),
    line_items: Array.from({ length: items }, (_, i) => ({
      id: 70_000_000 + index * 100 + i,
      title: `Panel ${i + 1}`,
      quantity: 1,
      price: '10.00',
      properties: [
        { name: 'Material', value: 'Traditional Smooth' },
        { name: 'Width (in)', value: String(line.width ?? 24) },
        { name: 'Height (in)', value: '108' },
        ...(line.designId ? [{ name: 'Design ID', value: String(line.designId) }] : []),
      ],
    })),
  };
  const [queued] = await enqueueStoreOrders(ctx, [{ brand_id: 1, channel: 'PAPERED', source: 'demo', payload }]);
  await processQueueItem(ctx, queued.id);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brand_id, 1), eq(orders.store_order_id, String(payload.id))));
  await db
    .update(lineItems)
    .set({ status: line.status ?? 'printed' })
    .where(eq(lineItems.order_id, order.id));
  const rows = await db
    .select()
    .from(lineItems)
    .where(eq(lineItems.order_id, order.id))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  return { order, items: rows };
}

/** Several printed orders, numbered from `first`: their ids, numbers and line item ids. */
export async function printedOrders(ctx: AppContext, count: number, items: number, first: number) {
  const made: Array<{ id: number; order_number: string; items: number[] }> = [];
  for (let n = 0; n < count; n++) {
    const { order, items: rows } = await printedOrder(ctx, first + n, items);
    made.push({ id: order.id, order_number: order.order_number, items: rows.map((r) => r.id) });
  }
  return made;
}
