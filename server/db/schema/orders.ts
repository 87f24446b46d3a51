/**
 * The orders area's tables (docs/requirements/orders.md §3, §7; docs/requirements/orders.md §4 "The production flow"): customers with their
 * addresses, orders with their line items and audit events, and the order-processor queue that
 * store orders arrive through. Orders RESTRICT the delete of a customer they reference, so that
 * delete is a clear 409.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, timestamps, users } from './accounts';
import { materials } from './catalog';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * The words an order is found by (the search box and the orders list's `q`, server/orders/search.ts):
 * its customer's name, email and city, split at `@ . - _ +` so that each part of an email is a
 * word, lower-cased by the `simple` configuration. The query must repeat this expression exactly
 * for the GIN index `orders_words` to serve it.
 */
export const ORDER_WORDS = sql.raw(
  `to_tsvector('simple'::regconfig, translate(coalesce(customer_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(shipping_address->>'city', ''), '@.-_+', '     '))`,
);
/** The words of a line item's design name (index `line_items_design_words`), as ORDER_WORDS. */
export const DESIGN_WORDS = sql.raw(`to_tsvector('simple'::regconfig, translate(design_name, '@.-_+', '     '))`);

/** Kinds of customer address (shipping, billing, …): shared by every brand, managed by SUPERADMIN. */
export const customerAddressTypes = pgTable(
  'customer_address_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('customer_address_types_name_search').using('gin', t.name.op('gin_trgm_ops'))],
);

/** Kinds of customer (retail, trade, …): shared by every brand (docs/requirements/orders.md §7 `GET customers/types`). */
export const customerTypes = pgTable(
  'customer_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('customer_types_name_search').using('gin', t.name.op('gin_trgm_ops'))],
);

/** A brand's customer; `shopify_id` is the store's id for them (search and sync by it). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customer_type_id: integer('customer_type_id').references(() => customerTypes.id, { onDelete: 'restrict' }),
    shopify_id: varchar('shopify_id', { length: 40 }),
    first: varchar('first', { length: 80 }),
    last: varchar('last', { length: 80 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    accepts_marketing: boolean('accepts_marketing').notNull().default(false),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('customers_brand').on(t.brand_id, t.id),
    uniqueIndex('customers_brand_shopify').on(t.brand_id, t.shopify_id),
    index('customers_email').on(t.brand_id, t.email),
    index('customers_created').on(t.created_at, t.id),
    index('customers_type').on(t.customer_type_id),
    index('customers_first_search').using('gin', t.first.op('gin_trgm_ops')),
    index('customers_last_search').using('gin', t.last.op('gin_trgm_ops')),
    index('customers_email_search').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** One address of a customer, of an address type. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's brand, kept here for tenancy. */
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    address_type_id: integer('address_type_id').references(() => customerAddressTypes.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 160 }),
    company: varchar('company', { length: 160 }),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }),
    city: varchar('city', { length: 120 }).notNull(),
    province: varchar('province', { length: 120 }),
    postal_code: varchar('postal_code', { length: 20 }),
    country_code: varchar('country_code', { length: 2 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('customer_addresses_customer').on(t.customer_id, t.id), index('customer_addresses_type').on(t.address_type_id)],
);

