/** What the production floor's end-to-end tests share: orders made ready for the floor, and wedge scans. */
import { expect, type Page } from '@playwright/test';
import type { apiAs } from './support';

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** `count` fresh demo orders of brand 1, imported and pushed to production: their items wait for the dropper. */
export async function ordersInProduction(staff: Api, count = 1): Promise<any[]> {
  const produced = (await (await staff.post('/api/orders/demo-orders', { brand_id: 1, count })).json()) as any;
  const orders: any[] = [];
  for (const queued of produced.queued) {
    let orderId = 0;
    await expect(async () => {
      const item = (await (await staff.get(`/api/queues/order-processor/${queued.id}`)).json()) as any;
      expect(item.status).toBe('processed');
      orderId = item.order_id;
    }).toPass({ timeout: 60_000 });
    expect((await staff.post('/api/orders/push-order', { order_id: orderId })).status()).toBe(200);
    orders.push(await (await staff.get(`/api/orders/${orderId}`)).json());
  }
  return orders;
}

/** As ordersInProduction, and dropped in print runs (one per material): their items can be scanned. */
export async function droppedOrders(staff: Api, count = 1): Promise<any[]> {
  const orders = await ordersInProduction(staff, count);
  for (const order of orders)
    for (const material of new Set<number>(order.line_items.map((l: any) => l.material_id)))
      expect(
        (
          await staff.post('/api/jdml/dropper/group', {
            brand_id: 1,
            material_id: material,
            line_items: order.line_items.filter((l: any) => l.material_id === material).map((l: any) => l.id),
          })
        ).status(),
      ).toBe(201);
  return orders;
}

/**
 * A keyboard-wedge scan with no field focused: the code's keys, then Enter, in one burst as a
 * scanner sends them. (Playwright's keyboard waits for the page to handle each key: on a busy
 * machine a pause between two keys of one code, which no scanner makes, split the code in two.)
 */
export async function wedge(page: Page, code: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body || !document.activeElement)).toBe(true);
  await page.evaluate(
    (keys) => {
      for (const key of keys) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    [...code, 'Enter'],
  );
}
