/**
 * The inventory area's calls beyond CRUD, as data-provider methods: the pages' reads (one
 * GraphQL document each, with the relations the page shows), the stock operations of docs/requirements/inventory.md §7
 * (confirm, intake, quantity, move) and the REST scan. Plain writes of a record are react-admin's
 * `create`/`update`/`delete`, which the GraphQL provider generates.
 */
import type { AuditGroupRecord } from '../../resources/inventory/auditGroups';
import type { AuditListRecord } from '../../resources/inventory/auditLists';
import type { InventoryItemRecord } from '../../resources/inventory/inventoryItems';
import type { PurchaseOrderLineRecord } from '../../resources/inventory/purchaseOrderLines';
import type { PurchaseOrderRecord } from '../../resources/inventory/purchaseOrders';
import type { StockMovementRecord } from '../../resources/inventory/stockMovements';
import type { TrackableItemRecord } from '../../resources/inventory/trackableItems';
import type { VendorRecord } from '../../resources/inventory/vendors';
import type { WarehouseRecord } from '../../resources/inventory/warehouses';
import type { ZoneGroupRecord } from '../../resources/inventory/zoneGroups';
import type { ZoneRecord } from '../../resources/inventory/zones';
import type { UnitTypeRecord } from '../../resources/inventory/unitTypes';
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

/**
 * A record as the GraphQL API answers it: the fields `K` of its declaration's record `R`, with its id
 * a GraphQL ID (a string). `Kept` are fields the table keeps non-null (a default fills them), which
 * GraphQL answers as non-null though a client may leave them out.
 */
export type Answer<R, K extends keyof R, Kept extends K = never> = { id: string } & { [P in Exclude<K, Kept>]: R[P] } & {
  [P in Kept]: NonNullable<R[P]>;
};

type Vendor = Pick<VendorRecord, 'brand_name'>;
/** The active zones a page offers (receive into, move to). */
export type ZoneOption = Answer<ZoneRecord, 'code' | 'name'>;

/** A stock movement as the history tables show it. */
export type Movement = Answer<
  StockMovementRecord,
  | 'kind'
  | 'user_email'
  | 'created_at'
  | 'stock_before'
  | 'stock_after'
  | 'units_before'
  | 'units_after'
  | 'item_units_before'
  | 'item_units_after'
  | 'note'
  | 'note_code'
  | 'note_values',
  'kind' | 'created_at' | 'stock_before' | 'stock_after' | 'units_before' | 'units_after'
> & {
  zone_before: { code: string } | null;
  zone_after: { code: string } | null;
  inventory_item: { id: string; barcode: string | null } | null;
  trackable_item: { id: string; sku: string } | null;
};

export interface InventoryHealth {
  reorder: Array<
    Answer<TrackableItemRecord, 'sku' | 'name' | 'stock_count' | 'repurchase_threshold', 'stock_count' | 'repurchase_threshold'> & {
      vendor: Vendor | null;
    }
  >;
  open: Array<
    Answer<PurchaseOrderRecord, 'po_number' | 'status' | 'expected_date', 'po_number' | 'status'> & {
      vendor: Vendor | null;
      lines: Array<Pick<PurchaseOrderLineRecord, 'order_stock_qty'> & { received_stock_qty: number }>;
    }
  >;
  movements: Movement[];
  items: number;
  units: number;
}

/** A purchase order line as the purchase-order page reads it. */
export type PurchaseOrderLine = Answer<
  PurchaseOrderLineRecord,
  'order_stock_qty' | 'order_unit_qty' | 'received_stock_qty' | 'unit_cost' | 'currency',
  'order_unit_qty' | 'received_stock_qty' | 'currency'
> & {
  trackable_item: Answer<TrackableItemRecord, 'sku' | 'name' | 'default_zones'> & { unit_type: Pick<UnitTypeRecord, 'name'> | null };
};

export interface PurchaseOrderPage {
  po:
    | (Answer<
        PurchaseOrderRecord,
        'po_number' | 'status' | 'vendor_po_number' | 'tracking_link' | 'expected_date' | 'notes' | 'created_at',
        'po_number' | 'status' | 'created_at'
      > & {
        vendor_id: string;
        vendor: (Vendor & Answer<VendorRecord, 'email' | 'phone'>) | null;
        lines: PurchaseOrderLine[];
        inventory_items: Array<
          Answer<InventoryItemRecord, 'barcode' | 'serial' | 'unit_count' | 'created_at', 'unit_count' | 'created_at'> & {
            zone: { code: string } | null;
            trackable_item: { sku: string } | null;
          }
        >;
      })
    | null;
  zones: ZoneOption[];
}

/** A trackable item a purchase order line can order. */
export type TrackableItemOption = Answer<
  TrackableItemRecord,
  'sku' | 'name' | 'standard_unit_count' | 'cost' | 'cost_basis',
  'standard_unit_count' | 'cost_basis'
