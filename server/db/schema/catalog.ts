/** The catalog's tables: collections (spec 2 §3) and reference data (spec 2 §7: fonts, art types, mockup categories, materials). */
import { boolean, index, integer, jsonb, numeric, pgTable, real, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, timestamps } from './accounts';

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

export const fonts = pgTable('fonts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  family: varchar('family', { length: 200 }).notNull(),
  url: text('url'),
  ...timestamps,
});

export const artTypes = pgTable('art_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  description: text('description'),
  ...timestamps,
});

export const mockupCategories = pgTable(
  'mockup_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    category_type: varchar('category_type', { length: 20 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('mockup_categories_type_name').on(t.category_type, t.name), index('mockup_categories_name').on(t.name, t.id)],
);

/** Print materials (papers); brand_id null means offered to every brand. */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    sku: varchar('sku', { length: 60 }).notNull().unique(),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    description: text('description'),
    roll_width_inches: numeric('roll_width_inches', { precision: 6, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('materials_brand_name').on(t.brand_id, t.name, t.id), index('materials_name').on(t.name, t.id)],
);

// Mockups (issue 13).

/**
 * Room photos that products are shown in (spec 2 §7 mockups): the photo, and what its analysis
 * found — the wall area to paper (a greyscale mask) and the room's lighting (a shading map) —
 * stored as files beside the photo. Staff-wide (SUPERUSER), not a brand's.
 */
export const mockups = pgTable(
  'mockups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Ids of mockup categories (room, style, colour, product, listing types). */
    categories: jsonb('categories').$type<number[]>().notNull().default([]),
    image: text('image').notNull(),
    image_key: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('uploaded'),
    mask_url: text('mask_url'),
    mask_key: text('mask_key'),
    shading_url: text('shading_url'),
    shading_key: text('shading_key'),
    /** Share of the photo the wall covers, 0–1. */
    wall_coverage: real('wall_coverage'),
    analyzed_at: timestamp('analyzed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('mockups_name').on(t.name, t.id), index('mockups_categories').using('gin', t.categories)],
);

/**
 * A product's pattern papered onto a mockup's wall (spec 2 §3 Mockup: mockup_id, product_id,
 * attributes). brand_id is the product's, for tenancy. product_id refers to products (the
 * products work adds the table; the foreign key comes with it).
 */
export const generatedMockups = pgTable(
  'generated_mockups',
  {
    id: serial('id').primaryKey(),
    mockup_id: integer('mockup_id')
      .notNull()
      .references(() => mockups.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    pattern_scale: smallint('pattern_scale').notNull().default(100),
    shadow_opacity: smallint('shadow_opacity').notNull().default(100),
    enhance_shadows: boolean('enhance_shadows').notNull().default(false),
    image: text('image').notNull(),
    image_key: text('image_key').notNull(),
    ...timestamps,
  },
  (t) => [index('generated_mockups_product').on(t.product_id, t.id), index('generated_mockups_brand').on(t.brand_id, t.id)],
);
