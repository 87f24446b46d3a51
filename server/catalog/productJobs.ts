/**
 * The image jobs of products (docs/requirements/catalog.md §3 categories), run by the job worker:
 * PRODUCT_UPLOAD {product_id} makes the thumbnail and the print-ready file of a new or replaced
 * pattern; SAMPLE_CREATION {design_id} renders the sample; HEADER_CREATION {generated_mockup_id}
 * renders the header of that mockup's design. Each reports its progress, shown live in the notifications. The pattern is read
 * by libvips from a file (the stored one, or a copy streamed from S3) and the results are streamed
 * to storage from files in a temp directory: no image is held whole in the JS heap.
 */
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { withTempDir } from '../adapters/storage';
import type { AppContext } from '../context';
import { designHeaders, products } from '../db/schema';
import { reportProgress, type Job, type JobHandler } from '../framework/jobQueue';
import { makePrintFile, makeThumbnail, renderHeader, renderSample, type Repeat } from './productImages';
import { findProduct, type Product } from './productService';
import { designOfMockup } from './imageQueueRoutes';
import { CATALOG_JOB_MESSAGES } from '../../resources/i18n/areas/catalog';

const idIn = (job: Job, key: string): number => {
  const value = (job.passthrough_data as Record<string, unknown>)?.[key];
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The job has no ${key}.`);
  return id;
};

/** The product's pattern as a file for libvips to read (the stored file, or a streamed copy in `dir`). */
async function patternOf(ctx: AppContext, product: Product, dir: string): Promise<string> {
  if (!product.pattern_file) throw new Error(`Product ${product.id} has no pattern image.`);
  return ctx.storage.fileOf(product.pattern_file, dir);
}

const folder = (product: Product, kind: string) => `products/${product.brand_id}/${kind}`;

const processProduct: JobHandler = async (job, ctx) => {
  const db = ctx.database.db;
  const product = await findProduct(db, idIn(job, 'product_id'));
  // Run again from the start after a crash: it makes the files anew and points the product at them.
  await db.update(products).set({ processing_status: 'processing' }).where(eq(products.id, product.id));
  const { thumbnail, print } = await withTempDir(async (dir) => {
    await reportProgress(ctx, job, 10, 'Reading the pattern');
    const pattern = await patternOf(ctx, product, dir);
    await reportProgress(ctx, job, 30, 'Making the thumbnail');
    const thumbnailFile = await makeThumbnail(pattern, path.join(dir, 'thumbnail.webp'));
    const thumbnail = await ctx.storage.putFile(folder(product, 'thumbnails'), thumbnailFile, 'image/webp', 'webp');
    await reportProgress(ctx, job, 60, 'Making the print file');
    const printFile = await makePrintFile(pattern, product.repeat as Repeat, path.join(dir, 'print.tif'));
    return { thumbnail, print: await ctx.storage.putFile(folder(product, 'print'), printFile, 'image/tiff', 'tif') };
  });
  await reportProgress(ctx, job, 95, 'Saving');
  await db
    .update(products)
    .set({ thumbnail_file: thumbnail.key, print_file: print.key, processing_status: 'ready', updated_at: new Date() })
    .where(eq(products.id, product.id));
  return CATALOG_JOB_MESSAGES.message('product_ready', { name: product.name });
};
// Given up (the last attempt threw, or its worker died): the product says so instead of "processing" for good.
processProduct.failed = async (job, ctx) => {
  await ctx.database.db
    .update(products)
    .set({ processing_status: 'failed' })
    .where(and(eq(products.id, idIn(job, 'product_id')), eq(products.processing_status, 'processing')));
};

/**
 * The common course of an image made from a design's pattern (a sample, a header): read the
 * pattern, render it, store the JPEG under the product's `kind` folder; answers the product and
 * the stored key.
 */
async function renderFromPattern(
  job: Parameters<JobHandler>[0],
  ctx: Parameters<JobHandler>[1],
  kind: 'samples' | 'headers',
  what: string,
  render: (pattern: string, repeat: Repeat, name: string, output: string) => Promise<string>,
) {
  const designId = kind === 'headers' ? await designOfMockup(ctx, idIn(job, 'generated_mockup_id')) : idIn(job, 'design_id');
  const product = await findProduct(ctx.database.db, designId);
  const stored = await withTempDir(async (dir) => {
    await reportProgress(ctx, job, 20, 'Reading the pattern');
    const pattern = await patternOf(ctx, product, dir);
    await reportProgress(ctx, job, 50, `Rendering the ${what}`);
    const image = await render(pattern, product.repeat as Repeat, product.name, path.join(dir, `${kind}.jpg`));
    return ctx.storage.putFile(folder(product, kind), image, 'image/jpeg', 'jpg');
  });
  return { product, key: stored.key };
}

const createSample: JobHandler = async (job, ctx) => {
  const { product, key } = await renderFromPattern(job, ctx, 'samples', 'sample', renderSample);
  await ctx.database.db
    .update(products)
    .set({ sample_file: key, has_sample: true, updated_at: new Date() })
    .where(eq(products.id, product.id));
  return CATALOG_JOB_MESSAGES.message('sample_ready', { name: product.name });
};

const createHeader: JobHandler = async (job, ctx) => {
  const { product, key } = await renderFromPattern(job, ctx, 'headers', 'header', renderHeader);
  await ctx.database.db
    .insert(designHeaders)
    .values({ brand_id: product.brand_id, design_id: product.id, header_file: key })
    .onConflictDoUpdate({ target: designHeaders.design_id, set: { header_file: key, created_at: sql`now()` } });
  return CATALOG_JOB_MESSAGES.message('header_ready', { name: product.name });
};

export const PRODUCT_JOBS: Record<string, JobHandler> = {
  PRODUCT_UPLOAD: processProduct,
  SAMPLE_CREATION: createSample,
  HEADER_CREATION: createHeader,
};