>;

/** A stock unit as the trackable item's page lists it. */
export type StockUnit = Answer<
  InventoryItemRecord,
  'barcode' | 'serial' | 'unit_count' | 'stock_size_units' | 'status' | 'created_at',
  'unit_count' | 'status' | 'created_at'
> & {
  zone: Answer<ZoneRecord, 'code' | 'name'> | null;
  purchase_order: Answer<PurchaseOrderRecord, 'po_number', 'po_number'> | null;
};

export interface TrackableItemPage {
  item:
    | (Answer<
        TrackableItemRecord,
        | 'sku'
        | 'name'
        | 'notes'
        | 'stock_count'
        | 'unit_count'
        | 'repurchase_threshold'
        | 'needs_reorder'
        | 'standard_unit_count'
        | 'default_zones'
        | 'cost'
        | 'cost_basis',
        'stock_count' | 'unit_count' | 'repurchase_threshold' | 'standard_unit_count' | 'cost_basis'
      > & {
        vendor: Answer<VendorRecord, 'brand_name'> | null;
        stock_type: { name: string } | null;
        unit_type: { name: string } | null;
        audit_group: Answer<AuditGroupRecord, 'name'> | null;
        inventory_items: StockUnit[];
        movements: Movement[];
      })
    | null;
  zones: ZoneOption[];
}

export interface WarehousePage {
  warehouse:
    | (Answer<WarehouseRecord, 'name' | 'description' | 'width' | 'height' | 'length'> & {
        zone_groups: Array<
          Answer<ZoneGroupRecord, 'name' | 'description' | 'x' | 'y' | 'z'> & {
            zones: Array<Answer<ZoneRecord, 'code' | 'name' | 'is_active', 'is_active'> & { in_stock: number }>;
          }
        >;
      })
    | null;
}

export interface AuditGroupPage {
  group:
    | (Answer<AuditGroupRecord, 'name'> & {
        audit_lists: Array<Answer<AuditListRecord, 'requirement_text' | 'position', 'position'>>;
        trackable_items: Array<Answer<TrackableItemRecord, 'sku' | 'name'>>;
      })
    | null;
}

export const inventoryMethods = {
  /** The inventory home: items to reorder, open purchase orders, recent movements, counts. */
  inventoryHealth: (openStatuses: string[]) => graphqlRequest<InventoryHealth>(HEALTH, { open: { status: openStatuses } }),
  /** The dashboard card's two counts. */
  inventoryHealthCounts: () => graphqlRequest<{ reorder: number; open: number }>(HEALTH_COUNTS),
  /** A purchase order with its vendor, lines and received units, and the active zones. */
  purchaseOrderPage: (id: string) => graphqlRequest<PurchaseOrderPage>(PURCHASE_ORDER, { id }),
  /** Every trackable item, for choosing a purchase order line's item. */
  trackableItemOptions: () => graphqlRequest<{ trackableItems: TrackableItemOption[] }>(ITEM_OPTIONS),
  /** A trackable item with its stock units and movements, and the active zones. */
  trackableItemPage: (id: string) => graphqlRequest<TrackableItemPage>(TRACKABLE_ITEM, { id }),
  warehousePage: (id: string) => graphqlRequest<WarehousePage>(WAREHOUSE, { id }),
  auditGroupPage: (id: string) => graphqlRequest<AuditGroupPage>(AUDIT_GROUP, { id }),
  /** DRAFT → CONFIRMED. */
  confirmPurchaseOrder: (id: string) => graphqlRequest<{ confirmPO: Answer<PurchaseOrderRecord, 'status', 'status'> }>(CONFIRM, { id }),
  /** Receives one unit of a line into a zone: a new stock unit and its INTAKE movement. */
  intakeLineUnit: (line: string, zone: string | null, serial?: string, barcode?: string) =>
    graphqlRequest<{ intakePurchaseOrderLineUnit: { id: string; barcode: string; zone?: { code: string } | null } }>(INTAKE, {
      line,
      zone,
      serial,
      barcode,
    }),
  /** Changes a unit's quantity by `delta` or to `absolute`. */
  adjustUnitQuantity: (id: string, change: { delta?: number; absolute?: number }) =>
    graphqlRequest<{ updateInventoryItemQuantity: Answer<InventoryItemRecord, 'unit_count' | 'status', 'unit_count' | 'status'> }>(
      QUANTITY,
      { id, ...change },
    ),
  moveUnitToZone: (id: string, zone: string) =>
    graphqlRequest<{ moveInventoryItemToZone: { id: string; zone: { code: string } | null } }>(MOVE, { id, zone }),
  /** A scanned barcode or serial to its stock unit (REST `POST v2/inventory/scan`). */
  scan: (value: string, kind: 'barcode' | 'serial' = 'barcode') =>
    api<ScanResult>('v2/inventory/scan', { method: 'POST', body: { value, kind } }),
};
