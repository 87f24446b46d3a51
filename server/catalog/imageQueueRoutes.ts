/**
 * `POST queues/image-processor` (spec 2 §7): queues product processing (PRODUCT_UPLOAD with
 * product_id), a sample (SAMPLE_CREATION with design_id, answered "Sample Added To Sample Creation
 * Queue") or a design header (HEADER_CREATION with design_id). Reading the queue is the system
 * area's GET on the same path.
 */
import { Router } from 'express';
import { imageJobSchema } from '../../resources/catalog/productSchemas';
import { SAMPLE_QUEUED } from '../../resources/catalog/jobCategories';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { badRequest, notFound, validate } from '../http/errors';
import { enqueue } from '../framework/jobQueue';
import { announceJobs, findProduct } from './productService';

const MESSAGES: Record<string, string> = {
  PRODUCT_UPLOAD: 'Product Added To Processing Queue',
  SAMPLE_CREATION: SAMPLE_QUEUED,
  HEADER_CREATION: 'Header Added To Header Creation Queue',
};

export function imageQueueRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/', requireAccess('products', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(imageJobSchema, req.body ?? {});
    const key = input.category === 'PRODUCT_UPLOAD' ? 'product_id' : 'design_id';
    const id = input.passthrough_data[key];
    if (id === undefined)
      throw badRequest(`${input.category} needs passthrough_data.${key}.`, { [`passthrough_data.${key}`]: 'Must provide a value' });
    const product = await findProduct(ctx.database.db, id);
    authorize(actor, { brandId: product.brand_id });
    if (input.brand_id !== undefined && input.brand_id !== product.brand_id)
      throw notFound(`Product ${id} was not found in brand ${input.brand_id}.`);
    if (!product.pattern_file)
      throw badRequest('The product has no pattern image yet.', { [`passthrough_data.${key}`]: 'The product has no pattern image' });
    const job = await enqueue(ctx.database.db, { brand_id: product.brand_id, category: input.category, passthrough_data: { [key]: id } });
    await announceJobs(ctx, product.brand_id);
    res.status(201).json({ message: MESSAGES[input.category], job });
  });
  return router;
}
