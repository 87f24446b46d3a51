/**
 * Products (docs/requirements/catalog.md §7), the calls beyond the generated CRUD, under /api/products:
 * GET products?brand_id&page_count&page&has_sample&queryString, GET products/{id} (with image URLs),
 * POST products/create (multipart with pattern_file), POST products/update (replace the pattern),
 * POST products/half-step-repair, POST products/variant-resync, PUT products/toggle-fixed-scale,
 * and the shop's side: POST products/shopify-products, DELETE products/shopify-products/{id}.
 * PUT products (design update) and DELETE products/{id}?brand_id are the framework's, with the
 * colour-variant check in the binding's hook.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Router, type Request } from 'express';
import { withTempDir } from '../adapters/storage';
import { parseId } from '../../resources/ids';
import { createSchema } from '../../resources/framework';
import productsResource from '../../resources/catalog/products';
import {
  halfStepRepairSchema,
  productsQuerySchema,
  replacePatternSchema,
  storeProductsSearchSchema,
  toggleFixedScaleSchema,
  variantResyncSchema,
} from '../../resources/catalog/productSchemas';
import { VARIANT_RESYNC_STARTED } from '../../resources/catalog/jobCategories';
import { authorize, type Actor, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { brands, products } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { badRequest, notFound, validate, INVALID_FIELDS } from '../http/errors';
import { optionalId } from '../http/ids';
import { imageUpload, uploadedImage } from '../http/uploads';
import { checkPattern, halfStepShift } from './productImages';
import {
  announceJobs,
  assertColorVariantsAllowed,
  assertMaterialsOffered,
  findProduct,
  publishDesign,
  queueProcessing,
  shopOf,
  storePattern,
  withUrls,
  type Product,
} from './productService';
import { auditChange, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

/** Multipart sends every field as text: lists arrive as JSON or repeated fields, flags as words. */
export function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body ?? {})) {
    if (key === 'material_ids' || key === 'sizes') {
      if (Array.isArray(value)) fields[key] = value;
      else if (typeof value === 'string' && value.trim().startsWith('[')) {
        try {
          fields[key] = JSON.parse(value);
        } catch {
          throw badRequest(INVALID_FIELDS(), { [key]: 'Must be a list' });
        }
      } else if (typeof value === 'string') fields[key] = value === '' ? [] : value.split(',').map((v) => v.trim());
      else fields[key] = value;
    } else fields[key] = value;
  }
  if (Array.isArray(fields.material_ids))
    fields.material_ids = fields.material_ids.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  return fields;
}

const PRODUCTS = { table: products, resource: 'products' };

/** A brand user names only their own brand; staff name any (checked before anything is stored). */
const brandFor = (actor: Actor, brandId: number | undefined): number => {
  const brand = brandId ?? actor.brand_id ?? undefined;
  if (brand === undefined) throw badRequest('Choose a brand.', { brand_id: FIELD_MESSAGES.message('required') });
  authorize(actor, { brandId: brand });
  return brand;
};

/** The product named by a call, checked to belong to the brand the caller may act on. */
async function productFor(ctx: AppContext, actor: Actor, id: number, brandId?: number) {
  const product = await findProduct(ctx.database.db, id);
  authorize(actor, { brandId: product.brand_id });
  if (brandId !== undefined && brandId !== product.brand_id) throw notFound(`Product ${id} was not found in brand ${brandId}.`);
  return product;
}

