/**
 * The production floor's stations (docs/requirements/production.md §7 Scanning, Shipping, Printers; issue 14): employees
 * sign in with a badge and every call names one; a scan marks a printed line item scanned once
 * (also when 16 stations scan one order at the same moment) and the order enters the weigh queue
 * once; weighing buys a label and prints a packing slip (real PDFs in the spool); the ship station
 * ships the parcel; a label is voided once and for good.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { LocalSpool, PrintNode } from '../../server/adapters/printing';
import { jdmls, lineItems, orderEvents, printJobs, products, weighQueue } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { printedOrder as makePrintedOrder, type PrintedOrderLine } from '../../server/production/printedOrders';
import { runNextJob } from '../../server/framework/jobQueue';
import { useTestApp, type TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';

let t: TestApp;
useTestApp((app) => (t = app));

const EMPLOYEE = 1;
let nextIndex = 5000;

/** A fresh order of brand 1 with `items` line items (24 × 108 in unless said), all printed. */
const printedOrder = (items: number, line: PrintedOrderLine = {}) => makePrintedOrder(t.ctx, nextIndex++, items, line);

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

describe('printers', () => {
  it('lists printers, the first being the default; a line-item issue sends the item back for a reprint', async () => {
    const tech = await t.as('technician@demo.test');
    expect((await tech.get('/api/printers')).body.map((p: any) => p.name)).toEqual(['Packing Station Zebra', 'Office LaserJet']);
    const { order, items } = await printedOrder(1);
    const issue = await tech
      .post('/api/printers/line-item-issues')
      .send({ line_item_id: items[0].id, printer_id: 1, reason: 'misprint', notes: 'Ink smudge', employee_id: EMPLOYEE });
    expect(issue.status).toBe(201);
    expect(issue.body.brand_id).toBe(1);
    const [item] = await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.id, items[0].id));
    expect(item.status).toBe('issue');
    const [event] = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
    expect(event).toMatchObject({ type: 'resend_to_print', line_item_id: items[0].id });
    expect((await tech.post('/api/printers/line-item-issues').send({ line_item_id: items[0].id, reason: 'other' })).status).toBe(409);
    expect((await tech.get('/api/printers/line-item-issues')).body[0].reason).toBe('misprint');
    expect((await (await t.as('admin@demo.test')).get('/api/printers')).status).toBe(403);
  });

  it('prints a job once per idempotency key, locally and through PrintNode (recorded answers; Conflict ignored)', async () => {
    const db = t.ctx.database.db;
    const pdf = Buffer.from('%PDF-1.7 test');
    const request = {
      printer: { id: 1, name: 'Zebra', remote_id: '73421' },
      title: 'Slip',
      kind: 'packing_slip',
      pdf,
      idempotencyKey: 'test-key-1',
    };
    const local = new LocalSpool();
    const first = await local.print(db, request);
    expect(await local.print(db, request)).toEqual({ job_id: first.job_id, duplicate: true });
    const calls: Array<{ url: string; key: string | null; body: any }> = [];
    const answers = [201, 409, 500];
    const printNode = new PrintNode('pn_key', (async (url: string, init: RequestInit) => {
      calls.push({ url, key: new Headers(init.headers).get('X-Idempotency-Key'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(7001), { status: answers[calls.length - 1] });
    }) as typeof fetch);
    await printNode.print(db, { ...request, idempotencyKey: 'test-key-2' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.printnode.com/printjobs',
      key: 'test-key-2',
      body: {
        printerId: 73421,
        contentType: 'raw_base64',
        content: pdf.toString('base64'),
        expireAfter: 600,
        options: { copies: 1, pages: '1' },
      },
    });
    await expect(printNode.print(db, { ...request, idempotencyKey: 'test-key-3' })).resolves.toMatchObject({ duplicate: false });
    await expect(printNode.print(db, { ...request, idempotencyKey: 'test-key-4' })).rejects.toMatchObject({
      status: 502,
      code: 'printing_error',
    });
    const keys = (
      await db
        .select({ key: printJobs.idempotency_key })
        .from(printJobs)
        .where(inArray(printJobs.idempotency_key, ['test-key-1', 'test-key-2']))
    ).length;
    expect(keys).toBe(2);
  });
});

