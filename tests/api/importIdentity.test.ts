/**
 * Import identity (issue 24 finding #1, "Import identity"): a store order is one order per brand,
 * channel and store id, compared when it arrives again — the same content is already imported, a
 * newer different content is applied while nothing is in production, anything else is a failed
 * queue item with the differences. The demo store never gives a store id twice.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoStoreOrder } from '../../server/adapters/demoStoreOrders';
import { orderQueue } from '../../server/db/schema';
import { enqueueStoreOrders } from '../../server/orders/importer';
import { DEMO_SHOP } from '../support/storeOrders';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const drain = useTestApp((app) => (t = app));
const queueItem = async (id: number) => (await t.ctx.database.db.select().from(orderQueue).where(eq(orderQueue.id, id)))[0];
const line = (title: string, material: string, quantity = 1) => ({
  id: null as number | null,
  title,
  quantity,
  price: '31.10',
  properties: [
    { name: 'Material', value: material },
    { name: 'Width (in)', value: '24' },
    { name: 'Height (in)', value: '108' },
  ],
});

describe('finding #1: a retried failed import is never merged into another order', () => {
  it('as reported: two failing-then-good demo calls, the material added, the failed item retried', async () => {
    const staff = await t.as('superadmin@demo.test');
    const admin = await t.as('admin@demo.test');
    const first = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 2, failing: true });
    const second = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 1, failing: false });
    expect(first.status).toBe(202);
    await drain();
    const failed = await queueItem(first.body.queued[1].id);
    const good = await queueItem(second.body.queued[0].id);
    expect(failed.status).toBe('failed');
    expect(good.status).toBe('processed');
    // The demo store behaves like Shopify: it never gives a store id twice.
    const ids = await Promise.all(
      [...first.body.queued, ...second.body.queued].map(async (q: any) => (await queueItem(q.id)).store_order_id),
    );
    expect(new Set(ids).size).toBe(3);

    await staff.post('/api/materials').send({ name: 'Metallic Foil', sku: 'MET-FOIL-1', brand_id: 1 });
    const retry = await admin.post('/api/queues/order-processor/retry').send({ ids: [failed.id] });
    expect(retry.body).toMatchObject({ retried: [failed.id], succeeded: 1, failed: 0 });
    const retried = await queueItem(failed.id);
    expect(retried.status).toBe('processed');
    expect(retried.order_id).not.toBe(good.order_id);
    const own = (await admin.get(`/api/orders/${retried.order_id}`)).body;
    expect(own.store_order_id).toBe(failed.store_order_id);
    expect(own.line_items.map((l: any) => l.material_name)).toContain('Metallic Foil');
    const other = (await admin.get(`/api/orders/${good.order_id}`)).body;
    expect(other.line_items.map((l: any) => l.material_name)).not.toContain('Metallic Foil');
  });

  it('the same store id with other lines, retried after a newer version was imported, fails with the differences', async () => {
    const base = demoStoreOrder(DEMO_SHOP, 7101) as any;
    const older = { ...base, line_items: [line('Art Deco Fans', 'Peel & Stick Matte')] };
    const newer = { ...base, line_items: [line('Palm Shadows', 'Traditional Smooth')] };
    const [a] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'PAPERED', source: 'demo', payload: older }]);
    const [b] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'PAPERED', source: 'demo', payload: newer }]);
    // As in the finding: the older one failed (held back here), then the newer one was imported.
    await t.ctx.database.db.update(orderQueue).set({ status: 'failed', reason: 'held back' }).where(eq(orderQueue.id, a.id));
    await drain();
    const imported = await queueItem(b.id);
    expect(imported.status).toBe('processed');

    const admin = await t.as('admin@demo.test');
    const retry = await admin.post('/api/queues/order-processor/retry').send({ ids: [a.id] });
    expect(retry.body).toMatchObject({ retried: [a.id], succeeded: 0, failed: 1 });
    expect(retry.body.results[0].reason).toMatch(/imported from a newer version of this store order/);
    // By key too, so the app words it in the chosen language.
    expect(retry.body.results[0]).toMatchObject({ message_code: 'orders.import.older_version', message_values: { smart_count: 1 } });
    const item = (await admin.get(`/api/queues/order-processor/${a.id}`)).body;
    expect(item).toMatchObject({ status: 'failed', order_id: null });
    expect(item.differences).toEqual([
      {
        field: 'line_items.#1',
        imported: 'Palm Shadows — Traditional Smooth, 24 × 108 in, 1 × 31.10',
        incoming: 'Art Deco Fans — Peel & Stick Matte, 24 × 108 in, 1 × 31.10',
      },
    ]);
    const order = (await admin.get(`/api/orders/${imported.order_id}`)).body;
    expect(order.line_items.map((l: any) => l.design_name)).toEqual(['Palm Shadows']);
  });
});

describe('a store order arriving again', () => {
  it('with the same content is already imported: one order, both items point at it', async () => {
    const payload = demoStoreOrder(DEMO_SHOP, 7201) as any;
    const queued = await enqueueStoreOrders(t.ctx, [
      { brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload },
      { brand_id: 1, channel: 'SHOPIFY', source: 'pull', payload: JSON.parse(JSON.stringify(payload)) },
    ]);
    await drain();
    const [x, y] = await Promise.all(queued.map((q) => queueItem(q.id)));
    expect(x.status).toBe('processed');
    expect(y.status).toBe('processed');
    expect(y.order_id).toBe(x.order_id);
  });

  it('with a newer content is applied while nothing is in production: address, lines and cancel, on the timeline', async () => {
    const base = demoStoreOrder(DEMO_SHOP, 7301) as any;
    base.line_items = [line('Fern Grove', 'Traditional Smooth'), line('Ink Botanics', 'Traditional Smooth')];
    base.line_items[0].id = 73011;
    base.line_items[1].id = 73012;
    base.updated_at = '2026-11-01T10:00:00Z';
    const [first] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload: base }]);
    await drain();
    const orderId = (await queueItem(first.id)).order_id!;

    const changed = structuredClone(base);
    changed.updated_at = '2026-11-01T11:00:00Z';
    changed.shipping_address = { ...base.shipping_address, address1: '12 New Street', city: 'Salem' };
    changed.line_items[0].quantity = 3;
    changed.line_items[1] = { ...line('Coastal Dunes', 'Peel & Stick Matte'), id: 73013 };
    const [update] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload: changed }]);
    await drain();
    expect(await queueItem(update.id)).toMatchObject({ status: 'processed', order_id: orderId });

    const admin = await t.as('admin@demo.test');
    const order = (await admin.get(`/api/orders/${orderId}`)).body;
    expect(order.shipping_address).toMatchObject({ address1: '12 New Street', city: 'Salem' });
    const byName = Object.fromEntries(order.line_items.map((l: any) => [l.design_name, l]));
    expect(byName['Fern Grove']).toMatchObject({ quantity: 3, status: 'pending' });
    expect(byName['Ink Botanics'].status).toBe('cancelled');
    expect(byName['Coastal Dunes']).toMatchObject({ status: 'pending', material_name: 'Peel & Stick Matte' });
    const timeline = (await admin.get(`/api/v2/orders-audit?order_id=${orderId}`)).body.map((e: any) => e.message);
    expect(timeline).toEqual(
      expect.arrayContaining([
        'Changed in the store: Shipping Address, Customer Name',
        'Fern Grove changed in the store: Quantity',
        'Coastal Dunes added in the store',
        'Ink Botanics removed in the store',
      ]),
    );

    const cancelled = { ...structuredClone(changed), updated_at: '2026-11-01T12:00:00Z', cancelled_at: '2026-11-01T12:00:00Z' };
    await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload: cancelled }]);
    await drain();
    const after = (await admin.get(`/api/orders/${orderId}`)).body;
    expect(after.status).toBe('CANCELLED');
    expect(after.line_items.every((l: any) => l.status === 'cancelled')).toBe(true);
    const events = (await admin.get(`/api/v2/orders-audit?order_id=${orderId}`)).body;
    expect(events.some((e: any) => e.type === 'cancel' && e.message === 'Cancelled in the store (2 line items)')).toBe(true);
  });

  it('with a newer content once production started is a failed item with the differences; the order is untouched', async () => {
    const base = { ...(demoStoreOrder(DEMO_SHOP, 7401) as any), updated_at: '2026-11-02T10:00:00Z' };
    const [first] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload: base }]);
    await drain();
    const orderId = (await queueItem(first.id)).order_id!;
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/orders/push-order').send({ order_id: orderId })).status).toBe(200);

    const changed = {
      ...structuredClone(base),
      updated_at: '2026-11-02T11:00:00Z',
      shipping_address: { ...base.shipping_address, city: 'Elsewhere' },
    };
    const [update] = await enqueueStoreOrders(t.ctx, [{ brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload: changed }]);
    await drain();
    const item = (await admin.get(`/api/queues/order-processor/${update.id}`)).body;
    expect(item).toMatchObject({ status: 'failed', order_id: null });
    expect(item.reason).toMatch(/changed in the store \(1 difference\) after production started/);
    // Stored with its key and values, for the failed order queue to word it.
    expect(item).toMatchObject({ reason_code: 'orders.import.changed_in_production', reason_values: { smart_count: 1 } });
    expect(item.differences).toEqual([{ field: 'shipping_address.city', imported: base.shipping_address.city, incoming: 'Elsewhere' }]);
    expect((await admin.get(`/api/orders/${orderId}`)).body.shipping_address.city).toBe(base.shipping_address.city);
    // Retrying does not attach it either.
    const retry = await admin.post('/api/queues/order-processor/retry').send({ ids: [update.id] });
    expect(retry.body).toMatchObject({ succeeded: 0, failed: 1 });
    expect((await queueItem(update.id)).order_id).toBeNull();
  });
});
