/**
 * The production floor's tables (docs/requirements/production.md §7 Scanning, Shipping, Printers; docs/requirements/production.md §4): the
 * employees who work the stations, the weigh queue, shipments with their labels, printers, print
 * jobs (the local print spool) and printer line-item issues.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, timestamps, users } from './accounts';
import { materials } from './catalog';
import { lineItems, orders } from './orders';

/** A document's bytes (label and packing-slip PDFs): they hold addresses, so they are served only to staff, never as public files. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The bytes of printed documents (label and packing-slip PDFs), apart from the rows that list them. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  content_type: varchar('content_type', { length: 60 }).notNull().default('application/pdf'),
  content: bytea('content').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Someone who works the stations, known by the badge they scan (a user of the app or not). */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    badge: varchar('badge', { length: 40 }).notNull().unique(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('employees_name').on(t.name, t.id), index('employees_name_search').using('gin', t.name.op('gin_trgm_ops'))],
);

/**
 * A shift: one badge sign-in on one device, held for `SHIFT_HOURS` (10) across reloads and the
 * stations, until the employee signs out or the device is idle for `SHIFT_IDLE_MINUTES`. The
 * device keeps the token; the server keeps its hash, the employee, and the account the station
 * is signed in with (another account cannot use it).
 */
export const stationShifts = pgTable(
  'station_shifts',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: `sign_out`, `switched` (another badge on the device), `idle` or `expired`. */
    end_reason: varchar('end_reason', { length: 20 }),
  },
  (t) => [index('station_shifts_employee').on(t.employee_id, t.started_at)],
);

/**
 * Station scans sent with an `Idempotency-Key` (a device's offline queue replaying, a retry after
 * a dropped connection): the key, per station account, is written in the scan's own transaction
 * with the answer it got, so a key is applied exactly once — a repeat, even while the first is
 * still running, waits for it and gets the same answer (docs/production.md "Offline scans").
 */
export const stationScans = pgTable(
  'station_scans',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** The request's hash (value, unscan, employee, scan time): the same key with another scan is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    scan_value: varchar('scan_value', { length: 120 }).notNull(),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** When the device took the scan (its clock), as the timeline records it. */
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('station_scans_user_key').on(t.user_id, t.key), index('station_scans_created').on(t.created_at)],
);

/**
 * Orders whose every line item is scanned, waiting to be weighed (`unprocessed`), then
 * `processed` with the weight; a reset puts one back. One waiting entry per order at most.
 */
export const weighQueue = pgTable(
  'weigh_queue',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    order_number: varchar('order_number', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('unprocessed'),
    weight_pounds: integer('weight_pounds'),
    weight_ounces: numeric('weight_ounces', { precision: 5, scale: 2, mode: 'number' }),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('weigh_queue_waiting_order')
      .on(t.order_id)
      .where(sql`status = 'unprocessed'`),
    index('weigh_queue_status').on(t.status, t.id),
    index('weigh_queue_order_number').on(t.order_number),
    index('weigh_queue_order_number_search').using('gin', t.order_number.op('gin_trgm_ops')),
    index('weigh_queue_brand').on(t.brand_id, t.id),
  ],
);

/** A parcel of an order with its shipping label: purchased → shipped, or voided (final). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    weigh_queue_id: integer('weigh_queue_id').references(() => weighQueue.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('purchased'),
    carrier: varchar('carrier', { length: 40 }).notNull(),
    service: varchar('service', { length: 60 }).notNull(),
    tracking_number: varchar('tracking_number', { length: 60 }).notNull().unique(),
    label_document_id: integer('label_document_id').references(() => documents.id, { onDelete: 'set null' }),
    carrier_shipment_id: varchar('carrier_shipment_id', { length: 80 }),
    weight_ounces: numeric('weight_ounces', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('shipments_order').on(t.order_id),
    index('shipments_status').on(t.status, t.id),
    index('shipments_brand').on(t.brand_id, t.id),
    index('shipments_tracking_search').using('gin', t.tracking_number.op('gin_trgm_ops')),
  ],
);

/** Printers of the floor (packing slips, labels); the first is the default (docs/requirements/production.md §7). */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull().unique(),
    description: text('description'),
    /** The printer's id at the print service (PrintNode), when printing through one. */
    remote_id: varchar('remote_id', { length: 40 }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('printers_position').on(t.position, t.id), index('printers_name_search').using('gin', t.name.op('gin_trgm_ops'))],
);

