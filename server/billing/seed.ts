/**
 * Demo money: two house templates, each demo brand priced from one (since before its first order),
 * billing accounts with plans and payment methods — one bank account awaiting verification — and
 * the past months' invoices in every status, made by the real generator from the fulfilled orders.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PriceLine, PricingBasis } from '../../resources/billing/money';
import type { Db } from '../db/client';
import { isEmpty } from '../db/seed';
import { billingAccounts, brandPricing, brands, invoices, materials, paymentMethods, payments, pricingTemplates } from '../db/schema';
import { generateBrandInvoice, PAYMENT_TERMS_DAYS } from './invoicing';

const DAY = 86_400_000;

/** Tiered prices of one material: base, and 10 % / 20 % off from 10 / 25 pieces. */
function tiers(material_id: number, basis: PricingBasis, internal: number, brand: number): PriceLine[] {
  return [
    [1, 1],
    [10, 0.9],
    [25, 0.8],
  ].map(([min_quantity, factor]) => ({
    material_id,
    basis,
    min_quantity,
    internal_cents: Math.round(internal * factor),
    brand_cents: Math.round(brand * factor),
  }));
}

function templateLines(offered: Array<{ id: number; roll_width_inches: number | null }>, markup: number): PriceLine[] {
  return offered.flatMap((m, i) => [
    ...(m.roll_width_inches ? tiers(m.id, 'roll', 3800 + i * 600, Math.round((7900 + i * 1200) * markup)) : []),
    ...tiers(m.id, 'square_foot', 160 + i * 25, Math.round((390 + i * 60) * markup)),
    { material_id: m.id, basis: 'sample' as const, min_quantity: 1, internal_cents: 120, brand_cents: Math.round(450 * markup) },
  ]);
}

const month = (d: Date) => d.toISOString().slice(0, 7);

export async function seedBilling(db: Db) {
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id));
  if (!brandRows.length) return;
  if (await isEmpty(db, pricingTemplates)) {
    const shared = await db
      .select({ id: materials.id, roll_width_inches: materials.roll_width_inches })
      .from(materials)
      .where(sql`${materials.brand_id} IS NULL`)
      .orderBy(asc(materials.id));
    const [house] = await db
      .insert(pricingTemplates)
      .values({ name: 'House Standard', description: 'List prices for every brand.', lines: templateLines(shared, 1) })
      .returning();
    const [trade] = await db
      .insert(pricingTemplates)
      .values({
        name: 'Trade Volume',
        description: 'For brands ordering in volume: about 15 % below list.',
        lines: templateLines(shared, 0.85),
      })
      .returning();
    const since = new Date(Date.now() - 120 * DAY);
    for (const brand of brandRows.slice(0, 2)) {
      const template = brand.id === 1 ? house : trade;
      const override = (template.lines as PriceLine[]).find((l) => l.basis === 'sample');
      await db.insert(brandPricing).values({
        brand_id: brand.id,
        template_id: template.id,
        effective_from: since,
        // Samples free for the first brand: a deal of its launch.
        brand_overrides:
          brand.id === 1 && override ? [{ material_id: override.material_id, basis: 'sample', min_quantity: 1, price_cents: 0 }] : [],
      });
    }
  }

  if (await isEmpty(db, billingAccounts)) {
    for (const brand of brandRows.slice(0, 2)) {
      const customer = `cus_local_demo_${brand.id}`;
      await db.insert(billingAccounts).values({
        brand_id: brand.id,
        plan: brand.id === 1 ? 'token_advanced_plan' : 'token_basic_plan',
        company_name: `${brand.name} LLC`,
        email: brand.id === 1 ? 'billing@demo.test' : 'accounts@demo.test',
        address: {
          address1: brand.id === 1 ? '120 Hawthorne Blvd' : '48 Harbor Rd',
          city: brand.id === 1 ? 'Portland' : 'Seattle',
          province: brand.id === 1 ? 'OR' : 'WA',
          postal_code: brand.id === 1 ? '97214' : '98101',
          country_code: 'US',
        },
        tax_rate_bps: brand.id === 1 ? 825 : 0,
        stripe_customer_id: customer,
      });
      await db.insert(paymentMethods).values([
        {
          brand_id: brand.id,
          stripe_customer_id: customer,
          customer_source_id: `card_local_demo_${brand.id}`,
          kind: 'card',
          label: brand.id === 1 ? 'Visa' : 'Mastercard',
          last4: brand.id === 1 ? '4242' : '4444',
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          holder_name: `${brand.name} LLC`,
          status: 'verified',
          is_default: true,
        },
        ...(brand.id === 1
          ? [
              {
                brand_id: brand.id,
                stripe_customer_id: customer,
                customer_source_id: 'ba_local_demo_1',
                kind: 'bank_account',
                label: 'Bank 1100',
                last4: '6789',
                holder_name: `${brand.name} LLC`,
                status: 'pending_verification',
                deposit_1_cents: 32,
                deposit_2_cents: 45,
              },
            ]
          : []),
      ]);
    }
  }

  if (!(await isEmpty(db, invoices))) return;
  const now = new Date();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthsAgo = (n: number) => month(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - n, 1)));
  for (const brand of brandRows.slice(0, 2)) {
    // Oldest paid, last month's open (brand 1: after a voided first draft) or still a draft.
    for (const n of [3, 2]) {
      const made = await generateBrandInvoice(db, brand.id, monthsAgo(n));
      if (!made) continue;
      const issued = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - n + 1, 2));
      await db
        .update(invoices)
        .set({
          status: 'paid',
          issued_at: issued,
          due_at: new Date(issued.getTime() + PAYMENT_TERMS_DAYS * DAY),
          paid_at: new Date(issued.getTime() + 6 * DAY),
        })
        .where(eq(invoices.id, made.id));
      await db.insert(payments).values({
        invoice_id: made.id,
        amount_cents: made.total_cents,
        currency: 'USD',
        status: 'succeeded',
        provider_charge_id: `ch_local_demo_${made.id}`,
        created_at: new Date(issued.getTime() + 6 * DAY),
      });
    }
    const last = monthsAgo(1);
    if (brand.id === 1) {
      const first = await generateBrandInvoice(db, brand.id, last);
      if (first) {
        await db
          .update(invoices)
          .set({ status: 'void', voided_at: new Date(thisMonth.getTime() + DAY) })
          .where(eq(invoices.id, first.id));
        await db.execute(sql`DELETE FROM invoice_orders WHERE invoice_id = ${first.id}`);
      }
    }
    const current = await generateBrandInvoice(db, brand.id, last);
    if (current && brand.id === 1)
      await db
        .update(invoices)
        .set({
          status: 'open',
          issued_at: new Date(thisMonth.getTime() + DAY),
          due_at: new Date(thisMonth.getTime() + (PAYMENT_TERMS_DAYS + 1) * DAY),
        })
        .where(eq(invoices.id, current.id));
  }
}
