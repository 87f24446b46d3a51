/**
 * The billing area's calls beyond CRUD (docs/requirements/billing.md §7 Pricing, Billing, Invoices): a brand's pricing,
 * templates' prices and sources, the whole invoice and its PDF and actions, a brand's billing and
 * its payment methods. Template lists and changes are react-admin's on `pricing-templates`.
 */
import type { PriceLine, PriceOverride } from '../../resources/billing/money';
import { api, apiBlob } from '../httpClient';

export interface BrandPrice {
  material_id: number;
  material_name: string | null;
  basis: string;
  min_quantity: number;
  brand_cents: number;
  brand_overridden: boolean;
  internal_cents?: number | null;
  internal_overridden?: boolean;
}

export interface BrandPricing {
  brand_id: number;
  template_id: number | null;
  template_name?: string;
  currency?: string;
  effective_from?: string;
  prices: BrandPrice[];
  internal_overrides?: PriceOverride[];
  brand_overrides?: PriceOverride[];
  history: Array<{ id: number; effective_from: string; template_id: number; template_name: string }>;
}

export interface PricingSource {
  material_id: number;
  name: string;
  sku: string;
  brand_id: number | null;
  roll_width_inches: number | null;
  bases: string[];
}

export interface InvoiceLine {
  id: number;
  order_id: number | null;
  line_item_id: number | null;
  kind: 'line_item' | 'shipping';
  description: string;
  /** The description by key and values (resources/i18n/areas/billing.ts), when the server worded it by key. */
  description_code?: string | null;
  description_values?: Record<string, unknown> | null;
  basis: string | null;
  units: string | null;
  unit_price_cents: number | null;
  amount_cents: number;
}

export interface Invoice {
  id: number;
  brand_id: number;
  brand_name: string | null;
  invoice_number: string;
  period_start: string;
  period_end: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
  order_count: number;
  issued_at: string | null;
  due_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  payment_failure: string | null;
  lines: InvoiceLine[];
  payments: Array<{
    id: number;
    amount_cents: number;
    currency: string;
    status: string;
    failure_message: string | null;
    created_at: string;
    method_label: string | null;
    method_last4: string | null;
  }>;
}

export interface Billing {
  brand_id: number;
  plan: string;
  stripe_customer_id: string;
  details: {
    company_name: string | null;
    email: string | null;
    address: Record<string, unknown> | null;
    tax_id: string | null;
    tax_rate_bps: number;
    currency: string;
  };
  balance_cents: number;
  open_invoices: number;
  provider: 'local' | 'stripe';
  publishable_key: string | null;
}

export interface PaymentMethod {
  id: number;
  stripe_customer_id: string;
  customer_source_id: string;
  kind: 'card' | 'bank_account';
  label: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  status: 'verified' | 'pending_verification' | 'locked';
  is_default: boolean;
  tries_left: number;
  /** Local ledger, staff only: the deposits to verify with. */
  test_deposits?: [number, number];
}

export type MethodSource = Pick<PaymentMethod, 'stripe_customer_id' | 'customer_source_id'>;

export const billingMethods = {
  brandPricing: (brandId: number) => api<BrandPricing>('pricing/brand-pricing', { query: { brand_id: brandId } }),
  saveBrandPricing: (input: { brand_id: number; template_id: number; overrides: PriceOverride[] }, internal: boolean) =>
    api('pricing/brand-pricing', { method: 'PUT', query: { is_internal: internal }, body: input }),
  populatedTemplates: (brandId?: number) =>
    api<
      Array<{
        id: number;
        name: string;
        brand_id: number | null;
        currency: string;
        lines: Array<PriceLine & { material_name: string | null }>;
      }>
    >('pricing/populated-templates', { query: { brand_id: brandId } }),
  pricingSources: (brandId?: number | null) =>
    api<PricingSource[]>('pricing/template-pricing-sources', { query: { brand_id: brandId ?? undefined } }),
  invoicePage: (id: number | string) => api<Invoice>(`invoices/${id}`),
  invoicePdf: (id: number | string) => apiBlob(`invoices/${id}/pdf`),
  issueInvoice: (id: number) => api<Invoice>(`invoices/${id}/issue`, { method: 'POST' }),
  voidInvoice: (id: number) => api<Invoice>(`invoices/${id}/void`, { method: 'POST' }),
  payInvoice: (id: number, customerSourceId?: string) =>
    api<Invoice>(`invoices/${id}/pay`, { method: 'POST', body: customerSourceId ? { customer_source_id: customerSourceId } : {} }),
  generateInvoices: (period: string, brandId?: number) =>
    api<{ invoices: unknown[] }>('invoices/generate', { method: 'POST', body: { period, ...(brandId ? { brand_id: brandId } : {}) } }),
  billing: (brandId: number) => api<Billing>('billing', { query: { brand_id: brandId } }),
  saveBillingDetails: (input: Record<string, unknown>) => api('billing/details', { method: 'POST', body: input }),
  paymentMethods: (customerId: string) => api<PaymentMethod[]>('billing/payment-methods', { query: { customer_id: customerId } }),
  addPaymentMethod: (input: Record<string, unknown>) => api<PaymentMethod>('billing/payment-methods', { method: 'POST', body: input }),
  deletePaymentMethod: (source: MethodSource) => api('billing/delete/payment-method', { method: 'POST', body: source }),
  makeDefaultPaymentMethod: (source: MethodSource) =>
    api<PaymentMethod>('billing/default/payment-method', { method: 'POST', body: source }),
  verifyPaymentMethod: (source: MethodSource & { deposit_1: number; deposit_2: number }) =>
    api<PaymentMethod>('billing/verify/payment-method', { method: 'POST', body: source }),
};
