/**
 * Invoice generation (docs/requirements/billing.md §4 "invoices bill a brand for its fulfilled orders"): once per brand
 * and month, from the orders fulfilled in that month, each priced with the brand pricing in force
 * when it was fulfilled. Safe to run from any number of processes at once: the invoice row is
 * inserted first with ON CONFLICT DO NOTHING on (brand, period) — a second generator's insert
 * waits for the first's transaction and then does nothing — and an order is on one live invoice
 * at most (invoice_orders' key).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { effectivePrices, invoiceTotals, priceItem, type PriceLine, type PriceOverride } from '../../resources/billing/money';
import { eventMessageColumns } from '../../resources/orders/eventMessages';
import type { AppContext } from '../context';
import { rows, type Db, type DbOrTx } from '../db/client';
import {
  billingAccounts,
  brandPricing,
  invoiceLines,
  invoiceOrders,
  invoices,
  lineItems,
  materials,
  orderEvents,
  pricingTemplates,
} from '../db/schema';
import type { Job } from '../framework/jobQueue';
import { transact } from '../db/transaction';
import type { Actor } from '../framework/actor';
import { auditChange } from '../framework/write';
import { every } from '../framework/schedule';
import { BILLING_MESSAGES } from '../../resources/i18n/areas/billing';

export const INVOICE_GENERATION = 'INVOICE_GENERATION';
/** Days an issued invoice is due in. */
export const PAYMENT_TERMS_DAYS = 30;

/** A month 'YYYY-MM' as its first day and the first day of the next month (UTC dates). */
export function periodOf(month: string) {
  const [year, m] = month.split('-').map(Number);
  const start = new Date(Date.UTC(year, m - 1, 1));
  const next = new Date(Date.UTC(year, m, 1));
  const last = new Date(next.getTime() - 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(start), end: day(last), next: day(next) };
}

/** The month before the one `now` is in, as 'YYYY-MM': the period the schedule bills. */
export function previousMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

interface BillableOrder {
  id: number;
  brand_id: number;
  order_number: string;
  fulfilled_at: Date;
  shipping_cents: number;
}

/**
 * Orders of a brand fulfilled in [start, next) and on no live invoice. An order is fulfilled when
 * FULFILLED (or delivered: SUCCESS); its moment is its last shipment's, else its last change.
 */
async function billableOrders(tx: DbOrTx, brandId: number, start: string, next: string): Promise<BillableOrder[]> {
  const found = await rows<Omit<BillableOrder, 'fulfilled_at' | 'shipping_cents'> & { fulfilled_at: string; shipping_cents: string }>(
    tx,
    sql`SELECT o.id, o.brand_id, o.order_number, f.fulfilled_at, f.shipping_cents
        FROM orders o
        CROSS JOIN LATERAL (
          SELECT coalesce(max(s.shipped_at), o.updated_at) AS fulfilled_at,
                 coalesce(round(sum(s.cost) * 100), 0)::bigint AS shipping_cents
          FROM shipments s WHERE s.order_id = o.id AND s.voided_at IS NULL
        ) f
        WHERE o.brand_id = ${brandId} AND o.status IN ('FULFILLED', 'SUCCESS')
          AND f.fulfilled_at >= ${start}::date AND f.fulfilled_at < ${next}::date
          AND NOT EXISTS (SELECT 1 FROM invoice_orders io WHERE io.order_id = o.id)
        ORDER BY f.fulfilled_at, o.id`,
  );
  return found.map((r) => ({ ...r, fulfilled_at: new Date(r.fulfilled_at), shipping_cents: Number(r.shipping_cents) }));
}

/** The brand's pricing versions, oldest first, with their templates' lines. */
async function pricingVersions(tx: DbOrTx, brandId: number) {
  return tx
    .select({
      id: brandPricing.id,
      effective_from: brandPricing.effective_from,
      brand_overrides: brandPricing.brand_overrides,
      lines: pricingTemplates.lines,
      currency: pricingTemplates.currency,
    })
    .from(brandPricing)
    .innerJoin(pricingTemplates, eq(pricingTemplates.id, brandPricing.template_id))
    .where(eq(brandPricing.brand_id, brandId))
    .orderBy(asc(brandPricing.effective_from), asc(brandPricing.id));
}

