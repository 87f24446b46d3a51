/**
 * The rest of the production floor (issue 14): carrier delivery updates (the local carrier's
 * schedule and signed EasyPost tracker webhooks on recorded payloads) make a shipped order SUCCESS
 * once with a `deliver` event; the analytics calls behind the charts (orders per status, the
 * stations' throughput) with their filters and refusals.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, shipments, weighQueue } from '../../server/db/schema';
import { printedOrder } from '../../server/production/printedOrders';
import { deliverLocalParcels, localDeliveryHours } from '../../server/production/delivery';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const EMPLOYEE = 1;
let nextIndex = 7000;

/** A fresh order of brand 1 with `items` printed line items, scanned, weighed and (unless told) shipped. */
async function parcelOrder(items: number, ship = true) {
  const db = t.ctx.database.db;
  const { order, items: printed } = await printedOrder(t.ctx, nextIndex++, items);
  const tech = await t.as('technician@demo.test');
  for (const item of printed) await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${item.id}`, employeeId: EMPLOYEE });
  const [entry] = await db
    .select()
    .from(weighQueue)
    .where(and(eq(weighQueue.order_id, order.id), eq(weighQueue.status, 'unprocessed')));
  const weighed = await tech
    .post('/api/scan/update-weight')
    .send({ weighQueue: { id: entry.id, weight_pounds: 2, weight_ounces: 4, employeeId: EMPLOYEE } });
  expect(weighed.status).toBe(200);
  const tracking: string = weighed.body.shipment.tracking_number;
  if (ship) expect((await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: tracking })).status).toBe(200);
  return { order, tracking };
}

const deliverEvents = (orderId: number) =>
  t.ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.type, 'deliver')));
const orderNow = async (orderId: number) => (await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('delivery updates', () => {
  it('delivers local parcels once LOCAL_DELIVERY_HOURS have passed: the order becomes SUCCESS once, with one deliver event', async () => {
    expect(localDeliveryHours({})).toBe(48);
    expect(localDeliveryHours({ LOCAL_DELIVERY_HOURS: '2' })).toBe(2);
    const { order, tracking } = await parcelOrder(2);
    expect((await orderNow(order.id)).status).toBe('FULFILLED');
    const db = t.ctx.database.db;
    // Not yet: a parcel shipped a moment ago has not arrived.
    await deliverLocalParcels(db, 48);
    expect((await orderNow(order.id)).status).toBe('FULFILLED');
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await deliverLocalParcels(db, 48, later)).toBeGreaterThanOrEqual(1);
    const delivered = await orderNow(order.id);
    expect(delivered.status).toBe('SUCCESS');
    expect(delivered.delivered_at).toBeInstanceOf(Date);
    const [parcel] = await db.select().from(shipments).where(eq(shipments.tracking_number, tracking));
    expect(parcel.status).toBe('delivered');
    await deliverLocalParcels(db, 48, later);
    const events = await deliverEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0].message).toContain('the order is complete');
    // A delivered parcel scanned again at the ship station is not shipped twice.
    const tech = await t.as('technician@demo.test');
    const again = await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: tracking });
    expect(again.body).toMatchObject({ status: 'already_shipped', order: { status: 'SUCCESS' } });
    const timeline = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body.map((e: any) => e.type);
    expect(timeline[0]).toBe('deliver');
  });

  it('takes signed EasyPost tracker webhooks (recorded payloads): delivered sets SUCCESS once; others are acknowledged', async () => {
    const secret = 'whsec-test-3f9a';
    process.env.EASYPOST_WEBHOOK_SECRET = secret;
    try {
      const { order, tracking } = await parcelOrder(1);
      const recorded = (name: string, eventId?: string) => recordedEvent(name, tracking, eventId);
      const sign = (body: string, key = secret) => `hmac-sha256-hex=${createHmac('sha256', key).update(body).digest('hex')}`;
      const post = (body: string, signature?: string) => {
        const call = t.api.post('/api/webhooks/easypost').set('Content-Type', 'application/json');
        return (signature ? call.set('X-Hmac-Signature', signature) : call).send(body);
      };
      const inTransit = recorded('tracker-in-transit');
      expect((await post(inTransit, sign(inTransit))).body).toEqual({ status: 'ignored' });
      expect((await orderNow(order.id)).status).toBe('FULFILLED');

      const delivered = recorded('tracker-delivered');
      expect((await post(delivered)).status).toBe(401);
      expect((await post(delivered, sign(delivered, 'another secret'))).status).toBe(401);
      expect((await post(delivered.replace('John Tester', 'Someone Else'), sign(delivered))).status).toBe(401);
      const first = await post(delivered, sign(delivered));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'delivered', order_id: order.id, order_status: 'SUCCESS' });
      // EasyPost retries an event (the same id): taken once. Another event of the same delivery changes nothing.
      expect((await post(delivered, sign(delivered))).body).toEqual({ status: 'duplicate' });
      const repeated = recorded('tracker-delivered', 'evt_repeated_delivery');
      expect((await post(repeated, sign(repeated))).body).toMatchObject({ status: 'already_delivered' });
      expect(await deliverEvents(order.id)).toHaveLength(1);
      expect((await orderNow(order.id)).status).toBe('SUCCESS');
    } finally {
      delete process.env.EASYPOST_WEBHOOK_SECRET;
    }
  });

  it('marks the parcel of an order delivered already without a second deliver event', async () => {
    const db = t.ctx.database.db;
    const { order, tracking } = await parcelOrder(1);
    await db.update(orders).set({ delivered_at: new Date(), status: 'SUCCESS' }).where(eq(orders.id, order.id));
    expect(await deliverLocalParcels(db, 48, new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const [parcel] = await db.select().from(shipments).where(eq(shipments.tracking_number, tracking));
    expect(parcel.status).toBe('delivered');
    expect(await deliverEvents(order.id)).toHaveLength(0);
  });

  it('does not deliver a parcel that has not shipped', async () => {
    const { order, tracking } = await parcelOrder(1, false);
    const secret = 'whsec-test-77';
    process.env.EASYPOST_WEBHOOK_SECRET = secret;
    try {
      const body = recordedEvent('tracker-delivered', tracking, 'evt_not_shipped');
      const res = await t.api
        .post('/api/webhooks/easypost')
        .set('Content-Type', 'application/json')
        .set('X-Hmac-Signature', `hmac-sha256-hex=${createHmac('sha256', secret).update(body).digest('hex')}`)
        .send(body);
      expect(res.body).toMatchObject({ status: 'not_shipped' });
      expect((await orderNow(order.id)).status).not.toBe('SUCCESS');
    } finally {
      delete process.env.EASYPOST_WEBHOOK_SECRET;
    }
  });
});

/**
 * A recorded EasyPost event for `tracking`, sent now: the window refuses old events and each event
 * id is taken once, so a test's event is dated now and, when asked, given its own id.
 */
function recordedEvent(name: string, tracking: string, eventId?: string) {
  const event = JSON.parse(
    readFileSync(new URL(`../fixtures/easypost/${name}.json`, import.meta.url), 'utf8').replace('TRACKING_CODE', tracking),
  );
  return JSON.stringify({ ...event, id: eventId ?? `${event.id}_${tracking}`, created_at: new Date().toISOString() });
}

describe('analytics for the charts', () => {
  const start = new Date(Date.now() - 86_400_000).toISOString();
  const end = new Date(Date.now() + 86_400_000).toISOString();

  it('counts orders per status and the stations’ scans, weighs and ships per day', async () => {
    await parcelOrder(2);
    const tech = await t.as('technician@demo.test');
    const byStatus = await tech.get(`/api/v2/analytics/orders-by-status?startDate=${start}&endDate=${end}`);
    expect(byStatus.status).toBe(200);
    expect(byStatus.body.orders).toBeGreaterThan(0);
    expect(byStatus.body.by_status).toContainEqual({ status: 'FULFILLED', orders: expect.any(Number) });
    const throughput = await tech.get(`/api/v2/analytics/station-throughput?startDate=${start}&endDate=${end}&brandId=1`);
    expect(throughput.status).toBe(200);
    expect(throughput.body).toMatchObject({ brandId: 1, scans: expect.any(Number), weighs: expect.any(Number) });
    expect(throughput.body.scans).toBeGreaterThanOrEqual(2);
    expect(throughput.body.weighs).toBeGreaterThanOrEqual(1);
    expect(throughput.body.ships).toBeGreaterThanOrEqual(1);
    expect(throughput.body.by_day[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      scans: expect.any(Number),
      weighs: expect.any(Number),
      ships: expect.any(Number),
    });
    const otherBrand = await tech.get(`/api/v2/analytics/station-throughput?startDate=${start}&endDate=${end}&brandId=2`);
    expect(otherBrand.body.scans).toBeLessThan(throughput.body.scans);
  });

  it('refuses bad dates, an end before the start and brand users', async () => {
    const tech = await t.as('technician@demo.test');
    for (const path of ['orders-by-status', 'station-throughput', 'average-fulfillment-time']) {
      const bad = await tech.get(`/api/v2/analytics/${path}?startDate=yesterday&endDate=${end}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.errors).toHaveProperty('startDate');
      const backwards = await tech.get(`/api/v2/analytics/${path}?startDate=${end}&endDate=${start}`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.error.errors.endDate).toBe('Must not be before the start date');
      expect((await tech.get(`/api/v2/analytics/${path}?startDate=${start}&endDate=${end}&brandId=abc`)).status).toBe(400);
      expect((await (await t.as('admin@demo.test')).get(`/api/v2/analytics/${path}?startDate=${start}&endDate=${end}`)).status).toBe(403);
    }
  });
});

describe('the dropper’s runs', () => {
  it('searches the runs with the spec’s queryString', async () => {
    const tech = await t.as('technician@demo.test');
    const all = await tech.get('/api/jdml/dropper/groups?page_count=10&page=0');
    expect(all.status).toBe(200);
    const none = await tech.get('/api/jdml/dropper/groups?page_count=10&page=0&queryString=No%20such%20material%20zz');
    expect(none.status).toBe(200);
    expect(none.body.results).toEqual([]);
    if (all.body.results.length) {
      const name = all.body.results[0].material_name;
      const found = await tech.get(`/api/jdml/dropper/groups?page_count=10&page=0&queryString=${encodeURIComponent(name)}`);
      expect(found.body.results.every((g: any) => g.material_name === name || g.brand_name.includes(name))).toBe(true);
    }
  });
});
