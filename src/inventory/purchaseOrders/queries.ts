/** The purchase-order page's reads and writes. */
export const PO = `query ($id: ID!) {
  po: purchaseOrder(id: $id) {
    id po_number status vendor_id vendor_po_number tracking_link expected_date notes created_at
    vendor { id brand_name email phone }
    lines { id order_stock_qty order_unit_qty received_stock_qty unit_cost currency trackable_item { id sku name default_zones unit_type { name } } }
    inventory_items { id barcode serial unit_count created_at zone { code } trackable_item { sku } }
  }
  zones(query: {is_active: true}, sort: "code") { id code name }
}`;

export const ITEMS = `{ trackableItems(sort: "sku") { id sku name standard_unit_count cost cost_basis } }`;
export const CONFIRM = `mutation ($id: ID!) { confirmPO(id: $id) { id status } }`;
export const UPDATE_PO = `mutation ($id: ID!, $input: PurchaseOrderUpdateInput!) { updatePurchaseOrder(id: $id, input: $input) }`;
export const DELETE_PO = `mutation ($id: ID!) { deletePurchaseOrder(id: $id) }`;
export const ADD_LINE = `mutation ($input: PurchaseOrderLineInput!) { createPurchaseOrderLine(input: $input) }`;
export const UPDATE_LINE = `mutation ($id: ID!, $input: PurchaseOrderLineUpdateInput!) { updatePurchaseOrderLine(id: $id, input: $input) }`;
export const DELETE_LINE = `mutation ($id: ID!) { deletePurchaseOrderLine(id: $id) }`;
export const INTAKE = `mutation ($line: ID!, $zone: ID, $serial: String, $barcode: String) {
  intakePurchaseOrderLineUnit(purchase_order_line_id: $line, zone_id: $zone, serial: $serial, barcode: $barcode) { id barcode zone { code } }
}`;

export interface Line {
  id: string;
  order_stock_qty: number;
  order_unit_qty: number;
  received_stock_qty: number;
  unit_cost?: number | null;
  currency: string;
  trackable_item: { id: string; sku: string; name: string; default_zones: number[]; unit_type?: { name: string } | null };
}
