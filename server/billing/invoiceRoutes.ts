/**
 * The invoices resource's own calls under /api/invoices (docs/requirements/billing.md §7 Invoices), before the generated
 * ones: the spec's list-by-filter (`POST invoices`), the whole invoice with its lines and payments,
 * its PDF, and the actions — issue and void (SUPERADMIN), pay (the brand's ADMIN), generate a
 * month now (SUPERADMIN).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { generateInvoicesSchema, invoiceFilterSchema, payInvoiceSchema } from '../../resources/billing/schemas';
import { parseId } from '../../resources/ids';
import { authorize, type Actor } from '../framework/actor';
import type { AppContext } from '../context';
import { idempotent } from '../http/idempotency';
import { billingAccounts, brands, invoiceLines, invoiceOrders, invoices, paymentMethods, payments } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { pageOf } from '../framework/rest';
import { conflict, HttpError, notFound, validate } from '../http/errors';
import { billingAccountOf } from './accounts';
import { completeCharge, type IntendedCharge } from './charges';
import { invoicePdf, type InvoiceDocument } from './invoicePdf';
import { intendEffect } from '../framework/effects';
import { generateInvoices, PAYMENT_TERMS_DAYS } from './invoicing';
import { transact } from '../db/transaction';
import { lockRow, updateAudited } from '../framework/write';

type InvoiceRow = typeof invoices.$inferSelect;
const INVOICES = { table: invoices, resource: 'invoices' };

/** The invoice `id` for `actor`: 404 when there is none, 403 for another brand's. */
async function invoiceFor(ctx: AppContext, actor: Actor, idParam: string, lock = false): Promise<InvoiceRow> {
  const id = parseId(idParam);
  if (!id) throw notFound('No such invoice.');
  const query = ctx.database.db.select().from(invoices).where(eq(invoices.id, id));
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) throw notFound(`Invoice ${id} was not found.`);
  authorize(actor, { brandId: invoice.brand_id });
  return invoice;
}

