/**
 * The search box (issue 26 "one search box"): `GET /api/search?q=` finds each kind of record —
 * orders by number, tracking number, customer name, email, city and design; item labels; parcels;
 * customers; products; purchase orders; trackable items — grouped by kind, only what the caller may
 * see (a brand user their brand's records, staff every brand's; inventory for its roles), and
 * refuses bad input with field messages. The orders list's `q` takes the same path.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, lineItems, orders, products, purchaseOrders, shipments, trackableItems } from '../../server/db/schema';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Group = { kind: string; items: Array<{ id: number; title: string; subtitle?: string; path: string }>; more: boolean };
const groupOf = (body: { groups: Group[] }, kind: string) => body.groups.find((g) => g.kind === kind);
const q = (term: string) => `/api/search?q=${encodeURIComponent(term)}`;

/** A demo order of a brand, with a parcel of a tracking number made for the test. */
async function orderWithParcel(brandId: number, tracking: string) {
  const db = t.ctx.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.brand_id, brandId)).orderBy(orders.id).limit(1);
  await db.insert(shipments).values({
    order_id: order.id,
    brand_id: brandId,
    carrier: 'local',
    service: 'ground',
    tracking_number: tracking,
    weight_ounces: 12,
  });
  return order;
}

describe('GET /api/search', () => {
  it('finds an order by its number (with or without #), tracking number, customer name, email, city and design', async () => {
    const db = t.ctx.database.db;
    const staff = await t.as('superuser@demo.test');
    const order = await orderWithParcel(1, 'ZZTRACK0001');
    const [item] = await db.select().from(lineItems).where(eq(lineItems.order_id, order.id)).limit(1);
    const city = (order.shipping_address as { city?: string } | null)?.city;
    const terms = [
      order.order_number,
      order.order_number.replace(/^#/, ''),
      'zztrack0001',
      order.customer_name!,
      order.customer_name!.split(' ')[0].slice(0, 3),
      order.email!,
      ...(city ? [city] : []),
      item.design_name,
    ];
    for (const term of terms) {
      const res = await staff.get(`${q(term)}&limit=20`);
      expect(res.status, term).toBe(200);
      const found = groupOf(res.body, 'orders');
      expect(found, term).toBeDefined();
      expect(found!.items.some((o) => o.id === order.id) || found!.more, `${term} finds order ${order.order_number}`).toBe(true);
    }
    const byNumber = await staff.get(q(order.order_number));
    expect(groupOf(byNumber.body, 'orders')!.items[0]).toMatchObject({
      id: order.id,
      title: order.order_number,
      path: `/orders/${order.id}`,
    });
    const parcel = await staff.get(q('ZZTRACK0001'));
    expect(groupOf(parcel.body, 'parcels')!.items[0]).toMatchObject({ title: 'ZZTRACK0001', path: `/orders/${order.id}` });
    expect(groupOf(parcel.body, 'orders')!.items.map((o) => o.id)).toEqual([order.id]);
  });

  it('finds an item label, a customer, a product, a purchase order and a trackable item', async () => {
    const db = t.ctx.database.db;
    const staff = await t.as('superuser@demo.test');
    const [item] = await db.select().from(lineItems).orderBy(lineItems.id).limit(1);
    const label = await staff.get(q(`LI-${item.id}`));
    expect(groupOf(label.body, 'line_items')!.items[0]).toMatchObject({
      id: item.id,
      title: `LI-${item.id}`,
      path: `/orders/${item.order_id}/line-item/${item.id}`,
    });
    const [customer] = await db.select().from(customers).orderBy(customers.id).limit(1);
    const who = await staff.get(q(`${customer.first} ${customer.last}`));
    expect(groupOf(who.body, 'customers')!.items.some((c) => c.id === customer.id && c.path === `/customers/${customer.id}/show`)).toBe(
      true,
    );
    const [product] = await db.select().from(products).orderBy(products.id).limit(1);
    const design = await staff.get(q(product.name));
    expect(groupOf(design.body, 'products')!.items.some((p) => p.id === product.id && p.path === `/product/${product.id}`)).toBe(true);
    const technician = await t.as('technician@demo.test');
    const [po] = await db.select().from(purchaseOrders).orderBy(purchaseOrders.id).limit(1);
    const bought = await technician.get(q(po.po_number));
    expect(groupOf(bought.body, 'purchase_orders')!.items[0]).toMatchObject({ id: po.id, path: `/inventory/purchase-orders/${po.id}` });
    const [tracked] = await db.select().from(trackableItems).orderBy(trackableItems.id).limit(1);
    const sku = await technician.get(q(tracked.sku));
    expect(groupOf(sku.body, 'trackable_items')!.items[0]).toMatchObject({
      id: tracked.id,
      path: `/inventory/trackable-items/${tracked.id}`,
    });
  });

  it('keeps a brand user to their own brand, and inventory to its roles', async () => {
    const db = t.ctx.database.db;
    const other = await orderWithParcel(2, 'ZZTRACK0002');
    const admin = await t.as('admin@demo.test');
    for (const term of [other.order_number, 'ZZTRACK0002', other.email!]) {
      const res = await admin.get(`${q(term)}&limit=20`);
      expect(res.status).toBe(200);
      for (const group of res.body.groups as Group[])
        if (group.kind === 'orders')
          expect(
            group.items.some((o) => o.id === other.id),
            term,
          ).toBe(false);
      expect(groupOf(res.body, 'parcels'), term).toBeUndefined();
    }
    const [item] = await db.select().from(lineItems).where(eq(lineItems.brand_id, 2)).limit(1);
    expect(groupOf((await admin.get(q(`LI-${item.id}`))).body, 'line_items')).toBeUndefined();
    const [po] = await db.select().from(purchaseOrders).limit(1);
    expect(groupOf((await admin.get(q(po.po_number))).body, 'purchase_orders')).toBeUndefined();
    // The other brand's own admin finds it; staff find both.
    const admin2 = await t.as('admin2@demo.test');
    expect(groupOf((await admin2.get(q('ZZTRACK0002'))).body, 'orders')!.items[0].id).toBe(other.id);
    const staff = await t.as('superadmin@demo.test');
    expect(groupOf((await staff.get(q('ZZTRACK0002'))).body, 'orders')!.items[0].id).toBe(other.id);
  });

  it('finds customers by a whole or partial email, and only those that contain it', async () => {
    await t.ctx.database.db.insert(customers).values([
      { brand_id: 1, first: 'Bo', last: 'Yymail', email: 'bo.yy@example.com' },
      { brand_id: 1, first: 'Bo', last: 'Yymail', email: 'bo.yy@elsewhere.org' },
      { brand_id: 2, first: 'Bo', last: 'Yymail', email: 'bo.yy@brand2.example.com' },
    ]);
    const emails = async (as: string, term: string) =>
      (groupOf((await (await t.as(as)).get(q(term))).body, 'customers')?.items ?? []).map((c) => c.subtitle).sort();
    expect(await emails('admin@demo.test', 'bo.yy@example.com')).toEqual(['bo.yy@example.com']);
    expect(await emails('admin@demo.test', 'Yymail bo.yy@ELSE')).toEqual(['bo.yy@elsewhere.org']);
    expect(await emails('admin@demo.test', 'bo.yy@brand2')).toEqual([]);
    expect(await emails('superuser@demo.test', 'bo.yy@')).toEqual(['bo.yy@brand2.example.com', 'bo.yy@elsewhere.org', 'bo.yy@example.com']);
  });

  it('refuses a missing, empty or too long term and a bad limit with field messages, and anonymous callers', async () => {
    const staff = await t.as('superuser@demo.test');
    for (const path of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', `/api/search?q=${'x'.repeat(121)}`]) {
      const res = await staff.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error?.errors?.q, path).toBeTruthy();
    }
    const bad = await staff.get('/api/search?q=a&limit=0');
    expect(bad.status).toBe(400);
    expect((await t.api.get('/api/search?q=a')).status).toBe(401);
    // Search syntax is only text: quotes, operators and wildcards find nothing and break nothing.
    for (const term of ["'&|!:*", '%_\\', 'a:* & b', 'LI-99999999999']) expect((await staff.get(q(term))).status, term).toBe(200);
  });
});

