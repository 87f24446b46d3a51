/**
 * JDML and the dropper (docs/requirements/production.md §7 JDML): a JDML's sections (`GET jdml/sections?id`), replacing a
 * section's print file (`PUT jdml/section`, multipart), and drop groups — line items of one brand
 * and material in production, grouped into a print run (`dropped`, `send_to_print`); deleting a
 * group undoes the run: all its line items go back to in production, or none (409 naming those
 * that moved on), with an undo event on each order's timeline. Both write an audit row.
 */
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { Router } from 'express';
import { idSchema } from '../../resources/ids';
import { dropsOf, paperInches, type RunItem } from '../../resources/production/paper';
import { dropGroupSchema, dropperQuerySchema } from '../../resources/production/schemas';
import * as yup from 'yup';
import { authorize } from '../framework/actor';
import { createAudited, deleteAudited } from '../framework/write';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { brands, dropGroups, jdmls, jdmlSections, lineItems, materials, orders, products, users } from '../db/schema';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { imageUpload, uploadedImage } from '../http/uploads';
import { recordOrderEvent, setLineItemsStatus } from '../orders/service';
import { designOf, repeatOf, repeatOfDesign } from './jdml';
import { updateAudited } from '../framework/write';
import { transact } from '../db/transaction';

export const sectionsQuerySchema = yup.object({ id: idSchema().required('Must provide a value') });
export const sectionFormSchema = yup.object({ id: idSchema().required('Must provide a value') });
const DROP_GROUPS = { table: dropGroups, resource: 'drop-groups' };
export const dropGroupDeleteSchema = yup.object({ id: idSchema().required('Must provide a value') });

/**
 * Line items of a brand and material waiting in production, not in a drop group yet, with their
 * drops and drop length: those of their newest JDML, or — before it is made — the same plan the
 * JDML will have (the design's repeat on the material's roll), so the paper figure never changes.
 */