/**
 * An order of a brand from a store channel. Status follows its line items (resources/orders/
 * status.ts). `shipping_address` is the order's own copy: changing it never changes the
 * customer's address book. Name and email are copied from the store order for search and for
 * the list, which then needs no join.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    channel: varchar('channel', { length: 20 }).notNull(),
    /** The store's id of the order: one order per brand, channel and store order, however often it arrives. */
    store_order_id: varchar('store_order_id', { length: 64 }).notNull(),
    order_number: varchar('order_number', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('UNFULFILLED'),
    customer_name: varchar('customer_name', { length: 160 }),
    email: varchar('email', { length: 254 }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    subtotal: money('subtotal').notNull().default(0),
    shipping_total: money('shipping_total').notNull().default(0),
    tax_total: money('tax_total').notNull().default(0),
    total: money('total').notNull().default(0),
    shipping_address: jsonb('shipping_address'),
    note: text('note'),
    giftwrap_message: text('giftwrap_message'),
    giftwrap_image: varchar('giftwrap_image', { length: 500 }),
    ordered_at: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The store's content of the order as last imported (server/orders/storeIdentity.ts) and its
     * version (the store's updated_at, else when it arrived): a store order arriving again is
     * compared with it, not with our own edits since.
     */
    store_content: jsonb('store_content'),
    store_version: timestamp('store_version', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_store_order').on(t.brand_id, t.channel, t.store_order_id),
    // The order list: newest first, for one brand or every brand, by status or not.
    index('orders_brand_created').on(t.brand_id, t.created_at, t.id),
    index('orders_status_created').on(t.status, t.created_at, t.id),
    index('orders_created').on(t.created_at, t.id),
    index('orders_channel_created').on(t.channel, t.created_at, t.id),
    index('orders_customer').on(t.customer_id),
    index('orders_order_number').on(t.order_number),
    index('orders_order_number_search').using('gin', t.order_number.op('gin_trgm_ops')),
    index('orders_customer_name_search').using('gin', t.customer_name.op('gin_trgm_ops')),
    index('orders_email_search').using('gin', t.email.op('gin_trgm_ops')),
    index('orders_words').using('gin', ORDER_WORDS),
    check('orders_total', sql`total >= 0`),
  ],
);

/** One printed product of an order: a design on a material at a size, through the production flow. */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's brand, kept here so production queries of one brand need no join. */
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    store_line_item_id: varchar('store_line_item_id', { length: 64 }),
    position: integer('position').notNull().default(0),
    sku: varchar('sku', { length: 80 }),
    design_id: integer('design_id'),
    design_name: varchar('design_name', { length: 200 }).notNull(),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    width_inches: numeric('width_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    height_inches: numeric('height_inches', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    unit_price: money('unit_price').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    thumbnail_url: varchar('thumbnail_url', { length: 500 }),
    print_file_url: varchar('print_file_url', { length: 500 }),
    jdml_generated_at: timestamp('jdml_generated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('line_items_order').on(t.order_id, t.position),
    index('line_items_brand_status').on(t.brand_id, t.status),
    index('line_items_material_status').on(t.material_id, t.status),
    index('line_items_status').on(t.status, t.id),
    index('line_items_design_words').using('gin', DESIGN_WORDS),
    check('line_items_quantity', sql`quantity > 0`),
    check('line_items_size', sql`width_inches > 0 AND height_inches > 0`),
  ],
);

/**
 * Orders counted by brand, day of creation (UTC) and status, kept by triggers on `orders` in the
 * writing transaction itself (migration 0026): the dashboard's counts read these few rows instead
 * of counting a million orders. A statement's rows are added up per key first, so an import of
 * many orders touches each key once.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    /** No foreign key: a brand's deleted orders take their counts down to 0 in the same statement. */
    brand_id: integer('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  // By day for every brand (today, the last 30 days); the key serves one brand's days.
  (t) => [primaryKey({ columns: [t.brand_id, t.day, t.status] }), index('order_counts_day').on(t.day)],
);

/**
 * Orders counted by brand and status, whatever the day: kept by the same triggers, after the day
 * counts (migration 0032), so the dashboard's orders by status read a few rows, not every day of
 * every status (rows that grow with the days).
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    brand_id: integer('brand_id').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.status] })],
);

/** The order audit (docs/requirements/orders.md §3 types): who did what to an order, when; the order page's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).notNull(),
    line_item_id: integer('line_item_id').references(() => lineItems.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default({}),
    /** Who: a person, or nobody for the system (store sync, jobs). The name is kept as it was. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: varchar('user_name', { length: 200 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.order_id, t.id), index('order_events_type_created').on(t.type, t.created_at)],
);

/**
 * The order-processor queue (docs/requirements/orders.md §7 `GET queues/order-processor?brand_id`): each store order as
 * it arrived, `unprocessed → processing → processed`, or `failed` with the reason; failed ones
 * are the failed order queue.
 */
export const orderQueue = pgTable(
  'order_queue',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).notNull(),
    store_order_id: varchar('store_order_id', { length: 64 }),
    order_number: varchar('order_number', { length: 40 }),
    /** Where it came from: 'demo' (built-in store), 'webhook' or 'pull' (Shopify). */
    source: varchar('source', { length: 20 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('unprocessed'),
    reason: text('reason'),
    /** The reason's key and values (resources/i18n/areas/orders.ts), so the app words it in the chosen language; null for a reason without one. */
    reason_code: varchar('reason_code', { length: 120 }),
    reason_values: jsonb('reason_values'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A failed update of an imported order: what differs, [{field, imported, incoming}], shown side by side. */
    differences: jsonb('differences'),
    /** What the store order names that we do not know, [{kind: 'material', name, line, design}]: the failed queue offers a mapping. */
    missing: jsonb('missing'),
    attempts: integer('attempts').notNull().default(0),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('order_queue_brand_status').on(t.brand_id, t.status, t.id),
    index('order_queue_status').on(t.status, t.id),
    index('order_queue_channel').on(t.channel, t.id),
    index('order_queue_store_order').on(t.store_order_id),
  ],
);

/**
 * Webhooks taken, by their sender's id (Shopify's X-Shopify-Webhook-Id, EasyPost's event id):
 * a webhook sent again is acknowledged and not acted on a second time.
 */
export const webhookReceipts = pgTable(
  'webhook_receipts',
  {
    source: varchar('source', { length: 20 }).notNull(),
    webhook_id: varchar('webhook_id', { length: 200 }).notNull(),
    order_queue_id: integer('order_queue_id').references(() => orderQueue.id, { onDelete: 'set null' }),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.webhook_id] }), index('webhook_receipts_received').on(t.received_at)],
);

/** The built-in demo store's last order number per brand: like Shopify, a store order id is never given twice. */
export const demoStoreCounters = pgTable('demo_store_counters', {
  brand_id: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  last_index: integer('last_index').notNull(),
});
