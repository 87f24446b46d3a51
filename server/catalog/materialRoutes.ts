/**
 * Materials offered to a brand (docs/requirements/catalog.md §7 `GET materials?brand_id`): the shared ones (no brand)
 * and the brand's own. Brand users only ever see those; staff without brand_id see every
 * material (the framework list). Writes are the framework's (SUPERADMIN).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { Router } from 'express';
import { isStaff } from '../../resources/access';
import { parseId } from '../../resources/ids';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { materials } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { optionalId } from '../http/ids';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

/** The materials resource's own reads, under /api/materials (the binding's routes). */
export function materialRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  const offeredTo = (brandId: number) => or(isNull(materials.brand_id), eq(materials.brand_id, brandId));

  router.get('/', requireAccess('materials', 'View'), async (req, res, next) => {
    const actor = actorOf(req);
    const brandId = optionalId(req.query.brand_id);
    if (Number.isNaN(brandId)) throw badRequest('brand_id must be a whole number.', { brand_id: FIELD_MESSAGES.message('integer') });
    if (brandId === undefined && isStaff(actor.role)) return next();
    const brand = brandId ?? actor.brand_id ?? -1;
    authorize(actor, { brandId: brand });
    res.json(await db.select().from(materials).where(offeredTo(brand)).orderBy(asc(materials.name), asc(materials.id)));
  });

  router.get('/:id', requireAccess('materials', 'View'), async (req, res, next) => {
    const actor = actorOf(req);
    const id = parseId(req.params.id);
    if (isStaff(actor.role) || id === undefined) return next();
    const [row] = await db
      .select()
      .from(materials)
      .where(and(eq(materials.id, id), offeredTo(actor.brand_id ?? -1)));
    if (!row) throw notFound(`Material ${req.params.id} was not found.`);
    res.json(row);
  });

  return router;
}
