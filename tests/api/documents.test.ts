/**
 * The printed documents as a client receives them (the station's print jobs, the invoice PDF), read
 * back with pdf.js: Greek and Cyrillic names and typographic punctuation print exactly.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lineItems, orders, weighQueue } from '../../server/db/schema';
import { printedOrder } from '../../server/production/printedOrders';
import { pdfText } from '../support/pdfText';
import { useTestApp, type TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';

let t: TestApp;
useTestApp((app) => (t = app));

const EMPLOYEE = 1;

describe('documents print every name', () => {
  it('the packing slip and the shipping label of a weighed parcel', async () => {
    const tech = await t.as('technician@demo.test');
    expect((await tech.post('/api/employees/sign-in').send({ badge: 'EMP-0001' })).status).toBe(200);
    const { order, items } = await printedOrder(t.ctx, 9100, 1);
    const db = t.ctx.database.db;
    await db
      .update(orders)
      .set({
        shipping_address: {
          name: 'Ζωή Παπαδοπούλου',
          company: 'ООО «Обои»',
          address1: 'Straße 5 — Hinterhaus',
          city: 'Zürich',
          postal_code: '8001',
          country_code: 'CH',
        },
      })
      .where(eq(orders.id, order.id));
    await db.update(lineItems).set({ design_name: 'Moonlit Meadow — “Nuit”' }).where(eq(lineItems.order_id, order.id));
    expect((await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[0].id}`, employeeId: EMPLOYEE })).status).toBe(200);
    const [queued] = await db.select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
    const weighed = await tech
      .post('/api/scan/update-weight')
      .send({ weighQueue: { id: queued.id, weight_pounds: 2, weight_ounces: 0, employeeId: EMPLOYEE } });
    expect(weighed.status).toBe(200);
    const [slipJob, labelJob] = weighed.body.print_jobs;
    const slip = await pdfText((await asBytes(tech.get(`/api/printers/jobs/${slipJob.job_id}/document`))).body);
    expect(slip).toContain('Ζωή Παπαδοπούλου');
    expect(slip).toContain('ООО «Обои»');
    expect(slip).toContain('Straße 5 — Hinterhaus');
    expect(slip).toContain('Moonlit Meadow — “Nuit” — Traditional Smooth');
    expect(slip).not.toContain('?');
    const label = await pdfText((await asBytes(tech.get(`/api/printers/jobs/${labelJob.job_id}/document`))).body);
    expect(label).toContain('Ζωή Παπαδοπούλου');
    expect(label).toContain('Zürich 8001');
    expect(label).toContain(`2.00 lb · ${order.order_number}`);
  });

  it('the invoice PDF prints the billed company and a euro sign as written', async () => {
    const admin = await t.as('admin@demo.test');
    const details = await admin
      .post('/api/billing/details')
      .send({ brand_id: 1, plan: 'token_premium_plan', company_name: 'Ελληνικά Χαρτιά Α.Ε. — «Обои» €', email: 'ap@demo.test' });
    expect(details.status).toBe(200);
    const [open] = (await admin.post('/api/invoices').send({ status: 'open' })).body.results;
    const pdf = await asBytes(admin.get(`/api/invoices/${open.id}/pdf`));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    expect(text).toContain('Ελληνικά Χαρτιά Α.Ε. — «Обои» €');
    expect(text).toContain(`INVOICE ${open.invoice_number}`);
  });
});
