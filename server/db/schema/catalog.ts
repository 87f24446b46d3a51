/** The catalog's tables: collections (docs/requirements/catalog.md §3), reference data (docs/requirements/catalog.md §7: fonts, art types, mockup categories, materials), products, design headers and mockups. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, timestamps } from './accounts';

/** Collections of a brand (docs/requirements/catalog.md §3), with two images served by the storage adapter. */
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

/**
 * A brand's store name of a material mapped to one of ours (resources/catalog/materialAliases.ts):
 * the order import reads it after the materials' own names and SKUs. One per name and brand,
 * whatever its case.
 */
export const materialAliases = pgTable(
  'material_aliases',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    store_name: varchar('store_name', { length: 120 }).notNull(),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('material_aliases_brand_name').on(t.brand_id, sql`lower(${t.store_name})`),
    index('material_aliases_brand').on(t.brand_id, t.id),
    index('material_aliases_name').on(t.store_name, t.id),
    index('material_aliases_material').on(t.material_id),
    index('material_aliases_store_name_search').using('gin', t.store_name.op('gin_trgm_ops')),
  ],
);

/**
 * Products, i.e. designs (docs/requirements/catalog.md §7). The *_file columns hold storage keys (server/adapters/storage.ts)
 * of the original pattern, its thumbnail, the print-ready file and the rendered sample, written by
 * the image jobs. `import_key` marks a bulk-upload row so that a file run again creates nothing new.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    collection_id: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    art_type_id: integer('art_type_id').references(() => artTypes.id, { onDelete: 'set null' }),
    font_id: integer('font_id').references(() => fonts.id, { onDelete: 'set null' }),
    description: text('description'),
    repeat: varchar('repeat', { length: 20 }).$type<'straight' | 'half_step'>().notNull().default('straight'),
    /** The pattern's physical repeat on paper (inches): JDML drops and their half-drop offsets follow it. */
    repeat_width_inches: numeric('repeat_width_inches', { precision: 6, scale: 2, mode: 'number' }).notNull().default(24),
    repeat_height_inches: numeric('repeat_height_inches', { precision: 6, scale: 2, mode: 'number' }).notNull().default(24),
    material_ids: jsonb('material_ids').$type<number[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    fixed_scale: boolean('fixed_scale').notNull().default(false),
    color_variants: boolean('color_variants').notNull().default(false),
    has_sample: boolean('has_sample').notNull().default(false),
    pattern_file: text('pattern_file'),
    thumbnail_file: text('thumbnail_file'),
    print_file: text('print_file'),
    sample_file: text('sample_file'),
    pattern_width: integer('pattern_width'),
    pattern_height: integer('pattern_height'),
    processing_status: varchar('processing_status', { length: 20 }).notNull().default('pending'),
    store_product_id: varchar('store_product_id', { length: 100 }),
    variants: jsonb('variants').$type<Array<Record<string, unknown>>>().notNull().default([]),
    import_key: varchar('import_key', { length: 200 }),
    ...timestamps,
  },
  (t) => [
    index('products_brand_created').on(t.brand_id, t.created_at, t.id),
    index('products_created').on(t.created_at, t.id),
    index('products_brand_name').on(t.brand_id, t.name, t.id),
    index('products_collection').on(t.collection_id),
    index('products_has_sample').on(t.has_sample, t.created_at, t.id),
    uniqueIndex('products_brand_import_key')
      .on(t.brand_id, t.import_key)
      .where(sql`${t.import_key} is not null`),
  ],
);

/** A design's header image (GET design-headers?brand_id), rendered by a HEADER_CREATION job. */
export const designHeaders = pgTable(
  'design_headers',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    design_id: integer('design_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    header_file: text('header_file').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_headers_brand').on(t.brand_id, t.id), uniqueIndex('design_headers_design').on(t.design_id)],
);

// Mockups (issue 13).

/**
 * Room photos that products are shown in (docs/requirements/catalog.md §7 mockups): the photo, and what its analysis
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
  (t) => [
    index('mockups_name').on(t.name, t.id),
    index('mockups_categories').using('gin', t.categories),
    // The library's default order and its status filter (tests/api/listIndexes.test.ts).
    index('mockups_created').on(t.created_at, t.id),
    index('mockups_status').on(t.status, t.created_at, t.id),
  ],
);

/**
 * A product's pattern papered onto a mockup's wall (docs/requirements/catalog.md §3 Mockup: mockup_id, product_id,
 * attributes). brand_id is the product's, for tenancy.
 */
export const generatedMockups = pgTable(
  'generated_mockups',
  {
    id: serial('id').primaryKey(),
    mockup_id: integer('mockup_id')
      .notNull()
      .references(() => mockups.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('generated_mockups_product').on(t.product_id, t.id),
    index('generated_mockups_brand').on(t.brand_id, t.id),
    index('generated_mockups_created').on(t.created_at, t.id),
    index('generated_mockups_mockup').on(t.mockup_id, t.id),
  ],
);
