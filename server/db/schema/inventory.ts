/**
 * Inventory and purchasing (docs/requirements/inventory.md §3, §4). Foreign keys RESTRICT deletes of rows that
 * are still referenced, so such a delete is a clear 409 rather than a dangling row. Stock counts
 * on trackable items are kept by server/inventory/stock.ts; every change writes a stock_movements row.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts';

const size = {
  width: numeric('width', { precision: 12, scale: 2, mode: 'number' }),
  height: numeric('height', { precision: 12, scale: 2, mode: 'number' }),
  length: numeric('length', { precision: 12, scale: 2, mode: 'number' }),
};
const position = {
  x: numeric('x', { precision: 12, scale: 2, mode: 'number' }),
  y: numeric('y', { precision: 12, scale: 2, mode: 'number' }),
  z: numeric('z', { precision: 12, scale: 2, mode: 'number' }),
};

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    brand_name: varchar('brand_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    website: varchar('website', { length: 300 }),
    primary_contact: varchar('primary_contact', { length: 120 }),
    ...timestamps,
  },
  (t) => [index('vendors_brand_name').on(t.brand_name)],
);

export const stockTypes = pgTable('stock_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: text('description'),
  ...timestamps,
});

export const unitTypes = pgTable('unit_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: text('description'),
  ...timestamps,
});

export const trackableItemAuditGroups = pgTable('trackable_item_audit_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  ...timestamps,
});

/** The ordered requirement texts of an audit group (a stocktake checklist). */
export const trackableItemAuditLists = pgTable(
  'trackable_item_audit_lists',
  {
    id: serial('id').primaryKey(),
    audit_group_id: integer('audit_group_id')
      .notNull()
      .references(() => trackableItemAuditGroups.id, { onDelete: 'cascade' }),
    requirement_text: text('requirement_text').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('trackable_item_audit_lists_group').on(t.audit_group_id, t.position),
    index('trackable_item_audit_lists_position').on(t.position, t.id),
  ],
);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  description: text('description'),
  ...size,
});

export const zoneGroups = pgTable(
  'zone_groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    ...size,
    ...position,
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [index('zone_groups_warehouse').on(t.warehouse_id), index('zone_groups_name').on(t.name, t.id)],
);

export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    zone_group_id: integer('zone_group_id')
      .notNull()
      .references(() => zoneGroups.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...size,
    ...position,
    ...timestamps,
  },
  (t) => [index('zones_group').on(t.zone_group_id), index('zones_active_code').on(t.is_active, t.code, t.id)],
);

