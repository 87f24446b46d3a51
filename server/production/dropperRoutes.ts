/**
 * JDML and the dropper (docs/requirements/production.md §7 JDML): a JDML's sections (`GET jdml/sections?id`), replacing a
 * section's print file (`PUT jdml/section`, multipart), and drop groups — line items of one brand
 * and material in production, grouped into a print run (`dropped`, `send_to_print`); deleting a
 * group undoes the run: all its line items go back to in production, or none (409 naming those
 * that moved on), with an undo event on each order's timeline. Both write an audit row.
 */
import { Router } from 'express';
import { idSchema } from '../../resources/ids';
import { dropGroupSchema, dropperQuerySchema } from '../../resources/production/schemas';
import * as yup from 'yup';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { badRequest, notFound, validate } from '../http/errors';
import { imageUpload, uploadedImage } from '../http/uploads';
import { dropGroup, jdmlOf, lengthOf, replaceSectionFile, sectionOf, sectionsOf, undoDropGroup, waiting } from './dropperService';

export const sectionsQuerySchema = yup.object({ id: idSchema().required('Must provide a value') });
export const sectionFormSchema = yup.object({ id: idSchema().required('Must provide a value') });
export const dropGroupDeleteSchema = yup.object({ id: idSchema().required('Must provide a value') });

export function jdmlRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/sections', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'jdmls', action: 'View' });
    const { id } = await validate(sectionsQuerySchema, req.query);
    const jdml = await jdmlOf(db, id!);
    if (!jdml) throw notFound(`JDML ${id} was not found.`);
    authorize(actor, { brandId: jdml.brand_id });
    res.json(await sectionsOf(db, jdml.id));
  });

  router.put('/section', imageUpload(['print_file']), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'jdmls', action: 'Edit' });
    const { id } = await validate(sectionFormSchema, req.body);
    const section = await sectionOf(db, id!);
    if (!section) throw notFound(`Section ${id} was not found.`);
    authorize(actor, { brandId: section.brand_id });
    const file = await uploadedImage(req, 'print_file');
    if (!file) throw badRequest('Choose the section’s print file.', { print_file: 'Must provide a file' });
    const stored = await ctx.storage.put(`jdml/${section.brand_id}`, file.buffer, file.mime, file.extension);
    const row = await replaceSectionFile(db, actor, id!, section.brand_id, stored.url);
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
    const group = await dropGroup(db, actor, input as { brand_id: number; material_id: number; line_items?: number[] | null });
    res.status(201).json(group);
  });

  // Only line items in production are dropped (`waiting`), so undoing a run puts them back there.
  router.delete('/dropper/group', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'drop-groups', action: 'View' });
    const { id } = await validate(dropGroupDeleteSchema, req.query);
    const removed = await undoDropGroup(db, actor, id!);
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
