import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export { timestamps };

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    shopify_brand_name: varchar('shopify_brand_name', { length: 120 }),
    brand_logo: text('brand_logo'),
    rect_logo: text('rect_logo'),
    header: text('header'),
    ...timestamps,
  },
  (t) => [index('brands_name').on(t.name, t.id)],
);

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  permission: varchar('permission', { length: 20 }).notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash'),
    first: varchar('first', { length: 80 }),
    last: varchar('last', { length: 80 }),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
    email_verified: boolean('email_verified').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`), index('users_brand').on(t.brand_id)],
);

/** Opaque session tokens, stored as their SHA-256 so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.user_id)],
);

/** Single-use, expiring tokens: email verification and invitations ('verify'), password resets ('reset'). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user').on(t.user_id, t.kind)],
);

/**
 * A brand's connection to a sales channel (docs/requirements/brands.md §1: SHOPIFY or our own storefront).
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
