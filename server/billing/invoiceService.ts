/**
 * Invoices as the invoice routes ask for them: one invoice with its brand, lines, payments and
 * bill-to; its issue and void (audited); and the charge of an open invoice intended in the effects
 * outbox before it is made (charges.ts records it).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import type { DbOrTx } from '../db/client';
import { billingAccounts, brands, invoiceLines, invoiceOrders, invoices, paymentMethods, payments } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { BILLING_MESSAGES, BILLING_REFUSALS } from '../../resources/i18n/areas/billing';
import type { IntendedCharge } from './charges';
import type { AddressLines } from '../adapters/documents';
import { intendEffect } from '../framework/effects';
import { PAYMENT_TERMS_DAYS } from './invoicing';
import { transact } from '../db/transaction';
import { lockRow, updateAudited } from '../framework/write';

export type InvoiceRow = typeof invoices.$inferSelect;
const INVOICES = { table: invoices, resource: 'invoices' };

/** The invoice of `id`, if any (locked for the caller's transaction when asked). */
export async function invoiceOf(db: DbOrTx, id: number, lock = false): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [invoice] = lock ? await query.for('update') : await query;
  return invoice;
}

async function brandNameOf(db: DbOrTx, brandId: number) {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? null;
}

const linesOf = (db: DbOrTx, invoiceId: number) =>
  db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId)).orderBy(asc(invoiceLines.position));

/** The whole invoice: its brand's name, its lines and its payments (newest first). */
export async function invoiceDetail(db: DbOrTx, invoice: InvoiceRow) {
  const brandName = await brandNameOf(db, invoice.brand_id);
  const lines = await linesOf(db, invoice.id);
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
  return { ...invoice, brand_name: brandName, lines, payments: charges };
}

/** What the invoice's PDF prints: the invoice, its brand, whom it is billed to and its lines. */
export async function invoiceDocument(db: DbOrTx, invoice: InvoiceRow) {
  const brandName = await brandNameOf(db, invoice.brand_id);
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.brand_id, invoice.brand_id));
  const lines = await linesOf(db, invoice.id);
  return {
    ...invoice,
    brand_name: brandName ?? '',
    bill_to: {
      company_name: account?.company_name,
      email: account?.email,
      address: account?.address as AddressLines | null | undefined,
      tax_id: account?.tax_id,
    },
    lines,
  };
}

/** draft → open: the invoice is sent to the brand and falls due. */
export function issueInvoice(db: DbOrTx, actor: Actor, id: number) {
  return transact(db, async (tx) => {
    const invoice = (await lockRow(tx, INVOICES, id, 'Invoice')) as InvoiceRow;
    if (invoice.status !== 'draft')
      throw conflict(BILLING_MESSAGES.message('not_issuable', { number: invoice.invoice_number, status: invoice.status }));
    const now = new Date();
    const changes = { status: 'open', issued_at: now, due_at: new Date(now.getTime() + PAYMENT_TERMS_DAYS * 86_400_000) };
    return (await updateAudited(tx, actor, INVOICES, invoice, changes, { action: 'issue' })).row;
  });
}

/** draft or open → void: its orders are free to be billed again. */
export function voidInvoice(db: DbOrTx, actor: Actor, id: number) {
  return transact(db, async (tx) => {
    const invoice = (await lockRow(tx, INVOICES, id, 'Invoice')) as InvoiceRow;
    if (invoice.status !== 'draft' && invoice.status !== 'open')
      throw conflict(BILLING_MESSAGES.message('not_voidable', { number: invoice.invoice_number, status: invoice.status }));
    const { row } = await updateAudited(tx, actor, INVOICES, invoice, { status: 'void', voided_at: new Date() }, { action: 'void' });
    await tx.delete(invoiceOrders).where(eq(invoiceOrders.invoice_id, invoice.id));
    return row;
  });
}

/**
 * The charge of an open invoice with the brand's default method (or the one named), intended in
 * the effects outbox. The check and the intended charge are one transaction on the locked
 * invoice, and one charge of an invoice is intended at a time: two clicks never charge twice.
 */
export function intendInvoiceCharge(db: DbOrTx, actor: Actor, invoiceId: number, customerId: string, sourceId: string | null | undefined) {
  return transact(db, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (invoice.status !== 'open')
      throw conflict(`Invoice ${invoice.invoice_number} is ${invoice.status}: only an open invoice can be paid.`);
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.brand_id, invoice.brand_id),
          sourceId ? eq(paymentMethods.customer_source_id, sourceId) : eq(paymentMethods.is_default, true),
        ),
      );
    if (!method)
      throw new HttpError(
        400,
        'no_payment_method',
        sourceId ? 'No such payment method.' : BILLING_REFUSALS.message('no_default_payment_method'),
      );
    if (method.status !== 'verified')
      throw new HttpError(400, 'payment_method_unverified', BILLING_REFUSALS.message('verify_before_paying'));
    // One charge per invoice and attempt: the provider answers a retried request without charging again.
    const [{ attempts }] = await tx
      .select({ attempts: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.invoice_id, invoice.id));
    const intended: IntendedCharge = {
      charge: {
        customerId,
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
}
