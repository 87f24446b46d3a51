/**
 * Money under concurrency: the three tries of a bank account's micro-deposits hold however many
 * guesses arrive at once, and what is answered is what is stored; parallel changes of the default
 * card are served one after another, each change audited.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentMethods } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const db = () => t.ctx.database.db;
const LOCKED = 'This bank account is locked after three wrong tries. Delete it and add it again.';

async function newBankAccount(brandId: number, email: string) {
  const admin = await t.as(email);
  const customer = (await (await t.as('superadmin@demo.test')).get(`/api/billing?brand_id=${brandId}`)).body.stripe_customer_id;
  const added = await admin.post('/api/billing/payment-methods').send({
    brand_id: brandId,
    kind: 'bank_account',
    routing_number: '110000000',
    account_number: `0001${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    holder_name: 'Race Test LLC',
  });
  expect(added.status).toBe(201);
  const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.customer_source_id, added.body.customer_source_id));
  return { admin, source: { stripe_customer_id: customer, customer_source_id: row.customer_source_id }, row };
}

const wrongPair = (d1: number, d2: number, i: number) => ({ deposit_1: ((d1 + 1 + (i % 50)) % 99) + 1, deposit_2: d2 });

describe('micro-deposit verification under concurrency', () => {
  it('checks at most three of 101 guesses sent at once, and never answers what it did not store', async () => {
    const { admin, source, row } = await newBankAccount(1, 'admin@demo.test');
    const d1 = row.deposit_1_cents!;
    const d2 = row.deposit_2_cents!;
    const guesses = Array.from({ length: 101 }, (_, i) => (i === 50 ? { deposit_1: d1, deposit_2: d2 } : wrongPair(d1, d2, i))).filter(
      (g, i) => i === 50 || g.deposit_1 !== d1,
    );
    const answers = await Promise.all(guesses.map((g) => admin.post('/api/billing/verify/payment-method').send({ ...source, ...g })));
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const failed = answers.filter((a) => a.body.error?.code === 'verification_failed');
    const verified = answers.filter((a) => a.status === 200);
    const locked = answers.filter((a) => a.body.error?.code === 'verification_locked');
    expect(failed.length).toBeLessThanOrEqual(3);
    const [stored] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, row.id));
    expect(stored.verify_attempts).toBe(failed.length);
    if (stored.status === 'verified') {
      expect(verified.length).toBeGreaterThan(0);
      expect(locked).toEqual([]);
      expect(verified.every((a) => a.body.status === 'verified')).toBe(true);
    } else {
      expect(stored.status).toBe('locked');
      expect(verified).toEqual([]);
      expect(failed.length).toBe(3);
    }
    // One audit row per check of the deposits: what was compared, and nothing more.
    const checks = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'payment-methods'),
          eq(auditLog.record_id, String(row.id)),
          inArray(auditLog.action, ['verify', 'verify-failed']),
        ),
      );
    expect(checks.filter((c) => c.action === 'verify-failed').length).toBe(failed.length);
    expect(checks.filter((c) => c.action === 'verify').length).toBe(stored.status === 'verified' ? 1 : 0);
  });

  it('locks after exactly three wrong guesses of 101 at once; the others are told it is locked', async () => {
    const { admin, source, row } = await newBankAccount(1, 'admin@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 101 }, () =>
        admin
          .post('/api/billing/verify/payment-method')
          .send({ ...source, deposit_1: row.deposit_1_cents === 1 ? 2 : 1, deposit_2: row.deposit_2_cents === 1 ? 2 : 1 }),
      ),
    );
    const messages = answers.map((a) => a.body.error?.message);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(messages.filter((m) => m?.startsWith('The amounts do not match')).sort()).toEqual([
      'The amounts do not match the deposits. 1 try left.',
      'The amounts do not match the deposits. 2 tries left.',
    ]);
    expect(messages.filter((m) => m === LOCKED).length).toBe(99);
    const [stored] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, row.id));
    expect(stored).toMatchObject({ status: 'locked', verify_attempts: 3 });
    const right = await admin
      .post('/api/billing/verify/payment-method')
      .send({ ...source, deposit_1: row.deposit_1_cents, deposit_2: row.deposit_2_cents });
    expect(right.body.error.message).toBe(LOCKED);
  });
});

describe('payment methods changed at once', () => {
  const card = { brand_id: 2, kind: 'card', exp_month: 12, exp_year: 2099, cvc: '123', number: '4242424242424242' };

  it('serves four default switches at once, all 200, one default at the end; a card added meanwhile is added', async () => {
    const admin = await t.as('admin2@demo.test');
    const customer = (await admin.get('/api/billing?brand_id=2')).body.stripe_customer_id;
    const added = [];
    for (let i = 0; i < 4; i++) added.push((await admin.post('/api/billing/payment-methods').send(card)).body);
    const switches = added.map((m) =>
      admin.post('/api/billing/default/payment-method').send({ stripe_customer_id: customer, customer_source_id: m.customer_source_id }),
    );
    const adding = [0, 1, 2].map(() => admin.post('/api/billing/payment-methods').send(card));
    const [switched, newCards] = await Promise.all([Promise.all(switches), Promise.all(adding)]);
    expect(switched.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(newCards.map((r) => r.status)).toEqual([201, 201, 201]);
    const methods = (await admin.get(`/api/billing/payment-methods?customer_id=${customer}`)).body;
    const defaults = methods.filter((m: any) => m.is_default);
    expect(defaults.length).toBe(1);
    expect(added.map((m) => m.customer_source_id)).toContain(defaults[0].customer_source_id);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payment-methods'), eq(auditLog.brand_id, 2)));
    expect(audits.filter((a) => a.action === 'create').length).toBeGreaterThanOrEqual(7);
    expect(audits.filter((a) => a.action === 'set-default').length).toBeGreaterThanOrEqual(1);
    // A removed card leaves its audit row, without the deposits or anything secret.
    const removed = await admin
      .post('/api/billing/delete/payment-method')
      .send({ stripe_customer_id: customer, customer_source_id: newCards[0].body.customer_source_id });
    expect(removed.status).toBe(200);
    const [deletion] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.record_id, String(newCards[0].body.id))));
    expect(deletion).toMatchObject({ resource: 'payment-methods', user_email: 'admin2@demo.test' });
  });
});
