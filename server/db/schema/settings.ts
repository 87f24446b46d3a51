import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './accounts';

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