const chunks = <T>(list: T[], size = 1000) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The version in force at a moment: the last one begun by then (the first, for older orders). */
function inForce<T extends { effective_from: Date }>(versions: T[], at: Date): T | undefined {
  let found = versions[0];
  for (const v of versions) if (v.effective_from <= at) found = v;
  return found;
}

/** Generates one brand's invoice for a month; undefined when there is nothing to bill or it exists. */
export async function generateBrandInvoice(db: DbOrTx, brandId: number, month: string) {
  const period = periodOf(month);
  return transact(db, async (tx) => {
    const orders = await billableOrders(tx, brandId, period.start, period.next);
    if (!orders.length) return undefined;
    const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.brand_id, brandId));
    const versions = await pricingVersions(tx, brandId);
    const [{ earlier }] = await rows<{ earlier: number }>(
      tx,
      sql`SELECT count(*)::int AS earlier FROM invoices WHERE brand_id = ${brandId} AND period_start = ${period.start}::date`,
    );
    const number = `INV-${month.replace('-', '')}-${String(brandId).padStart(4, '0')}${earlier ? `-${earlier + 1}` : ''}`;
    const currency = versions.at(-1)?.currency ?? account?.currency ?? 'USD';
    const [invoice] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO invoices (brand_id, invoice_number, period_start, period_end, status, currency, tax_rate_bps)
          VALUES (${brandId}, ${number}, ${period.start}::date, ${period.end}::date, 'draft', ${currency}, ${account?.tax_rate_bps ?? 0})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!invoice) return undefined;

    const items = await tx
      .select({
        id: lineItems.id,
        order_id: lineItems.order_id,
        design_name: lineItems.design_name,
        material_id: lineItems.material_id,
        material_name: materials.name,
        roll_width_inches: materials.roll_width_inches,
        width_inches: lineItems.width_inches,
        height_inches: lineItems.height_inches,
        quantity: lineItems.quantity,
        status: lineItems.status,
      })
      .from(lineItems)
      .innerJoin(materials, eq(materials.id, lineItems.material_id))
      .where(
        // One array parameter, whatever the number of orders.
        and(sql`${lineItems.order_id} = ANY(${`{${orders.map((o) => o.id).join(',')}}`}::int[])`, sql`${lineItems.status} <> 'cancelled'`),
      )
      .orderBy(asc(lineItems.order_id), asc(lineItems.position));

    const lines: Array<typeof invoiceLines.$inferInsert> = [];
    for (const order of orders) {
      const version = inForce(versions, order.fulfilled_at);
      const prices: PriceOverride[] = version
        ? effectivePrices(version.lines as PriceLine[], version.brand_overrides as PriceOverride[], 'brand')
        : [];
      for (const item of items.filter((i) => i.order_id === order.id)) {
        const price = priceItem(item, prices);
        const described = BILLING_MESSAGES.message(price ? 'item_line' : 'item_line_unpriced', {
          order: order.order_number,
          design: item.design_name,
          material: item.material_name,
          width: item.width_inches,
          height: item.height_inches,
          quantity: item.quantity,
        });
        lines.push({
          invoice_id: invoice.id,
          order_id: order.id,
          line_item_id: item.id,
          position: lines.length,
          kind: 'line_item',
          // By key, as the shipping line: the screen says it in the chosen language (« 36 × 96 po »).
          description: described.text.slice(0, 300),
          description_code: described.code,
          description_values: described.values,
          basis: price?.basis ?? null,
          units: price?.units ?? null,
          unit_price_cents: price?.unit_price_cents ?? null,
          amount_cents: price?.amount_cents ?? 0,
        });
      }
      if (order.shipping_cents > 0) {
        const shipping = BILLING_MESSAGES.message('shipping_line', { order: order.order_number });
        lines.push({
          invoice_id: invoice.id,
          order_id: order.id,
          position: lines.length,
          kind: 'shipping',
          // Stored by key, its English alongside (the invoice's PDF and API clients read it).
          description: shipping.text,
          description_code: shipping.code,
          description_values: shipping.values,
          amount_cents: order.shipping_cents,
        });
      }
    }
    // In chunks: a statement takes at most 65,535 parameters.
    for (const part of chunks(lines)) await tx.insert(invoiceLines).values(part);
    for (const part of chunks(orders)) await tx.insert(invoiceOrders).values(part.map((o) => ({ order_id: o.id, invoice_id: invoice.id })));
    const totals = invoiceTotals(
      lines.map((l) => ({ kind: l.kind, amount_cents: l.amount_cents })),
      account?.tax_rate_bps ?? 0,
    );
    await tx
      .update(invoices)
      .set({ ...totals, order_count: orders.length, updated_at: sql`now()` })
      .where(eq(invoices.id, invoice.id));
    // Each invoiced order's timeline says so (docs/requirements/billing.md §3 `invoice` event), in one statement.
    for (const part of chunks(orders))
      await tx.insert(orderEvents).values(
        part.map((order) => ({
          order_id: order.id,
          brand_id: order.brand_id,
          type: 'invoice',
          ...eventMessageColumns({ code: 'invoiced', values: { invoice_number: number } }, { invoice_id: invoice.id }),
        })),
      );
    return { id: invoice.id, invoice_number: number, brand_id: brandId, ...totals, order_count: orders.length };
  });
}

