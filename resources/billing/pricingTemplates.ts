import { json, longText, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { priceLinesSchema } from './schemas';

/**
 * Pricing templates (docs/requirements/billing.md §7 Pricing): for each material and basis (per roll, per square foot,
 * per sample), tiered prices by quantity, our cost (internal) and the brand's price apart, in
 * whole cents. `GET pricing/pricing-templates?brand_id` lists those a brand may be priced from:
 * the house's (no brand) and the brand's own. Staff read them; SUPERADMIN changes them.
 */
const declaration = defineResource({
  name: 'pricing-templates',
  labels: { one: 'Pricing Template', many: 'Pricing Templates' },
  serve: rest('pricing/pricing-templates'),
  access: { View: 'SUPERUSER', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  tenancy: 'brand-or-shared',
  fields: {
    name: text().required().max(120).labelled('Name').unique(['brand_id']),
    brand_id: reference('brands').labelled('Brand (empty: every brand)'),
    currency: text().max(3).labelled('Currency'),
    description: longText().max(1000).labelled('Description'),
    lines: json(priceLinesSchema).labelled('Prices'),
  },
  list: {
    columns: ['name', 'brand_id', 'currency', 'updated_at'],
    search: ['name'],
    filters: ['brand_id'],
    sort: ['name', 'ASC'],
  },
  represent: 'name',
  translations: {
    fr: {
      'Pricing Template': 'Modèle de tarifs',
      'New Pricing Template': 'Nouveau modèle de tarifs',
      'Pricing Templates': 'Modèles de tarifs',
      'Brand (empty: every brand)': 'Marque (vide : toutes les marques)',
      Currency: 'Devise',
      Prices: 'Prix',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type PricingTemplateRecord = RecordOf<typeof declaration>;
