/** The billing area's hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import {
  billingDetailsSchema,
  brandPricingSchema,
  generateInvoicesSchema,
  invoiceFilterSchema,
  isInternalQuerySchema,
  payInvoiceSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentSourceSchema,
  pricingTemplateSchema,
  templateIdQuerySchema,
  verifyPaymentMethodSchema,
} from '../../resources/billing/schemas';
import type { RouteDoc } from '../http/routeDocs';
import { billingQuerySchema } from './billingRoutes';
import { brandQuerySchema, brandRequiredQuerySchema, pricingSourcesQuerySchema } from './pricingRoutes';

const onInvoice = { in: 'path', name: 'id', names: 'invoices' } as const;
const brandQuery = { in: 'query', name: 'brand_id', names: 'brand' } as const;
const brandBody = { in: 'body', name: 'brand_id', names: 'brand' } as const;

export const BILLING_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/pricing/populated-templates',
    summary: 'Pricing templates a brand may be priced from, with their prices',
    access: { resource: 'pricing-templates', action: 'View' },
    query: brandQuerySchema,
  },
  {
    method: 'get',
    path: '/api/pricing/brand-pricing',
    summary: 'A brand’s prices in force (our cost only for staff) and its pricing history',
    access: { resource: 'brand-pricing', action: 'View' },
    query: brandRequiredQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'put',
    path: '/api/pricing/brand-pricing',
    summary: 'Price a brand from a template with overrides of one side (a new version in force from now)',
    access: { resource: 'brand-pricing', action: 'Edit' },
    query: isInternalQuerySchema,
    body: brandPricingSchema,
  },
  {
    method: 'post',
    path: '/api/pricing',
    summary: 'Create a pricing template, or change one (with its id)',
    access: { resource: 'pricing-templates', action: 'Add' },
    body: pricingTemplateSchema,
  },
  {
    method: 'delete',
    path: '/api/pricing',
    summary: 'Delete a pricing template that prices no brand',
    access: { resource: 'pricing-templates', action: 'Delete' },
    query: templateIdQuerySchema,
  },
  {
    method: 'get',
    path: '/api/pricing/template-pricing-sources',
    summary: 'Materials a template can price, with their bases',
    access: { resource: 'pricing-templates', action: 'View' },
    query: pricingSourcesQuerySchema,
  },
  {
    method: 'post',
    path: '/api/invoices',
    summary: 'Invoices by filter: brand, status, period range (page object)',
    access: { resource: 'invoices', action: 'View' },
    body: invoiceFilterSchema,
  },
  {
    method: 'post',
    path: '/api/invoices/generate',
    summary: 'Generate the invoices of a month now (the schedule does it monthly)',
    access: { resource: 'invoice-issuing', action: 'Edit' },
    body: generateInvoicesSchema,
  },
  {
    method: 'get',
    path: '/api/invoices/{id}/pdf',
    summary: 'The invoice as a PDF',
    access: { resource: 'invoices', action: 'View' },
    tenancy: onInvoice,
    produces: 'application/pdf',
  },
  {
    method: 'post',
    path: '/api/invoices/{id}/issue',
    summary: 'Issue a draft invoice (it falls due in 30 days)',
    access: { resource: 'invoice-issuing', action: 'Edit' },
    tenancy: onInvoice,
  },
  {
    method: 'post',
    path: '/api/invoices/{id}/void',
    summary: 'Void a draft or open invoice (its orders can be billed again)',
    access: { resource: 'invoice-issuing', action: 'Edit' },
    tenancy: onInvoice,
  },
  {
    method: 'post',
    path: '/api/invoices/{id}/pay',
    summary: 'Pay an open invoice with the default (or named) payment method',
    access: { resource: 'invoices', action: 'Edit' },
    tenancy: onInvoice,
    body: payInvoiceSchema,
  },
  {
    method: 'get',
    path: '/api/billing',
    summary: 'A brand’s plan, details and balance',
    access: { resource: 'billing', action: 'View' },
    query: billingQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'post',
    path: '/api/billing/details',
    summary: 'Change a brand’s plan and invoice details',
    access: { resource: 'billing', action: 'Edit' },
    body: billingDetailsSchema,
    tenancy: brandBody,
    probe: { body: { plan: 'none' } },
  },
  {
    method: 'get',
    path: '/api/billing/payment-methods',
    summary: 'The payment methods of a billing customer',
    access: { resource: 'billing', action: 'View' },
    query: paymentMethodsQuerySchema,
  },
  {
    method: 'post',
    path: '/api/billing/payment-methods',
    summary: 'Add a card or a bank account (verified later with two micro-deposits)',
    access: { resource: 'billing', action: 'Edit' },
    body: paymentMethodSchema,
    tenancy: brandBody,
    probe: { body: { kind: 'card', number: '4000000000000002', exp_month: 12, exp_year: 2099, cvc: '123' } },
  },
  {
    method: 'post',
    path: '/api/billing/delete/payment-method',
    summary: 'Delete a payment method',
    access: { resource: 'billing', action: 'Edit' },
    body: paymentSourceSchema,
  },
  {
    method: 'post',
    path: '/api/billing/default/payment-method',
    summary: 'Make a verified payment method the default',
    access: { resource: 'billing', action: 'Edit' },
    body: paymentSourceSchema,
  },
  {
    method: 'post',
    path: '/api/billing/verify/payment-method',
    summary: 'Verify a bank account with its two micro-deposits (three wrong tries lock it)',
    access: { resource: 'billing', action: 'Edit' },
    body: verifyPaymentMethodSchema,
  },
];

