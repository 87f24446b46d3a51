/**
 * The inventory area's calls beyond CRUD, as data-provider methods: the pages' reads (one
 * GraphQL document each, with the relations the page shows), the stock operations of docs/requirements/inventory.md §7
 * (confirm, intake, quantity, move) and the REST scan. Plain writes of a record are react-admin's
 * `create`/`update`/`delete`, which the GraphQL provider generates.
 */
import { graphqlRequest } from '../graphqlClient';
import { api } from '../httpClient';

/** The fields of a stock movement shown in the history tables. */
export const MOVEMENT_FIELDS = `id kind user_email created_at stock_before stock_after units_before units_after item_units_before item_units_after note note_code note_values
  zone_before { code } zone_after { code } inventory_item { id barcode } trackable_item { id sku }`;

const ACTIVE_ZONES = `zones(query: {is_active: true}, sort: "code") { id code name }`;

const HEALTH = `query Health($open: JSON) {
  reorder: trackableItems(query: {needs_reorder: true}, sort: "name") { id sku name stock_count repurchase_threshold vendor { brand_name } }
  open: purchaseOrders(query: $open, sort: "expected_date", order: "ASC") { id po_number status expected_date vendor { brand_name } lines { order_stock_qty received_stock_qty } }
  movements: stockMovementsPaginated(first: 12) { ${MOVEMENT_FIELDS} }
  items: trackableItemsCount
  units: inventoryItemsCount(query: {status: "IN_STOCK"})
}`;

const HEALTH_COUNTS = `{ reorder: trackableItemsCount(query: {needs_reorder: true}) open: purchaseOrdersCount(query: {status: ["CONFIRMED", "PARTIALLY_RECEIVED"]}) }`;

const PURCHASE_ORDER = `query ($id: ID!) {
  po: purchaseOrder(id: $id) {
    id po_number status vendor_id vendor_po_number tracking_link expected_date notes created_at
    vendor { id brand_name email phone }
    lines { id order_stock_qty order_unit_qty received_stock_qty unit_cost currency trackable_item { id sku name default_zones unit_type { name } } }
    inventory_items { id barcode serial unit_count created_at zone { code } trackable_item { sku } }
  }
  ${ACTIVE_ZONES}
}`;

const ITEM_OPTIONS = `{ trackableItems(sort: "sku") { id sku name standard_unit_count cost cost_basis } }`;

const TRACKABLE_ITEM = `query ($id: ID!) {
  item: trackableItem(id: $id) {
    id sku name notes stock_count unit_count repurchase_threshold needs_reorder standard_unit_count default_zones cost cost_basis
    vendor { id brand_name } stock_type { name } unit_type { name } audit_group { id name }
    inventory_items { id barcode serial unit_count stock_size_units status created_at zone { id code name } purchase_order { id po_number } }
    movements { ${MOVEMENT_FIELDS} }
  }
  ${ACTIVE_ZONES}
}`;

const WAREHOUSE = `query ($id: ID!) { warehouse(id: $id) { id name description width height length
  zone_groups { id name description x y z zones { id code name is_active in_stock: inventory_items_count(query: {status: "IN_STOCK"}) } } } }`;

const AUDIT_GROUP = `query ($id: ID!) { group: trackableItemAuditGroup(id: $id) { id name audit_lists { id requirement_text position } trackable_items { id sku name } } }`;

const CONFIRM = `mutation ($id: ID!) { confirmPO(id: $id) { id status } }`;

const INTAKE = `mutation ($line: ID!, $zone: ID, $serial: String, $barcode: String) {
  intakePurchaseOrderLineUnit(purchase_order_line_id: $line, zone_id: $zone, serial: $serial, barcode: $barcode) { id barcode zone { code } }
}`;

const QUANTITY = `mutation ($id: ID!, $delta: Int, $absolute: Int) { updateInventoryItemQuantity(id: $id, delta: $delta, absolute: $absolute) { id unit_count status } }`;

const MOVE = `mutation ($id: ID!, $zone: ID!) { moveInventoryItemToZone(id: $id, zone_id: $zone) { id zone { code } } }`;

export interface ScanResult {
  trackable_item: { id: number; sku?: string; name?: string };
  [key: string]: unknown;
}

type Page = Record<string, any>;

export const inventoryMethods = {
  /** The inventory home: items to reorder, open purchase orders, recent movements, counts. */
  inventoryHealth: (openStatuses: string[]) => graphqlRequest<Page>(HEALTH, { open: { status: openStatuses } }),
  /** The dashboard card's two counts. */
  inventoryHealthCounts: () => graphqlRequest<{ reorder: number; open: number }>(HEALTH_COUNTS),
  /** A purchase order with its vendor, lines and received units, and the active zones. */
  purchaseOrderPage: (id: string) => graphqlRequest<Page>(PURCHASE_ORDER, { id }),
  /** Every trackable item, for choosing a purchase order line's item. */
  trackableItemOptions: () => graphqlRequest<Page>(ITEM_OPTIONS),
  /** A trackable item with its stock units and movements, and the active zones. */
  trackableItemPage: (id: string) => graphqlRequest<Page>(TRACKABLE_ITEM, { id }),
  warehousePage: (id: string) => graphqlRequest<Page>(WAREHOUSE, { id }),
  auditGroupPage: (id: string) => graphqlRequest<Page>(AUDIT_GROUP, { id }),
  /** DRAFT → CONFIRMED. */
  confirmPurchaseOrder: (id: string) => graphqlRequest<Page>(CONFIRM, { id }),
  /** Receives one unit of a line into a zone: a new stock unit and its INTAKE movement. */
  intakeLineUnit: (line: string, zone: string | null, serial?: string, barcode?: string) =>
    graphqlRequest<{ intakePurchaseOrderLineUnit: { id: string; barcode: string; zone?: { code: string } | null } }>(INTAKE, {
      line,
      zone,
      serial,
      barcode,
    }),
  /** Changes a unit's quantity by `delta` or to `absolute`. */
  adjustUnitQuantity: (id: string, change: { delta?: number; absolute?: number }) => graphqlRequest<Page>(QUANTITY, { id, ...change }),
  moveUnitToZone: (id: string, zone: string) => graphqlRequest<Page>(MOVE, { id, zone }),
  /** A scanned barcode or serial to its stock unit (REST `POST v2/inventory/scan`). */
  scan: (value: string, kind: 'barcode' | 'serial' = 'barcode') =>
    api<ScanResult>('v2/inventory/scan', { method: 'POST', body: { value, kind } }),
};
