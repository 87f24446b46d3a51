/**
 * Orders (docs/requirements/orders.md §7 Orders, Line items, Email and audit; issue 12): the list and its filters, the
 * whole order, the order calls with their rules (status follows line items, cancel refused once
 * shipped), the timeline written in the same transaction, and brand tenancy.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lineItems, orders } from '../../server/db/schema';
import { notAnImage, pngImage } from '../support/images';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const filter = (f: object) => `filter_by=${encodeURIComponent(JSON.stringify(f))}`;

/** An order of a brand in a status, from the demo history. */
async function orderIn(brandId: number, status: string) {
  const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.status, status)).orderBy(orders.id);
  const rows = await t.ctx.database.db.select().from(orders).where(eq(orders.brand_id, brandId));
  return rows.find((o) => o.status === status) ?? row;
}

describe('GET /api/orders', () => {
  it('answers the spec’s page object with the brand’s channel, newest first', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/orders?page_count=25&page=0');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['channel', 'count', 'hasBefore', 'hasNext', 'results']);
    expect(res.body.results).toHaveLength(25);
    expect(res.body.hasNext).toBe(true);
    expect(res.body.channel).toBe('PAPERED');
    expect(res.body.results.every((o: any) => o.brand_id === 1)).toBe(true);
    const dates = res.body.results.map((o: any) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const brand2 = await (await t.as('admin2@demo.test')).get('/api/orders?page_count=5&page=0');
    expect(brand2.body.channel).toBe('SHOPIFY');
    expect(brand2.body.results.every((o: any) => o.brand_id === 2)).toBe(true);
  });

  it('filters by status, channel, brand, customer and created date, and searches number, name and email', async () => {
    const staff = await t.as('superuser@demo.test');
    for (const status of ['UNFULFILLED', 'PARTIAL', 'FULFILLED', 'SUCCESS', 'CANCELLED']) {
      const res = await staff.get(`/api/orders?page_count=10&page=0&${filter({ status })}`);
      expect(res.status, status).toBe(200);
      expect(res.body.results.length, `demo orders ${status}`).toBeGreaterThan(0);
      expect(res.body.results.every((o: any) => o.status === status)).toBe(true);
    }
    const both = await staff.get(`/api/orders?page_count=500&page=0`);
    expect(new Set(both.body.results.map((o: any) => o.brand_id))).toEqual(new Set([1, 2]));
    const brand2 = await staff.get(`/api/orders?page_count=10&page=0&${filter({ brand_id: 2, channel: 'SHOPIFY' })}`);
    expect(brand2.body.results.every((o: any) => o.brand_id === 2 && o.channel === 'SHOPIFY')).toBe(true);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const recent = await staff.get(`/api/orders?page_count=500&page=0&${filter({ created_at_gte: since })}`);
    expect(recent.body.results.length).toBeGreaterThan(0);
    expect(recent.body.results.every((o: any) => o.created_at >= since)).toBe(true);
    const one = both.body.results[7];
    for (const q of [one.order_number, one.customer_name, one.email]) {
      const found = await staff.get(`/api/orders?page_count=50&page=0&q=${encodeURIComponent(q)}`);
      expect(
        found.body.results.map((o: any) => o.id),
        q,
      ).toContain(one.id);
    }
    // A day as the end of a range includes that whole day.
    const today = new Date().toISOString().slice(0, 10);
    const untilToday = await staff.get(`/api/orders?page_count=500&page=0&${filter({ created_at_gte: today, created_at_lte: today })}`);
    expect(untilToday.body.results.map((o: any) => o.created_at.slice(0, 10))).toEqual(
      both.body.results.filter((o: any) => o.created_at.slice(0, 10) === today).map((o: any) => o.created_at.slice(0, 10)),
    );
    const byCustomer = await staff.get(`/api/orders?page_count=50&page=0&${filter({ customer_id: one.customer_id })}`);
    expect(byCustomer.body.results.every((o: any) => o.customer_id === one.customer_id)).toBe(true);
  });

  it('refuses a malformed filter, another brand and no session', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/orders?page_count=10&page=0&filter_by=%7Bnot-json')).status).toBe(400);
    const badDate = await admin.get(`/api/orders?page_count=10&page=0&${filter({ created_at_gte: '2026-02-31' })}`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.errors.created_at_gte).toBe('Must be a valid date');
    expect((await admin.get(`/api/orders?page_count=10&page=0&${filter({ brand_id: 2 })}`)).status).toBe(403);
    expect((await t.api.get('/api/orders')).status).toBe(401);
    expect((await admin.post('/api/orders').send({ order_number: '#1' })).status).toBe(403);
  });
});

