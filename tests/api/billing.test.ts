/**
 * Money (docs/requirements/billing.md §7 Pricing, Billing, Invoices; §4 micro-deposits; issue 15): templates and brand
 * pricing with internal and brand prices apart, invoices generated once per brand and month from
 * fulfilled orders, their PDF and payment, payment methods with verification, and who may do what.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StripePayments } from '../../server/adapters/payments';
import { generateInvoices, previousMonth } from '../../server/billing/invoicing';
import { invoices, paymentMethods } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';
import { renderText } from '../../resources/i18n/catalogue';

let t: TestApp;
useTestApp((app) => (t = app));

const db = () => t.ctx.database.db;
const customerOf = async (brandId: number) =>
  (await (await t.as('superadmin@demo.test')).get(`/api/billing?brand_id=${brandId}`)).body.stripe_customer_id as string;

describe('pricing templates', () => {
  it('lists the templates a brand may be priced from, for staff only', async () => {
    const staff = await t.as('superuser@demo.test');
    const res = await staff.get('/api/pricing/pricing-templates?brand_id=1');
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.name)).toEqual(expect.arrayContaining(['House Standard', 'Trade Volume']));
    expect((await (await t.as('admin@demo.test')).get('/api/pricing/pricing-templates')).status).toBe(403);
    const populated = await staff.get('/api/pricing/populated-templates?brand_id=1');
    expect(populated.body[0].lines[0]).toEqual(
      expect.objectContaining({
        material_name: expect.any(String),
        basis: expect.any(String),
        internal_cents: expect.any(Number),
        brand_cents: expect.any(Number),
      }),
    );
    const sources = await staff.get('/api/pricing/template-pricing-sources?brand_id=2');
    expect(sources.body.some((m: any) => m.name === 'Northwind Linen')).toBe(true);
    expect(sources.body.every((m: any) => m.bases.includes('square_foot'))).toBe(true);
    const shared = await staff.get('/api/pricing/template-pricing-sources');
    expect(shared.body.some((m: any) => m.name === 'Northwind Linen')).toBe(false);
  });

  it('refuses negative and fractional prices, unknown materials and repeated tiers with field messages', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const line = { material_id: 1, basis: 'roll', min_quantity: 1, internal_cents: 100, brand_cents: 200 };
    const negative = await superadmin.post('/api/pricing').send({ name: 'Bad', lines: [{ ...line, brand_cents: -5 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.error.errors['lines[0].brand_cents']).toBe('Must be 0 or more');
    const fraction = await superadmin.post('/api/pricing').send({ name: 'Bad', lines: [{ ...line, internal_cents: 12.5 }] });
    expect(fraction.body.error.errors['lines[0].internal_cents']).toBe('Must be a whole number of cents');
    const unknown = await superadmin.post('/api/pricing').send({ name: 'Bad', lines: [{ ...line, material_id: 99_999 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.errors['lines[0].material_id']).toBe('No such material for this brand');
    const twice = await superadmin.post('/api/pricing').send({ name: 'Bad', lines: [line, line] });
    expect(twice.status).toBe(400);
    const duplicate = await superadmin.post('/api/pricing').send({ name: 'house standard', lines: [] });
    expect(duplicate.status).toBeGreaterThanOrEqual(400);
    expect(duplicate.status).toBeLessThan(500);
  });

  it('creates, changes and deletes a template; one that prices a brand cannot be deleted', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const line = { material_id: 1, basis: 'square_foot', min_quantity: 1, internal_cents: 150, brand_cents: 350 };
    const created = await superadmin.post('/api/pricing').send({ name: 'Spring Promo', lines: [line] });
    expect(created.status).toBe(201);
    const changed = await superadmin
      .post('/api/pricing')
      .send({ id: created.body.id, name: 'Spring Promo', lines: [{ ...line, brand_cents: 330 }] });
    expect(changed.status).toBe(200);
    expect(changed.body.lines[0].brand_cents).toBe(330);
    expect((await (await t.as('superuser@demo.test')).post('/api/pricing').send({ name: 'X', lines: [] })).status).toBe(403);
    const house = (await superadmin.get('/api/pricing/pricing-templates')).body.find((r: any) => r.name === 'House Standard');
    const refused = await superadmin.delete(`/api/pricing?template_id=${house.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^This template prices /);
    expect((await superadmin.delete(`/api/pricing?template_id=${created.body.id}`)).status).toBe(200);
  });
});

describe('brand pricing', () => {
  it('shows a brand ADMIN what it pays, never our cost; staff see both', async () => {
    const admin = await (await t.as('admin@demo.test')).get('/api/pricing/brand-pricing?brand_id=1');
    expect(admin.status).toBe(200);
    expect(admin.body.template_name).toBe('House Standard');
    expect(admin.body.prices.length).toBeGreaterThan(3);
    expect(admin.body.prices.every((p: any) => !('internal_cents' in p))).toBe(true);
    // The demo brand's launch deal: samples free.
    expect(admin.body.prices.find((p: any) => p.basis === 'sample' && p.brand_overridden)?.brand_cents).toBe(0);
    const staff = await (await t.as('superuser@demo.test')).get('/api/pricing/brand-pricing?brand_id=1');
    expect(staff.body.prices.every((p: any) => typeof p.internal_cents === 'number')).toBe(true);
    expect((await (await t.as('admin2@demo.test')).get('/api/pricing/brand-pricing?brand_id=1')).status).toBe(403);
    expect((await (await t.as('user@demo.test')).get('/api/pricing/brand-pricing?brand_id=1')).status).toBe(403);
  });

  it('keeps each change as a new version, one side at a time', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const before = (await superadmin.get('/api/pricing/brand-pricing?brand_id=2')).body;
    const price = before.prices.find((p: any) => p.basis === 'square_foot' && p.min_quantity === 1);
    const put = await superadmin.put('/api/pricing/brand-pricing?is_internal=true').send({
      brand_id: 2,
      template_id: before.template_id,
      overrides: [{ material_id: price.material_id, basis: 'square_foot', min_quantity: 1, price_cents: 111 }],
    });
    expect(put.status).toBe(200);
    const after = (await superadmin.get('/api/pricing/brand-pricing?brand_id=2')).body;
    const changed = after.prices.find((p: any) => p.material_id === price.material_id && p.basis === 'square_foot' && p.min_quantity === 1);
    expect(changed).toMatchObject({ internal_cents: 111, internal_overridden: true, brand_cents: price.brand_cents });
    expect(after.history.length).toBe(before.history.length + 1);
    const bad = await superadmin.put('/api/pricing/brand-pricing?is_internal=false').send({
      brand_id: 2,
      template_id: before.template_id,
      overrides: [{ material_id: price.material_id, basis: 'square_foot', min_quantity: 1, price_cents: 1.5 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors['overrides[0].price_cents']).toBe('Must be a whole number of cents');
    expect(
      (await (await t.as('admin2@demo.test')).put('/api/pricing/brand-pricing').send({ brand_id: 2, template_id: before.template_id }))
        .status,
    ).toBe(403);
  });
});

describe('invoices', () => {
  it('lists a brand’s invoices for its ADMIN in every status, by the spec’s filter call too', async () => {
    const admin = await t.as('admin@demo.test');
    const list = await admin.get('/api/invoices?page_count=50&page=0');
    expect(list.status).toBe(200);
    expect(list.body.results.every((i: any) => i.brand_id === 1)).toBe(true);
    expect(new Set(list.body.results.map((i: any) => i.status))).toEqual(new Set(['paid', 'open', 'void']));
    const open = await admin.post('/api/invoices').send({ status: 'open' });
    expect(open.status).toBe(200);
    expect(open.body.results.length).toBe(1);
    expect(open.body.results[0].status).toBe('open');
    const bad = await admin.post('/api/invoices').send({ status: 'owed', from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['from', 'status']);
    expect((await (await t.as('admin2@demo.test')).post('/api/invoices').send({ brand_id: 1 })).status).toBe(403);
    expect((await (await t.as('user@demo.test')).post('/api/invoices').send({})).status).toBe(403);
    expect((await (await t.as('technician@demo.test')).get('/api/invoices')).status).toBe(403);
  });

  it('answers one invoice with lines that add up, and its PDF; not to another brand', async () => {
    const admin = await t.as('admin@demo.test');
    const [open] = (await admin.post('/api/invoices').send({ status: 'open' })).body.results;
    const res = await admin.get(`/api/invoices/${open.id}`);
    expect(res.status).toBe(200);
    const lines = res.body.lines as any[];
    expect(lines.length).toBeGreaterThan(0);
    const sum = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount_cents, 0);
    expect(res.body.subtotal_cents).toBe(sum('line_item'));
    expect(res.body.shipping_cents).toBe(sum('shipping'));
    // A shipping line is stored by key, its English alongside (issue 27).
    for (const line of lines.filter((l) => l.kind === 'shipping'))
      expect(line).toMatchObject({ description_code: 'billing.shipping_line', description: `${line.description_values.order} · Shipping` });
    // So is an item's line: its size in inches in English, « po » in the French the screen shows.
    const item = lines.find((l) => l.kind === 'line_item');
    const { width, height, quantity } = item.description_values;
    expect(item.description_code).toMatch(/^billing\.item_line(_unpriced)?$/);
    expect(item.description).toContain(`${width} × ${height} in × ${quantity}`);
    const french = await admin.get('/api/translation?language_id=2');
    const template = french.body.find((r: any) => r.translation_key === item.description_code).text;
    expect(renderText(template, item.description_values)).toContain(`${width} × ${height} po × ${quantity}`);
    expect(res.body.total_cents).toBe(res.body.subtotal_cents + res.body.shipping_cents + res.body.tax_cents);
    expect(res.body.tax_rate_bps).toBe(825);
    const pdf = await asBytes(admin.get(`/api/invoices/${open.id}/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await t.as('admin2@demo.test')).get(`/api/invoices/${open.id}`)).status).toBe(403);
    expect((await (await t.as('admin2@demo.test')).get(`/api/invoices/${open.id}/pdf`)).status).toBe(403);
    // Each invoiced order says so on its timeline.
    const timeline = await admin.get(`/api/v2/orders-audit?order_id=${lines[0].order_id}`);
    expect(JSON.stringify(timeline.body)).toContain(`Invoiced on ${open.invoice_number}`);
  });

  it('issues and voids for SUPERADMIN only, in order', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const [draft] = (await superadmin.post('/api/invoices').send({ status: 'draft', brand_id: 2 })).body.results;
    expect(draft).toBeTruthy();
    expect((await (await t.as('admin2@demo.test')).post(`/api/invoices/${draft.id}/issue`)).status).toBe(403);
    const issued = await superadmin.post(`/api/invoices/${draft.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.status).toBe('open');
    expect(new Date(issued.body.due_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await superadmin.post(`/api/invoices/${draft.id}/issue`)).status).toBe(409);
    const [paid] = (await superadmin.post('/api/invoices').send({ status: 'paid', brand_id: 2 })).body.results;
    const refused = await superadmin.post(`/api/invoices/${paid.id}/void`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('only a draft or open invoice can be voided');
  });

  it('generates one invoice per brand and month, however many generators run at once', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const month = previousMonth();
    const [current] = (
      await superadmin.post('/api/invoices').send({ brand_id: 2, from: `${month}-01`, to: `${month}-01` })
    ).body.results.filter((i: any) => i.status !== 'void');
    expect((await superadmin.post(`/api/invoices/${current.id}/void`)).status).toBe(200);
    // The void frees its orders: three generators race for them.
    const made = await Promise.all([generateInvoices(db(), month, 2), generateInvoices(db(), month, 2), generateInvoices(db(), month, 2)]);
    expect(made.flat()).toHaveLength(1);
    expect(made.flat()[0].total_cents).toBe(current.total_cents);
    const live = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.brand_id, 2), eq(invoices.period_start, `${month}-01`), sql`status <> 'void'`));
    expect(live[0].n).toBe(1);
    const again = await superadmin.post('/api/invoices/generate').send({ period: month });
    expect(again.status).toBe(200);
    expect(again.body.invoices).toEqual([]);
    expect((await superadmin.post('/api/invoices/generate').send({ period: '2026-13' })).body.error.errors.period).toBe(
      'Use a month like 2026-10',
    );
  });
});

describe('billing and payment methods', () => {
  it('answers a brand’s plan, details and balance to its ADMIN, and takes new details', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/billing?brand_id=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'token_advanced_plan', provider: 'local', publishable_key: null, open_invoices: 1 });
    expect(res.body.balance_cents).toBeGreaterThan(0);
    expect((await admin.get('/api/billing?brand_id=2')).status).toBe(403);
    expect((await (await t.as('user@demo.test')).get('/api/billing?brand_id=1')).status).toBe(403);
    const bad = await admin.post('/api/billing/details').send({ brand_id: 1, plan: 'gold', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['email', 'plan']);
    const ok = await admin
      .post('/api/billing/details')
      .send({ brand_id: 1, plan: 'token_premium_plan', company_name: 'Demo Brand LLC', email: 'ap@demo.test', tax_rate_bps: 0 });
    expect(ok.status).toBe(200);
    // The tax rate is ours: an ADMIN's change of it is not taken.
    expect(ok.body).toMatchObject({ plan: 'token_premium_plan', email: 'ap@demo.test', tax_rate_bps: 825 });
  });

  it('adds cards, refusing declined, expired and mistyped ones with the provider’s words', async () => {
    const admin = await t.as('admin@demo.test');
    const card = { brand_id: 1, kind: 'card', exp_month: 12, exp_year: 2099, cvc: '123' };
    const declined = await admin.post('/api/billing/payment-methods').send({ ...card, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(400);
    expect(declined.body.error.message).toBe('Your card was declined.');
    expect((await admin.post('/api/billing/payment-methods').send({ ...card, number: '4242424242424241' })).body.error.message).toBe(
      'Your card number is incorrect.',
    );
    expect(
      (await admin.post('/api/billing/payment-methods').send({ ...card, number: '4242424242424242', exp_year: 2020 })).body.error.message,
    ).toBe('Your card has expired.');
    const missing = await admin.post('/api/billing/payment-methods').send({ brand_id: 1, kind: 'card' });
    expect(missing.body.error.errors.number).toBe('Must provide a value');
    const added = await admin.post('/api/billing/payment-methods').send({ ...card, number: '5555555555554444' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'card', label: 'Mastercard', last4: '4444', status: 'verified', is_default: false });
    expect(added.body).not.toHaveProperty('test_deposits');
    expect(
      (await (await t.as('admin2@demo.test')).post('/api/billing/payment-methods').send({ ...card, number: '4242424242424242' })).status,
    ).toBe(403);
  });

  it('verifies a bank account with its two deposits, counting wrong tries and locking at three', async () => {
    const admin = await t.as('admin@demo.test');
    const customer = await customerOf(1);
    const added = await admin.post('/api/billing/payment-methods').send({
      brand_id: 1,
      kind: 'bank_account',
      routing_number: '110000000',
      account_number: '000123456789',
      holder_name: 'Demo Brand LLC',
    });
    expect(added.status).toBe(201);
    expect(added.body.status).toBe('pending_verification');
    const source = { stripe_customer_id: customer, customer_source_id: added.body.customer_source_id };
    // Staff read the ledger's deposits; a brand's ADMIN does not.
    const staffView = (await (await t.as('superadmin@demo.test')).get(`/api/billing/payment-methods?customer_id=${customer}`)).body.find(
      (m: any) => m.customer_source_id === source.customer_source_id,
    );
    const [d1, d2] = staffView.test_deposits;
    expect((await admin.post('/api/billing/default/payment-method').send(source)).status).toBe(400);
    const wrong = await admin
      .post('/api/billing/verify/payment-method')
      .send({ ...source, deposit_1: d1 === 99 ? 98 : d1 + 1, deposit_2: d2 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The amounts do not match the deposits. 2 tries left.');
    expect(wrong.body.error).toMatchObject({ message_code: 'billing.deposits_mismatch', message_values: { smart_count: 2 } });
    expect(
      (await admin.post('/api/billing/verify/payment-method').send({ ...source, deposit_1: 0.5, deposit_2: 'x' })).body.error.errors,
    ).toEqual({
      deposit_1: 'Enter the amount in cents, e.g. 32',
      deposit_2: 'Enter the amount in cents, e.g. 32',
    });
    const right = await admin.post('/api/billing/verify/payment-method').send({ ...source, deposit_1: d2, deposit_2: d1 });
    expect(right.status).toBe(200);
    expect(right.body.status).toBe('verified');
    const made = await admin.post('/api/billing/default/payment-method').send(source);
    expect(made.body.is_default).toBe(true);
    const methods = (await admin.get(`/api/billing/payment-methods?customer_id=${customer}`)).body;
    expect(methods.filter((m: any) => m.is_default).map((m: any) => m.customer_source_id)).toEqual([source.customer_source_id]);

    // The demo account awaiting verification: three wrong tries lock it.
    const pending = { stripe_customer_id: customer, customer_source_id: 'ba_local_demo_1' };
    for (const left of ['2 tries left.', '1 try left.']) {
      const res = await admin.post('/api/billing/verify/payment-method').send({ ...pending, deposit_1: 1, deposit_2: 2 });
      expect(res.body.error.message).toContain(left);
    }
    const third = await admin.post('/api/billing/verify/payment-method').send({ ...pending, deposit_1: 3, deposit_2: 4 });
    expect(third.body.error.message).toBe('This bank account is locked after three wrong tries. Delete it and add it again.');
    // Locked: even the right amounts are refused now.
    const locked = await admin.post('/api/billing/verify/payment-method').send({ ...pending, deposit_1: 32, deposit_2: 45 });
    expect(locked.status).toBe(400);
    expect(locked.body.error.message).toBe('This bank account is locked after three wrong tries. Delete it and add it again.');
    const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.customer_source_id, 'ba_local_demo_1'));
    expect(row).toMatchObject({ status: 'locked', verify_attempts: 3 });
    expect(
      (await (await t.as('admin2@demo.test')).post('/api/billing/verify/payment-method').send({ ...source, deposit_1: 1, deposit_2: 2 }))
        .status,
    ).toBe(403);
    expect((await (await t.as('admin2@demo.test')).get(`/api/billing/payment-methods?customer_id=${customer}`)).status).toBe(403);
    expect((await admin.post('/api/billing/delete/payment-method').send(pending)).status).toBe(200);
  });

  it('pays an open invoice with the default method; a refused charge leaves it open with the reason', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const admin2 = await t.as('admin2@demo.test');
    const [draft] = (await superadmin.post('/api/invoices').send({ status: 'draft', brand_id: 2 })).body.results;
    const open = (await superadmin.post(`/api/invoices/${draft.id}/issue`)).body;
    expect(open.status).toBe('open');
    const customer = await customerOf(2);
    const declining = await admin2
      .post('/api/billing/payment-methods')
      .send({ brand_id: 2, kind: 'card', number: '4000000000000341', exp_month: 1, exp_year: 2099, cvc: '999' });
    await admin2
      .post('/api/billing/default/payment-method')
      .send({ stripe_customer_id: customer, customer_source_id: declining.body.customer_source_id });
    const failed = await admin2.post(`/api/invoices/${open.id}/pay`).send({});
    expect(failed.status).toBe(402);
    expect(failed.body.error.message).toBe('Your card was declined.');
    const still = (await admin2.get(`/api/invoices/${open.id}`)).body;
    expect(still).toMatchObject({ status: 'open', payment_failure: 'Your card was declined.' });
    expect(still.payments[0]).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });
    const paid = await admin2.post(`/api/invoices/${open.id}/pay`).send({ customer_source_id: 'card_local_demo_2' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payment_failure: null });
    expect((await admin2.post(`/api/invoices/${open.id}/pay`).send({})).status).toBe(409);
    expect((await (await t.as('admin@demo.test')).post(`/api/invoices/${open.id}/pay`).send({})).status).toBe(403);
  });
});

describe('Stripe (recorded answers)', () => {
  it('creates the customer, adds a bank account, verifies it and charges with an idempotency key', async () => {
    const calls: Array<{ url: string; body: string; key?: string }> = [];
    const answers: Record<string, unknown> = {
      '/v1/customers': { id: 'cus_Rec123', object: 'customer' },
      '/v1/tokens': { id: 'btok_Rec123', object: 'token' },
      '/v1/customers/cus_Rec123/sources': {
        id: 'ba_Rec123',
        object: 'bank_account',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        status: 'new',
      },
      '/v1/customers/cus_Rec123/sources/ba_Rec123/verify': { id: 'ba_Rec123', object: 'bank_account', status: 'verified', last4: '6789' },
      '/v1/charges': { id: 'ch_Rec123', object: 'charge', status: 'succeeded' },
    };
    const recorded = (async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push({ url: path, body: String(init?.body ?? ''), key: (init?.headers as any)?.['Idempotency-Key'] });
      if (path.endsWith('/declined'))
        return new Response(JSON.stringify({ error: { type: 'card_error', message: 'Your card was declined.' } }), { status: 402 });
      return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const stripe = new StripePayments('sk_test_x', 'pk_test_x', recorded);
    const customer = await stripe.createCustomer({ id: 1, name: 'Demo Brand', email: 'b@demo.test' });
    expect(customer).toBe('cus_Rec123');
    const bank = await stripe.addBankAccount(customer, {
      routing_number: '110000000',
      account_number: '000123456789',
      holder_name: 'Demo',
    });
    expect(bank).toMatchObject({ id: 'ba_Rec123', status: 'pending_verification', last4: '6789' });
    expect(await stripe.verifyBankAccount(customer, bank.id, [32, 45])).toBe(true);
    expect(calls.at(-1)!.body).toBe('amounts%5B%5D=32&amounts%5B%5D=45');
    const charge = await stripe.charge({
      customerId: customer,
      sourceId: bank.id,
      amount_cents: 1234,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'invoice-1-attempt-1',
    });
    expect(charge).toEqual({ ok: true, charge_id: 'ch_Rec123' });
    expect(calls.at(-1)).toMatchObject({ url: '/v1/charges', key: 'invoice-1-attempt-1' });
    expect(calls.at(-1)!.body).toContain('amount=1234');
    await expect(stripe.addCard(customer, { number: '4242424242424242' })).rejects.toThrow('Enter the card in the secure card form.');
  });
});
