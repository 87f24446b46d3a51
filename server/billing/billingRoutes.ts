/**
 * Billing (docs/requirements/billing.md §7 Billing): a brand's plan, details and balance; its payment methods — cards,
 * and bank accounts verified with two micro-deposits (docs/requirements/billing.md §4) — through the payments adapter. Brand
 * ADMINs act on their own brand, SUPERADMIN on any. With the local ledger, staff read a bank
 * account's deposits here so that verification can be tried (Stripe keeps its own).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { isStaff } from '../../resources/access';
import { canAccess } from '../../resources/registry';
import {
  billingDetailsSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentSourceSchema,
  verifyPaymentMethodSchema,
} from '../../resources/billing/schemas';
import { idSchema } from '../../resources/ids';
import { authorize, type Actor } from '../framework/actor';
import { auditChange, updateAudited } from '../framework/write';
import type { AppContext } from '../context';
import type { BankInput, CardInput } from '../adapters/payments';
import { idempotent } from '../http/idempotency';
import type { Tx } from '../db/client';
import { transact } from '../db/transaction';
import { billingAccounts, invoices, paymentMethods } from '../db/schema';
import { conflict, HttpError, notFound, validate } from '../http/errors';
import { accountOfCustomer, billingAccountOf } from './accounts';

export const billingQuerySchema = yup.object({ brand_id: idSchema().required('Must provide a value') });

/** Three wrong pairs of deposits lock a bank account (it must be added again). */
export const MAX_VERIFY_ATTEMPTS = 3;

type MethodRow = typeof paymentMethods.$inferSelect;

/** A payment method as the app sees it; the deposits only for staff, and only from the local ledger. */
function shown(method: MethodRow, actor: Actor) {
  const { deposit_1_cents, deposit_2_cents, ...rest } = method;
  return {
    ...rest,
    tries_left: Math.max(0, MAX_VERIFY_ATTEMPTS - method.verify_attempts),
    ...(isStaff(actor.role) && deposit_1_cents != null ? { test_deposits: [deposit_1_cents, deposit_2_cents] } : {}),
  };
}

/** A brand's billing account, one per brand (keyed by brand_id), audited as `billing`. */
const BILLING_DETAILS = { table: billingAccounts, resource: 'billing', key: 'brand_id' };

/**
 * Every change to a brand's payment methods (add, delete, default, verify) takes its turn on the
 * brand's billing account row: two switches (or an add and a switch) at once would otherwise lock
 * the methods in different orders (a deadlock) or each see the old default gone and set a new one
 * (a duplicate default), and parallel micro-deposit guesses would each count from the same tries.
 * Answers the current default method, if any.
 */
async function lockDefaultOf(tx: Tx, brandId: number) {
  await tx
    .select({ brand: billingAccounts.brand_id })
    .from(billingAccounts)
    .where(eq(billingAccounts.brand_id, brandId))
    .for('no key update');
  const [current] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brand_id, brandId), eq(paymentMethods.is_default, true)));
  return current;
}

const audited = (method: MethodRow) => {
  const { deposit_1_cents: _d1, deposit_2_cents: _d2, ...rest } = method;
  return rest;
};

