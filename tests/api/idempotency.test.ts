/**
 * Idempotency keys on money and verification calls (Stripe's model): the same key and request
 * replays the first answer without acting again, another request with the key is refused, parallel
 * duplicates act once, and keys are each user's own.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, paymentMethods, payments } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const db = () => t.ctx.database.db;
const card = (brandId: number) => ({
  brand_id: brandId,
  kind: 'card',
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
  number: '4242424242424242',
});
const methodCount = async (brandId: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentMethods)
      .where(eq(paymentMethods.brand_id, brandId))
  )[0].n;

describe('Idempotency-Key', () => {
  it('pays an invoice once: the same request with its key replays the answer, another request with it is refused', async () => {
    const admin = await t.as('admin@demo.test');
    const [open] = (await admin.post('/api/invoices').send({ status: 'open', brand_id: 1 })).body.results;
    const pay = () => admin.post(`/api/invoices/${open.id}/pay`).set('Idempotency-Key', 'pay-once-1').send({});
    const first = await pay();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('paid');
    const again = await pay();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const charges = await db().select().from(payments).where(eq(payments.invoice_id, open.id));
    expect(charges.length).toBe(1);
    // Without the key the repeat is a new request: the invoice is paid already.
    expect((await admin.post(`/api/invoices/${open.id}/pay`).send({})).status).toBe(409);
    const other = await admin
      .post(`/api/invoices/${open.id}/pay`)
      .set('Idempotency-Key', 'pay-once-1')
      .send({ customer_source_id: 'card_local_demo_1' });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const bad = await admin.post(`/api/invoices/${open.id}/pay`).set('Idempotency-Key', 'has space').send({});
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toHaveProperty('Idempotency-Key');
  });

  it('adds one card for many parallel requests with one key; the others replay it or are told to wait', async () => {
    const admin = await t.as('admin2@demo.test');
    const before = await methodCount(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.post('/api/billing/payment-methods').set('Idempotency-Key', 'add-card-race').send(card(2))),
    );
    expect(await methodCount(2)).toBe(before + 1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.error.code).toBe('idempotency_in_progress');
    }
    // Once answered, every repeat is the same card.
    const replay = await admin.post('/api/billing/payment-methods').set('Idempotency-Key', 'add-card-race').send(card(2));
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(created[0].body.id);
    expect(await methodCount(2)).toBe(before + 1);
  });

  it('counts a wrong micro-deposit guess once however often it is resent with its key', async () => {
    const admin = await t.as('admin@demo.test');
    const customer = (await admin.get('/api/billing?brand_id=1')).body.stripe_customer_id;
    const added = await admin.post('/api/billing/payment-methods').send({
      brand_id: 1,
      kind: 'bank_account',
      routing_number: '110000000',
      account_number: '000987654321',
      holder_name: 'Key Test LLC',
    });
    const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    const wrong = {
      stripe_customer_id: customer,
      customer_source_id: row.customer_source_id,
      deposit_1: row.deposit_1_cents === 1 ? 2 : 1,
      deposit_2: row.deposit_2_cents === 1 ? 2 : 1,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/billing/verify/payment-method').set('Idempotency-Key', 'guess-1').send(wrong)),
    );
    const counted = answers.filter((a) => a.body.error?.code === 'verification_failed');
    expect(counted.every((a) => a.body.error.message === 'The amounts do not match the deposits. 2 tries left.')).toBe(true);
    expect(answers.every((a) => a.body.error.code === 'verification_failed' || a.body.error.code === 'idempotency_in_progress')).toBe(true);
    const [after] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, row.id));
    expect(after.verify_attempts).toBe(1);
  });

  it('keeps each user’s keys apart, and forgets a key after its day', async () => {
    const admin = await t.as('admin@demo.test');
    const staff = await t.as('superadmin@demo.test');
    const mine = await admin.post('/api/billing/payment-methods').set('Idempotency-Key', 'shared-key').send(card(1));
    const theirs = await staff.post('/api/billing/payment-methods').set('Idempotency-Key', 'shared-key').send(card(1));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    await db()
      .update(idempotencyKeys)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, 'shared-key'));
    const later = await admin.post('/api/billing/payment-methods').set('Idempotency-Key', 'shared-key').send(card(1));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(mine.body.id);
  });
});