async function waiting(db: DbOrTx, brandId: number, materialId: number, only?: number[] | null) {
  const latest = db
    .selectDistinctOn([jdmls.line_item_id], {
      line_item_id: jdmls.line_item_id,
      drops: jdmls.drops,
      length: jdmls.drop_length_inches,
    })
    .from(jdmls)
    .orderBy(jdmls.line_item_id, desc(jdmls.version))
    .as('latest');
  const rows = await db
    .select({
      id: lineItems.id,
      order_id: lineItems.order_id,
      order_number: orders.order_number,
      design_name: lineItems.design_name,
      quantity: lineItems.quantity,
      width_inches: lineItems.width_inches,
      height_inches: lineItems.height_inches,
      drops: latest.drops,
      drop_length_inches: latest.length,
      roll_width_inches: materials.roll_width_inches,
      repeat: repeatOfDesign,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .leftJoin(products, designOf)
    .leftJoin(latest, eq(latest.line_item_id, lineItems.id))
    .where(
      and(
        eq(lineItems.brand_id, brandId),
        eq(lineItems.material_id, materialId),
        eq(lineItems.status, 'in_production'),
        only?.length ? inArray(lineItems.id, only) : undefined,
      ),
    )
    .orderBy(asc(orders.ordered_at), asc(lineItems.id))
    .limit(500);
  return rows.map(({ roll_width_inches, repeat, ...item }) => {
    if (item.drops != null && item.drop_length_inches != null) return item;
    const drops = dropsOf({ ...item, roll_width_inches, repeat: repeatOf(repeat) });
    return { ...item, drops: drops.length, drop_length_inches: drops[0].length_inches };
  });
}

/** Paper a group's line items take: drops × length × quantity (inches). */
const lengthOf = (items: RunItem[]) => Math.round(items.reduce((sum, i) => sum + paperInches(i), 0) * 100) / 100;

const JDML_SECTIONS = { table: jdmlSections, resource: 'jdml-sections' };

export function jdmlRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/sections', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'jdmls', action: 'View' });
    const { id } = await validate(sectionsQuerySchema, req.query);
    const [jdml] = await db.select({ id: jdmls.id, brand_id: jdmls.brand_id }).from(jdmls).where(eq(jdmls.id, id!));
    if (!jdml) throw notFound(`JDML ${id} was not found.`);
    authorize(actor, { brandId: jdml.brand_id });
    res.json(await db.select().from(jdmlSections).where(eq(jdmlSections.jdml_id, jdml.id)).orderBy(asc(jdmlSections.position)));
  });

  router.put('/section', imageUpload(['print_file']), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'jdmls', action: 'Edit' });
    const { id } = await validate(sectionFormSchema, req.body);
    const [section] = await db
      .select({ section: jdmlSections, brand_id: jdmls.brand_id })
      .from(jdmlSections)
      .innerJoin(jdmls, eq(jdmls.id, jdmlSections.jdml_id))
      .where(eq(jdmlSections.id, id!));
    if (!section) throw notFound(`Section ${id} was not found.`);
    authorize(actor, { brandId: section.brand_id });
    const file = await uploadedImage(req, 'print_file');
    if (!file) throw badRequest('Choose the section’s print file.', { print_file: 'Must provide a file' });
    const stored = await ctx.storage.put(`jdml/${section.brand_id}`, file.buffer, file.mime, file.extension);
    const changes = { print_file_url: stored.url };
    const options = { action: 'replace-print-file', brand_id: section.brand_id };
    const { row } = await transact(db, (tx) => updateAudited(tx, actor, JDML_SECTIONS, id!, changes, options));
    res.json(row);
  });

  router.get('/dropper/group', async (req, res) => {
    authorize(req.actor, { resource: 'drop-groups', action: 'View' });
    const { brand_id, material_id } = await validate(dropperQuerySchema, req.query);
    const items = await waiting(db, brand_id!, material_id!);
    res.json({ brand_id, material_id, line_items: items, length_inches: lengthOf(items) });
  });

  router.post('/dropper/group', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'drop-groups', action: 'View' });
    const input = await validate(dropGroupSchema, req.body);
    const group = await transact(db, async (tx) => {
      const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, input.brand_id!));
      const [material] = await tx
        .select({ name: materials.name })
        .from(materials)
        .where(and(eq(materials.id, input.material_id!), or(isNull(materials.brand_id), eq(materials.brand_id, input.brand_id!))));
      if (!brand || !material) throw notFound('No such brand or material.');
      // Lock what is grouped: two droppers never put one line item in two runs.
      const candidates = await waiting(tx, input.brand_id!, input.material_id!, input.line_items as number[] | null);
      if (!candidates.length) throw conflict('No line items of this brand and material are waiting to be dropped.');
      const claimed = await setLineItemsStatus(tx, { ids: candidates.map((c) => c.id), status: 'dropped', from: 'in_production' });
      if (!claimed.length) throw conflict('These line items were dropped by someone else a moment ago.');
      const items = candidates.filter((c) => claimed.some((k) => k.id === c.id));
      const [user] = await tx.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, actor.id));
      const group = await createAudited(tx, actor, DROP_GROUPS, {
        user_id: actor.id,
        user_first: user?.first ?? null,
        user_last: user?.last ?? null,
        material_id: input.material_id!,
        material_name: material.name,
        brand_id: input.brand_id!,
        brand_name: brand.name,
        line_items: items.map((i) => i.id),
        length_inches: lengthOf(items),
      });
      for (const orderId of [...new Set(items.map((i) => i.order_id))]) {
        const mine = items.filter((i) => i.order_id === orderId);
        await recordOrderEvent(tx, {
          order: { id: orderId, brand_id: input.brand_id! },
          type: 'send_to_print',
          actor,
          message: {
            code: 'dropped',
            values: { group: group.id, material: material.name, designs: mine.map((i) => i.design_name) },
          },
          data: { drop_group_id: group.id, line_items: mine.map((i) => i.id) },
        });
      }
      return group;
    });
    res.status(201).json(group);
  });

  // Only line items in production are dropped (`waiting`), so undoing a run puts them back there.
  router.delete('/dropper/group', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'drop-groups', action: 'View' });
    const { id } = await validate(dropGroupDeleteSchema, req.query);
    const removed = await transact(db, async (tx) => {
      const [group] = await tx.select().from(dropGroups).where(eq(dropGroups.id, id!)).for('update');
      if (!group) throw notFound(`Drop group ${id} was not found.`);
      // Locked, so nothing is printed or scanned between this check and the revert.
      const items = await tx
        .select({ id: lineItems.id, order_id: lineItems.order_id, status: lineItems.status, design_name: lineItems.design_name })
        .from(lineItems)
        .where(inArray(lineItems.id, group.line_items))
        .orderBy(asc(lineItems.id))
        .for('update');
      const movedOn = items.filter((i) => i.status !== 'dropped' && i.status !== 'cancelled');
      if (movedOn.length)
        throw conflict(
          `Print run ${group.id} cannot be undone: ${movedOn.map((i) => `LI-${i.id} (${i.status})`).join(', ')} moved on since it was dropped.`,
          { line_items: movedOn.map((i) => `LI-${i.id}`).join(', ') },
        );
      const reverted = items.filter((i) => i.status === 'dropped');
      await deleteAudited(tx, actor, DROP_GROUPS, group);
      const designOfItem = new Map(reverted.map((i) => [i.id, i.design_name]));
      await setLineItemsStatus(tx, { ids: reverted.map((i) => i.id), status: 'in_production' }, (orderId, mine) => ({
        order: { id: orderId, brand_id: group.brand_id },
        type: 'print_run_undone',
        actor,
        message: {
          code: 'drop_undone',
          values: { group: group.id, material: group.material_name, designs: mine.map((id) => designOfItem.get(id) ?? '') },
        },
        data: { drop_group_id: group.id, line_items: mine, status: 'in_production' },
      }));
      return group;
    });
    res.json(removed);
  });

  return router;
}

/**
 * `GET jdml/dropper/groups?page_count&page&queryString` (docs/requirements/production.md §7): the spec's `queryString` is
 * the search every generated list calls `q`; the generated list answers after this.
 */
export function dropGroupListRoutes(): Router {
  const router = Router();
  router.get('/', (req, _res, next) => {
    const { queryString, ...rest } = req.query;
    if (typeof queryString === 'string' && rest.q === undefined)
      // Express 5's req.query is a getter: the request gets its own value.
      Object.defineProperty(req, 'query', { value: { ...rest, q: queryString }, configurable: true, writable: true });
    next();
  });
  return router;
}