/**
 * Generates every brand's invoice (or one brand's) for a month; answers those made now. The
 * schedule makes each brand's in its own transaction; a person's request (`actor`) makes them all
 * in one, with one audit row naming every invoice made (none made: nothing changed, no row).
 */
export async function generateInvoices(db: Db, month: string, brandId?: number, actor?: Actor) {
  const period = periodOf(month);
  const brands = brandId
    ? [brandId]
    : (
        await rows<{ brand_id: number }>(
          db,
          sql`SELECT DISTINCT brand_id FROM orders WHERE status IN ('FULFILLED', 'SUCCESS') AND updated_at >= ${period.start}::date ORDER BY brand_id`,
        )
      ).map((r) => r.brand_id);
  const generate = async (on: DbOrTx) => {
    const made = [];
    for (const brand of brands) {
      const invoice = await generateBrandInvoice(on, brand, month);
      if (invoice) made.push(invoice);
    }
    return made;
  };
  if (!actor) return generate(db);
  return transact(db, async (tx) => {
    const made = await generate(tx);
    if (made.length)
      await auditChange(tx, actor, {
        action: 'generate',
        resource: 'invoices',
        record_id: made.length === 1 ? made[0].id : null,
        brand_id: brandId ?? (made.length === 1 ? made[0].brand_id : null),
        after: { period: month, invoices: made },
      });
    return made;
  });
}

/** The job: `passthrough_data.period` ('YYYY-MM'), optionally one brand. */
export async function invoiceGenerationJob(job: Job, ctx: AppContext) {
  const data = job.passthrough_data as { period?: string; brand_id?: number };
  const month = data.period ?? previousMonth();
  const made = await generateInvoices(ctx.database.db, month, data.brand_id);
  return made.length
    ? BILLING_MESSAGES.message('invoices_made', { smart_count: made.length, month })
    : BILLING_MESSAGES.message('nothing_to_invoice', { month });
}

/**
 * The schedule: every hour, bill last month if not done (idempotent, so every serving process may
 * run it). Off with INVOICE_SCHEDULE=off.
 */
export function startInvoiceSchedule(ctx: AppContext, env = process.env): () => void {
  if (env.INVOICE_SCHEDULE === 'off') return () => {};
  return every('monthly invoicing', 3_600_000, () => generateInvoices(ctx.database.db, previousMonth()), 30_000);
}
