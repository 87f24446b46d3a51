/**
 * The CSV import of a pricing template's price lines (`POST /api/imports/pricing-lines`,
 * server/billing/priceLineImport.ts): not a declared resource — the lines live in the template's
 * `lines` — but described the same way for the import dialog, which maps a file's columns to these
 * fields by name or label (English or French). Prices are in currency units as people write them
 * (12.50, 12,50), kept in whole cents; the material is named by SKU, name or id.
 */
import { choice, int, text } from '../fields';
import { PRICING_BASES } from './money';

export const PRICE_LINE_IMPORT = {
  name: 'pricing-lines',
  labels: { one: 'Price line', many: 'Price lines' },
  fields: {
    material: text().required().max(120).labelled('Material'),
    basis: choice(PRICING_BASES).required().labelled('Priced per'),
    min_quantity: int().labelled('From quantity'),
    internal_price: text().required().max(20).labelled('Our cost'),
    brand_price: text().required().max(20).labelled('Brand price'),
  },
  translations: {
    fr: {
      'Price line': 'Ligne de prix',
      'Price lines': 'Lignes de prix',
      Material: 'Matériau',
      'Priced per': 'Prix au',
      'From quantity': 'À partir de',
      'Our cost': 'Notre coût',
      'Brand price': 'Prix marque',
    },
  },
};

/** The columns of a price-line row, as the server takes them. */
export type PriceLineColumn = keyof typeof PRICE_LINE_IMPORT.fields;