export function invoiceRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  // The spec's list call: a filter in the body (brand, status, period range), a page of invoices.
  router.post('/', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoices', action: 'View' });
    const input = await validate(invoiceFilterSchema, req.body ?? {});
    if (input.brand_id) authorize(actor, { brandId: input.brand_id });
    const filter: Record<string, unknown> = {};
    if (input.brand_id) filter.brand_id = input.brand_id;
    if (input.status) filter.status = input.status;
    if (input.from) filter.period_start_gte = input.from;
    if (input.to) filter.period_start_lte = input.to;
    const result = await crud.list(actor, { filter, page: input.page, pageCount: input.page_count, sort: 'period_start', order: 'DESC' });
    res.json(pageOf(result));
  });

  router.post('/generate', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoice-issuing', action: 'Edit' });
    const input = await validate(generateInvoicesSchema, req.body);
    const made = await generateInvoices(db, input.period, input.brand_id, actor);
    res.json({ period: input.period, invoices: made });
  });

  router.get('/:id', async (req, res, next) => {
    if (!parseId(req.params.id)) return next();
    const actor = authorize(req.actor, { resource: 'invoices', action: 'View' });
    const invoice = await invoiceFor(ctx, actor, req.params.id);
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, invoice.brand_id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, invoice.id)).orderBy(asc(invoiceLines.position));
    const charges = await db
      .select({
        id: payments.id,
        amount_cents: payments.amount_cents,
        currency: payments.currency,
        status: payments.status,
        failure_message: payments.failure_message,
        created_at: payments.created_at,
        method_label: paymentMethods.label,
        method_last4: paymentMethods.last4,
      })
      .from(payments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id))
      .where(eq(payments.invoice_id, invoice.id))
      .orderBy(desc(payments.created_at));
    res.json({ ...invoice, brand_name: brand?.name ?? null, lines, payments: charges });
  });

  router.get('/:id/pdf', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoices', action: 'View' });
    const invoice = await invoiceFor(ctx, actor, req.params.id);
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, invoice.brand_id));
    const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.brand_id, invoice.brand_id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, invoice.id)).orderBy(asc(invoiceLines.position));
    const pdf = await invoicePdf({
      ...invoice,
      brand_name: brand?.name ?? '',
      bill_to: {
        company_name: account?.company_name,
        email: account?.email,
        address: account?.address as InvoiceDocument['bill_to']['address'],
        tax_id: account?.tax_id,
      },
      lines,
    });
    res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${invoice.invoice_number}.pdf"`).send(pdf);
  });

  // draft → open: the invoice is sent to the brand and falls due.
  router.post('/:id/issue', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoice-issuing', action: 'Edit' });
    const found = await invoiceFor(ctx, actor, req.params.id);
    const issued = await transact(db, async (tx) => {
      const invoice = await lockRow(tx, INVOICES, found.id, 'Invoice');
      if (invoice.status !== 'draft') throw conflict(`Invoice ${invoice.invoice_number} is ${invoice.status}: only a draft can be issued.`);
      const now = new Date();
      const changes = { status: 'open', issued_at: now, due_at: new Date(now.getTime() + PAYMENT_TERMS_DAYS * 86_400_000) };
      return (await updateAudited(tx, actor, INVOICES, invoice, changes, { action: 'issue' })).row;
    });
    res.json(issued);
  });

  // draft or open → void: its orders are free to be billed again.
  router.post('/:id/void', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoice-issuing', action: 'Edit' });
    const found = await invoiceFor(ctx, actor, req.params.id);
    const voided = await transact(db, async (tx) => {
      const invoice = await lockRow(tx, INVOICES, found.id, 'Invoice');
      if (invoice.status !== 'draft' && invoice.status !== 'open')
        throw conflict(`Invoice ${invoice.invoice_number} is ${invoice.status}: only a draft or open invoice can be voided.`);
      const { row } = await updateAudited(tx, actor, INVOICES, invoice, { status: 'void', voided_at: new Date() }, { action: 'void' });
      await tx.delete(invoiceOrders).where(eq(invoiceOrders.invoice_id, invoice.id as number));
      return row;
    });
    res.json(voided);
  });

  /**
   * Pays an open invoice with the brand's default method (or the one named). A refused charge
   * leaves the invoice open with the provider's reason, and answers 402 with it.
   */
  router.post('/:id/pay', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoices', action: 'Edit' });
    const input = await validate(payInvoiceSchema, req.body ?? {});
    const found = await invoiceFor(ctx, actor, String(req.params.id));
    const account = await billingAccountOf(ctx, found.brand_id);
    // The check and the intended charge are one transaction on the locked invoice, and one charge
    // of an invoice is intended at a time: two clicks never charge twice. The charge itself is made
    // outside any transaction, and recorded in the next (charges.ts); if that fails, the
    // reconciler records it from the effects outbox.
    const effect = await transact(db, async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
      if (invoice.status !== 'open')
        throw conflict(`Invoice ${invoice.invoice_number} is ${invoice.status}: only an open invoice can be paid.`);
      const [method] = await tx
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.brand_id, invoice.brand_id),
            input.customer_source_id
              ? eq(paymentMethods.customer_source_id, input.customer_source_id)
              : eq(paymentMethods.is_default, true),
          ),
        );
      if (!method)
        throw new HttpError(
          400,
          'no_payment_method',
          input.customer_source_id ? 'No such payment method.' : 'Add a payment method and make it the default first.',
        );
      if (method.status !== 'verified')
        throw new HttpError(400, 'payment_method_unverified', 'Verify this bank account before paying with it.');
      // One charge per invoice and attempt: the provider answers a retried request without charging again.
      const [{ attempts }] = await tx
        .select({ attempts: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.invoice_id, invoice.id));
      const intended: IntendedCharge = {
        charge: {
          customerId: account.stripe_customer_id,
          sourceId: method.customer_source_id,
          amount_cents: invoice.total_cents,
          currency: invoice.currency,
          description: `Papered invoice ${invoice.invoice_number}`,
          idempotencyKey: `invoice-${invoice.id}-attempt-${attempts + 1}`,
        },
        invoice_id: invoice.id,
        payment_method_id: method.id,
        actor: { id: actor.id, email: actor.email, role: actor.role, brand_id: actor.brand_id },
      };
      return intendEffect(
        tx,
        { kind: 'charge', subject: `invoice:${invoice.id}`, brand_id: invoice.brand_id, request: { ...intended } },
        `A payment of invoice ${invoice.invoice_number} is under way.`,
      );
    });
    const { row: paid, result } = await completeCharge(ctx, effect);
    if (!result.ok) throw new HttpError(402, 'payment_failed', result.message);
    res.json(paid);
  });

  return router;
}
