/**
 * The production floor's scanning stations (docs/requirements/production.md §7 Scanning, Shipping; issue 14): employees
 * sign in with a badge and every call names one; a scan marks a printed line item scanned once
 * (also when 16 stations scan one order at the same moment) and the order enters the weigh queue
 * once; weighing buys a label and prints a packing slip (real PDFs in the spool); the ship station
 * ships the parcel; a label is voided once and for good.
 */
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { lineItems, orderEvents, weighQueue } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { useTestApp, type TestApp } from '../support/testApp';
import { EMPLOYEE, printedOrders } from '../support/printedOrders';
import { asBytes } from '../support/binary';

let t: TestApp;
useTestApp((app) => (t = app));

/** A fresh order of brand 1 with `items` line items (24 × 108 in unless said), all printed. */
const printedOrder = printedOrders(() => t, 5000);

describe('employees at the stations', () => {
  it('sign in with a badge; calls without a signed-in employee are refused as signed out', async () => {
    const tech = await t.as('technician@demo.test');
    const signIn = await tech.post('/api/employees/sign-in').send({ badge: 'emp-0001' });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ id: EMPLOYEE, name: 'Tess Technician', badge: 'EMP-0001' });
    expect((await tech.post('/api/employees/sign-in').send({ badge: 'EMP-9999' })).status).toBe(404);
    const refused = await tech.post('/api/scan/scan-item').send({ scanValue: 'LI-1', employeeId: 999 });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'employee_required', message: 'Sign in at the station with your badge first.' });
    expect((await tech.post('/api/scan/scan-item').send({ scanValue: 'LI-1' })).status).toBe(400);
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/scan/scan-item').send({ scanValue: 'LI-1', employeeId: EMPLOYEE })).status).toBe(403);
  });

  it('an employee made inactive is refused at once at every station, though stations keep employees in memory', async () => {
    const tech = await t.as('technician@demo.test');
    const superuser = await t.as('superuser@demo.test');
    const other = supertest(createApp({ ...t.ctx }, pino({ level: 'silent' }))); // a second instance, its own caches
    const station = (at: 'here' | 'other') =>
      (at === 'here'
        ? tech.post('/api/scan/scan-item')
        : other.post('/api/scan/scan-item').set('Authorization', `Bearer ${tech.token}`)
      ).send({
        scanValue: '#squeegee#',
        employeeId: 2,
      });
    expect((await station('here')).status).toBe(200); // now kept in memory on both
    expect((await station('other')).status).toBe(200);
    expect((await superuser.put('/api/employees/2').send({ is_active: false })).status).toBe(200);
    expect((await station('here')).body.error).toMatchObject({ code: 'employee_required' });
    // Well before the cache's TTL (here in this process at once; another process hears the write's event).
    await vi.waitFor(async () => expect((await station('other')).status).toBe(401), { timeout: 5000, interval: 50 });
    expect((await superuser.put('/api/employees/2').send({ is_active: true })).status).toBe(200);
    expect((await station('here')).status).toBe(200);
  });
});

