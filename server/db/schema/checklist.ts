/** The brand onboarding checklist (spec 2 §3–§5): items, completion maps, page visits. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, timestamps } from './accounts';

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