describe('GET /api/orders/summary', () => {
  it('answers today’s orders, orders by status, failed imports and 30 days, within the brand', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/orders/summary');
    expect(res.status).toBe(200);
    expect(res.body.per_day).toHaveLength(30);
    const total = Object.values(res.body.by_status as Record<string, number>).reduce((a, b) => a + b, 0);
    const n = (await t.ctx.database.db.select().from(orders).where(eq(orders.brand_id, 1))).length;
    expect(total).toBe(n);
    expect(res.body).toMatchObject({ today: expect.any(Number), failed_queue: expect.any(Number) });
    expect(res.body.per_day.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    expect((await admin.get('/api/orders/summary?brand_id=2')).status).toBe(403);
    const staff = await t.as('superuser@demo.test');
    const all = (await staff.get('/api/orders/summary')).body;
    expect(Object.values(all.by_status as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThan(total);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order with its customer, addresses and line items', async () => {
    const admin = await t.as('admin@demo.test');
    const order = await orderIn(1, 'PARTIAL');
    const res = await admin.get(`/api/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, order_number: order.order_number, status: 'PARTIAL' });
    expect(res.body.customer.addresses.length).toBeGreaterThan(0);
    expect(res.body.line_items.length).toBeGreaterThan(0);
    expect(res.body.line_items[0]).toMatchObject({
      material_name: expect.any(String),
      design_name: expect.any(String),
      quantity: expect.any(Number),
    });
    expect(res.body.line_items.some((l: any) => l.status === 'shipped')).toBe(true);
  });

  it('is 404 for an unknown order, 403 for another brand’s, 400 for a malformed id', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/orders/999999')).status).toBe(404);
    const other = await orderIn(2, 'UNFULFILLED');
    expect((await admin.get(`/api/orders/${other.id}`)).status).toBe(403);
    expect((await admin.get('/api/orders/1e3')).status).toBe(400);
  });

  it('reads a constant number of statements whatever the number of line items', async () => {
    const client: any = (t.ctx.database.db as any).$client;
    const count = async (id: number) => {
      const admin = await t.as('admin@demo.test');
      let n = 0;
      const original = client.query;
      client.query = (...args: unknown[]) => (n++, original.apply(client, args));
      try {
        expect((await admin.get(`/api/orders/${id}`)).status).toBe(200);
      } finally {
        client.query = original;
      }
      return n;
    };
    const all = await t.ctx.database.db.select({ id: lineItems.order_id }).from(lineItems).where(eq(lineItems.brand_id, 1));
    const perOrder = new Map<number, number>();
    for (const { id } of all) perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
    const small = [...perOrder].find(([, n]) => n === 1)![0];
    const large = [...perOrder].sort((a, b) => b[1] - a[1])[0][0];
    expect(await count(large)).toBe(await count(small));
  });
});

describe('order calls', () => {
  it('cancels an open order with its line items, on the timeline; refuses once shipped or cancelled', async () => {
    const admin = await t.as('admin@demo.test');
    const open = await orderIn(1, 'UNFULFILLED');
    const res = await admin.post('/api/orders/order-cancel').send({ order_id: open.id });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('CANCELLED');
    const items = await admin.get(`/api/line-items?order_id=${open.id}`);
    expect(items.body.every((l: any) => l.status === 'cancelled')).toBe(true);
    const timeline = await admin.get(`/api/v2/orders-audit?order_id=${open.id}`);
    expect(timeline.body[0]).toMatchObject({ type: 'cancel', user_id: expect.any(Number), user_name: expect.any(String) });
    expect((await admin.post('/api/orders/order-cancel').send({ order_id: open.id })).status).toBe(409);
    const shipped = await orderIn(1, 'PARTIAL');
    const refused = await admin.post('/api/orders/order-cancel').send({ order_id: shipped.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This order cannot be cancelled: some of its items have already shipped.');
    expect((await admin.get(`/api/orders/${shipped.id}`)).body.status).toBe('PARTIAL');
  });

  it('pushes an order to the queue, then again as a resend', async () => {
    const admin = await t.as('admin@demo.test');
    const items = await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'pending'));
    const orderId = items.find((i) => i.brand_id === 1)!.order_id;
    const res = await admin.post('/api/orders/push-order').send({ order_id: orderId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Order pushed to queue' });
    const after = await admin.get(`/api/line-items?order_id=${orderId}`);
    expect(after.body.every((l: any) => l.status === 'in_production')).toBe(true);
    await admin.post('/api/orders/push-order').send({ order_id: orderId });
    const types = (await admin.get(`/api/v2/orders-audit?order_id=${orderId}`)).body.map((e: any) => e.type);
    expect(types.slice(0, 2)).toEqual(['resend_to_print', 'send_to_print']);
  });

  it('refuses what the order’s state does not allow (orderActions): a pending item’s JDML, a push of a shipped order', async () => {
    const admin = await t.as('admin@demo.test');
    const pending = (await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'pending'))).find(
      (i) => i.brand_id === 1,
    )!;
    const regenerate = await admin.post('/api/orders/regenerate-jdml').send({ order_id: pending.order_id, line_item: pending.id });
    expect(regenerate.status).toBe(409);
    expect(regenerate.body.error.message).toBe('A pending line item needs no new JDML.');
    const push = await admin.post('/api/orders/push-order').send({ order_id: (await orderIn(1, 'FULFILLED')).id });
    expect(push.status).toBe(409);
    expect(push.body.error.message).toBe('This order has no line items waiting for production.');
  });

  it('regenerates a line item’s JDML, refusing a line item of another order', async () => {
    const admin = await t.as('admin@demo.test');
    const [item] = await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'in_production'));
    const res = await admin.post('/api/orders/regenerate-jdml').send({ order_id: item.order_id, line_item: item.id });
    expect(res.status).toBe(item.brand_id === 1 ? 200 : 403);
    if (item.brand_id === 1) expect(res.body.job_id).toEqual(expect.any(Number));
    const wrong = await admin
      .post('/api/orders/regenerate-jdml')
      .send({ order_id: (await orderIn(1, 'FULFILLED')).id, line_item: item.id });
    expect(wrong.status).toBe(404);
    expect((await admin.post('/api/orders/regenerate-jdml').send({ order_id: 'x' })).body.error.errors).toMatchObject({
      order_id: 'Must be a whole number',
      line_item: 'Must provide a value',
    });
  });

  it('finds an order’s status by its number, within the brand', async () => {
    const admin = await t.as('admin@demo.test');
    const order = await orderIn(1, 'FULFILLED');
    const res = await admin.get(`/api/orders/order-status?order_number=${encodeURIComponent(order.order_number)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'FULFILLED' });
    expect(res.body.line_items.every((l: any) => l.status === 'shipped')).toBe(true);
    const other = await orderIn(2, 'FULFILLED');
    expect((await admin.get(`/api/orders/order-status?order_number=${encodeURIComponent(other.order_number)}`)).status).toBe(404);
    expect((await admin.get('/api/orders/order-status')).status).toBe(400);
  });

  it('changes the shipping address and note with field errors, on the timeline', async () => {
    const admin = await t.as('admin@demo.test');
    const order = await orderIn(1, 'UNFULFILLED');
    const address = { name: 'Ada Lovelace', address1: '12 St James Sq', city: 'London', postal_code: 'SW1Y 4JH', country_code: 'gb' };
    const res = await admin.put('/api/orders').send({ id: order.id, shipping_address: address, note: 'Leave at the door' });
    expect(res.status).toBe(200);
    expect(res.body.shipping_address).toMatchObject({ ...address, country_code: 'GB' });
    const [event] = (await admin.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
    expect(event).toMatchObject({
      type: 'update',
      message: 'Changed: Shipping Address, Note',
      // The code and values the app shows in the chosen language (resources/orders/eventMessages.ts).
      data: { message_code: 'order_changed', message_values: { fields: ['shipping_address', 'note'] } },
    });
    const bad = await admin
      .put('/api/orders')
      .send({ id: order.id, shipping_address: { address1: '', city: 'X', country_code: 'France' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({
      'shipping_address.address1': 'Must provide a value',
      'shipping_address.country_code': 'Use the two-letter country code (e.g. US, FR)',
    });
    expect((await admin.put('/api/orders').send({ id: order.id, status: 'FULFILLED' })).status).toBe(400);
    const other = await orderIn(2, 'UNFULFILLED');
    expect((await admin.put('/api/orders').send({ id: other.id, note: 'mine now' })).status).toBe(403);
    // A closed order keeps the address it went to; its note can still change.
    const shipped = await orderIn(1, 'FULFILLED');
    const refused = await admin.put('/api/orders').send({ id: shipped.id, shipping_address: address });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The address of a closed order cannot be changed.');
    expect((await admin.put('/api/orders').send({ id: shipped.id, note: 'Delivered to the back door' })).status).toBe(200);
  });

  it('adds comments to the timeline as the person who writes them; refuses other brands and empty ones', async () => {
    const user = await t.as('user@demo.test');
    const order = await orderIn(1, 'FULFILLED');
    const res = await user.post('/api/v2/orders-audit').send({ order_id: order.id, message: 'Customer called about the delivery date.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'comment', brand_id: 1, user_name: expect.any(String) });
    const [first] = (await user.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
    expect(first.message).toBe('Customer called about the delivery date.');
    expect((await user.post('/api/v2/orders-audit').send({ order_id: order.id, message: '' })).status).toBe(400);
    expect((await user.post('/api/v2/orders-audit').send({ order_id: order.id, message: 'x', type: 'ship' })).status).toBe(400);
    const other = await orderIn(2, 'FULFILLED');
    expect((await user.post('/api/v2/orders-audit').send({ order_id: other.id, message: 'hello' })).status).toBe(403);
    expect((await user.get(`/api/v2/orders-audit?order_id=${other.id}`)).status).toBe(403);
    expect((await user.get('/api/v2/orders-audit?order_id=999999')).status).toBe(404);
  });

  it('emails the customer through the email adapter ("Email sent"), on the timeline', async () => {
    const admin = await t.as('admin@demo.test');
    const order = await orderIn(1, 'UNFULFILLED');
    const res = await admin.post('/api/v2/email/send').send({ order_id: order.id, template: 'order_confirmation' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Email sent' });
    const { email } = await t.lastEmail(order.email!);
    expect(email.subject).toBe(`Wallflower Studio: your order ${order.order_number} is confirmed`);
    expect((await admin.get(`/api/v2/orders-audit?order_id=${order.id}`)).body[0].message).toContain(`Email sent to ${order.email}`);
    expect((await admin.post('/api/v2/email/send').send({ order_id: order.id, to: 'not-an-email' })).status).toBe(400);
    expect((await admin.post('/api/v2/email/send').send({ order_id: order.id, template: 'spam' })).status).toBe(400);
  });
});

describe('POST /api/giftwraps', () => {
  it('adds a gift message and image to an order (multipart), on the timeline; refuses other brands and non-images', async () => {
    const admin = await t.as('admin@demo.test');
    const order = await orderIn(1, 'UNFULFILLED');
    const res = await t.api
      .post('/api/giftwraps')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('order_id', String(order.id))
      .field('message', 'Happy housewarming!')
      .attach('image', pngImage(), 'wrap.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ giftwrap_message: 'Happy housewarming!', giftwrap_image: expect.stringMatching(/^\/api\/files\//) });
    expect((await admin.get(`/api/v2/orders-audit?order_id=${order.id}`)).body[0]).toMatchObject({
      type: 'update',
      message: 'Gift wrap added',
    });
    const notImage = await t.api
      .post('/api/giftwraps')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('order_id', String(order.id))
      .attach('image', notAnImage, 'wrap.png');
    expect(notImage.status).toBe(415);
    const other = await orderIn(2, 'UNFULFILLED');
    const refused = await t.api
      .post('/api/giftwraps')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('order_id', String(other.id))
      .field('message', 'x');
    expect(refused.status).toBe(403);
    expect(
      (await t.api.post('/api/giftwraps').set('Authorization', `Bearer ${admin.token}`).field('order_id', String(order.id))).status,
    ).toBe(400);
  });
});

describe('line items', () => {
  it('lists by order and brand, changes an open one on the timeline, refuses one in production', async () => {
    const admin = await t.as('admin@demo.test');
    const [pending] = (await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'pending'))).filter(
      (l) => l.brand_id === 1,
    );
    const list = await admin.get(`/api/line-items?brand_id=1&order_id=${pending.order_id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((l: any) => l.id)).toContain(pending.id);
    const res = await admin.put('/api/line-items').send({ id: pending.id, quantity: pending.quantity + 1 });
    expect(res.status).toBe(200);
    expect(res.body.quantity).toBe(pending.quantity + 1);
    const [event] = (await admin.get(`/api/v2/orders-audit?order_id=${pending.order_id}`)).body;
    expect(event).toMatchObject({ type: 'update', line_item_id: pending.id });
    expect((await admin.put('/api/line-items').send({ id: pending.id, quantity: 1.5 })).body.error.errors.quantity).toBe(
      'Must be a whole number',
    );
    expect((await admin.put('/api/line-items').send({ id: pending.id, status: 'shipped' })).status).toBe(400);
    const [shipped] = (await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'shipped'))).filter(
      (l) => l.brand_id === 1,
    );
    const refused = await admin.put('/api/line-items').send({ id: shipped.id, quantity: 9 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This line item is shipped: it can no longer be changed.');
    expect((await admin.get('/api/line-items?brand_id=2')).status).toBe(403);
  });

  it('offers a SUPERUSER the same material options as the brand’s ADMIN, and lets them change the material (issue 24 #10)', async () => {
    const admin = await t.as('admin@demo.test');
    const superuser = await t.as('superuser@demo.test');
    const [pending] = (await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'pending'))).filter(
      (l) => l.brand_id === 1,
    );
    // The line item screen reads `GET materials?brand_id` of the order's brand.
    const forAdmin = (await admin.get('/api/materials?brand_id=1')).body.map((m: any) => m.id);
    const forSuperuser = await superuser.get('/api/materials?brand_id=1');
    expect(forSuperuser.status).toBe(200);
    expect(forAdmin.length).toBeGreaterThan(1);
    expect(forSuperuser.body.map((m: any) => m.id)).toEqual(forAdmin);
    const other = forAdmin.find((id: number) => id !== pending.material_id);
    const changed = await superuser.put('/api/line-items').send({ id: pending.id, material_id: other });
    expect(changed.status).toBe(200);
    expect(changed.body.material_id).toBe(other);
  });
});
