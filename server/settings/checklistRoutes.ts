/**
 * The onboarding checklist (docs/requirements/brands.md §7): items (framework CRUD, plus the brand's view with
 * `completed` and `DELETE checklist/items?id&archive`), completion maps, and page visits.
 * A page-type item completes when a brand user visits its linked page: the visit is recorded
 * and the completion map written in one transaction.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { isStaff } from '../../resources/access';
import { MESSAGES } from '../../resources/settings/checklist/messages';
import { CHECKLIST_MESSAGES } from '../../resources/i18n/areas/settings';
import { orderItems } from '../../resources/settings/checklist/audit';
import { authorize, actorOf, requireAccess, requireSession } from '../framework/actor';
import type { AppContext } from '../context';
import { badRequest, INVALID_FIELDS, validate, type FieldMessages } from '../http/errors';
import type { CrudService } from '../framework/crud';
import { optionalId } from '../http/ids';
import { brandItems, completeItem, mapsOf, normalisePath, recordVisit, uncompleteItem, visitsOf } from './checklistService';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const idsSchema = yup.object({
  brand_id: yup
    .number()
    .typeError(MESSAGES.invalidItemIdOrBrandId)
    .integer(MESSAGES.invalidItemIdOrBrandId)
    .positive(MESSAGES.invalidItemIdOrBrandId)
    .required(MESSAGES.invalidItemIdOrBrandId),
  completed_item_id: yup
    .number()
    .typeError(MESSAGES.invalidItemIdOrBrandId)
    .integer(MESSAGES.invalidItemIdOrBrandId)
    .positive(MESSAGES.invalidItemIdOrBrandId)
    .required(MESSAGES.invalidItemIdOrBrandId),
});

async function validIds(body: unknown) {
  try {
    return await idsSchema.validate(body ?? {});
  } catch {
    throw badRequest(CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'), {
      completed_item_id: CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'),
    });
  }
}

/** The checklist items resource's own calls, under /api/checklist/items (the binding's routes). */
export function checklistItemRoutes(ctx: AppContext, items: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  // The brand's checklist: live items by rank with `completed`, incomplete first (docs/requirements/brands.md §4).
  router.get('/', requireAccess('checklist-items', 'View'), async (req, res, next) => {
    const brandId = optionalId(req.query.brand_id);
    if (brandId === undefined) return next();
    if (Number.isNaN(brandId)) throw badRequest('brand_id must be a whole number.', { brand_id: FIELD_MESSAGES.message('integer') });
    authorize(actorOf(req), { brandId: brandId });
    res.json(orderItems(await brandItems(db, brandId)));
  });

  // Archive by default; archive=false deletes the item and its completion maps.
  router.delete('/', async (req, res, next) => {
    const archive = req.query.archive === undefined || !['false', '0'].includes(String(req.query.archive));
    if (!archive) return next();
    const actor = actorOf(req);
    const id = optionalId(req.query.id);
    if (id === undefined || Number.isNaN(id)) throw badRequest('id is missing.', { id: FIELD_MESSAGES.message('required') });
    items.assertAllowed(actor, 'Archive');
    res.json(await items.update(actor, id, { archived: true }, { action: 'archive' }));
  });

  return router;
}

/** Which checklist items a brand has completed: /api/checklist/maps. */
export function checklistMapRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/', requireAccess('checklist-maps', 'View'), async (req, res) => {
    const brandId = optionalId(req.query.brand_id);
    if (brandId === undefined || Number.isNaN(brandId))
      throw badRequest(CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'), {
        brand_id: CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'),
      });
    authorize(actorOf(req), { brandId: brandId });
    res.json(await mapsOf(db, brandId));
  });

  router.post('/', requireAccess('checklist-maps', 'Add'), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id, completed_item_id } = await validIds(req.body);
    authorize(actor, { brandId: brand_id });
    const map = await completeItem(db, actor, brand_id, completed_item_id);
    if (!map)
      throw badRequest(CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'), {
        completed_item_id: CHECKLIST_MESSAGES.message('invalidItemIdOrBrandId'),
      });
    res.status(201).json(map);
  });

  router.delete('/', requireAccess('checklist-maps', 'Delete'), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id, completed_item_id } = await validIds(req.query);
    await uncompleteItem(db, actor, brand_id, completed_item_id);
    res.status(204).end();
  });

  return router;
}

/** Pages brand users opened, which complete page-type items: /api/checklist/page-visits. */
export function pageVisitRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  // A brand user opened a page of the app. Staff visits do not count (docs/requirements/brands.md §4: "a brand user").
  router.post('/', requireSession, async (req, res) => {
    const actor = actorOf(req);
    const { path } = await validate(
      yup.object({ path: yup.string().trim().max(300).matches(/^\//, 'Must be an app path').required('Must provide a value') }),
      req.body ?? {},
    );
    if (isStaff(actor.role) || actor.brand_id == null) {
      res.status(204).end();
      return;
    }
    const brandId = actor.brand_id;
    const visited = normalisePath(path);
    const completed = await recordVisit(db, actor, brandId, visited);
    res.json({ path: visited, completed_item_ids: completed });
  });

  router.get('/', requireAccess('checklist-maps', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const brandId = optionalId(req.query.brand_id);
    const link = typeof req.query.link === 'string' ? normalisePath(req.query.link) : '';
    const errors: FieldMessages = {};
    if (brandId === undefined || Number.isNaN(brandId)) errors.brand_id = FIELD_MESSAGES.message('integer');
    if (!link.startsWith('/')) errors.link = 'Must be an app path';
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS(), errors);
    authorize(actor, { brandId });
    res.json({ link, visits: await visitsOf(db, brandId!, link) });
  });

  return router;
}
