/**
 * Generated mockups under /api/mockups/generated: POST {product_id, mockup_ids, attributes}
 * queues the MOCKUP_UPLOAD job that papers the product's pattern onto each room (docs/requirements/catalog.md §7
 * "POST mockups/generated"); GET
 * ?product_id lists a product's (its brand may see them). GET {id} and DELETE are the framework's.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { generateForProductSchema } from '../../resources/catalog/mockups';
import { idSchema } from '../../resources/ids';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { products } from '../db/schema';
import type { CrudService } from '../framework/crud';
import { listParams } from '../framework/rest';
import { notFound, validate } from '../http/errors';
import { eq } from 'drizzle-orm';
import { presentGenerated, queueGeneration, type GeneratedMockupRow } from './mockupGeneration';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export const generatedListQuerySchema = yup.object({ product_id: idSchema() });

export function generatedMockupRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  // GET mockups/generated?product_id: a product's mockups, newest first (else the framework's list).
  router.get('/', requireAccess('generated-mockups', 'View'), async (req, res, next) => {
    if (req.query.product_id === undefined) return next();
    const actor = actorOf(req);
    const { product_id } = await validate(generatedListQuerySchema, { product_id: req.query.product_id });
    const [product] = await db.select({ brand_id: products.brand_id }).from(products).where(eq(products.id, product_id!));
    if (!product) throw notFound(CATALOG_REFUSALS.message('no_such_product'));
    authorize(actor, { brandId: product.brand_id });
    const params = listParams({ ...req.query, product_id: undefined });
    const result = await crud.list(actor, {
      ...params,
      filter: { ...params.filter, product_id },
      sort: params.sort ?? 'created_at',
      order: params.order ?? 'DESC',
    });
    const rows = (result.rows as GeneratedMockupRow[]).map(presentGenerated);
    res.json(
      result.pageSize === undefined ? rows : { results: rows, count: result.total, hasNext: result.hasNext, hasBefore: result.hasBefore },
    );
  });

  // Checked here, rendered by a MOCKUP_UPLOAD job: 202 with the job, followed in the notifications.
  router.post('/', requireAccess('generated-mockups', 'Add'), async (req, res) => {
    const request = await validate(generateForProductSchema, req.body ?? {});
    const queued = await queueGeneration(ctx, actorOf(req), {
      productId: request.product_id,
      mockupIds: request.mockup_ids,
      attributes: request.attributes,
    });
    res.status(202).json(queued);
  });

  return router;
}
