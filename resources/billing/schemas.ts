/**
 * The billing area's input shapes, shared by the server (validation) and the app (forms): price
 * lines and templates, brand pricing, billing details, payment methods and their verification,
 * and the invoice calls. Prices are whole cents: 12.5 or -1 is refused with a field message.
 */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';
import { idSchema } from '../ids';
import { addressSchema } from '../orders/schemas';
import { BILLING_PLANS, INVOICE_STATUSES, PRICING_BASES } from './money';
import { unknownFieldMessage } from '../framework';

export const MAX_CENTS = 100_000_000; // $1,000,000: beyond any one price of a roll or a foot.
/** The highest first quantity of a price tier. */
export const MAX_TIER_QUANTITY = 100_000;
/** Most price lines in one template. */
export const MAX_PRICE_LINES = 2000;

/** A whole number of cents, 0 or more. */
export const centsSchema = () =>
  yup
    .number()
    .typeError('Must be a whole number of cents')
    .integer('Must be a whole number of cents')
    .min(0, 'Must be 0 or more')
    .max(MAX_CENTS, `At most ${MAX_CENTS}`);

const basisSchema = yup
  .string()
  .required(REQUIRED_MESSAGE)
  .oneOf([...PRICING_BASES], `Must be one of: ${PRICING_BASES.join(', ')}`);
const minQuantitySchema = yup
  .number()
  .typeError('Must be a whole number')
  .integer('Must be a whole number')
  .min(1, 'Must be 1 or more')
  .max(MAX_TIER_QUANTITY)
  .required(REQUIRED_MESSAGE);

const strict = <S extends yup.ObjectShape>(fields: S) => yup.object(fields).noUnknown(true, unknownFieldMessage);

/** One tier of a template: a material, a basis, the first quantity, and the two prices. */
export const priceLineSchema = strict({
  material_id: idSchema().required(REQUIRED_MESSAGE),
  basis: basisSchema,
  min_quantity: minQuantitySchema,
  internal_cents: centsSchema().required(REQUIRED_MESSAGE),
  brand_cents: centsSchema().required(REQUIRED_MESSAGE),
});