describe('JDML and the dropper', () => {
  /** An order of brand 1 pushed to production, with its JDMLs made. */
  async function inProduction(items: number, line: Parameters<typeof printedOrder>[1] = {}) {
    const { order, items: rows } = await printedOrder(items, line);
    await t.ctx.database.db.update(lineItems).set({ status: 'pending' }).where(eq(lineItems.order_id, order.id));
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/orders/push-order').send({ order_id: order.id })).status).toBe(200);
    while (await runNextJob(t.ctx, t.ctx.resources.jobs()));
    return { order, items: rows };
  }

  it('makes a JDF job ticket with its drops for each line item pushed to production, and a new version on regenerate', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await inProduction(1);
    const list = await tech.get(`/api/jdml?filter_by=${encodeURIComponent(JSON.stringify({ line_item_id: items[0].id }))}`);
    expect(list.body).toHaveLength(1);
    const jdml = (await tech.get(`/api/jdml/${list.body[0].id}`)).body;
    expect(jdml).toMatchObject({ version: 1, drops: 1, drop_length_inches: 112, order_id: order.id });
    expect(jdml.xml).toContain('<JDF xmlns="http://www.CIP4.org/JDFSchema_1_1"');
    expect(jdml.xml).toContain(`JobID="LI-${items[0].id}"`);
    expect(jdml.xml).toContain('DescriptiveName="Traditional Smooth"');
    // No design of the catalogue: a straight repeat of unknown size, the height and trim alone.
    expect(jdml.xml).toContain('Repeat="Straight"');
    expect(jdml.xml).toContain('VerticalOffset="0.00"');
    const sections = await tech.get(`/api/jdml/sections?id=${jdml.id}`);
    expect(sections.body).toEqual([expect.objectContaining({ position: 1, width_inches: 24, length_inches: 112 })]);
    const admin = await t.as('admin@demo.test');
    await admin.post('/api/orders/regenerate-jdml').send({ order_id: order.id, line_item: items[0].id });
    while (await runNextJob(t.ctx, t.ctx.resources.jobs()));
    const versions = await tech.get(`/api/jdml?filter_by=${encodeURIComponent(JSON.stringify({ line_item_id: items[0].id }))}`);
    expect(versions.body.map((j: any) => j.version)).toEqual([2, 1]);
    expect((await admin.get('/api/jdml')).status).toBe(403);
  });

  it('states each drop’s half-drop offset in the job ticket and cuts the drops to whole repeats', async () => {
    const tech = await t.as('technician@demo.test');
    // A half-drop design as wide as the roll (Traditional Smooth: 27 in), its repeat 25 in high.
    const [design] = await t.ctx.database.db
      .insert(products)
      .values({ brand_id: 1, name: 'Half Drop Trellis', repeat: 'half_step', repeat_width_inches: 27, repeat_height_inches: 25 })
      .returning();
    const { items } = await inProduction(1, { width: 72, designId: design.id });
    const [listed] = (await tech.get(`/api/jdml?filter_by=${encodeURIComponent(JSON.stringify({ line_item_id: items[0].id }))}`)).body;
    const jdml = (await tech.get(`/api/jdml/${listed.id}`)).body;
    // 108 in of wall + 2 × 2 in of trim = 112 in, cut to 5 whole repeats: 125 in.
    expect(jdml).toMatchObject({
      drops: 3,
      drop_length_inches: 125,
      height_inches: 108,
      repeat: 'half_step',
      repeat_width_inches: 27,
      repeat_height_inches: 25,
    });
    expect(jdml.xml).toContain('Repeat="HalfDrop"');
    expect(jdml.xml).toContain('RepeatWidth="1944.00"');
    expect(jdml.xml).toContain('RepeatHeight="1800.00"');
    const panels = [...jdml.xml.matchAll(/<Panel ([^>]*)\/>/g)].map((m) =>
      Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    );
    // Drops 1..3 in points: across the pattern by the roll's width, every other one 12.5 in (900 pt) down.
    expect(panels).toEqual([
      { Position: '1', Width: '1944.00', Length: '9000.00', RepeatOffset: '0.00', VerticalOffset: '0.00' },
      { Position: '2', Width: '1944.00', Length: '9000.00', RepeatOffset: '1944.00', VerticalOffset: '900.00' },
      { Position: '3', Width: '1296.00', Length: '9000.00', RepeatOffset: '3888.00', VerticalOffset: '0.00' },
    ]);
    const sections = (await tech.get(`/api/jdml/sections?id=${jdml.id}`)).body;
    expect(sections.map((s: any) => [s.position, s.offset_inches, s.vertical_offset_inches, s.length_inches])).toEqual([
      [1, 0, 0, 125],
      [2, 27, 12.5, 125],
      [3, 54, 0, 125],
    ]);
    // The dropper's paper is the JDML's: 3 drops × 125 in, and the same before a JDML is made.
    const material = items[0].material_id;
    const paper = async () =>
      (await tech.get(`/api/jdml/dropper/group?brand_id=1&material_id=${material}`)).body.line_items.find((i: any) => i.id === items[0].id);
    expect(await paper()).toMatchObject({ drops: 3, drop_length_inches: 125 });
    await t.ctx.database.db.delete(jdmls).where(eq(jdmls.line_item_id, items[0].id));
    expect(await paper()).toMatchObject({ drops: 3, drop_length_inches: 125 });
  });

  it('groups a brand’s line items of one material into a print run, and undoes it', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await inProduction(2);
    const material = items[0].material_id;
    const candidate = await tech.get(`/api/jdml/dropper/group?brand_id=1&material_id=${material}`);
    expect(candidate.body.line_items.map((i: any) => i.id)).toEqual(expect.arrayContaining(items.map((i) => i.id)));
    expect(candidate.body.length_inches).toBeGreaterThan(0);
    const made = await tech
      .post('/api/jdml/dropper/group')
      .send({ brand_id: 1, material_id: material, line_items: items.map((i) => i.id) });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      brand_name: 'Wallflower Studio',
      material_name: 'Traditional Smooth',
      line_items: items.map((i) => i.id),
      length_inches: 224,
    });
    const statuses = await t.ctx.database.db.select({ status: lineItems.status }).from(lineItems).where(eq(lineItems.order_id, order.id));
    expect(statuses.every((s) => s.status === 'dropped')).toBe(true);
    expect((await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body[0]).toMatchObject({
      type: 'send_to_print',
      data: { drop_group_id: made.body.id },
    });
    const groups = await tech.get('/api/jdml/dropper/groups?page_count=10&page=0&queryString=Smooth');
    expect(groups.body.results.map((g: any) => g.id)).toContain(made.body.id);
    expect(
      (await tech.post('/api/jdml/dropper/group').send({ brand_id: 1, material_id: material, line_items: items.map((i) => i.id) })).status,
    ).toBe(409);
    expect((await tech.delete(`/api/jdml/dropper/group?id=${made.body.id}`)).status).toBe(200);
    const back = await t.ctx.database.db.select({ status: lineItems.status }).from(lineItems).where(eq(lineItems.order_id, order.id));
    expect(back.every((s) => s.status === 'in_production')).toBe(true);
  });
});