describe('GET /api/orders?q (the same fast path)', () => {
  it('finds orders by tracking number, city and design, with the count and pages of one scan', async () => {
    const db = t.ctx.database.db;
    const staff = await t.as('superuser@demo.test');
    const order = await orderWithParcel(1, 'ZZTRACK0003');
    const list = (term: string, extra = '') =>
      staff.get(`/api/orders?page_count=2&page=0&filter_by=${encodeURIComponent(JSON.stringify({ q: term }))}${extra}`);
    const byTracking = await list('ZZTRACK0003');
    expect(byTracking.status).toBe(200);
    expect(byTracking.body.results.map((o: any) => o.id)).toEqual([order.id]);
    expect(byTracking.body.count).toBe(1);
    const [item] = await db.select().from(lineItems).where(eq(lineItems.order_id, order.id)).limit(1);
    const byDesign = await list(item.design_name);
    const expected = await db.execute(
      `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN line_items li ON li.order_id = o.id WHERE li.design_name = '${item.design_name.replace(/'/g, "''")}'`,
    );
    expect(byDesign.body.count).toBeGreaterThanOrEqual(Number((expected as any).rows[0].n));
    expect(byDesign.body.results.length).toBe(Math.min(2, byDesign.body.count));
    const dates = byDesign.body.results.map((o: any) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    if (byDesign.body.count > 2) {
      const second = await staff.get(
        `/api/orders?page_count=2&page=1&filter_by=${encodeURIComponent(JSON.stringify({ q: item.design_name }))}`,
      );
      expect(second.body.count).toBe(byDesign.body.count);
      expect(second.body.results[0].id).not.toBe(byDesign.body.results[0].id);
    }
    // A brand user's search stays in their brand.
    const admin2 = await t.as('admin2@demo.test');
    const mine = await admin2.get(`/api/orders?page_count=5&page=0&filter_by=${encodeURIComponent(JSON.stringify({ q: 'ZZTRACK0003' }))}`);
    expect(mine.body.results).toEqual([]);
    expect(mine.body.count).toBe(0);
  });
});
