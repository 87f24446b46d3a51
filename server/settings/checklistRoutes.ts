/**
 * The onboarding checklist (docs/requirements/brands.md §7): items (framework CRUD, plus the brand's view with
 * `completed` and `DELETE checklist/items?id&archive`), completion maps, and page visits.
 * A page-type item completes when a brand user visits its linked page: the visit is recorded
 * and the completion map written in one transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { isStaff } from '../../resources/access';
import { MESSAGES } from '../../resources/settings/checklist/messages';
import { linkFor, orderItems } from '../../resources/settings/checklist/audit';
import { authorize, actorOf, requireAccess, requireSession } from '../framework/actor';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { brands, checklistItems, checklistMaps, pageVisits } from '../db/schema';
import { badRequest, notFound, validate, INVALID_FIELDS } from '../http/errors';
import { auditChange } from '../framework/write';
import type { CrudService } from '../framework/crud';
import { optionalId } from '../http/ids';
import { transact } from '../db/transaction';

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

/** An app path without query, hash or trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].trim();
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether a visited path is the page an item links to (the page itself or one under it). */
const visitsLink = (path: string, link: string) => path === link || path.startsWith(`${link}/`);

async function validIds(body: unknown) {
  try {
    return await idsSchema.validate(body ?? {});
  } catch {
    throw badRequest(MESSAGES.invalidItemIdOrBrandId, { completed_item_id: MESSAGES.invalidItemIdOrBrandId });
  }
}

async function addMap(tx: Tx, brandId: number, itemId: number) {
  const [inserted] = await tx
    .insert(checklistMaps)
    .values({ brand_id: brandId, completed_item_id: itemId })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The checklist items resource's own calls, under /api/checklist/items (the binding's routes). */
export function checklistItemRoutes(ctx: AppContext, items: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  // The brand's checklist: live items by rank with `completed`, incomplete first (docs/requirements/brands.md §4).
  router.get('/', requireAccess('checklist-items', 'View'), async (req, res, next) => {
    const brandId = optionalId(req.query.brand_id);
    if (brandId === undefined) return next();
    if (Number.isNaN(brandId)) throw badRequest('brand_id must be a whole number.', { brand_id: 'Must be a whole number' });
    authorize(actorOf(req), { brandId: brandId });
    const rows = await db
      .select({ item: checklistItems, map: checklistMaps.completed_item_id })
      .from(checklistItems)
      .leftJoin(checklistMaps, and(eq(checklistMaps.completed_item_id, checklistItems.id), eq(checklistMaps.brand_id, brandId)))
      .where(eq(checklistItems.archived, false))
      .orderBy(asc(checklistItems.rank), asc(checklistItems.id));
    res.json(orderItems(rows.map(({ item, map }) => ({ ...item, completed: item.completion_type === 'automatic' || map !== null }))));
  });

  // Archive by default; archive=false deletes the item and its completion maps.
  router.delete('/', async (req, res, next) => {
    const archive = req.query.archive === undefined || !['false', '0'].includes(String(req.query.archive));
    if (!archive) return next();
    const actor = actorOf(req);
    const id = optionalId(req.query.id);
    if (id === undefined || Number.isNaN(id)) throw badRequest('id is missing.', { id: 'Must provide a value' });
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
      throw badRequest(MESSAGES.invalidItemIdOrBrandId, { brand_id: MESSAGES.invalidItemIdOrBrandId });
    authorize(actorOf(req), { brandId: brandId });
    res.json(
      await db.select().from(checklistMaps).where(eq(checklistMaps.brand_id, brandId)).orderBy(asc(checklistMaps.completed_item_id)),
    );
  });

  router.post('/', requireAccess('checklist-maps', 'Add'), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id, completed_item_id } = await validIds(req.body);
    authorize(actor, { brandId: brand_id });
    const map = await transact(db, async (tx) => {
      const [item] = await tx
        .select()
        .from(checklistItems)
        .where(and(eq(checklistItems.id, completed_item_id), eq(checklistItems.archived, false)));
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brand_id));
      if (!item || !brand) throw badRequest(MESSAGES.invalidItemIdOrBrandId, { completed_item_id: MESSAGES.invalidItemIdOrBrandId });
      const inserted = await addMap(tx, brand_id, completed_item_id);
      if (inserted)
        await auditChange(tx, actor, {
          action: 'complete',
          resource: 'checklist-maps',
          record_id: `${brand_id}:${completed_item_id}`,
          brand_id,
          after: inserted,
        });
      return (
        inserted ??
        (
          await tx
            .select()
            .from(checklistMaps)
            .where(and(eq(checklistMaps.brand_id, brand_id), eq(checklistMaps.completed_item_id, completed_item_id)))
        )[0]
      );
    });
    res.status(201).json(map);
  });

  router.delete('/', requireAccess('checklist-maps', 'Delete'), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id, completed_item_id } = await validIds(req.query);
    await transact(db, async (tx) => {
      const [before] = await tx
        .delete(checklistMaps)
        .where(and(eq(checklistMaps.brand_id, brand_id), eq(checklistMaps.completed_item_id, completed_item_id)))
        .returning();
      if (!before) throw notFound('This item is not complete for the brand.');
      await auditChange(tx, actor, {
        action: 'uncomplete',
        resource: 'checklist-maps',
        record_id: `${brand_id}:${completed_item_id}`,
        brand_id,
        before,
      });
    });
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
    const completed = await transact(db, async (tx) => {
      await tx
        .insert(pageVisits)
        .values({ brand_id: brandId, path: visited })
        .onConflictDoUpdate({
          target: [pageVisits.brand_id, pageVisits.path],
          set: { visits: sql`${pageVisits.visits} + 1`, last_visited_at: new Date() },
        });
      const pageItems = await tx
        .select()
        .from(checklistItems)
        .where(and(eq(checklistItems.completion_type, 'page'), eq(checklistItems.archived, false)));
      const done: number[] = [];
      for (const item of pageItems) {
        if (!item.link || !visitsLink(visited, normalisePath(linkFor(item.link, { brand_id: brandId })))) continue;
        const inserted = await addMap(tx, brandId, item.id);
        if (inserted) {
          done.push(item.id);
          await auditChange(tx, actor, {
            action: 'complete',
            resource: 'checklist-maps',
            record_id: `${brandId}:${item.id}`,
            brand_id: brandId,
            after: inserted,
          });
        }
      }
      return done;
    });
    res.json({ path: visited, completed_item_ids: completed });
  });

  router.get('/', requireAccess('checklist-maps', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const brandId = optionalId(req.query.brand_id);
    const link = typeof req.query.link === 'string' ? normalisePath(req.query.link) : '';
    const errors: Record<string, string> = {};
    if (brandId === undefined || Number.isNaN(brandId)) errors.brand_id = 'Must be a whole number';
    if (!link.startsWith('/')) errors.link = 'Must be an app path';
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS(), errors);
    authorize(actor, { brandId });
    const rows = await db.select().from(pageVisits).where(eq(pageVisits.brand_id, brandId!));
    const matching = rows.filter((r) => visitsLink(r.path, link));
    res.json({ link, visits: matching.reduce((sum, r) => sum + r.visits, 0) });
  });

  return router;
}
