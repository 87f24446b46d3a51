import { choice, date, longText, reference, text, url } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** docs/requirements/inventory.md §4: DRAFT → CONFIRMED (confirmPO) → PARTIALLY_RECEIVED → RECEIVED, or CANCELLED. */
export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'CONFIRMED', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/** Statuses in which deliveries can be received. */
export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatus[] = ['CONFIRMED', 'PARTIALLY_RECEIVED'];

/**
 * A purchase order to a vendor. `po_number` is generated (PO-YYYY-NNNN) when left empty. The
 * status moves only through confirmPO, receiving, or an update to CANCELLED (from DRAFT or
 * CONFIRMED); lines can be changed only while it is a DRAFT.
 */
const declaration = defineResource({
  name: 'purchase-orders',
  labels: { one: 'Purchase Order', many: 'Purchase Orders' },
  serve: graphql('PurchaseOrder', 'purchaseOrders', {
    paginated: 'page',
    hasMany: {
      lines: { resource: 'purchase-order-lines', foreignKey: 'purchase_order_id', sort: ['id', 'ASC'] },
      inventory_items: { resource: 'inventory-items', foreignKey: 'purchase_order_id', sort: ['id', 'DESC'] },
    },
  }),
  access: INVENTORY_ACCESS,
  path: '/inventory/purchase-orders',
  fields: {
    po_number: text()
      .max(40)
      .matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits, dots, slashes and dashes (e.g. PO-2026-0042)')
      .filledByServer()
      .labelled('PO Number'),
    vendor_id: reference('vendors').required().labelled('Vendor'),
    vendor_po_number: text().max(60).labelled('Vendor PO Number'),
    status: choice(PURCHASE_ORDER_STATUSES)
      .labelled('Status')
      .toned({ DRAFT: 'default', CONFIRMED: 'info', PARTIALLY_RECEIVED: 'warning', RECEIVED: 'success', CANCELLED: 'error' }),
    expected_date: date().labelled('Expected Date'),
    tracking_link: url().max(500).labelled('Tracking Link'),
    notes: longText().max(2000).labelled('Notes'),
  },
  list: {
    columns: ['po_number', 'vendor_id', 'status', 'expected_date', 'vendor_po_number', 'created_at'],
    search: ['po_number', 'vendor_po_number', 'notes'],
    filters: ['status', 'vendor_id'],
    sort: ['created_at', 'DESC'],
  },
  represent: 'po_number',
  translations: { fr: { 'New Purchase Order': 'Nouveau bon de commande' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type PurchaseOrderRecord = RecordOf<typeof declaration>;
