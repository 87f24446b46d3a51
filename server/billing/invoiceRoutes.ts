/**
 * The invoices resource's own calls under /api/invoices (docs/requirements/billing.md §7 Invoices), before the generated
 * ones: the spec's list-by-filter (`POST invoices`), the whole invoice with its lines and payments,
 * its PDF, and the actions — issue and void (SUPERADMIN), pay (the brand's ADMIN), generate a
 * month now (SUPERADMIN).
 */
import { Router } from 'express';
import { generateInvoicesSchema, invoiceFilterSchema, payInvoiceSchema } from '../../resources/billing/schemas';
import { parseId } from '../../resources/ids';
import { authorize, type Actor } from '../framework/actor';
import type { AppContext } from '../context';
import { idempotent } from '../http/idempotency';
import type { CrudService } from '../framework/crud';
import { pageOf } from '../framework/rest';
import { HttpError, notFound, validate } from '../http/errors';
import { billingAccountOf } from './accounts';
import { completeCharge } from './charges';
import { invoicePdf } from './invoicePdf';
import { generateInvoices } from './invoicing';
import {
  intendInvoiceCharge,
  invoiceDetail,
  invoiceDocument,
  invoiceOf,
  issueInvoice,
  voidInvoice,
  type InvoiceRow,
} from './invoiceService';

/** The invoice `id` for `actor`: 404 when there is none, 403 for another brand's. */
async function invoiceFor(ctx: AppContext, actor: Actor, idParam: string): Promise<InvoiceRow> {
  const id = parseId(idParam);
  if (!id) throw notFound('No such invoice.');
  const invoice = await invoiceOf(ctx.database.db, id);
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
    res.json(await invoiceDetail(db, invoice));
  });

  router.get('/:id/pdf', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoices', action: 'View' });
    const invoice = await invoiceFor(ctx, actor, req.params.id);
    const pdf = await invoicePdf(await invoiceDocument(db, invoice));
    res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${invoice.invoice_number}.pdf"`).send(pdf);
  });

  // draft → open: the invoice is sent to the brand and falls due.
  router.post('/:id/issue', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoice-issuing', action: 'Edit' });
    const found = await invoiceFor(ctx, actor, req.params.id);
    const issued = await issueInvoice(db, actor, found.id);
    res.json(issued);
  });

  // draft or open → void: its orders are free to be billed again.
  router.post('/:id/void', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'invoice-issuing', action: 'Edit' });
    const found = await invoiceFor(ctx, actor, req.params.id);
    const voided = await voidInvoice(db, actor, found.id);
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
    // The charge itself is made outside any transaction, and recorded in the next (charges.ts); if
    // that fails, the reconciler records it from the effects outbox.
    const effect = await intendInvoiceCharge(db, actor, found.id, account.stripe_customer_id, input.customer_source_id);
    const { row: paid, result } = await completeCharge(ctx, effect);
    if (!result.ok) throw new HttpError(402, 'payment_failed', result.message);
    res.json(paid);
  });

  return router;
}