export function productRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;
  const patternUpload = imageUpload(['pattern_file']);

  router.get('/', requireAccess('products', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const query = await validate(productsQuerySchema, req.query);
    const params = listParams(req.query);
    const filter: Record<string, unknown> = { ...params.filter };
    if (query.brand_id !== undefined) filter.brand_id = authorize(actor, { brandId: query.brand_id }) && query.brand_id;
    if (query.has_sample !== undefined) filter.has_sample = query.has_sample;
    if (query.collection_id !== undefined) filter.collection_id = query.collection_id;
    // The list's search box: an empty queryString is no search at all (the whole list).
    if (query.queryString?.trim()) filter.q = query.queryString.trim();
    const result = await crud.list(actor, { ...params, filter });
    const body = listBody(result);
    res.json(
      Array.isArray(body) ? body.map((row) => withUrls(ctx, row)) : { ...body, results: body.results.map((row) => withUrls(ctx, row)) },
    );
  });

  router.get('/:id', requireAccess('products', 'View'), async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === undefined) return next();
    res.json(withUrls(ctx, await crud.get(actorOf(req), id)));
  });

  /** Multipart: the design's fields and its pattern image, whose processing is queued at once. */
  router.post('/create', requireAccess('products', 'Add'), patternUpload, async (req, res) => {
    const actor = actorOf(req);
    const fields = formFields(req.body);
    const named = fields.brand_id === '' ? undefined : optionalId(fields.brand_id);
    if (Number.isNaN(named)) throw badRequest(INVALID_FIELDS(), { brand_id: FIELD_MESSAGES.message('integer') });
    const brandId = brandFor(actor, named);
    fields.brand_id = brandId;
    const image = await uploadedImage(req, 'pattern_file');
    if (!image) throw badRequest('Add the pattern image.', { pattern_file: CATALOG_REFUSALS.message('pattern_image_required') });
    const info = await checkPattern(image.buffer);
    // Checked before anything is stored: a refused form leaves no file behind.
    const input = await validate(createSchema(productsResource), fields);
    await assertMaterialsOffered(db, brandId, input.material_ids);
    if (input.color_variants) await assertColorVariantsAllowed(ctx, brandId);
    const key = await storePattern(ctx, brandId, image);
    // The product with its pattern, its audit row and its processing job: one transaction.
    const pattern = { pattern_file: key, pattern_width: info.width, pattern_height: info.height, processing_status: 'pending' };
    const product = await crud.create(actor, input, {
      values: pattern,
      within: async (tx, row) => ({ ...row, job_id: (await queueProcessing(ctx, tx, row as Product)).id }),
    });
    await announceJobs(ctx, brandId);
    res.status(201).json(withUrls(ctx, product));
  });

  /** Replaces the pattern (pattern_file, brand_id, product_id, isHalfStep) and processes it again. */
  router.post('/update', requireAccess('products', 'Edit'), patternUpload, async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(replacePatternSchema, req.body ?? {});
    const product = await productFor(ctx, actor, input.product_id!, input.brand_id);
    const image = await uploadedImage(req, 'pattern_file');
    if (!image) throw badRequest('Add the pattern image.', { pattern_file: CATALOG_REFUSALS.message('pattern_image_required') });
    const info = await checkPattern(image.buffer);
    const key = await storePattern(ctx, product.brand_id, image);
    const updated = await replacePattern(actor, 'replace-pattern', product, key, info, {
      repeat: input.isHalfStep === undefined ? product.repeat : input.isHalfStep ? 'half_step' : 'straight',
    });
    res.json(withUrls(ctx, updated));
  });

  /**
   * Half-step repair (file, product_id, brand_id): the half-step design becomes its straight
   * block (two tiles wide, the second moved down by half a tile), which every printer tiles.
   */
  router.post('/half-step-repair', requireAccess('products', 'Edit'), imageUpload(['file']), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(halfStepRepairSchema, req.body ?? {});
    const product = await productFor(ctx, actor, input.product_id!, input.brand_id);
    const image = await uploadedImage(req, 'file');
    if (!image) throw badRequest('Add the half-step pattern.', { file: CATALOG_REFUSALS.message('pattern_image_required') });
    await checkPattern(image.buffer, 'file');
    // The upload is already in memory (the upload limit bounds it); the repaired block goes to a
    // file and is streamed to storage from there.
    const { key, info } = await withTempDir(async (dir) => {
      const repaired = await halfStepShift(image.buffer, path.join(dir, 'repaired.png'));
      const info = await checkPattern(repaired, 'file');
      return { key: (await ctx.storage.putFile(`products/${product.brand_id}/patterns`, repaired, 'image/png', 'png')).key, info };
    });
    // The straight block is two repeats of the half-step wide: so is its repeat on paper.
    const width = product.repeat === 'half_step' ? Number(product.repeat_width_inches) * 2 : undefined;
    res.json(withUrls(ctx, await replacePattern(actor, 'half-step-repair', product, key, info, { repeat: 'straight', width })));
  });

  /** The new pattern on the product, audited as `action`, and its processing queued: one transaction. */
  async function replacePattern(
    actor: Actor,
    action: string,
    product: Product,
    key: string,
    info: { width: number; height: number },
    /** The repeat, and its width on paper when it changes (a repaired half-step: its block is two tiles wide). */
    shape: { repeat: string; width?: number },
  ) {
    const changes = {
      pattern_file: key,
      pattern_width: info.width,
      pattern_height: info.height,
      repeat: shape.repeat,
      processing_status: 'pending',
      ...(shape.width ? { repeat_width_inches: Math.min(shape.width, 1200) } : {}),
    };
    const row = await transact(db, async (tx) => {
      const { row } = await updateAudited(tx, actor, PRODUCTS, product.id, changes, { action });
      const job = await queueProcessing(ctx, tx, row);
      return { ...row, job_id: job.id };
    });
    await announceJobs(ctx, product.brand_id);
    return row;
  }

  router.post('/variant-resync', requireAccess('products', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(variantResyncSchema, req.body ?? {});
    const product = await productFor(ctx, actor, input.design_id!, input.brand_id);
    if (product.color_variants) await assertColorVariantsAllowed(ctx, product.brand_id);
    const row = await publishDesign(ctx, product, actor);
    res.json({ message: VARIANT_RESYNC_STARTED, product: withUrls(ctx, row) });
  });

  /** PUT products (design update) is the framework's; turning colour variants on needs the shop's role first. */
  router.put('/', requireAccess('products', 'Edit'), async (req, _res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = parseId(body.id);
    const turningOn = body.color_variants === true || body.color_variants === 'true';
    if (id === undefined || (!turningOn && body.material_ids === undefined)) return next();
    const product = await productFor(ctx, actorOf(req), id);
    await assertMaterialsOffered(db, product.brand_id, body.material_ids);
    if (turningOn && !product.color_variants) await assertColorVariantsAllowed(ctx, product.brand_id);
    next();
  });

  router.put('/toggle-fixed-scale', requireAccess('products', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(toggleFixedScaleSchema, req.body ?? {});
    await productFor(ctx, actor, input.design_id!);
    res.json(withUrls(ctx, await crud.update(actor, input.design_id!, { fixed_scale: !input.current })));
  });

  /** The shop's products (docs/requirements/catalog.md §5: the brand id defaults to 1; an empty search finds nothing). */
  router.post('/shopify-products', requireAccess('products', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(storeProductsSearchSchema, req.body ?? {});
    const brandId = input.brand_id ?? 1;
    authorize(actor, { brandId });
    const query = input.query.trim();
    if (!query) {
      res.json({ products: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
      return;
    }
    const shop = await shopOf(ctx, brandId);
    res.json(
      await shop.search({
        query,
        direction: input.direction as 'next' | 'previous' | undefined,
        cursor: input.cursor,
        pageCount: input.pageCount,
      }),
    );
  });

  router.delete('/shopify-products/:id', requireAccess('products', 'Delete'), async (req, res) => {
    const actor = actorOf(req);
    const brandId = optionalId(req.query.brand_id);
    if (brandId === undefined || Number.isNaN(brandId))
      throw badRequest('brand_id must be a whole number.', { brand_id: FIELD_MESSAGES.message('integer') });
    // A brand that does not exist has no shop (404), whoever asks; an existing other brand is 403.
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw notFound(`Brand ${brandId} was not found.`);
    authorize(actor, { brandId });
    const storeId = String(req.params.id);
    if (!/^[A-Za-z0-9:/_-]{1,200}$/.test(storeId)) throw badRequest('Not a store product id.', { id: 'Must be a store product id' });
    // Our design listed as this store product, if it is one of ours.
    const [listed] = await db
      .select()
      .from(products)
      .where(and(eq(products.brand_id, brandId), eq(products.store_product_id, storeId)))
      .limit(1);
    const removed = await (await shopOf(ctx, brandId)).remove(storeId);
    if (!removed) throw notFound(`The store has no product ${storeId}.`);
    await transact(db, async (tx) => {
      // Our design is no longer listed; a store product of no design of ours is audited on the brand.
      if (listed) {
        const unlisted = { store_product_id: null, variants: [] };
        const { changed } = await updateAudited(tx, actor, PRODUCTS, listed.id, unlisted, { action: 'unpublish' });
        if (changed) return;
      }
      await auditChange(tx, actor, {
        action: 'remove-store-product',
        resource: 'brands',
        record_id: brandId,
        brand_id: brandId,
        before: { store_product_id: storeId },
      });
    });
    res.status(204).end();
  });

  /** DELETE products/{id}?brand_id: the brand, when given, must be the product's (then the framework deletes). */
  router.delete('/:id', requireAccess('products', 'Delete'), async (req: Request, _res, next) => {
    const id = parseId(req.params.id);
    const brandId = optionalId(req.query.brand_id);
    if (id === undefined) return next();
    if (Number.isNaN(brandId)) throw badRequest('brand_id must be a whole number.', { brand_id: FIELD_MESSAGES.message('integer') });
    await productFor(ctx, actorOf(req), id, brandId);
    next();
  });

  return router;
}
