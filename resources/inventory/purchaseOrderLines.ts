import { int, number, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/**
 * A line of a purchase order: `order_stock_qty` stock units (rolls, tubs) of a trackable item,
 * each holding `order_unit_qty` units (defaults to the item's standard unit count).
 * `received_stock_qty` counts the units received so far and never passes the ordered quantity.
 */
const declaration = defineResource({
  name: 'purchase-order-lines',
  labels: { one: 'Purchase Order Line', many: 'Purchase Order Lines' },
  serve: graphql('PurchaseOrderLine', 'purchaseOrderLines', {
    timestamps: false,
    hasMany: { inventory_items: { resource: 'inventory-items', foreignKey: 'purchase_order_line_id', sort: ['id', 'ASC'] } },
  }),
  access: INVENTORY_ACCESS,
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/purchase-order-lines',
  fields: {
    purchase_order_id: reference('purchase-orders').required().labelled('Purchase Order'),
    trackable_item_id: reference('trackable-items').required().labelled('Trackable Item'),
    order_stock_qty: int().required().min(1).max(100000).labelled('Stock Units Ordered'),
    order_unit_qty: int().min(1).filledByServer().labelled('Units per Stock Unit'),
    unit_cost: number().min(0).labelled('Unit Cost'),
    currency: text()
      .max(3)
      .matches(/^[A-Z]{3}$/, 'Use a three-letter currency code (e.g. USD)')
      .labelled('Currency'),
    received_stock_qty: int().readOnly().labelled('Received'),
  },
  list: {
    columns: ['purchase_order_id', 'trackable_item_id', 'order_stock_qty', 'received_stock_qty', 'order_unit_qty', 'unit_cost', 'currency'],
    filters: ['purchase_order_id', 'trackable_item_id'],
    sort: ['id', 'ASC'],
  },
  represent: (r) => `Line #${r.id}`,
});

export default declaration;
/** A stored record, as the API answers it. */
export type PurchaseOrderLineRecord = RecordOf<typeof declaration>;
