import { choice, datetime, int, number, reference, text, url } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { LINE_ITEM_STATUSES } from './status';

/**
 * The line items of orders (docs/requirements/orders.md §7 `GET line-items?brand_id&order_id`, `PUT line-items`): a
 * design on a material at a size. Material, size and quantity can be changed while nothing has
 * been printed; the status moves with the production floor.
 */
const declaration = defineResource({
  name: 'line-items',
  labels: { one: 'Line Item', many: 'Line Items' },
  serve: rest('line-items', { update: 'body' }),
  access: { View: 'EVERYBODY', Edit: 'USER' },
  tenancy: 'brand',
  fields: {
    order_id: reference('orders').readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    design_name: text().readOnly().labelled('Design'),
    sku: text().readOnly().labelled('SKU'),
    material_id: reference('materials').required().labelled('Material'),
    width_inches: number().required().min(1).max(1200).labelled('Width (in)'),
    height_inches: number().required().min(1).max(1200).labelled('Height (in)'),
    quantity: int().min(1).max(999).labelled('Quantity'),
    unit_price: number().readOnly().labelled('Unit Price'),
    status: choice(LINE_ITEM_STATUSES).readOnly().labelled('Status').toned({
      pending: 'warning',
      in_production: 'info',
      dropped: 'info',
      printed: 'info',
      scanned: 'primary',
      weighed: 'primary',
      shipped: 'success',
      issue: 'error',
      wasted: 'error',
      cancelled: 'default',
    }),
    thumbnail_url: url().readOnly().labelled('Thumbnail'),
    print_file_url: url().readOnly().labelled('Print File'),
    jdml_generated_at: datetime().readOnly().labelled('JDML Generated'),
  },
  list: {
    columns: ['design_name', 'material_id', 'width_inches', 'height_inches', 'quantity', 'status'],
    filters: ['order_id', 'brand_id', 'status', 'material_id'],
    sort: ['id', 'ASC'],
  },
  represent: (r) => String(r.design_name ?? `#${r.id}`),
  translations: {
    fr: {
      Issue: 'Problème',
      'Line Item': 'Article',
      'Line Items': 'Articles',
      Design: 'Motif',
      'Width (in)': 'Largeur (po)',
      'Height (in)': 'Hauteur (po)',
      Quantity: 'Quantité',
      'Unit Price': 'Prix unitaire',
      Thumbnail: 'Vignette',
      'Print File': "Fichier d'impression",
      'JDML Generated': 'JDML généré',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type LineItemRecord = RecordOf<typeof declaration>;