export function billingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  /** The method named by the spec's pair, for an ADMIN of its brand. */
  async function methodFor(actor: Actor, input: { stripe_customer_id: string; customer_source_id: string }) {
    const account = await accountOfCustomer(ctx, input.stripe_customer_id);
    authorize(actor, { brandId: account.brand_id });
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brand_id, account.brand_id), eq(paymentMethods.customer_source_id, input.customer_source_id)));
    if (!method) throw notFound('No such payment method.');
    return { account, method };
  }

  router.get('/', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'View' });
    const { brand_id } = await validate(billingQuerySchema, req.query);
    authorize(actor, { brandId: brand_id });
    const account = await billingAccountOf(ctx, brand_id as number);
    const [balance] = await db
      .select({ cents: sql<number>`coalesce(sum(${invoices.total_cents}), 0)::bigint`, open: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.brand_id, account.brand_id), eq(invoices.status, 'open')));
    res.json({
      brand_id: account.brand_id,
      plan: account.plan,
      stripe_customer_id: account.stripe_customer_id,
      details: {
        company_name: account.company_name,
        email: account.email,
        address: account.address,
        tax_id: account.tax_id,
        tax_rate_bps: account.tax_rate_bps,
        currency: account.currency,
      },
      balance_cents: Number(balance.cents),
      open_invoices: balance.open,
      provider: ctx.payments.kind,
      publishable_key: ctx.payments.publishableKey,
    });
  });

  router.post('/details', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(billingDetailsSchema, req.body);
    authorize(actor, { brandId: input.brand_id });
    await billingAccountOf(ctx, input.brand_id as number);
    // Only the fields sent change (a missing one keeps its value, null clears it), audited.
    const { brand_id: _brand, tax_rate_bps, ...details } = input;
    const account = await transact(db, async (tx) => {
      // The tax rate is ours to set: a brand's ADMIN keeps the one in force.
      const changes = { ...details, ...(canAccess(actor.role, 'billing-tax-rate', 'Edit') ? { tax_rate_bps } : {}) };
      return (await updateAudited(tx, actor, BILLING_DETAILS, input.brand_id as number, changes)).row;
    });
    res.json(account);
  });

  router.get('/payment-methods', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'View' });
    const { customer_id } = await validate(paymentMethodsQuerySchema, req.query);
    const account = await accountOfCustomer(ctx, customer_id);
    authorize(actor, { brandId: account.brand_id });
    const methods = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.brand_id, account.brand_id))
      .orderBy(sql`${paymentMethods.is_default} DESC`, paymentMethods.id);
    res.json(methods.map((m) => shown(m, actor)));
  });

  router.post('/payment-methods', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentMethodSchema, req.body);
    authorize(actor, { brandId: input.brand_id });
    const account = await billingAccountOf(ctx, input.brand_id as number);
    const source =
      input.kind === 'card'
        ? await ctx.payments.addCard(account.stripe_customer_id, input as CardInput)
        : await ctx.payments.addBankAccount(account.stripe_customer_id, input as BankInput);
    const method = await transact(db, async (tx) => {
      // The first usable method becomes the default, so an invoice can be paid at once.
      const current = await lockDefaultOf(tx, account.brand_id);
      const [row] = await tx
        .insert(paymentMethods)
        .values({
          brand_id: account.brand_id,
          stripe_customer_id: account.stripe_customer_id,
          customer_source_id: source.id,
          kind: source.kind,
          label: source.label,
          last4: source.last4,
          exp_month: source.exp_month ?? null,
          exp_year: source.exp_year ?? null,
          holder_name: input.holder_name || null,
          status: source.status,
          is_default: !current && source.status === 'verified',
          deposit_1_cents: source.deposits?.[0] ?? null,
          deposit_2_cents: source.deposits?.[1] ?? null,
        })
        .returning();
      await auditChange(tx, actor, {
        action: 'create',
        resource: 'payment-methods',
        record_id: row.id,
        brand_id: row.brand_id,
        after: audited(row),
      });
      return row;
    });
    res.status(201).json(shown(method, actor));
  });

  router.post('/delete/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentSourceSchema, req.body);
    const { method } = await methodFor(actor, input);
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.brand_id, method.brand_id), eq(invoices.status, 'open')));
    if (method.is_default && open.n > 0)
      throw conflict('This is the default payment method and invoices are open: make another method the default first.');
    await ctx.payments.deleteSource(method.stripe_customer_id, method.customer_source_id);
    await transact(db, async (tx) => {
      await lockDefaultOf(tx, method.brand_id);
      const [deleted] = await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id)).returning();
      if (deleted)
        await auditChange(tx, actor, {
          action: 'delete',
          resource: 'payment-methods',
          record_id: deleted.id,
          brand_id: deleted.brand_id,
          before: audited(deleted),
        });
    });
    res.json({ deleted: method.customer_source_id });
  });

  router.post('/default/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentSourceSchema, req.body);
    const { method } = await methodFor(actor, input);
    if (method.status !== 'verified')
      throw new HttpError(400, 'payment_method_unverified', 'Verify this bank account before making it the default.');
    const row = await transact(db, async (tx) => {
      await lockDefaultOf(tx, method.brand_id);
      const [before] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.brand_id, method.brand_id), eq(paymentMethods.is_default, true)));
      if (before?.id === method.id) return before;
      if (before)
        await tx
          .update(paymentMethods)
          .set({ is_default: false, updated_at: sql`now()` })
          .where(eq(paymentMethods.id, before.id));
      const [updated] = await tx
        .update(paymentMethods)
        .set({ is_default: true, updated_at: sql`now()` })
        .where(eq(paymentMethods.id, method.id))
        .returning();
      if (!updated) throw notFound('No such payment method.');
      await auditChange(tx, actor, {
        action: 'set-default',
        resource: 'payment-methods',
        record_id: updated.id,
        brand_id: updated.brand_id,
        before: { default_payment_method_id: before?.id ?? null },
        after: { default_payment_method_id: updated.id },
      });
      return updated;
    });
    res.json(shown(row, actor));
  });

  // docs/requirements/billing.md §4: two micro-deposits; each wrong pair is counted, the third locks the account. The
  // tries are read, checked and counted under the account's lock, so parallel guesses are checked
  // one after another: at most three are ever compared, and what is answered is what was stored.
  router.post('/verify/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(verifyPaymentMethodSchema, req.body);
    const { method: found } = await methodFor(actor, input);
    if (found.kind !== 'bank_account') throw new HttpError(400, 'not_a_bank_account', 'Only a bank account is verified with deposits.');
    const outcome = await transact(
      db,
      async (tx) => {
        const current = await lockDefaultOf(tx, found.brand_id);
        const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, found.id));
        if (!method) throw notFound('No such payment method.');
        if (method.status === 'verified' || method.status === 'locked') return { method, checked: false };
        const expected: [number, number] | undefined =
          method.deposit_1_cents != null && method.deposit_2_cents != null ? [method.deposit_1_cents, method.deposit_2_cents] : undefined;
        const right = await ctx.payments.verifyBankAccount(
          method.stripe_customer_id,
          method.customer_source_id,
          [input.deposit_1 as number, input.deposit_2 as number],
          expected,
        );
        let updated: MethodRow;
        if (right) {
          [updated] = await tx
            .update(paymentMethods)
            .set({ status: 'verified', is_default: !current, updated_at: sql`now()` })
            .where(eq(paymentMethods.id, method.id))
            .returning();
        } else {
          const attempts = method.verify_attempts + 1;
          [updated] = await tx
            .update(paymentMethods)
            .set({
              verify_attempts: attempts,
              status: attempts >= MAX_VERIFY_ATTEMPTS ? 'locked' : method.status,
              updated_at: sql`now()`,
            })
            .where(eq(paymentMethods.id, method.id))
            .returning();
        }
        await auditChange(tx, actor, {
          action: right ? 'verify' : 'verify-failed',
          resource: 'payment-methods',
          record_id: method.id,
          brand_id: method.brand_id,
          before: { status: method.status, verify_attempts: method.verify_attempts },
          after: { status: updated.status, verify_attempts: updated.verify_attempts, is_default: updated.is_default },
        });
        return { method: updated, checked: true, right };
        // The provider is asked inside: the callback must not run twice (a retry would ask again).
      },
      { retries: 0 },
    );
    const { method } = outcome;
    if (method.status === 'verified') return res.json(shown(method, actor));
    if (method.status === 'locked' && !outcome.checked)
      throw new HttpError(400, 'verification_locked', 'This bank account is locked after three wrong tries. Delete it and add it again.');
    const left = Math.max(0, MAX_VERIFY_ATTEMPTS - method.verify_attempts);
    throw new HttpError(
      400,
      'verification_failed',
      left > 0
        ? `The amounts do not match the deposits. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This bank account is locked after three wrong tries. Delete it and add it again.',
      { deposit_1: 'Does not match', deposit_2: 'Does not match' },
    );
  });

  return router;
}