export const trackableItems = pgTable(
  'trackable_items',
  {
    id: serial('id').primaryKey(),
    vendor_id: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    stock_type_id: integer('stock_type_id').references(() => stockTypes.id, { onDelete: 'restrict' }),
    unit_type_id: integer('unit_type_id').references(() => unitTypes.id, { onDelete: 'restrict' }),
    standard_unit_count: integer('standard_unit_count').notNull().default(1),
    /** Zone ids where new stock goes by default, first one first. */
    default_zones: jsonb('default_zones').$type<number[]>().notNull().default([]),
    /** Kept by the stock service: IN_STOCK inventory items and their units. */
    stock_count: integer('stock_count').notNull().default(0),
    unit_count: integer('unit_count').notNull().default(0),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    cost_basis: varchar('cost_basis', { length: 10 }).notNull().default('STOCK'),
    repurchase_threshold: integer('repurchase_threshold').notNull().default(0),
    /** Flagged for reorder: fewer stock units than the threshold. */
    needs_reorder: boolean('needs_reorder')
      .notNull()
      .generatedAlwaysAs(sql`stock_count < repurchase_threshold`),
    sku: varchar('sku', { length: 60 }).notNull().unique(),
    name: varchar('name', { length: 160 }).notNull(),
    notes: text('notes'),
    audit_group_id: integer('audit_group_id').references(() => trackableItemAuditGroups.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('trackable_items_vendor').on(t.vendor_id),
    index('trackable_items_name').on(t.name, t.id),
    index('trackable_items_stock_type').on(t.stock_type_id),
    index('trackable_items_unit_type').on(t.unit_type_id),
    index('trackable_items_reorder').on(t.needs_reorder),
    index('trackable_items_audit_group').on(t.audit_group_id),
    check('trackable_items_counts', sql`stock_count >= 0 AND unit_count >= 0`),
  ],
);

export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'CONFIRMED', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED'] as const;

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    po_number: varchar('po_number', { length: 40 }).notNull().unique(),
    vendor_po_number: varchar('vendor_po_number', { length: 60 }),
    tracking_link: varchar('tracking_link', { length: 500 }),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    expected_date: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('purchase_orders_vendor').on(t.vendor_id),
    index('purchase_orders_status').on(t.status),
    index('purchase_orders_created').on(t.created_at, t.id),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    trackable_item_id: integer('trackable_item_id')
      .notNull()
      .references(() => trackableItems.id, { onDelete: 'restrict' }),
    /** Stock units ordered (rolls, tubs, cartons): the receiving limit. */
    order_stock_qty: integer('order_stock_qty').notNull(),
    /** Units in each stock unit of this line (metres per roll, litres per tub). */
    order_unit_qty: integer('order_unit_qty').notNull(),
    unit_cost: numeric('unit_cost', { precision: 12, scale: 2, mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** Stock units received so far; never above order_stock_qty. */
    received_stock_qty: integer('received_stock_qty').notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_po').on(t.purchase_order_id),
    index('purchase_order_lines_item').on(t.trackable_item_id),
    check('purchase_order_lines_received', sql`received_stock_qty >= 0 AND received_stock_qty <= order_stock_qty`),
  ],
);

export const INVENTORY_ITEM_STATUSES = ['IN_STOCK', 'RESERVED', 'CONSUMED', 'WASTED'] as const;

/** One physical stock unit (a roll, a tub, a carton) with its serial and barcode, in a zone. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    trackable_item_id: integer('trackable_item_id')
      .notNull()
      .references(() => trackableItems.id, { onDelete: 'restrict' }),
    purchase_order_id: integer('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    purchase_order_line_id: integer('purchase_order_line_id').references(() => purchaseOrderLines.id, { onDelete: 'restrict' }),
    serial: varchar('serial', { length: 80 }),
    barcode: varchar('barcode', { length: 80 }).unique(),
    zone_id: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
    /** Units left in this stock unit. */
    unit_count: integer('unit_count').notNull().default(0),
    /** Units it held when received. */
    stock_size_units: integer('stock_size_units').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('IN_STOCK'),
    ...timestamps,
  },
  (t) => [
    index('inventory_items_trackable').on(t.trackable_item_id, t.status),
    // The inventory list: filtered by status, newest first, and its count.
    index('inventory_items_status').on(t.status, t.id),
    index('inventory_items_zone').on(t.zone_id),
    index('inventory_items_line').on(t.purchase_order_line_id),
    index('inventory_items_po').on(t.purchase_order_id),
    index('inventory_items_serial').on(t.serial),
    index('inventory_items_created').on(t.created_at),
    check('inventory_items_units', sql`unit_count >= 0`),
  ],
);

export const STOCK_MOVEMENT_KINDS = ['INTAKE', 'ADJUST', 'MOVE', 'CONSUME', 'WASTE', 'STATUS', 'CREATE', 'DELETE', 'AUDIT'] as const;

/** Every stock change: who, when, what, and the trackable item's counts before and after. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    trackable_item_id: integer('trackable_item_id')
      .notNull()
      .references(() => trackableItems.id, { onDelete: 'restrict' }),
    inventory_item_id: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_email: varchar('user_email', { length: 254 }),
    stock_before: integer('stock_before').notNull(),
    stock_after: integer('stock_after').notNull(),
    units_before: integer('units_before').notNull(),
    units_after: integer('units_after').notNull(),
    /** The inventory item's own units and zone before and after (when one is involved). */
    item_units_before: integer('item_units_before'),
    item_units_after: integer('item_units_after'),
    zone_before_id: integer('zone_before_id'),
    zone_after_id: integer('zone_after_id'),
    /** A person's note, or the English of a note the server wrote ("set to 0"), which then has its key and values. */
    note: text('note'),
    /** The server's note by key (`inventory.stock.*`, resources/i18n/areas/inventory.ts) and values: shown by key. */
    note_code: varchar('note_code', { length: 120 }),
    note_values: jsonb('note_values'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_trackable').on(t.trackable_item_id, t.id),
    index('stock_movements_item').on(t.inventory_item_id),
    index('stock_movements_created').on(t.created_at),
    index('stock_movements_kind').on(t.kind, t.id),
  ],
);
