/** The catalog's tables: collections (spec 2 §3) and reference data (spec 2 §7: fonts, art types, mockup categories, materials). */
import { index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