describe('waste and analytics', () => {
  it('records waste and reports it by material, category or employee over a date range', async () => {
    const tech = await t.as('technician@demo.test');
    const created = await tech
      .post('/api/waste-tracking')
      .send({ category: 'Misprint', material_id: 1, weight_pounds: 2, weight_ounces: 10, employee_id: EMPLOYEE });
    expect(created.status).toBe(201);
    expect(
      (await tech.post('/api/waste-tracking').send({ category: 'Misprint', material_id: 1, weight_pounds: 1, weight_ounces: 16 })).status,
    ).toBe(400);
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const report = await tech.get(`/api/waste-tracking/report?from=${from}&to=${to}`);
    expect(report.status).toBe(200);
    expect(report.body.sort_key).toBe('material');
    const category = report.body.categories[0];
    expect(category).toMatchObject({ title: expect.any(String), entries: expect.any(Array) });
    expect(category.entries[0]).toEqual({
      subtitle: expect.any(String),
      weight_pounds: expect.any(Number),
      weight_ounces: expect.any(Number),
    });
    expect(category.entries.every((e: any) => e.weight_ounces < 16)).toBe(true);
    const byCategory = await tech.get(`/api/waste-tracking/report?from=${from}&to=${to}&sort_key=category`);
    expect(byCategory.body.categories.map((c: any) => c.title)).toContain('Misprint');
    expect((await tech.get(`/api/waste-tracking/report?from=${from}&to=${to}&sort_key=colour`)).status).toBe(400);
    expect((await tech.get('/api/waste-tracking/report')).status).toBe(400);
  });

  it('answers the average fulfilment time of shipped orders over a date range', async () => {
    const tech = await t.as('technician@demo.test');
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const res = await tech.get(`/api/v2/analytics/average-fulfillment-time?startDate=${start}&endDate=${end}`);
    expect(res.status).toBe(200);
    expect(res.body.orders).toBeGreaterThan(0);
    expect(res.body.average_hours).toEqual(expect.any(Number));
    expect(res.body.by_day[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      orders: expect.any(Number),
      average_hours: expect.any(Number),
    });
    expect((await tech.get(`/api/v2/analytics/average-fulfillment-time?startDate=nope&endDate=${end}`)).status).toBe(400);
    expect(
      (await (await t.as('admin@demo.test')).get(`/api/v2/analytics/average-fulfillment-time?startDate=${start}&endDate=${end}`)).status,
    ).toBe(403);
  });
});
