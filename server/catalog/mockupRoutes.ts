/**
 * Mockups (docs/requirements/catalog.md §7): POST mockups (multipart: a room photo), then POST mockups/{id}/analyze
 * (or POST mockups/analyze {mockup_id}); GET mockups{query} with a category filter; PUT mockups
 * (multipart); POST mockups/preview and POST mockups/generate-mockup (multipart: mockup_file and a
 * data JSON with mockup_id, product_id, attributes; queued as a MOCKUP_UPLOAD job, answered 202
 * with the job). GET mockups/{id} and DELETE mockups?mockup_id are the framework's. Mockup is SUPERUSER level (docs/requirements/access.md §6).
 */
import { sql } from 'drizzle-orm';
import { Router, type Request } from 'express';
import * as yup from 'yup';
import { createSchema, updateSchema } from '../../resources/framework';
import { generateMockupSchema, mockupIdBodySchema, mockups as mockupDeclaration } from '../../resources/catalog/mockups';
import { idSchema } from '../../resources/ids';
import { actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { mockups } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { badRequest, validate, INVALID_FIELDS } from '../http/errors';
import { imageUpload, uploadedImage } from '../http/uploads';
import { createAudited, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import { analyzeMockup, findMockup, PREVIEW_WIDTH, queueGeneration, renderMockup } from './mockupGeneration';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export const mockupListQuerySchema = yup.object({ category_id: idSchema() });

/** Multipart sends every field as text: categories come as a JSON list, or one id. */
function formFields(body: Record<string, unknown> | undefined) {
  const { mockup_file: _file, id: _id, ...fields } = body ?? {};
  if (typeof fields.categories === 'string') {
    const text = fields.categories.trim();
    try {
      fields.categories = text === '' ? [] : text.startsWith('[') ? JSON.parse(text) : [text];
    } catch {
      throw badRequest(INVALID_FIELDS(), { categories: 'Must be a list of categories' });
    }
  }
  return fields;
}

/** The uploaded photo under the image policy: its re-encoded copy, upright, with its size. */
async function uploadedPhoto(req: Request, required: boolean) {
  const image = await uploadedImage(req, 'mockup_file');
  if (!image && required)
    throw badRequest(CATALOG_REFUSALS.message('choose_room_photo'), { mockup_file: FIELD_MESSAGES.message('required') });
  return image;
}

export const previewQuerySchema = yup.object({
  mockup_id: idSchema().required(),
  product_id: idSchema().required(),
  pattern_scale: yup.string().max(3),
  shadow_opacity: yup.string().max(3),
  enhance_shadows: yup.string().oneOf(['true', 'false']),
});

/** A preview's query as a generate request: whole numbers from digits, booleans from true/false. */
function previewRequest(query: Request['query']) {
  const number = (value: unknown) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value);
  const flag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
  const { mockup_id, product_id, pattern_scale, shadow_opacity, enhance_shadows } = query;
  const attributes = Object.fromEntries(
    Object.entries({
      pattern_scale: number(pattern_scale),
      shadow_opacity: number(shadow_opacity),
      enhance_shadows: flag(enhance_shadows),
    }).filter(([, value]) => value !== undefined),
  );
  return { mockup_id, product_id, attributes };
}

/** The data JSON of a multipart generate-mockup call. */
function dataOf(req: Request): unknown {
  const data = req.body?.data;
  if (typeof data !== 'string') return data ?? {};
  try {
    return JSON.parse(data);
  } catch {
    throw badRequest('data must be JSON.', { data: 'Must be JSON' });
  }
}

export function mockupRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;
  const upload = imageUpload(['mockup_file']);

  // GET mockups?category_id (or filter_by {"category_id": …}, as the app's lists send it): the
  // mockups of a category; without one, the framework's list.
  router.get('/', requireAccess('mockups', 'View'), async (req, res, next) => {
    const params = listParams({ ...req.query, category_id: undefined });
    const { category_id: fromFilter, ...filter } = params.filter ?? {};
    const asked = req.query.category_id ?? fromFilter;
    if (asked === undefined) return next();
    const { category_id } = await validate(mockupListQuerySchema, { category_id: asked });
    const ids = (
      await db
        .select({ id: mockups.id })
        .from(mockups)
        .where(sql`${mockups.categories} @> ${JSON.stringify([category_id])}::jsonb`)
        .limit(500)
    ).map((r) => r.id);
    if (ids.length === 0)
      return res.json(params.pageCount === undefined ? [] : { results: [], count: 0, hasNext: false, hasBefore: false });
    res.json(listBody(await crud.list(actorOf(req), { ...params, filter: { ...filter, id: ids } })));
  });

  router.post('/', requireAccess('mockups', 'Add'), upload, async (req, res) => {
    const actor = actorOf(req);
    const fields = await validate(createSchema(mockupDeclaration), formFields(req.body));
    const photo = (await uploadedPhoto(req, true))!;
    const stored = await ctx.storage.put('mockups/photos', photo.buffer, photo.mime, photo.extension);
    const values = {
      ...fields,
      categories: fields.categories ?? [],
      image: stored.url,
      image_key: stored.key,
      width: photo.width,
      height: photo.height,
    };
    res.status(201).json(await transact(db, (tx) => createAudited(tx, actor, crud.target, values)));
  });

  router.put('/', requireAccess('mockups', 'Edit'), upload, async (req, res) => {
    const actor = actorOf(req);
    const { id } = await validate(yup.object({ id: idSchema().required('Must provide a value') }), { id: req.body?.id });
    await findMockup(db, id);
    const fields = await validate(updateSchema(mockupDeclaration), formFields(req.body));
    const photo = await uploadedPhoto(req, false);
    if (!photo) return void res.json(Object.keys(fields).length ? await crud.update(actor, id, fields) : await findMockup(db, id));
    // A new photo needs a new analysis: the old wall does not fit it. Fields and photo are one change, one audit row.
    const stored = await ctx.storage.put('mockups/photos', photo.buffer, photo.mime, photo.extension);
    const changes = {
      ...fields,
      image: stored.url,
      image_key: stored.key,
      width: photo.width,
      height: photo.height,
      status: 'uploaded',
      mask_url: null,
      mask_key: null,
      shading_url: null,
      shading_key: null,
      wall_coverage: null,
      analyzed_at: null,
    };
    res.json(await transact(db, async (tx) => (await updateAudited(tx, actor, crud.target, id, changes)).row));
  });

  router.post('/analyze', requireAccess('mockups', 'Edit'), async (req, res) => {
    const { mockup_id } = await validate(mockupIdBodySchema, req.body ?? {});
    res.json(await analyzeMockup(ctx, actorOf(req), mockup_id));
  });

  router.post('/:id/analyze', requireAccess('mockups', 'Edit'), async (req, res) => {
    const { id } = await validate(yup.object({ id: idSchema().required() }), { id: req.params.id });
    res.json(await analyzeMockup(ctx, actorOf(req), id));
  });

  // A quick look while the sliders move: drawn small and not stored. A GET, so the app loads it
  // as an image; the query's digits become integers, anything else is refused by the schema.
  router.get('/preview', requireAccess('mockups', 'View'), async (req, res) => {
    const request = await validate(generateMockupSchema, previewRequest(req.query));
    const { image } = await renderMockup(ctx, actorOf(req), {
      mockupId: request.mockup_id,
      productId: request.product_id,
      attributes: request.attributes,
      width: PREVIEW_WIDTH,
    });
    res.type('image/jpeg').set('Cache-Control', 'private, no-store').send(image);
  });

  router.post('/generate-mockup', requireAccess('generated-mockups', 'Add'), upload, async (req, res) => {
    const request = await validate(generateMockupSchema, dataOf(req));
    const pattern = await uploadedPhoto(req, false);
    const queued = await queueGeneration(ctx, actorOf(req), {
      mockupIds: [request.mockup_id],
      productId: request.product_id,
      attributes: request.attributes,
      pattern,
    });
    res.status(202).json(queued);
  });

  return router;
}
