/**
 * Translations (docs/requirements/settings.md §7): texts per language by key. The texts of one language are
 * public (the login screen and the shell are translated too); the keys, a key's texts and every
 * change belong to the Translation Keys and Translations screens (Development group, SUPERADMIN).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { badRequest, validate } from '../http/errors';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import { translationKeyDeleteSchema, translationQuerySchema, translationTextSchema } from '../../resources/settings/schemas';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { deleteTranslationKey, saveTranslation, textsOfKey, textsOfLanguage, translationKeyList } from './translationService';

export function translationRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/keys', requireAccess('translation-keys', 'View'), async (_req, res) => {
    res.json(await translationKeyList(db));
  });

  router.delete('/keys', requireAccess('translations', 'Delete'), async (req, res) => {
    const { translation_key_id } = await validate(translationKeyDeleteSchema, req.query);
    await deleteTranslationKey(db, actorOf(req), translation_key_id!);
    res.status(204).end();
  });

  router.get('/', async (req, res) => {
    const query = await validate(translationQuerySchema, req.query);
    if (query.key_id !== undefined) {
      // A key's texts in every language: the Translation Keys screen's call.
      authorize(req.actor, { resource: 'translation-keys', action: 'View' });
      res.json(await textsOfKey(db, query.key_id));
      return;
    }
    if (query.language_id === undefined)
      throw badRequest('Give language_id or key_id.', { language_id: FIELD_MESSAGES.message('required') });
    res.json(await textsOfLanguage(db, query.language_id));
  });

  for (const method of ['post', 'put'] as const) {
    router[method]('/', requireAccess('translations', method === 'post' ? 'Add' : 'Edit'), async (req, res) => {
      const input = await validate(translationTextSchema, req.body ?? {});
      const result = await saveTranslation(db, actorOf(req), input, method === 'post');
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