/**
 * Print jobs: the local spool's record of every document sent to a printer, with its PDF. The
 * idempotency key makes a job sent twice print once.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    printer_id: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 120 }).notNull().unique(),
    document_id: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    copies: integer('copies').notNull().default(1),
    pages: integer('pages').notNull().default(1),
    expire_after: integer('expire_after').notNull().default(600),
    status: varchar('status', { length: 20 }).notNull().default('spooled'),
    /** Why the print service refused the job (status failed); cleared by a retry that goes through. */
    error: text('error'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_jobs_created').on(t.created_at, t.id),
    index('print_jobs_status').on(t.status, t.id),
    index('print_jobs_order').on(t.order_id),
    index('print_jobs_printer').on(t.printer_id, t.id),
    index('print_jobs_kind').on(t.kind, t.id),
  ],
);

/** A printer problem with a line item (smudge, misfeed): the item goes back for a reprint. */
export const lineItemIssues = pgTable(
  'line_item_issues',
  {
    id: serial('id').primaryKey(),
    line_item_id: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    printer_id: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    notes: text('notes'),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** open, then back_to_production (reprint) or resolved (the item goes back to previous_status). */
    status: varchar('status', { length: 30 }).notNull().default('open'),
    previous_status: varchar('previous_status', { length: 30 }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('line_item_issues_status').on(t.status, t.id),
    index('line_item_issues_order').on(t.order_id),
    index('line_item_issues_item').on(t.line_item_id),
    index('line_item_issues_created').on(t.created_at, t.id),
    index('line_item_issues_printer').on(t.printer_id),
  ],
);

/**
 * A line item's print definition (JDML): a JDF-style XML job ticket — material, width, drop
 * length, repeat and offset, drops, print file — made when the line item goes to production and
 * made again on request. The current one is the line item's newest.
 */
export const jdmls = pgTable(
  'jdmls',
  {
    id: serial('id').primaryKey(),
    line_item_id: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    version: integer('version').notNull().default(1),
    drops: integer('drops').notNull(),
    drop_length_inches: numeric('drop_length_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    width_inches: numeric('width_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** The wall's height; null on JDMLs made before it was kept. */
    height_inches: numeric('height_inches', { precision: 8, scale: 2, mode: 'number' }),
    /** The design's repeat as printed (none known: straight, no size). */
    repeat: varchar('repeat', { length: 20 }).$type<'straight' | 'half_step'>().notNull().default('straight'),
    repeat_width_inches: numeric('repeat_width_inches', { precision: 6, scale: 2, mode: 'number' }),
    repeat_height_inches: numeric('repeat_height_inches', { precision: 6, scale: 2, mode: 'number' }),
    xml: text('xml').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jdmls_line_item').on(t.line_item_id, t.version),
    index('jdmls_created').on(t.created_at, t.id),
    index('jdmls_brand').on(t.brand_id, t.id),
    index('jdmls_order').on(t.order_id),
    index('jdmls_material').on(t.material_id, t.id),
  ],
);

/** The panels (drops) of a JDML; a section's print file can be replaced (`PUT jdml/section`). */
export const jdmlSections = pgTable(
  'jdml_sections',
  {
    id: serial('id').primaryKey(),
    jdml_id: integer('jdml_id')
      .notNull()
      .references(() => jdmls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width_inches: numeric('width_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    length_inches: numeric('length_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    offset_inches: numeric('offset_inches', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    vertical_offset_inches: numeric('vertical_offset_inches', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    print_file_url: varchar('print_file_url', { length: 500 }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jdml_sections_jdml').on(t.jdml_id, t.position)],
);

/**
 * A drop group (docs/requirements/production.md §3): line items of one brand and material printed in one run, made by a
 * person at the dropper. Its line items are `dropped`; deleting the group puts them back.
 */
export const dropGroups = pgTable(
  'drop_groups',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_first: varchar('user_first', { length: 80 }),
    user_last: varchar('user_last', { length: 80 }),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    material_name: varchar('material_name', { length: 120 }).notNull(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    brand_name: varchar('brand_name', { length: 120 }).notNull(),
    line_items: integer('line_items').array().notNull(),
    length_inches: numeric('length_inches', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drop_groups_created').on(t.created_at, t.id),
    index('drop_groups_brand').on(t.brand_id, t.id),
    index('drop_groups_material').on(t.material_id, t.id),
    index('drop_groups_material_search').using('gin', t.material_name.op('gin_trgm_ops')),
    index('drop_groups_brand_search').using('gin', t.brand_name.op('gin_trgm_ops')),
  ],
);

/** Wasted material (docs/requirements/production.md §4): category, material, weight in pounds and ounces, who, when. */
export const wasteRecords = pgTable(
  'waste_records',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 60 }).notNull(),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    weight_pounds: integer('weight_pounds').notNull().default(0),
    weight_ounces: numeric('weight_ounces', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    line_item_id: integer('line_item_id').references(() => lineItems.id, { onDelete: 'set null' }),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('waste_records_created').on(t.created_at, t.id),
    index('waste_records_category').on(t.category, t.id),
    index('waste_records_material').on(t.material_id, t.id),
    index('waste_records_employee').on(t.employee_id),
  ],
);