const distinctTiers = (list: Array<{ material_id?: number; basis?: string; min_quantity?: number }> | undefined) => {
  const seen = new Set<string>();
  for (const l of list ?? []) {
    const key = `${l.material_id}:${l.basis}:${l.min_quantity}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
};

export const priceLinesSchema = yup
  .array(priceLineSchema)
  .max(MAX_PRICE_LINES, `At most ${MAX_PRICE_LINES} prices`)
  .test('distinct', 'Each material, basis and first quantity is priced once', distinctTiers);

/** `POST pricing`: a new template (or a copy), or a change of one when `id` is given. */
export const pricingTemplateSchema = strict({
  id: idSchema(),
  name: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'At most 120 characters'),
  brand_id: idSchema().nullable(),
  currency: yup
    .string()
    .trim()
    .transform((v) => (typeof v === 'string' ? v.toUpperCase() : v))
    .matches(/^[A-Z]{3}$/, 'Use a three-letter currency code (e.g. USD)')
    .default('USD'),
  description: yup.string().trim().max(1000, 'At most 1000 characters').nullable(),
  lines: priceLinesSchema.default([]),
});

export const templateIdQuerySchema = yup.object({ template_id: idSchema().required(REQUIRED_MESSAGE) });

export const priceOverrideSchema = strict({
  material_id: idSchema().required(REQUIRED_MESSAGE),
  basis: basisSchema,
  min_quantity: minQuantitySchema,
  price_cents: centsSchema().required(REQUIRED_MESSAGE),
});

/** `PUT pricing/brand-pricing?is_internal`: the template a brand is priced from and one side's overrides. */
export const brandPricingSchema = strict({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  template_id: idSchema().required(REQUIRED_MESSAGE),
  overrides: yup
    .array(priceOverrideSchema)
    .max(MAX_PRICE_LINES)
    .default([])
    .test('distinct', 'Each material, basis and first quantity is priced once', distinctTiers),
});

export const isInternalQuerySchema = yup.object({
  is_internal: yup.boolean().typeError('Must be true or false').default(false),
});

/** `POST billing/details`: the plan and what invoices are addressed to. */
export const billingDetailsSchema = strict({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  plan: yup
    .string()
    .oneOf([...BILLING_PLANS], `Must be one of: ${BILLING_PLANS.join(', ')}`)
    .required(REQUIRED_MESSAGE),
  company_name: yup.string().trim().max(160, 'At most 160 characters').nullable(),
  email: yup.string().trim().email('Must be a valid email').max(254).nullable(),
  address: addressSchema.nullable(),
  tax_id: yup.string().trim().max(40, 'At most 40 characters').nullable(),
  tax_rate_bps: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(0).max(5000, 'At most 5000 (50 %)'),
});

const digits = (min: number, max: number, message: string) =>
  yup
    .string()
    .transform((v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v))
    .matches(new RegExp(`^\\d{${min},${max}}$`), message);

/** `POST billing/payment-methods`: a card or a bank account for the brand. */
export const paymentMethodSchema = strict({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  kind: yup.string().oneOf(['card', 'bank_account'], 'Must be card or bank_account').required(REQUIRED_MESSAGE),
  /** A token from the provider's card form (Stripe Elements) instead of the card's numbers. */
  token: yup.string().trim().max(200),
  number: digits(12, 19, 'Enter the card number (12 to 19 digits)').when(['kind', 'token'], {
    is: (kind: string, token?: string) => kind === 'card' && !token,
    then: (s) => s.required(REQUIRED_MESSAGE),
  }),
  exp_month: yup
    .number()
    .typeError('Must be a month (1–12)')
    .integer('Must be a month (1–12)')
    .min(1, 'Must be a month (1–12)')
    .max(12, 'Must be a month (1–12)'),
  exp_year: yup.number().typeError('Must be a year').integer('Must be a year').min(2000, 'Must be a year').max(2100, 'Must be a year'),
  cvc: digits(3, 4, 'Enter the 3 or 4 digits on the back of the card'),
  holder_name: yup.string().trim().max(160, 'At most 160 characters'),
  routing_number: digits(9, 9, 'Enter the 9-digit routing number').when('kind', {
    is: 'bank_account',
    then: (s) => s.required(REQUIRED_MESSAGE),
  }),
  account_number: digits(4, 17, 'Enter the account number (4 to 17 digits)').when('kind', {
    is: 'bank_account',
    then: (s) => s.required(REQUIRED_MESSAGE),
  }),
});

/** Names one payment method as the spec does: the brand's provider customer and the source. */
export const paymentSourceSchema = strict({
  stripe_customer_id: yup.string().trim().max(80).required(REQUIRED_MESSAGE),
  customer_source_id: yup.string().trim().max(80).required(REQUIRED_MESSAGE),
});

const depositSchema = yup
  .number()
  .typeError('Enter the amount in cents, e.g. 32')
  .integer('Enter the amount in cents, e.g. 32')
  .min(1, 'A deposit is 1 to 99 cents')
  .max(99, 'A deposit is 1 to 99 cents')
  .required(REQUIRED_MESSAGE);

/** `POST billing/verify/payment-method`: the two micro-deposits (docs/requirements/billing.md §4), in cents. */
export const verifyPaymentMethodSchema = paymentSourceSchema.shape({ deposit_1: depositSchema, deposit_2: depositSchema });

export const paymentMethodsQuerySchema = yup.object({ customer_id: yup.string().trim().max(80).required(REQUIRED_MESSAGE) });

const dateOnly = yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-01');

/** `POST invoices`: the spec's list-by-filter call. */
export const invoiceFilterSchema = strict({
  brand_id: idSchema(),
  status: yup.string().oneOf([...INVOICE_STATUSES], `Must be one of: ${INVOICE_STATUSES.join(', ')}`),
  from: dateOnly,
  to: dateOnly,
  page: yup.number().typeError('Must be a whole number').integer().min(0).default(0),
  page_count: yup.number().typeError('Must be a whole number').integer().min(1).max(500).default(25),
});

/** Generate the invoices of one month now (staff; the schedule does it on the 1st). */
export const generateInvoicesSchema = strict({
  period: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-10'),
  brand_id: idSchema(),
});

export const payInvoiceSchema = strict({ customer_source_id: yup.string().trim().max(80) });
