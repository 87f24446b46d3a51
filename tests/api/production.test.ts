/**
 * The production floor's printers, job tickets and reports (docs/requirements/production.md §7 Printers; issue 14):
 * printers and line-item issues, print jobs once per idempotency key, the JDF job tickets and the
 * dropper's print runs, waste and the average fulfilment time. The scanning, weighing and shipping
 * stations are productionScanner.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalSpool, PrintNode } from '../../server/adapters/printing';
import { rows } from '../../server/db/client';
import { jdmls, lineItems, printJobs, products } from '../../server/db/schema';
import { runNextJob } from '../../server/framework/jobQueue';
import { useTestApp, type TestApp } from '../support/testApp';
import { EMPLOYEE, printedOrders } from '../support/printedOrders';

let t: TestApp;
useTestApp((app) => (t = app));

/** A fresh order of brand 1 with `items` line items (24 × 108 in unless said), all printed. */
const printedOrder = printedOrders(() => t, 5000);

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
      .send({ category: 'misprint', material_id: 1, weight_pounds: 2, weight_ounces: 10, employee_id: EMPLOYEE });
    expect(created.status).toBe(201);
    expect(
      (await tech.post('/api/waste-tracking').send({ category: 'misprint', material_id: 1, weight_pounds: 1, weight_ounces: 16 })).status,
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
    expect(byCategory.body.categories.map((c: any) => c.title)).toContain('misprint');
    expect((await tech.get(`/api/waste-tracking/report?from=${from}&to=${to}&sort_key=colour`)).status).toBe(400);
    expect((await tech.get('/api/waste-tracking/report')).status).toBe(400);
  });

  it('waste recorded with the usual categories in English before is stored by their codes; a typed one is left as typed', async () => {
    const db = t.ctx.database.db;
    const inserted = await rows<{ id: number }>(
      db,
      sql`INSERT INTO waste_records (category, material_id, weight_pounds, weight_ounces)
        VALUES ('Damaged roll', 1, 1, 0), ('Test print', 1, 1, 0), ('Edge tear', 1, 1, 0) RETURNING id`,
    );
    // The migration's statement, run again on these rows (it is safe to repeat).
    await db.execute(sql.raw(readFileSync('server/db/migrations/0030_waste_category_codes.sql', 'utf8')));
    const stored = await rows<{ category: string }>(
      db,
      sql`SELECT category FROM waste_records WHERE id IN (${sql.join(
        inserted.map((r) => sql`${r.id}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    expect(stored.map((r) => r.category)).toEqual(['damaged_roll', 'test_print', 'Edge tear']);
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
