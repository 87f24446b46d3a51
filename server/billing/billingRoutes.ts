/**
 * Billing (docs/requirements/billing.md §7 Billing): a brand's plan, details and balance; its payment methods — cards,
 * and bank accounts verified with two micro-deposits (docs/requirements/billing.md §4) — through the payments adapter. Brand
 * ADMINs act on their own brand, SUPERADMIN on any. With the local ledger, staff read a bank
 * account's deposits here so that verification can be tried (Stripe keeps its own).
 */
import { Router } from 'express';
import type { BankInput } from '../adapters/payments';
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
import type { AppContext } from '../context';
import { idempotent } from '../http/idempotency';
import { conflict, HttpError, notFound, validate } from '../http/errors';
import { BILLING_MESSAGES, BILLING_REFUSALS } from '../../resources/i18n/areas/billing';
import { accountOfCustomer, billingAccountOf } from './accounts';
import {
  addMethod,
  deleteMethod,
  makeDefault,
  MAX_VERIFY_ATTEMPTS,
  methodOfSource,
  methodsOf,
  openBalance,
  updateBillingDetails,
  verifyMethod,
  type MethodRow,
} from './billingService';

export const billingQuerySchema = yup.object({ brand_id: idSchema().required('Must provide a value') });

/** A payment method as the app sees it; the deposits only for staff, and only from the local ledger. */
function shown(method: MethodRow, actor: Actor) {
  const { deposit_1_cents, deposit_2_cents, ...rest } = method;
  return {
    ...rest,
    tries_left: Math.max(0, MAX_VERIFY_ATTEMPTS - method.verify_attempts),
    ...(isStaff(actor.role) && deposit_1_cents != null ? { test_deposits: [deposit_1_cents, deposit_2_cents] } : {}),
  };
}

export function billingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  /** The method named by the spec's pair, for an ADMIN of its brand. */
  async function methodFor(actor: Actor, input: { stripe_customer_id: string; customer_source_id: string }) {
    const account = await accountOfCustomer(ctx, input.stripe_customer_id);
    authorize(actor, { brandId: account.brand_id });
    const method = await methodOfSource(db, account.brand_id, input.customer_source_id);
    if (!method) throw notFound('No such payment method.');
    return { account, method };
  }

  router.get('/', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'View' });
    const { brand_id } = await validate(billingQuerySchema, req.query);
    authorize(actor, { brandId: brand_id });
    const account = await billingAccountOf(ctx, brand_id as number);
    const balance = await openBalance(db, account.brand_id);
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
      balance_cents: balance.cents,
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
    // The tax rate is ours to set: a brand's ADMIN keeps the one in force.
    const changes = { ...details, ...(canAccess(actor.role, 'billing-tax-rate', 'Edit') ? { tax_rate_bps } : {}) };
    res.json(await updateBillingDetails(db, actor, input.brand_id as number, changes));
  });

  router.get('/payment-methods', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'View' });
    const { customer_id } = await validate(paymentMethodsQuerySchema, req.query);
    const account = await accountOfCustomer(ctx, customer_id);
    authorize(actor, { brandId: account.brand_id });
    const methods = await methodsOf(db, account.brand_id);
    res.json(methods.map((m) => shown(m, actor)));
  });

  router.post('/payment-methods', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentMethodSchema, req.body);
    authorize(actor, { brandId: input.brand_id });
    const account = await billingAccountOf(ctx, input.brand_id as number);
    const source =
      input.kind === 'card'
        ? await ctx.payments.addCard(account.stripe_customer_id, input)
        : await ctx.payments.addBankAccount(account.stripe_customer_id, input as BankInput);
    const method = await addMethod(db, actor, account, source, input.holder_name || null);
    res.status(201).json(shown(method, actor));
  });

  router.post('/delete/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentSourceSchema, req.body);
    const { method } = await methodFor(actor, input);
    if (method.is_default && (await openBalance(db, method.brand_id)).open > 0)
      throw conflict('This is the default payment method and invoices are open: make another method the default first.');
    await ctx.payments.deleteSource(method.stripe_customer_id, method.customer_source_id);
    await deleteMethod(db, actor, method);
    res.json({ deleted: method.customer_source_id });
  });

  router.post('/default/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(paymentSourceSchema, req.body);
    const { method } = await methodFor(actor, input);
    if (method.status !== 'verified')
      throw new HttpError(400, 'payment_method_unverified', BILLING_REFUSALS.message('verify_before_default'));
    res.json(shown(await makeDefault(db, actor, method), actor));
  });

  // docs/requirements/billing.md §4: two micro-deposits; each wrong pair is counted, the third locks the account.
  router.post('/verify/payment-method', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'billing', action: 'Edit' });
    const input = await validate(verifyPaymentMethodSchema, req.body);
    const { method: found } = await methodFor(actor, input);
    if (found.kind !== 'bank_account') throw new HttpError(400, 'not_a_bank_account', 'Only a bank account is verified with deposits.');
    const outcome = await verifyMethod(ctx, actor, found, [input.deposit_1 as number, input.deposit_2 as number]);
    const { method } = outcome;
    if (method.status === 'verified') return res.json(shown(method, actor));
    if (method.status === 'locked' && !outcome.checked)
      throw new HttpError(400, 'verification_locked', BILLING_REFUSALS.message('bank_account_locked'));
    const left = Math.max(0, MAX_VERIFY_ATTEMPTS - method.verify_attempts);
    throw new HttpError(
      400,
      'verification_failed',
      left > 0 ? BILLING_MESSAGES.message('deposits_mismatch', { smart_count: left }) : BILLING_REFUSALS.message('bank_account_locked'),
      { deposit_1: 'Does not match', deposit_2: 'Does not match' },
    );
  });

  return router;
}
