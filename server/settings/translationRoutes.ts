/**
 * Translations (docs/requirements/settings.md §7): texts per language by key. The texts of one language are
 * public (the login screen and the shell are translated too); the keys, a key's texts and every
 * change belong to the Translation Keys and Translations screens (Development group, SUPERADMIN).
 */
import { and, asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { languages, translationKeys, translations } from '../db/schema';
import { badRequest, validate, INVALID_FIELDS } from '../http/errors';
import { authorize, actorOf, requireAccess, type Actor } from '../framework/actor';
import { createAudited, deleteAudited, lockRow, updateAudited } from '../framework/write';
import { translationKeyDeleteSchema, translationQuerySchema, translationTextSchema } from '../../resources/settings/schemas';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { transact } from '../db/transaction';

const TRANSLATIONS = { table: translations, resource: 'translations' };
const TRANSLATION_KEYS = { table: translationKeys, resource: 'translation-keys' };

export function translationRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/keys', requireAccess('translation-keys', 'View'), async (_req, res) => {
    res.json(await db.select().from(translationKeys).orderBy(asc(translationKeys.translation_key)));
  });

  router.delete('/keys', requireAccess('translations', 'Delete'), async (req, res) => {
    const { translation_key_id } = await validate(translationKeyDeleteSchema, req.query);
    await transact(db, async (tx) => {
      const before = await lockRow(tx, TRANSLATION_KEYS, translation_key_id!, 'Translation key');
      await deleteAudited(tx, actorOf(req), TRANSLATION_KEYS, before);
    });
    res.status(204).end();
  });

  router.get('/', async (req, res) => {
    const query = await validate(translationQuerySchema, req.query);
    if (query.key_id !== undefined) {
      // A key's texts in every language: the Translation Keys screen's call.
      authorize(req.actor, { resource: 'translation-keys', action: 'View' });
      res.json(
        await db
          .select({ id: translations.id, language_id: translations.language_id, text: translations.text })
          .from(translations)
          .where(eq(translations.translation_key_id, query.key_id))
          .orderBy(asc(translations.language_id)),
      );
      return;
    }
    if (query.language_id === undefined) throw badRequest('Give language_id or key_id.', { language_id: REQUIRED_MESSAGE });
    res.json(
      await db
        .select({ id: translations.id, translation_key: translationKeys.translation_key, text: translations.text })
        .from(translations)
        .innerJoin(translationKeys, eq(translationKeys.id, translations.translation_key_id))
        .where(eq(translations.language_id, query.language_id))
        .orderBy(asc(translationKeys.translation_key)),
    );
  });

  /** Creates or changes the text of a key in a language (creating the key when new). */
  async function upsert(tx: Tx, actor: Actor, input: yup.InferType<typeof translationTextSchema>, adding: boolean) {
    const [language] = await tx.select().from(languages).where(eq(languages.id, input.language_id));
    if (!language) throw badRequest(INVALID_FIELDS(), { language_id: 'No such language' });
    let keyId = input.id;
    if (keyId === undefined) {
      if (!input.translation_key) throw badRequest(INVALID_FIELDS(), { translation_key: REQUIRED_MESSAGE });
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

  for (const method of ['post', 'put'] as const) {
    router[method]('/', requireAccess('translations', method === 'post' ? 'Add' : 'Edit'), async (req, res) => {
      const input = await validate(translationTextSchema, req.body ?? {});
      const result = await transact(db, (tx) => upsert(tx, actorOf(req), input, method === 'post'));
      await ctx.events.publish({
        topic: 'translations.changed',
        brand_id: null,
        audience: 'everybody',
        data: { language_id: input.language_id },
      });
      res.status(method === 'post' ? 201 : 200).json(result);
    });
  }
  return router;
}
