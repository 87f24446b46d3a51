/** The area's declarations, one line each (resources/billing/index.ts lists them all). */
export { default as pricingTemplates } from './pricingTemplates';
export { default as invoices } from './invoices';
