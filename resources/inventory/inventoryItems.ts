import { choice, int, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

export const INVENTORY_ITEM_STATUSES = ['IN_STOCK', 'RESERVED', 'CONSUMED', 'WASTED'] as const;
export type InventoryItemStatus = (typeof INVENTORY_ITEM_STATUSES)[number];

/**
 * One physical stock unit (serial, barcode) in a zone. Received through intake of a purchase
 * order line, or added by hand (opening stock). Every change is a stock movement; an item whose
 * units reach 0 is CONSUMED. A barcode is generated (INV-00000042) when none is given.
 */
const declaration = defineResource({
  name: 'inventory-items',
  labels: { one: 'Inventory Item', many: 'Inventory Items' },
  serve: graphql('InventoryItem', 'inventoryItems', {
    hasMany: { movements: { resource: 'stock-movements', foreignKey: 'inventory_item_id', sort: ['id', 'DESC'] } },
  }),
  access: INVENTORY_ACCESS,
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/inventory-items',
  fields: {
    trackable_item_id: reference('trackable-items').required().labelled('Trackable Item'),
    barcode: text()
      .max(80)
      .matches(/^[\x21-\x7e]+$/, 'Use printable characters without spaces')
      .labelled('Barcode'),
    serial: text().max(80).labelled('Serial'),
    zone_id: reference('zones').labelled('Zone'),
    unit_count: int().min(0).labelled('Units'),
    stock_size_units: int().min(0).labelled('Units When Received'),
    status: choice(INVENTORY_ITEM_STATUSES)
      .labelled('Status')
      .toned({ IN_STOCK: 'success', RESERVED: 'info', CONSUMED: 'default', WASTED: 'error' }),
    purchase_order_id: reference('purchase-orders').readOnly().labelled('Purchase Order'),
    purchase_order_line_id: reference('purchase-order-lines').readOnly().labelled('Purchase Order Line'),
  },
  list: {
    columns: ['barcode', 'trackable_item_id', 'serial', 'zone_id', 'unit_count', 'status', 'created_at'],
    search: ['barcode', 'serial'],
    filters: ['trackable_item_id', 'zone_id', 'status', 'purchase_order_id'],
    sort: ['id', 'DESC'],
  },
  represent: (r) => String(r.barcode ?? r.serial ?? `#${r.id}`),
});

export default declaration;
/** A stored record, as the API answers it. */
export type InventoryItemRecord = RecordOf<typeof declaration>;
