/**
 * The billing area's tables (docs/requirements/billing.md §3, §4, §7 Pricing, Billing, Invoices; docs/requirements/billing.md §4 "invoices bill
 * a brand for its fulfilled orders"). Money is integer minor units (cents) with a currency, never
 * floats: every amount column is a bigint `*_cents`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, timestamps, users } from './accounts';
import { orders } from './orders';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A pricing template: for each material and basis (per roll, per square foot, per sample), tiered
 * prices by quantity, our cost (internal) and what a brand pays apart. `lines` is checked by
 * resources/billing/schemas.ts; a template without a brand is the house's, offered to every brand.
 */
export const pricingTemplates = pgTable(
  'pricing_templates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    description: text('description'),
    lines: jsonb('lines').notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pricing_templates_name').on(sql`lower(${t.name})`, sql`coalesce(${t.brand_id}, 0)`),
    index('pricing_templates_brand').on(t.brand_id),
    index('pricing_templates_name_sort').on(t.name, t.id),
    index('pricing_templates_name_search').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A brand's pricing, kept as versions: each change is a new row in force from `effective_from`,
 * so an order is always priced with the version in force when it was fulfilled. Overrides replace
 * the template's price of one material, basis and tier, on one side (internal or brand-facing).
 */
export const brandPricing = pgTable(
  'brand_pricing',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    template_id: integer('template_id')
      .notNull()
      .references(() => pricingTemplates.id, { onDelete: 'restrict' }),
    internal_overrides: jsonb('internal_overrides').notNull().default([]),
    brand_overrides: jsonb('brand_overrides').notNull().default([]),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_pricing_brand_effective').on(t.brand_id, t.effective_from, t.id)],
);

/** A brand's billing account: plan, invoice details and its customer at the payments provider. */
export const billingAccounts = pgTable('billing_accounts', {
  brand_id: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  plan: varchar('plan', { length: 40 }).notNull().default('none'),
  company_name: varchar('company_name', { length: 160 }),
  email: varchar('email', { length: 254 }),
  address: jsonb('address'),
  tax_id: varchar('tax_id', { length: 40 }),
  /** Sales tax on invoices, in basis points (825 = 8.25 %). */
  tax_rate_bps: integer('tax_rate_bps').notNull().default(0),
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  /** The brand's customer id at the payments provider (docs/requirements/billing.md §3 stripe_customer_id). */
  stripe_customer_id: varchar('stripe_customer_id', { length: 80 }).notNull().unique(),
  ...timestamps,
});

/**
 * A card or bank account of a brand (docs/requirements/billing.md §3: customer_source_id, stripe_customer_id). A bank
 * account is usable once verified with its two micro-deposits (docs/requirements/billing.md §4); three wrong tries lock it.
 * The local ledger keeps the deposits so staff can read them; Stripe keeps its own.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    stripe_customer_id: varchar('stripe_customer_id', { length: 80 }).notNull(),
    customer_source_id: varchar('customer_source_id', { length: 80 }).notNull().unique(),
    kind: varchar('kind', { length: 20 }).notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    holder_name: varchar('holder_name', { length: 160 }),
    status: varchar('status', { length: 30 }).notNull(),
    is_default: boolean('is_default').notNull().default(false),
    verify_attempts: integer('verify_attempts').notNull().default(0),
    deposit_1_cents: integer('deposit_1_cents'),
    deposit_2_cents: integer('deposit_2_cents'),
    ...timestamps,
  },
  (t) => [
    index('payment_methods_brand').on(t.brand_id),
    // One default method per brand.
    uniqueIndex('payment_methods_default')
      .on(t.brand_id)
      .where(sql`is_default`),
  ],
);

/**
 * An invoice of one brand for one period. Generated once per brand and period (the partial unique
 * index makes a second generator's insert a no-op), draft → open → paid, or void; a void invoice
 * frees its orders and its period.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    invoice_number: varchar('invoice_number', { length: 40 }).notNull().unique(),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    subtotal_cents: cents('subtotal_cents').notNull().default(0),
    shipping_cents: cents('shipping_cents').notNull().default(0),
    tax_rate_bps: integer('tax_rate_bps').notNull().default(0),
    tax_cents: cents('tax_cents').notNull().default(0),
    total_cents: cents('total_cents').notNull().default(0),
    order_count: integer('order_count').notNull().default(0),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    due_at: timestamp('due_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    payment_failure: text('payment_failure'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_brand_period')
      .on(t.brand_id, t.period_start)
      .where(sql`status <> 'void'`),
    // The invoice list: newest period first, for one brand or every brand, by status or not.
    index('invoices_brand_period_list').on(t.brand_id, t.period_start, t.id),
    index('invoices_status_period').on(t.status, t.period_start, t.id),
    index('invoices_period').on(t.period_start, t.id),
    index('invoices_number_search').using('gin', t.invoice_number.op('gin_trgm_ops')),
    check('invoices_total', sql`total_cents = subtotal_cents + shipping_cents + tax_cents`),
  ],
);

/** An invoice's lines: one per line item, one for each order's shipping. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    line_item_id: integer('line_item_id'),
    position: integer('position').notNull().default(0),
    kind: varchar('kind', { length: 20 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    /** The description by key (`billing.shipping_line`, resources/i18n/areas/billing.ts) and values, when the server words it by key. */
    description_code: varchar('description_code', { length: 120 }),
    description_values: jsonb('description_values'),
    basis: varchar('basis', { length: 20 }),
    /** Units billed (rolls, square feet, samples), as text to keep the exact decimal. */
    units: varchar('units', { length: 20 }),
    unit_price_cents: cents('unit_price_cents'),
    amount_cents: cents('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoice_id, t.position), index('invoice_lines_order').on(t.order_id)],
);

/** Which orders an invoice bills: an order is on one live invoice at most. */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    order_id: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invoice_orders_invoice').on(t.invoice_id)],
);

/** Each charge of an invoice: succeeded, or failed with the provider's reason. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount_cents: cents('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    failure_message: text('failure_message'),
    provider_charge_id: varchar('provider_charge_id', { length: 80 }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_invoice').on(t.invoice_id)],
);
