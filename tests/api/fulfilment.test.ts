/**
 * Labels and slips first-class (issue 25): reprint to a chosen printer, void through the carrier
 * and the effects outbox (void twice = one void), buy again, retry a failed print job (a job that
 * printed is never printed twice); issues with reasons (flag, back to production, resolve). Staff
 * only; a brand user sees their order's shipments but changes nothing. Each write is audited.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCarrier, type CarrierAdapter, type LabelRequest } from '../../server/adapters/carrier';
import { LocalSpool, PrintNode } from '../../server/adapters/printing';
import { createApp } from '../../server/app';
import {
  auditLog,
  externalEffects,
  lineItemIssues,
  lineItems,
  orderEvents,
  printers,
  printJobs,
  shipments,
  weighQueue,
} from '../../server/db/schema';
import { reconcileEffects } from '../../server/framework/effects';
import { printedOrder } from '../../server/production/printedOrders';
import { testApp, type TestApp } from '../support/testApp';

class CountingCarrier implements CarrierAdapter {
  readonly kind = 'local' as const;
  private local = new LocalCarrier();
  voided: string[] = [];
  async buy(request: LabelRequest) {
    return this.local.buy(request);
  }
  async void(shipment: { carrier_shipment_id: string | null; tracking_number: string }) {
    this.voided.push(shipment.tracking_number);
  }
}

let t: TestApp;
let carrier: CountingCarrier;
let api: ReturnType<typeof supertest>;
let tech: string;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  carrier = new CountingCarrier();
  api = supertest(createApp({ ...t.ctx, carrier }, pino({ level: 'silent' })));
  tech = await t.login('technician@demo.test');
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const EMPLOYEE = 1;
let nextIndex = 9100;
const db = () => t.ctx.database.db;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (token: string, url: string, body: object = {}, headers: Record<string, string> = {}) =>
  api
    .post(url)
    .set({ ...as(token), ...headers })
    .send(body);

/** A printed order of one item (brand 1), scanned and weighed: its shipment. */
async function weighedParcel() {
  const { order, items } = await printedOrder(t.ctx, nextIndex++, 1);
  await post(tech, '/api/scan/scan-item', { scanValue: `LI-${items[0].id}`, employeeId: EMPLOYEE });
  const [entry] = await db().select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
  const weighed = await post(tech, '/api/scan/update-weight', {
    weighQueue: { id: entry.id, weight_pounds: 2, weight_ounces: 3, employeeId: EMPLOYEE },
  });
  expect(weighed.status).toBe(200);
  return { order, items, entry, shipment: weighed.body.shipment };
}

const auditsOf = (resource: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, String(id))))
    .orderBy(auditLog.id);

