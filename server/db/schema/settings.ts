/** The settings area's tables: feature flags, languages and translations, and the onboarding checklist. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, timestamps } from './accounts';

export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  flag_name: varchar('flag_name', { length: 100 }).notNull().unique(),
  production_value: boolean('production_value').notNull().default(false),
  description: text('description'),
  ...timestamps,
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  language_key: varchar('language_key', { length: 16 }).notNull().unique(),
  ...timestamps,
});

export const translationKeys = pgTable('translation_keys', {
  id: serial('id').primaryKey(),
  translation_key: varchar('translation_key', { length: 200 }).notNull().unique(),
  ...timestamps,
});

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    translation_key_id: integer('translation_key_id')
      .notNull()
      .references(() => translationKeys.id, { onDelete: 'cascade' }),
    language_id: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_key_language').on(t.translation_key_id, t.language_id)],
);

/** The brand onboarding checklist (docs/requirements/brands.md §3–§5): items, completion maps, page visits. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    rank: integer('rank').notNull().default(0),
    link: text('link'),
    completion_type: varchar('completion_type', { length: 20 }).notNull(),
    completion_metadata: jsonb('completion_metadata'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('checklist_items_rank').on(t.rank, t.id),
    index('checklist_items_type').on(t.completion_type, t.rank, t.id),
    index('checklist_items_archived').on(t.archived, t.rank, t.id),
  ],
);

/** One row per completed item of a brand. */
export const checklistMaps = pgTable(
  'checklist_maps',
  {
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    completed_item_id: integer('completed_item_id')
      .notNull()
      .references(() => checklistItems.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.completed_item_id] })],
);

/** Pages of the app visited by a brand's users: page-type items complete on a visit. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 300 }).notNull(),
    visits: integer('visits').notNull().default(1),
    first_visited_at: timestamp('first_visited_at', { withTimezone: true }).notNull().defaultNow(),
    last_visited_at: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_visits_brand_path').on(t.brand_id, t.path)],
);

export type ChecklistItemRow = typeof checklistItems.$inferSelect;
