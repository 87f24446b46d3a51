/**
 * Demo data (docs/requirements/platform.md §7): on a first start with an empty database and DEMO_DATA not 0. Each area
 * seeds its own tables when they are empty (its `seed`, server/framework/area.ts), so areas
 * added later fill in on an older database.
 * Reference data the app needs to work at all (permissions, languages, translation keys, flags)
 * is ensured on every start, without overwriting edits.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PERMISSION_IDS, ROLES } from '../../resources/access';
import { SEED_LANGUAGES } from '../../resources/i18n';
import type { ServerArea, SeedOptions } from '../framework/area';
import type { Db } from './client';
import { featureFlags, languages, permissions, translationKeys, translations } from './schema';

export interface SeedResult {
  /** Set when demo accounts were created with a generated password, to print once. */
  generatedPassword?: string;
}

export async function ensureReferenceData(db: Db) {
  await db
    .insert(permissions)
    .values(ROLES.map((r) => ({ id: PERMISSION_IDS[r], permission: r })))
    .onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values({ flag_name: 'show-create-account', production_value: true, description: 'Shows the Create Account link on the login screen.' })
    .onConflictDoNothing();
  // Languages and texts: add what is missing, keep what people edited.
  const [{ n }] = await db.select({ n: count() }).from(languages);
  if (n === 0) await db.insert(languages).values(SEED_LANGUAGES.map(({ name, language_key }) => ({ name, language_key })));
  const keys = [...new Set(SEED_LANGUAGES.flatMap((l) => Object.keys(l.texts)))];
  await db
    .insert(translationKeys)
    .values(keys.map((translation_key) => ({ translation_key })))
    .onConflictDoNothing();
  for (const language of SEED_LANGUAGES) {
    const entries = Object.entries(language.texts);
    await db.execute(sql`
      INSERT INTO ${translations} (translation_key_id, language_id, text)
      SELECT k.id, l.id, v.text
      FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(entries))}::jsonb) AS v(key, text)
      JOIN ${translationKeys} k ON k.translation_key = v.key
      JOIN ${languages} l ON l.language_key = ${language.language_key}
      ON CONFLICT DO NOTHING`);
  }
}

export async function seedDemoData(db: Db, areas: ServerArea[], options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = {};
  for (const area of areas) Object.assign(result, (await area.seed?.(db, options)) ?? {});
  return result;
}

/** Whether a table has no rows yet: an area seeds a table only then. */
export async function isEmpty(db: Db, table: PgTable) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n === 0;
}
