/**
 * The billing area (money): invoices (list and the invoice page with its PDF and payment), a
 * brand's billing (plan, details, payment methods, its prices), and pricing templates with brand
 * pricing for staff (Admin Tools › Pricing).
 */
import { BILLING_RESOURCES } from '../../resources/billing';
import { lazyChunk } from '../components/lazyChunk';
import { defineArea } from '../areas/types';

const InvoiceList = lazyChunk(() => import('./invoices/InvoiceList'));
const InvoicePage = lazyChunk(() => import('./invoices/InvoicePage'));
const BillingPage = lazyChunk(() => import('./billing/BillingPage'));
const PricingTool = lazyChunk(() => import('./pricing/PricingTool'));
const BrandPricingSection = lazyChunk(() => import('./pricing/PricingTool').then((m) => ({ default: m.BrandPricingSection })));
const PricingTemplateCreate = lazyChunk(() => import('./pricing/PricingTemplateForm').then((m) => ({ default: m.PricingTemplateCreate })));
const PricingTemplateEdit = lazyChunk(() => import('./pricing/PricingTemplateForm').then((m) => ({ default: m.PricingTemplateEdit })));

export default defineArea({
  id: 'billing',
  declarations: BILLING_RESOURCES,
  menu: [{ key: 'invoices', resource: 'invoices', label: 'menu.invoices', level: 'ADMIN', order: 60 }],
  views: {
    // /invoices/{invoice_id} is the invoice (docs/requirements/billing.md §2), for those who pay it and those who read it.
    invoices: { list: InvoiceList, edit: InvoicePage, show: InvoicePage, create: false },
    'pricing-templates': { create: PricingTemplateCreate, edit: PricingTemplateEdit },
  },
  pages: [{ path: '/billing', component: BillingPage, title: 'screens.billing.billing', access: { resource: 'billing', action: 'show' } }],
  tools: [{ id: 'pricing', label: 'screens.billing.pricing', level: 'SUPERUSER', component: PricingTool }],
  brandSections: [{ id: 'brand-pricing', level: 'SUPERUSER', component: BrandPricingSection }],
});
