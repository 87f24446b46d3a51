/** Brand-side tables of the administration area: store channels and collections. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, timestamps } from './accounts';

/**
 * A brand's connection to a sales channel (spec 2 §1: SHOPIFY or our own storefront).
 * The store adapter fills it in; the access token never leaves the server.
 */
export const brandChannels = pgTable(
  'brand_channels',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).notNull(),
    /** Which adapter made the connection: 'demo' (built-in store) or 'shopify'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    shop_domain: varchar('shop_domain', { length: 255 }).notNull(),
    shop_name: varchar('shop_name', { length: 255 }),
    access_token: text('access_token'),
    connected_at: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('brand_channels_brand_channel').on(t.brand_id, t.channel)],
);

/** Collections of a brand (spec 2 §3), with two images served by the storage adapter. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    collection_logo: text('collection_logo'),
    secondary_image: text('secondary_image'),
    ...timestamps,
  },
  (t) => [index('collections_brand_name').on(t.brand_id, t.name, t.id), index('collections_name').on(t.name, t.id)],
);