describe('the scanner station', () => {
  it('scans an order’s printed items once each and puts the order in the weigh queue with its last one', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(3);
    const scan = (value: string, unscan = false) =>
      tech.post('/api/scan/scan-item').send({ scanValue: value, employeeId: EMPLOYEE, unscan });
    const first = await scan(`LI-${items[0].id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'line_item',
      status: 'scanned',
      order: { id: order.id, total: 3, scanned: 1 },
      weigh_queue: null,
    });
    expect((await scan(`LI-${items[0].id}`)).body.status).toBe('already_scanned');
    // Taking one back writes line_item_unscan; scanning it again goes on.
    expect((await scan(`LI-${items[0].id}`, true)).body.status).toBe('unscanned');
    await scan(String(items[0].id));
    await scan(`li-${items[1].id}`);
    const last = await scan(`LI-${items[2].id}`);
    expect(last.body.order).toMatchObject({ scanned: 3, total: 3 });
    expect(last.body.weigh_queue).toMatchObject({ order_id: order.id, status: 'unprocessed', order_number: order.order_number });
    const timeline = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body.map((e: any) => e.type);
    expect(timeline.filter((x: string) => x === 'line_item_scan')).toHaveLength(4);
    expect(timeline).toContain('line_item_unscan');
    const queue = await tech.get('/api/scan/weight-queue?filter_by=' + encodeURIComponent(JSON.stringify({ status: 'unprocessed' })));
    expect(queue.body.filter((q: any) => q.order_id === order.id)).toHaveLength(1);
    const found = await tech.get(`/api/scan/weight-queue/search?search=${encodeURIComponent(order.order_number)}`);
    expect(found.body.map((q: any) => q.order_id)).toContain(order.id);
  });

  it('answers "Scan failed. Please try again." for what it does not know, and refuses an item not printed', async () => {
    const tech = await t.as('technician@demo.test');
    for (const scanValue of ['LI-999999', 'hello', '#box-9#']) {
      const res = await tech.post('/api/scan/scan-item').send({ scanValue, employeeId: EMPLOYEE });
      expect(res.status, scanValue).toBe(404);
      expect(res.body.error.message).toBe('Scan failed. Please try again.');
    }
    const [pending] = await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.status, 'pending')).limit(1);
    const refused = await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${pending.id}`, employeeId: EMPLOYEE });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`${pending.design_name} is pending: it cannot be scanned.`);
  });

  it('sends tool, box and waste scans to the device websocket', async () => {
    const tech = await t.as('technician@demo.test');
    const seen: any[] = [];
    const unsubscribe = t.ctx.events.subscribe((e) => e.topic === 'device.scanner' && seen.push(e.data));
    try {
      for (const code of ['#box-1#', '#SQUEEGEE#', '#waste#'])
        expect((await tech.post('/api/scan/scan-item').send({ scanValue: code, employeeId: EMPLOYEE })).status).toBe(200);
      // The bus is PostgreSQL's LISTEN/NOTIFY: a message arrives shortly after the answer that sent it.
      await expect.poll(() => seen.length).toBe(3);
    } finally {
      unsubscribe();
    }
    expect(seen.map((d) => [d.kind, d.value])).toEqual([
      ['tool', '#box-1#'],
      ['tool', '#squeegee#'],
      ['waste', '#waste#'],
    ]);
  });

  it('leaves every item scanned exactly once and the order in the weigh queue once when 16 stations scan at once', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(8);
    // Each item scanned by two stations at the same moment.
    const scans = [...items, ...items].map((item) =>
      tech.post('/api/scan/scan-item').send({ scanValue: `LI-${item.id}`, employeeId: EMPLOYEE }),
    );
    const results = await Promise.all(scans);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.status === 'scanned')).toHaveLength(8);
    expect(results.filter((r) => r.body.status === 'already_scanned')).toHaveLength(8);
    const db = t.ctx.database.db;
    const [events] = await db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.type, 'line_item_scan')));
    expect(events.n).toBe(8);
    const [entries] = await db.select({ n: count() }).from(weighQueue).where(eq(weighQueue.order_id, order.id));
    expect(entries.n).toBe(1);
    expect((await db.select().from(lineItems).where(eq(lineItems.order_id, order.id))).every((l) => l.status === 'scanned')).toBe(true);
    // 16 stations, each scanning one of an order's 16 items at the same moment, three orders over:
    // whichever scan is last sees all the others (it reads the items it locks as they are now).
    for (let round = 0; round < 3; round++) {
      const { order: big, items: sixteen } = await printedOrder(16);
      const answers = await Promise.all(
        sixteen.map((item) => tech.post('/api/scan/scan-item').send({ scanValue: `LI-${item.id}`, employeeId: EMPLOYEE })),
      );
      expect(answers.map((r) => r.body.status)).toEqual(Array(16).fill('scanned'));
      expect(answers.filter((r) => r.body.weigh_queue)).toHaveLength(1);
      expect(answers.map((r) => r.body.order.scanned).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      const [queued] = await db.select({ n: count() }).from(weighQueue).where(eq(weighQueue.order_id, big.id));
      expect(queued.n).toBe(1);
    }
  });

  it('finds line items by order number or customer', async () => {
    const tech = await t.as('technician@demo.test');
    const { order } = await printedOrder(1);
    const res = await tech.post('/api/scan/manual-search').send({ query: order.order_number });
    expect(res.body[0]).toMatchObject({ order_id: order.id, order_number: order.order_number });
    expect((await tech.post('/api/scan/manual-search').send({ query: 'x' })).status).toBe(400);
  });
});

