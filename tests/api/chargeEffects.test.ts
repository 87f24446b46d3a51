/**
 * An invoice's charge inside the effects outbox: written as intended before it is made, recorded
 * with an audit row after; a charge whose recording fails is completed by the reconciler from
 * what the provider answered — the invoice paid once, the card charged once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentsAdapter } from '../../server/adapters/payments';
import { createApp } from '../../server/app';
import { auditLog, externalEffects, invoices, payments } from '../../server/db/schema';
import { reconcileEffects } from '../../server/framework/effects';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let api: ReturnType<typeof supertest>;
let paymentsAdapter: PaymentsAdapter;
const charged: string[] = [];
beforeAll(async () => {
  t = await testApp();
  const ledger = t.ctx.payments;
  // The local ledger, counting the charges it is asked to make.
  paymentsAdapter = Object.assign(Object.create(Object.getPrototypeOf(ledger)), ledger, {
    charge: (request: ChargeRequest) => {
      charged.push(request.idempotencyKey);
      return ledger.charge(request);
    },
  });
  api = supertest(createApp({ ...t.ctx, payments: paymentsAdapter }, pino({ level: 'silent' })));
});
afterAll(() => t.close());

const db = () => t.ctx.database.db;

describe('an invoice charge', () => {
  it('made but not recorded is completed by the reconciler: paid once, charged once, audited', async () => {
    const token = await t.login('admin@demo.test');
    const auth = { Authorization: `Bearer ${token}` };
    const [open] = (await api.post('/api/invoices').set(auth).send({ status: 'open', brand_id: 1 })).body.results;
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_payment() RETURNS trigger AS $$
        BEGIN IF NEW.invoice_id = ${open.id} THEN RAISE EXCEPTION 'recording refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await db().execute(
      sql.raw(
        'CREATE OR REPLACE TRIGGER test_refuse_payment BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION test_refuse_payment()',
      ),
    );
    const failed = await api.post(`/api/invoices/${open.id}/pay`).set(auth).send({});
    await db().execute(sql.raw('DROP TRIGGER test_refuse_payment ON payments'));
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(charged.length).toBe(1);
    const [pending] = await db()
      .select()
      .from(externalEffects)
      .where(eq(externalEffects.subject, `invoice:${open.id}`));
    expect(pending).toMatchObject({ kind: 'charge', state: 'intended', result: expect.objectContaining({ ok: true }) });
    // A second click while the charge is unrecorded does not charge again.
    const again = await api.post(`/api/invoices/${open.id}/pay`).set(auth).send({});
    expect(again.status).toBe(409);
    expect(charged.length).toBe(1);

    await reconcileEffects({ ...t.ctx, payments: paymentsAdapter }, 0);
    expect(charged.length).toBe(1);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, open.id));
    expect(invoice.status).toBe('paid');
    const recorded = await db().select().from(payments).where(eq(payments.invoice_id, open.id));
    expect(recorded.map((p) => p.status)).toEqual(['succeeded']);
    const [effect] = await db().select().from(externalEffects).where(eq(externalEffects.id, pending.id));
    expect(effect.state).toBe('done');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'invoices'), eq(auditLog.record_id, String(open.id))));
    expect(audit).toMatchObject({ resource: 'invoices', action: 'pay', user_email: 'admin@demo.test' });
    expect(audit.after).toMatchObject({ status: 'paid', payment_id: recorded[0].id });
  });

  it('refused by the provider is recorded as a failed payment with its audit row', async () => {
    const token = await t.login('admin2@demo.test');
    const auth = { Authorization: `Bearer ${token}` };
    const staff = await t.as('superadmin@demo.test');
    const [draft] = (await staff.post('/api/invoices').send({ status: 'draft', brand_id: 2 })).body.results;
    await staff.post(`/api/invoices/${draft.id}/issue`);
    const card = await api
      .post('/api/billing/payment-methods')
      .set(auth)
      .send({ brand_id: 2, kind: 'card', number: '4000000000000341', exp_month: 1, exp_year: 2099, cvc: '999' });
    const refused = await api.post(`/api/invoices/${draft.id}/pay`).set(auth).send({ customer_source_id: card.body.customer_source_id });
    expect(refused.status).toBe(402);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(draft.id)));
    expect(rows.find((r) => r.resource === 'invoices' && r.action === 'pay-failed')).toBeTruthy();
    const paid = await api.post(`/api/invoices/${draft.id}/pay`).set(auth).send({});
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
  });
});
