/** The billing area's declared resources: pricing templates and invoices. */
import invoices from './invoices';
import pricingTemplates from './pricingTemplates';

export const BILLING_RESOURCES = [pricingTemplates, invoices];