describe('labels and slips', () => {
  it('reprints a label or slip on the chosen printer; a retried request (its key) prints once; audited', async () => {
    const { shipment, order } = await weighedParcel();
    const before = (await db().select().from(printJobs).where(eq(printJobs.order_id, order.id))).length;
    const first = await post(
      tech,
      '/api/shipping/reprint',
      { shipmentId: shipment.id, document: 'label', printer_id: 2 },
      { 'Idempotency-Key': 'reprint-1' },
    );
    expect(first.status).toBe(200);
    const again = await post(
      tech,
      '/api/shipping/reprint',
      { shipmentId: shipment.id, document: 'label', printer_id: 2 },
      { 'Idempotency-Key': 'reprint-1' },
    );
    expect(again.body.print_job.job_id).toBe(first.body.print_job.job_id);
    const slip = await post(tech, '/api/shipping/reprint', { shipmentId: shipment.id, document: 'packing_slip' });
    expect(slip.status).toBe(200);
    const jobs = await db().select().from(printJobs).where(eq(printJobs.order_id, order.id)).orderBy(printJobs.id);
    expect(jobs.length - before).toBe(2);
    expect(jobs.at(-2)).toMatchObject({ kind: 'label', printer_id: 2 });
    expect(jobs.at(-1)).toMatchObject({ kind: 'packing_slip', printer_id: 1 }); // the first printer by default
    expect((await auditsOf('shipments', shipment.id)).map((r) => r.action)).toEqual(['weigh', 'reprint', 'reprint']);
    const bad = await post(tech, '/api/shipping/reprint', { shipmentId: shipment.id, document: 'invoice', printer_id: 999 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toHaveProperty('document');
    // The packing slip opens as a PDF.
    const pdf = await api.get(`/api/shipping/packing-slip/${shipment.id}`).set(as(tech));
    expect(pdf.type).toBe('application/pdf');
  });

  it('voids once through the carrier and the outbox; void twice = one void; then buys again', async () => {
    const { shipment, entry, order } = await weighedParcel();
    const voidedBefore = carrier.voided.length;
    const first = await post(tech, '/api/shipping/void-label', { shipmentId: shipment.id });
    const second = await post(tech, '/api/shipping/void-label', { shipmentId: shipment.id });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ status: 'voided', voided_at: first.body.voided_at });
    expect(carrier.voided.length - voidedBefore).toBe(1);
    const effects = await db()
      .select()
      .from(externalEffects)
      .where(and(eq(externalEffects.kind, 'label-void'), eq(externalEffects.subject, `shipment:${shipment.id}`)));
    expect(effects.map((e) => e.state)).toEqual(['done']);
    expect((await auditsOf('shipments', shipment.id)).map((r) => r.action)).toEqual(['weigh', 'void']);
    // The voided label is not printed again; buying again makes a new one at the parcel's weight.
    expect((await post(tech, '/api/shipping/reprint', { shipmentId: shipment.id, document: 'label' })).status).toBe(409);
    const bought = await post(tech, '/api/shipping/buy-again', { shipmentId: shipment.id }, { 'Idempotency-Key': 'buy-again-1' });
    expect(bought.status).toBe(200);
    expect(bought.body.shipment).toMatchObject({ order_id: order.id, status: 'purchased', weight_ounces: 35, weigh_queue_id: entry.id });
    const replay = await post(tech, '/api/shipping/buy-again', { shipmentId: shipment.id }, { 'Idempotency-Key': 'buy-again-1' });
    expect(replay.body.shipment.id).toBe(bought.body.shipment.id);
    const refused = await post(tech, '/api/shipping/buy-again', { shipmentId: shipment.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`A new label was bought already: ${bought.body.shipment.tracking_number}.`);
    expect((await db().select().from(shipments).where(eq(shipments.order_id, order.id))).map((s) => s.status).sort()).toEqual([
      'purchased',
      'voided',
    ]);
    expect((await auditsOf('shipments', bought.body.shipment.id)).map((r) => r.action)).toEqual(['buy-again']);
  });

  it('a void the carrier made but whose recording failed is recorded by the reconciler', async () => {
    const { shipment } = await weighedParcel();
    const [effect] = await db()
      .insert(externalEffects)
      .values({
        kind: 'label-void',
        subject: `shipment:${shipment.id}`,
        request: { shipment_id: shipment.id },
        result: { voided_at_carrier: true },
        updated_at: sql`now() - interval '1 hour'`,
      })
      .returning();
    const voidedBefore = carrier.voided.length;
    await reconcileEffects({ ...t.ctx, carrier }, 0);
    const [after] = await db().select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(after.status).toBe('voided');
    expect(carrier.voided.length).toBe(voidedBefore); // voided at the carrier already: not again
    const [settled] = await db().select().from(externalEffects).where(eq(externalEffects.id, effect.id));
    expect(settled.state).toBe('done');
  });

  it('brand users see their order’s shipments but may not reprint, void or buy again', async () => {
    const { shipment, order } = await weighedParcel();
    const info = await api.get(`/api/shipping/get-shipping-info/${order.id}`).set(as(admin));
    expect(info.status).toBe(200);
    expect(info.body.shipments[0]).toMatchObject({ tracking_number: shipment.tracking_number });
    expect((await post(admin, '/api/shipping/reprint', { shipmentId: shipment.id, document: 'label' })).status).toBe(403);
    expect((await post(admin, '/api/shipping/void-label', { shipmentId: shipment.id })).status).toBe(403);
    expect((await post(admin, '/api/shipping/buy-again', { shipmentId: shipment.id })).status).toBe(403);
    expect((await api.get(`/api/shipping/label/${shipment.id}`).set(as(admin))).status).toBe(403);
    const [job] = await db().select().from(printJobs).limit(1);
    expect((await post(admin, `/api/printers/jobs/${job.id}/retry`)).status).toBe(403);
  });
});

describe('print jobs', () => {
  it('a failed job is retried once; a job that printed is answered as it is, never printed twice', async () => {
    const sent: string[] = [];
    let fail = true;
    const printNode = new PrintNode('key', (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)).title);
      return new Response('{}', { status: fail ? 500 : 201 });
    }) as typeof fetch);
    const withPrintNode = supertest(createApp({ ...t.ctx, carrier, printing: printNode }, pino({ level: 'silent' })));
    const printer = { id: 1, name: 'Zebra', remote_id: '73421' };
    await db().update(printers).set({ remote_id: '73421' }).where(eq(printers.id, 1));
    await expect(
      printNode.print(db(), { printer, title: 'Retry me', kind: 'label', pdf: Buffer.from('%PDF-1.7'), idempotencyKey: 'retry-test-1' }),
    ).rejects.toThrow(/answered 500/);
    const [job] = await db().select().from(printJobs).where(eq(printJobs.idempotency_key, 'retry-test-1'));
    expect(job).toMatchObject({ status: 'failed', error: 'The print service answered 500. Please try again.' });
    fail = false;
    const retry = () => withPrintNode.post(`/api/printers/jobs/${job.id}/retry`).set(as(tech)).send({});
    const first = await retry();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'sent', error: null, retried: true });
    const second = await retry();
    expect(second.body).toMatchObject({ status: 'sent', retried: false });
    expect(sent).toEqual(['Retry me', 'Retry me']); // the failed send and one retry
    expect((await auditsOf('print-jobs', job.id)).map((r) => r.action)).toEqual(['retry']);
    // On the local spool a retry puts it back in the spool.
    await db().update(printJobs).set({ status: 'failed', error: 'jam' }).where(eq(printJobs.id, job.id));
    const local = supertest(createApp({ ...t.ctx, printing: new LocalSpool() }, pino({ level: 'silent' })));
    expect((await local.post(`/api/printers/jobs/${job.id}/retry`).set(as(tech)).send({})).body).toMatchObject({ status: 'spooled' });
  });
});

