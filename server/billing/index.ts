/**
 * The billing area (money): pricing templates and brand pricing, invoices generated from fulfilled
 * orders with their PDFs and payments, and brands' billing — plan, details, payment methods —
 * through the payments adapter.
 */
import { BILLING_RESOURCES } from '../../resources/billing';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { billingRoutes } from './billingRoutes';
import { invoiceRoutes } from './invoiceRoutes';
import { INVOICE_GENERATION, invoiceGenerationJob, startInvoiceSchedule } from './invoicing';
import { importTargetDocs } from '../framework/csvImport';
import { priceLineImport } from './priceLineImport';
import { pricingRoutes } from './pricingRoutes';
import { pricingTemplateHooks } from './pricingService';
import { BILLING_ROUTE_DOCS } from './routeDocs';
import { seedBilling } from './seed';

export const billingArea: ServerArea = {
  id: 'billing',
  bindings: bindDeclared(BILLING_RESOURCES, schema, {
    invoices: { routes: invoiceRoutes },
    'pricing-templates': { hooks: pricingTemplateHooks },
  }),
  routes: {
    '/pricing': pricingRoutes,
    '/billing': billingRoutes,
  },
  routeDocs: [...BILLING_ROUTE_DOCS, ...importTargetDocs(priceLineImport)],
  // A pricing template's price lines from a CSV (the import dialog of the template's page).
  imports: [priceLineImport],
  jobs: { [INVOICE_GENERATION]: invoiceGenerationJob },
  seed: seedBilling,
  start: (ctx) => startInvoiceSchedule(ctx),
};
