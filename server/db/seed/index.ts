/**
 * Demo data (API.md): on a first start with an empty database and DEMO_DATA not 0. Each area
 * seeds its own tables when they are empty, so areas added later fill in on an older database.
 * Reference data the app needs to work at all (permissions, languages, translation keys, flags)
 * is ensured on every start, without overwriting edits.
 */
import crypto from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { PERMISSION_IDS, ROLES } from '../../../resources/access';
import { SEED_LANGUAGES } from '../../../resources/i18n';
import type { Db } from '../client';
import { brands, featureFlags, languages, permissions, translationKeys, translations, users } from '../schema';
import { seedAccounts } from './accounts';
import { seedInventory } from './inventory';
import { seedAdministration } from './administration';

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

export async function seedDemoData(db: Db, options: { demoPassword?: string }): Promise<SeedResult> {
  const result: SeedResult = {};
  const [{ n: brandCount }] = await db.select({ n: count() }).from(brands);
  const [{ n: userCount }] = await db.select({ n: count() }).from(users);
  if (brandCount === 0 && userCount === 0) {
    const password = options.demoPassword ?? generatePassword();
    if (!options.demoPassword) result.generatedPassword = password;
    await seedAccounts(db, password);
  }
  await seedInventory(db);
  await seedAdministration(db);
  return result;
}

/** A random password that passes the complexity rule. */
function generatePassword(): string {
  return `Demo-${crypto.randomBytes(6).toString('base64url')}-7a`;
}