describe('weigh and ship', () => {
  it('weighs a parcel, buys its label and prints its packing slip; the ship station ships it; the order is FULFILLED', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(2);
    for (const item of items) await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${item.id}`, employeeId: EMPLOYEE });
    const [entry] = await t.ctx.database.db
      .select()
      .from(weighQueue)
      .where(and(eq(weighQueue.order_id, order.id), eq(weighQueue.status, 'unprocessed')));
    const weigh = (body: object) => tech.post('/api/scan/update-weight').send(body);
    expect((await weigh({ weighQueue: { id: entry.id, weight_pounds: 3, weight_ounces: 2 } })).status).toBe(400);
    expect((await weigh({ weighQueue: { id: entry.id, weight_pounds: 3, weight_ounces: 2, employeeId: 999 } })).status).toBe(401);
    const res = await weigh({ weighQueue: { id: entry.id, weight_pounds: 3, weight_ounces: 2, employeeId: EMPLOYEE } });
    expect(res.status).toBe(200);
    expect(res.body.weigh_queue).toMatchObject({ status: 'processed', weight_pounds: 3, weight_ounces: 2 });
    expect(res.body.shipment).toMatchObject({
      status: 'purchased',
      carrier: 'Papered Local',
      weight_ounces: 50,
      tracking_number: expect.stringMatching(/^PPR\d{12}$/),
    });
    expect(res.body.print_jobs).toEqual([expect.objectContaining({ duplicate: false }), expect.objectContaining({ duplicate: false })]);
    for (const job of res.body.print_jobs) {
      const pdf = await asBytes(tech.get(`/api/printers/jobs/${job.job_id}/document`));
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await weigh({ weighQueue: { id: entry.id, weight_pounds: 3, employeeId: EMPLOYEE } })).status).toBe(409);
    expect((await tech.get(`/api/orders/${order.id}`)).body.line_items.every((l: any) => l.status === 'weighed')).toBe(true);

    const tracking = res.body.shipment.tracking_number;
    const ship = await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: tracking.toLowerCase() });
    expect(ship.status).toBe(200);
    expect(ship.body).toMatchObject({ status: 'shipped', order: { id: order.id, status: 'FULFILLED' } });
    expect((await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: tracking })).body.status).toBe(
      'already_shipped',
    );
    expect((await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: 'PPR000' })).body.error.message).toBe(
      'Scan failed. Please try again.',
    );
    const refused = await tech.post('/api/shipping/void-label').send({ shipmentId: res.body.shipment.id });
    expect(refused.status).toBe(409);
    const types = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body.map((e: any) => e.type);
    expect(types.slice(0, 2)).toEqual(['ship', 'weigh']);
    const info = await (await t.as('admin@demo.test')).get(`/api/shipping/get-shipping-info/${order.id}`);
    expect(info.body).toMatchObject({
      order_id: order.id,
      status: 'FULFILLED',
      shipments: [expect.objectContaining({ tracking_number: tracking, status: 'shipped' })],
    });
    expect((await (await t.as('admin2@demo.test')).get(`/api/shipping/get-shipping-info/${order.id}`)).status).toBe(403);
  });

  it('voids a label once and for good; the parcel goes back to be weighed', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(1);
    await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[0].id}`, employeeId: EMPLOYEE });
    const [entry] = await t.ctx.database.db.select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
    const weighed = await tech
      .post('/api/scan/update-weight')
      .send({ weighQueue: { id: entry.id, weight_pounds: 1, employeeId: EMPLOYEE } });
    expect((await tech.post('/api/scan/weight-queue/unprocessed').send({ queueId: entry.id })).body.error.message).toBe(
      'Void the parcel’s label before weighing it again.',
    );
    const voided = await tech.post('/api/shipping/void-label').send({ shipmentId: weighed.body.shipment.id });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('voided');
    const again = await tech.post('/api/shipping/void-label').send({ shipmentId: weighed.body.shipment.id });
    // Void twice = one void: the second answers the voided label as it is.
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: weighed.body.shipment.id, status: 'voided', voided_at: voided.body.voided_at });
    const [back] = await t.ctx.database.db.select().from(weighQueue).where(eq(weighQueue.id, entry.id));
    expect(back.status).toBe('unprocessed');
    expect(
      (await tech.post('/api/shipping/scan-item').send({ employee: EMPLOYEE, scanValue: weighed.body.shipment.tracking_number })).status,
    ).toBe(409);
    const reweighed = await tech
      .post('/api/scan/update-weight')
      .send({ weighQueue: { id: entry.id, weight_pounds: 1, employeeId: EMPLOYEE } });
    expect(reweighed.body.shipment.tracking_number).not.toBe(weighed.body.shipment.tracking_number);
  });
});
