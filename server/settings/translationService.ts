/**
 * Translations as their routes ask for them: the keys, a key's texts in every language, a
 * language's texts by key, a text added or changed (the key made when new) and a key deleted, each
 * write audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import type * as yup from 'yup';
import type { DbOrTx, Tx } from '../db/client';
import { languages, translationKeys, translations } from '../db/schema';
import { badRequest, INVALID_FIELDS } from '../http/errors';
import type { Actor } from '../framework/actor';
import { createAudited, deleteAudited, lockRow, updateAudited } from '../framework/write';
import type { translationTextSchema } from '../../resources/settings/schemas';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { transact } from '../db/transaction';

const TRANSLATIONS = { table: translations, resource: 'translations' };
const TRANSLATION_KEYS = { table: translationKeys, resource: 'translation-keys' };

/** Every translation key by name. */
export const translationKeyList = (db: DbOrTx) => db.select().from(translationKeys).orderBy(asc(translationKeys.translation_key));

/** Deletes a key (its texts go with it), audited. */
export const deleteTranslationKey = (db: DbOrTx, actor: Actor, id: number) =>
  transact(db, async (tx) => {
    const before = await lockRow(tx, TRANSLATION_KEYS, id, 'Translation key');
    await deleteAudited(tx, actor, TRANSLATION_KEYS, before);
  });

/** A key's texts in every language. */
export const textsOfKey = (db: DbOrTx, keyId: number) =>
  db
    .select({ id: translations.id, language_id: translations.language_id, text: translations.text })
    .from(translations)
    .where(eq(translations.translation_key_id, keyId))
    .orderBy(asc(translations.language_id));

/** A language's texts by key. */
export const textsOfLanguage = (db: DbOrTx, languageId: number) =>
  db
    .select({ id: translations.id, translation_key: translationKeys.translation_key, text: translations.text })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.translation_key_id))
    .where(eq(translations.language_id, languageId))
    .orderBy(asc(translationKeys.translation_key));

/** Creates or changes the text of a key in a language (creating the key when new). */
async function upsertIn(tx: Tx, actor: Actor, input: yup.InferType<typeof translationTextSchema>, adding: boolean) {
  const [language] = await tx.select().from(languages).where(eq(languages.id, input.language_id));
  if (!language) throw badRequest(INVALID_FIELDS(), { language_id: 'No such language' });
  let keyId = input.id;
  if (keyId === undefined) {
    if (!input.translation_key) throw badRequest(INVALID_FIELDS(), { translation_key: FIELD_MESSAGES.message('required') });
    const [key] = await tx
      .insert(translationKeys)
      .values({ translation_key: input.translation_key })
      .onConflictDoUpdate({ target: translationKeys.translation_key, set: { updated_at: new Date() } })
      .returning();
    keyId = key.id;
  }
  const [before] = await tx
    .select()
    .from(translations)
    .where(and(eq(translations.translation_key_id, keyId), eq(translations.language_id, input.language_id)))
    .for('update');
  // Adding (POST) never overwrites a live text: that is an edit (PUT), made on purpose.
  if (adding && before) {
    throw badRequest('This key already has a text in this language.', {
      translation_key: `${input.translation_key ?? 'This key'} already has a text in ${language.name}; edit it instead`,
    });
  }
  // One audited write: the text changed (none when it is the same), or a new one.
  if (before) return (await updateAudited(tx, actor, TRANSLATIONS, before, { text: input.text })).row;
  return createAudited(tx, actor, TRANSLATIONS, { translation_key_id: keyId, language_id: input.language_id, text: input.text });
}

/** Adds (`adding`) or changes a text in its own transaction (see upsertIn). */
export const saveTranslation = (db: DbOrTx, actor: Actor, input: yup.InferType<typeof translationTextSchema>, adding: boolean) =>
  transact(db, (tx) => upsertIn(tx, actor, input, adding));
