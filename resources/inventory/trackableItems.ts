import { boolean, choice, int, json, longText, number, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

export const COST_BASES = ['STOCK', 'UNIT'] as const;

/**
 * A kind of stock (a paper roll, paste, ink, boxes) from a vendor. `stock_count` and `unit_count`
 * are kept by the server from its IN_STOCK inventory items; `needs_reorder` is true while the
 * stock count is below `repurchase_threshold`.
 */
const declaration = defineResource({
  name: 'trackable-items',
  labels: { one: 'Trackable Item', many: 'Trackable Items' },
  serve: graphql('TrackableItem', 'trackableItems', {
    hasMany: {
      inventory_items: { resource: 'inventory-items', foreignKey: 'trackable_item_id', sort: ['id', 'DESC'] },
      movements: { resource: 'stock-movements', foreignKey: 'trackable_item_id', sort: ['id', 'DESC'] },
      purchase_order_lines: { resource: 'purchase-order-lines', foreignKey: 'trackable_item_id', sort: ['id', 'DESC'] },
    },
  }),
  access: INVENTORY_ACCESS,
  path: '/inventory/trackable-items',
  fields: {
    sku: text()
      .required()
      .unique()
      .max(60)
      .matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits, dots, slashes and dashes (e.g. PAP-MATTE-54)')
      .labelled('SKU'),
    name: text().required().max(160).labelled('Name'),
    vendor_id: reference('vendors').labelled('Vendor'),
    stock_type_id: reference('stock-types').labelled('Stock Type'),
    unit_type_id: reference('unit-types').labelled('Unit Type'),
    standard_unit_count: int().min(1).labelled('Units per Stock Unit'),
    default_zones: json().labelled('Default Zones'),
    stock_count: int().readOnly().labelled('In Stock'),
    unit_count: int().readOnly().labelled('Units in Stock'),
    cost: number().min(0).labelled('Cost'),
    cost_basis: choice(COST_BASES).labelled('Cost Basis'),
    repurchase_threshold: int().min(0).labelled('Repurchase Threshold'),
    needs_reorder: boolean().readOnly().labelled('Reorder'),
    audit_group_id: reference('audit-groups').labelled('Audit Group'),
    notes: longText().max(2000).labelled('Notes'),
  },
  list: {
    columns: ['sku', 'name', 'vendor_id', 'stock_type_id', 'stock_count', 'unit_count', 'repurchase_threshold', 'needs_reorder'],
    search: ['sku', 'name', 'notes'],
    filters: ['vendor_id', 'stock_type_id', 'unit_type_id', 'needs_reorder', 'audit_group_id'],
    sort: ['name', 'ASC'],
  },
  csvImport: true,
  represent: (r) => (r.sku ? `${r.sku} · ${r.name}` : String(r.name ?? `#${r.id}`)),
  translations: { fr: { Stock: 'Stock', Unit: 'Unité', 'New Trackable Item': 'Nouvel article suivi' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type TrackableItemRecord = RecordOf<typeof declaration>;
