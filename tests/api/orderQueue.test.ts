/**
 * The order-processor queue (docs/requirements/orders.md §7 `queues/order-processor`; issue 12): store orders from the
 * demo store, Shopify webhooks (signed) and the Shopify pull (recorded answers) are queued, then
 * imported by the job queue into orders — once per store order however often and however
 * concurrently it arrives; failures land in the failed order queue with their reason and are
 * retried or dismissed.
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoStoreOrder } from '../../server/adapters/demoStoreOrders';
import { ShopifyStore } from '../../server/adapters/store';
import { materials, orderQueue, orders } from '../../server/db/schema';
import { enqueueStoreOrders, processQueueItem } from '../../server/orders/importer';
import { pullStoreOrders } from '../../server/orders/storePull';
import { DEMO_SHOP } from '../support/storeOrders';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const drain = useTestApp((app) => (t = app));
const ordersOf = async (storeOrderId: string) =>
  (await t.ctx.database.db.select({ n: count() }).from(orders).where(eq(orders.store_order_id, storeOrderId)))[0].n;

describe('demo store orders through the queue', () => {
  it('are produced from Admin Tools, queued and imported with customers, line items and timeline', async () => {
    const staff = await t.as('technician@demo.test');
    const res = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 3 });
    expect(res.status).toBe(202);
    expect(res.body.queued).toHaveLength(3);
    const admin = await t.as('admin@demo.test');
    const waiting = await admin.get('/api/queues/order-processor?brand_id=1&status=unprocessed');
    expect(waiting.body.map((q: any) => q.id)).toEqual(expect.arrayContaining(res.body.queued.map((q: any) => q.id)));
    await drain();
    const done = await admin.get('/api/queues/order-processor?brand_id=1&status=processed');
    const imported = done.body.filter((q: any) => res.body.queued.some((r: any) => r.id === q.id));
    expect(imported).toHaveLength(3);
    for (const q of imported) {
      const order = await admin.get(`/api/orders/${q.order_id}`);
      expect(order.body).toMatchObject({ status: 'UNFULFILLED', channel: 'PAPERED', order_number: q.order_number });
      expect(order.body.line_items.length).toBeGreaterThanOrEqual(1);
      expect(order.body.line_items.every((l: any) => l.status === 'pending')).toBe(true);
      const timeline = (await admin.get(`/api/v2/orders-audit?order_id=${q.order_id}`)).body;
      expect(timeline.at(-1).type === 'create' || timeline.at(-1).type === 'customer_create').toBe(true);
      expect(timeline.some((e: any) => e.type === 'create' && e.user_id === null)).toBe(true);
    }
  });

  it('refuses brand users and bad input', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/orders/demo-orders').send({ brand_id: 1, count: 1 })).status).toBe(403);
    const staff = await t.as('superadmin@demo.test');
    const bad = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors.count).toBe('At most 200');
    expect((await staff.post('/api/orders/demo-orders').send({ brand_id: 999, count: 1 })).status).toBe(404);
  });

  it('imports the same store order once, sent twice or at the same moment', async () => {
    const payload = demoStoreOrder(DEMO_SHOP, 8001) as any;
    const twice = await enqueueStoreOrders(t.ctx, [
      { brand_id: 1, channel: 'SHOPIFY', source: 'webhook', payload },
      { brand_id: 1, channel: 'SHOPIFY', source: 'pull', payload },
    ]);
    await processQueueItem(t.ctx, twice[0].id);
    await processQueueItem(t.ctx, twice[1].id);
    expect(await ordersOf(String(payload.id))).toBe(1);
    const concurrent = demoStoreOrder(DEMO_SHOP, 8002) as any;
    const queued = await enqueueStoreOrders(
      t.ctx,
      Array.from({ length: 6 }, () => ({ brand_id: 1, channel: 'SHOPIFY' as const, source: 'webhook' as const, payload: concurrent })),
    );
    await Promise.all(queued.map((q) => processQueueItem(t.ctx, q.id)));
    expect(await ordersOf(String(concurrent.id))).toBe(1);
    const rows = await t.ctx.database.db
      .select()
      .from(orderQueue)
      .where(eq(orderQueue.store_order_id, String(concurrent.id)));
    expect(rows.every((r) => r.status === 'processed')).toBe(true);
    expect(new Set(rows.map((r) => r.order_id)).size).toBe(1);
    await drain();
  });
});

describe('the failed order queue', () => {
  it('holds a failing import with its reason; a retry after the fix imports it; dismiss removes one', async () => {
    const staff = await t.as('superadmin@demo.test');
    const produced = await staff.post('/api/orders/demo-orders').send({ brand_id: 1, count: 2, failing: true });
    await drain();
    const failingId = produced.body.queued.at(-1).id;
    const admin = await t.as('admin@demo.test');
    const failed = await admin.get('/api/queues/order-processor?brand_id=1&status=failed');
    const item = failed.body.find((q: any) => q.id === failingId);
    expect(item).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('the material “Metallic Foil” is not offered to this brand'),
    });
    expect(item.payload.line_items[0].properties).toContainEqual({ name: 'Material', value: 'Metallic Foil' });
    expect((await admin.get(`/api/queues/order-processor/${failingId}`)).body.reason).toBe(item.reason);

    // Retrying unchanged fails again, with the same reason.
    expect((await admin.post('/api/queues/order-processor/retry').send({ ids: [failingId] })).body).toEqual({
      retried: [failingId],
      results: [{ id: failingId, status: 'failed', order_id: null, reason: item.reason, missing: item.missing }],
      succeeded: 0,
      failed: 1,
    });
    await drain();
    expect((await admin.get(`/api/queues/order-processor/${failingId}`)).body.status).toBe('failed');

    await staff.post('/api/materials').send({ name: 'Metallic Foil', sku: 'MET-FOIL', brand_id: 1 });
    const again = await admin.post('/api/queues/order-processor/retry').send({ ids: [failingId] });
    expect(again.body).toMatchObject({ retried: [failingId], succeeded: 1, failed: 0 });
    expect(again.body.results[0]).toMatchObject({ id: failingId, status: 'processed', outcome: 'imported' });
    await drain();
    const retried = (await admin.get(`/api/queues/order-processor/${failingId}`)).body;
    expect(retried).toMatchObject({ status: 'processed', reason: null, order_id: expect.any(Number) });
    const order = await admin.get(`/api/orders/${retried.order_id}`);
    expect(order.body.line_items[0].material_name).toBe('Metallic Foil');

    // Dismiss: a second failure leaves the failed list, and other brands' items are not touched.
    const second = await enqueueStoreOrders(t.ctx, [
      { brand_id: 1, channel: 'PAPERED', source: 'demo', payload: { id: 'bad-1', line_items: [] } },
    ]);
    await drain();
    const reason = (await admin.get(`/api/queues/order-processor/${second[0].id}`)).body.reason;
    expect(reason).toBe('The order has no line items');
    expect((await admin.post('/api/queues/order-processor/dismiss').send({ ids: [second[0].id] })).body).toEqual({
      dismissed: [second[0].id],
    });
    expect((await admin.get('/api/queues/order-processor?brand_id=1&status=failed')).body.map((q: any) => q.id)).not.toContain(
      second[0].id,
    );
  });

  it('checks the ids and the brand', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/queues/order-processor/retry').send({ ids: [] })).body.error.errors.ids).toBe(
      'Choose at least one item',
    );
    expect((await admin.post('/api/queues/order-processor/retry').send({ ids: ['x'] })).status).toBe(400);
    expect((await admin.get('/api/queues/order-processor?brand_id=2')).status).toBe(403);
    expect((await admin.get('/api/queues/order-processor?status=lost')).status).toBe(400);
    const other = await enqueueStoreOrders(t.ctx, [{ brand_id: 2, channel: 'SHOPIFY', source: 'demo', payload: { id: 'bad-2' } }]);
    await drain();
    expect((await admin.get(`/api/queues/order-processor/${other[0].id}`)).status).toBe(403);
    expect((await admin.post('/api/queues/order-processor/retry').send({ ids: [other[0].id] })).body).toEqual({
      retried: [],
      results: [],
      succeeded: 0,
      failed: 0,
    });
  });
});

describe('Shopify', () => {
  const secret = 'whsec_test_0123456789';
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64');

  it('accepts a signed order webhook from a connected shop and refuses an unsigned or unknown one', async () => {
    process.env.SHOPIFY_WEBHOOK_SECRET = secret;
    try {
      const body = JSON.stringify(demoStoreOrder({ ...DEMO_SHOP, brand_id: 2 }, 9001));
      const send = (signature: string, shop = 'northwind-papers.demo-store.local') =>
        t.api
          .post('/api/webhooks/shopify/orders')
          .set('content-type', 'application/json')
          .set('x-shopify-hmac-sha256', signature)
          .set('x-shopify-shop-domain', shop)
          .send(body);
      expect((await send('bm90IHRoZSBzaWduYXR1cmU=')).status).toBe(401);
      expect((await send(sign(body), 'unknown.myshopify.com')).status).toBe(401);
      const ok = await send(sign(body));
      expect(ok.status).toBe(202);
      const [item] = await t.ctx.database.db.select().from(orderQueue).where(eq(orderQueue.id, ok.body.order_queue_id));
      expect(item).toMatchObject({ brand_id: 2, channel: 'SHOPIFY', source: 'webhook', status: 'unprocessed' });
    } finally {
      delete process.env.SHOPIFY_WEBHOOK_SECRET;
    }
  });

  it('pulls recent orders through the real adapter (recorded answer) and imports them', async () => {
    const recorded = fs.readFileSync(new URL('../fixtures/shopify/orders.json', import.meta.url), 'utf8');
    const calls: string[] = [];
    const shopify = new ShopifyStore('2025-01', (async (url: string) => {
      calls.push(url);
      return new Response(recorded, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch);
    await t.ctx.database.db.execute(
      `UPDATE brand_channels SET provider = 'shopify', shop_domain = 'northwind.myshopify.com', access_token = '${t.ctx.secrets.encrypt('shpat_x')}' WHERE brand_id = 2` as any,
    );
    await t.ctx.database.db.insert(materials).values({ name: 'Traditional Smooth', sku: 'TS-N', brand_id: 2 }).onConflictDoNothing();
    const original = t.ctx.store;
    t.ctx.store = shopify;
    try {
      expect(await pullStoreOrders(t.ctx)).toEqual({ connections: 1, queued: 1 });
    } finally {
      t.ctx.store = original;
    }
    expect(calls[0]).toMatch(
      /^https:\/\/northwind\.myshopify\.com\/admin\/api\/2025-01\/orders\.json\?status=any&limit=250&updated_at_min=/,
    );
    await drain();
    const [order] = await t.ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.brand_id, 2), eq(orders.store_order_id, '5829461827651')));
    expect(order).toMatchObject({
      order_number: '#2041',
      status: 'UNFULFILLED',
      customer_name: 'Margaux Lefèvre',
      total: 186.62,
      note: 'Gift for my sister',
    });
    expect(order.shipping_address).toMatchObject({
      city: 'Boston',
      province: 'Massachusetts',
      postal_code: '02108',
      country_code: 'US',
      address2: 'Apt 3',
    });
  });
});
