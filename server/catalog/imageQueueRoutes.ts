/**
 * `POST queues/image-processor` (docs/requirements/catalog.md §7): queues product processing (PRODUCT_UPLOAD with
 * product_id), a sample (SAMPLE_CREATION with design_id, answered "Sample Added To Sample Creation
 * Queue") or a design header (HEADER_CREATION with generated_mockup_id: the header is made for
 * that mockup's design). Reading the queue is the system area's GET on the same path.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { generatedMockups } from '../db/schema';
import { imageJobSchema } from '../../resources/catalog/productSchemas';
import { SAMPLE_QUEUED } from '../../resources/catalog/jobCategories';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { badRequest, notFound, validate } from '../http/errors';
import { enqueue } from '../framework/jobQueue';
import { auditChange } from '../framework/write';
import { transact } from '../db/transaction';
import { announceJobs, findProduct } from './productService';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

const MESSAGES: Record<string, string> = {
  PRODUCT_UPLOAD: 'Product Added To Processing Queue',
  SAMPLE_CREATION: SAMPLE_QUEUED,
  HEADER_CREATION: 'Header Added To Header Creation Queue',
};

/** What each job category names in passthrough_data. */
const JOB_KEYS: Record<string, 'product_id' | 'design_id' | 'generated_mockup_id'> = {
  MOCKUP_UPLOAD: 'product_id',
  PRODUCT_UPLOAD: 'product_id',
  SAMPLE_CREATION: 'design_id',
  HEADER_CREATION: 'generated_mockup_id',
};

/** The design (product) a generated mockup shows. */
export async function designOfMockup(ctx: AppContext, generatedMockupId: number): Promise<number> {
  const [mockup] = await ctx.database.db
    .select({ product_id: generatedMockups.product_id })
    .from(generatedMockups)
    .where(eq(generatedMockups.id, generatedMockupId));
  if (!mockup) throw notFound(`Generated mockup ${generatedMockupId} was not found.`);
  return mockup.product_id;
}

export function imageQueueRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/', requireAccess('products', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(imageJobSchema, req.body ?? {});
    const key = JOB_KEYS[input.category];
    const given = input.passthrough_data[key];
    if (given === undefined)
      throw badRequest(`${input.category} needs passthrough_data.${key}.`, {
        [`passthrough_data.${key}`]: FIELD_MESSAGES.message('required'),
      });
    const id = key === 'generated_mockup_id' ? await designOfMockup(ctx, given) : given;
    const product = await findProduct(ctx.database.db, id);
    authorize(actor, { brandId: product.brand_id });
    if (input.brand_id !== undefined && input.brand_id !== product.brand_id)
      throw notFound(`Product ${id} was not found in brand ${input.brand_id}.`);
    if (!product.pattern_file)
      throw badRequest(CATALOG_REFUSALS.message('no_pattern_image_yet'), {
        [`passthrough_data.${key}`]: CATALOG_REFUSALS.message('no_pattern_image'),
      });
    // The job and its audit row (on the design it is for), in one transaction.
    const job = await transact(ctx.database.db, async (tx) => {
      const job = await enqueue(tx, { brand_id: product.brand_id, category: input.category, passthrough_data: { [key]: given } });
      await auditChange(tx, actor, {
        action: 'queue',
        resource: 'products',
        record_id: product.id,
        brand_id: product.brand_id,
        after: { job_id: job.id, category: job.category, passthrough_data: job.passthrough_data },
      });
      return job;
    });
    await announceJobs(ctx, product.brand_id);
    res.status(201).json({ message: MESSAGES[input.category], job });
  });
  return router;
}