describe('line-item issues', () => {
  it('a station flags an item with a reason and a note; the timeline names the employee; back to production and resolve', async () => {
    const { order, items } = await printedOrder(t.ctx, nextIndex++, 2);
    const flag = (id: number, reason: string) =>
      post(tech, '/api/printers/line-item-issues', { line_item_id: id, reason, notes: 'Torn at the edge', employee_id: EMPLOYEE });
    expect((await flag(items[0].id, 'smudge')).body.error.errors).toHaveProperty('reason');
    const issue = (await flag(items[0].id, 'damaged')).body;
    expect(issue).toMatchObject({ status: 'open', order_id: order.id, reason: 'damaged' });
    const other = (await flag(items[1].id, 'misprint')).body;
    const [event] = await db().select().from(orderEvents).where(eq(orderEvents.line_item_id, items[0].id)).orderBy(orderEvents.id);
    expect(event.message).toBe(`${items[0].design_name} flagged by Tess Technician: Damaged. Torn at the edge`);
    expect((event.data as any).employee).toMatchObject({ id: EMPLOYEE, name: 'Tess Technician' });
    const open = await api.get('/api/printers/line-item-issues/open').set(as(tech));
    expect(open.body.find((r: any) => r.id === issue.id)).toMatchObject({
      order_number: order.order_number,
      design_name: items[0].design_name,
      reason: 'damaged',
      notes: 'Torn at the edge',
      employee: 'Tess Technician',
    });
    // Back to production: the item is printed again. Twice = once.
    const back = await post(tech, `/api/printers/line-item-issues/${issue.id}/back-to-production`);
    expect(back.body).toMatchObject({ status: 'back_to_production' });
    expect((await post(tech, `/api/printers/line-item-issues/${issue.id}/back-to-production`)).status).toBe(200);
    expect((await post(tech, `/api/printers/line-item-issues/${issue.id}/resolve`)).status).toBe(409);
    // Resolved: the item goes on from where it was (printed).
    expect((await post(tech, `/api/printers/line-item-issues/${other.id}/resolve`)).body).toMatchObject({ status: 'resolved' });
    const statuses = await db()
      .select({ id: lineItems.id, status: lineItems.status })
      .from(lineItems)
      .where(eq(lineItems.order_id, order.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [items[0].id]: 'in_production', [items[1].id]: 'printed' });
    expect((await auditsOf('line-item-issues', issue.id)).map((r) => r.action)).toEqual(['create', 'back-to-production']);
    expect((await auditsOf('line-item-issues', other.id)).map((r) => r.action)).toEqual(['create', 'resolve']);
    const ids = (await api.get('/api/printers/line-item-issues/open').set(as(tech))).body.map((r: any) => r.id);
    expect(ids).not.toContain(issue.id);
    expect(ids).not.toContain(other.id);
    const [closed] = await db().select().from(lineItemIssues).where(eq(lineItemIssues.id, issue.id));
    expect(closed.closed_at).not.toBeNull();
    // Brand users neither see nor close issues.
    expect((await api.get('/api/printers/line-item-issues/open').set(as(admin))).status).toBe(403);
    expect((await post(admin, `/api/printers/line-item-issues/${other.id}/resolve`)).status).toBe(403);
  });
});
