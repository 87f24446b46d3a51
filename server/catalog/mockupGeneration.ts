/**
 * Mockups' work with the database and storage around the engine: analysing a room photo, and
 * papering a product's pattern onto an analysed room — a preview drawn in the request, or
 * generated mockups stored for the product by a MOCKUP_UPLOAD job of the queue (docs/requirements/catalog.md §3).
 */
import { eq } from 'drizzle-orm';
import { MOCKUP_DEFAULTS, type MockupAttributes } from '../../resources/catalog/mockups';
import { authorize, type Actor } from '../framework/actor';
import { mockupEngine } from '../adapters/mockupEngine';
import { ImageUnreadable } from '../adapters/mockupImaging';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { generatedMockups, mockups, products } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { CheckedImage } from '../http/uploads';
import { auditChange, createAudited, updateAudited } from '../framework/write';
import { enqueue, reportProgress, type Job, type JobHandler } from '../framework/jobQueue';
import { announceJobs } from './productService';
import { transact } from '../db/transaction';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export type MockupRow = typeof mockups.$inferSelect;
const MOCKUPS = { table: mockups, resource: 'mockups' };
const GENERATED_MOCKUPS = { table: generatedMockups, resource: 'generated-mockups' };
export type GeneratedMockupRow = typeof generatedMockups.$inferSelect;

/** Previews are drawn at this width: enough for a dialog, quick enough for a slider. */
export const PREVIEW_WIDTH = 800;

export async function findMockup(db: DbOrTx, id: number): Promise<MockupRow> {
  const [row] = await db.select().from(mockups).where(eq(mockups.id, id));
  if (!row) throw notFound(CATALOG_REFUSALS.message('no_such_mockup'));
  return row;
}

/** The product, checked against the caller's brand (no caller: a job, checked when it was queued). */
async function findProduct(db: DbOrTx, actor: Actor | null, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      brand_id: products.brand_id,
      name: products.name,
      pattern_file: products.pattern_file,
      repeat: products.repeat,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound(CATALOG_REFUSALS.message('no_such_product'));
  if (actor) authorize(actor, { brandId: row.brand_id });
  return row;
}

/** A room the pattern can be laid on: its wall has been found. */
function assertAnalyzed(mockup: MockupRow): asserts mockup is MockupRow & { mask_key: string; shading_key: string } {
  if (mockup.status !== 'analyzed' || !mockup.mask_key || !mockup.shading_key)
    throw conflict(CATALOG_REFUSALS.message('analyze_mockup_first'), { mockup_id: CATALOG_REFUSALS.message('mockup_not_analyzed') });
}

const noPattern = () =>
  badRequest(CATALOG_REFUSALS.message('no_pattern_image_yet'), { product_id: CATALOG_REFUSALS.message('no_pattern_image') });

/** The engine's refusal of an image as the client's 400, anything else as it is. */
function asClientError(err: unknown, field: string): never {
  if (err instanceof ImageUnreadable) throw badRequest(err.said, { [field]: err.said });
  throw err;
}

/** Analyses a mockup's photo and stores the wall mask and the lighting beside it. */
export async function analyzeMockup(ctx: AppContext, actor: Actor | null, id: number): Promise<MockupRow> {
  const db = ctx.database.db;
  const mockup = await findMockup(db, id);
  const photo = await ctx.storage.read(mockup.image_key);
  const analysis = await mockupEngine()
    .analyze(photo)
    .catch((err) => asClientError(err, 'mockup_file'));
  const folder = `mockups/${mockup.id}`;
  const mask = await ctx.storage.put(folder, analysis.mask, 'image/png', 'png');
  const shading = await ctx.storage.put(folder, analysis.shading, 'image/png', 'png');
  // A photo without a wall to paper is kept, marked failed, so people see why nothing generates.
  const found = analysis.coverage >= 0.02;
  const analysed = {
    status: found ? 'analyzed' : 'failed',
    mask_url: mask.url,
    mask_key: mask.key,
    shading_url: shading.url,
    shading_key: shading.key,
    wall_coverage: Math.round(analysis.coverage * 1000) / 1000,
    analyzed_at: new Date(),
  };
  return transact(db, async (tx) => (await updateAudited(tx, actor, MOCKUPS, mockup.id, analysed, { action: 'analyze' })).row);
}

export interface GenerateRequest {
  mockupId: number;
  productId: number;
  attributes: MockupAttributes;
  /** A pattern to try instead of the product's own (generate-mockup's mockup_file). */
  pattern?: Buffer;
  width?: number;
}

/** The JPEG of a product's pattern on a mockup's wall, with the product it belongs to. */
export async function renderMockup(ctx: AppContext, actor: Actor | null, request: GenerateRequest) {
  const db = ctx.database.db;
  const product = await findProduct(db, actor, request.productId);
  const mockup = await findMockup(db, request.mockupId);
  assertAnalyzed(mockup);
  if (!request.pattern && !product.pattern_file) throw noPattern();
  const [photo, mask, shading, pattern] = await Promise.all([
    ctx.storage.read(mockup.image_key),
    ctx.storage.read(mockup.mask_key),
    ctx.storage.read(mockup.shading_key),
    request.pattern ?? ctx.storage.read(product.pattern_file!),
  ]);
  const image = await mockupEngine()
    .generate({ photo, mask, shading, pattern, repeat: product.repeat, attributes: request.attributes, width: request.width })
    .catch((err) => asClientError(err, request.pattern ? 'mockup_file' : 'product_id'));
  return { image, product };
}

/** The answer of a queued generation (docs/requirements/catalog.md §7 POST mockups/generated, generate-mockup). */
export const MOCKUPS_QUEUED = 'Mockups Added To Mockup Creation Queue';

/** What a MOCKUP_UPLOAD job carries: the product (docs/requirements/catalog.md §3), the rooms, the attributes, a pattern to try. */
export interface MockupJobData {
  product_id: number;
  mockup_ids: number[];
  attributes: MockupAttributes;
  /** The storage key of generate-mockup's `mockup_file`, used instead of the product's pattern. */
  pattern_key?: string;
}

/**
 * Checks a generation for the caller — the product (404, another brand 403), every room (404,
 * not analysed 409), a pattern to lay (400) — stores a pattern to try, and queues the
 * MOCKUP_UPLOAD job that renders and keeps the mockups. Nothing is rendered in the request.
 */
export async function queueGeneration(
  ctx: AppContext,
  actor: Actor,
  request: { productId: number; mockupIds: number[]; attributes: MockupAttributes; pattern?: CheckedImage },
): Promise<{ message: string; job: Job }> {
  const db = ctx.database.db;
  const product = await findProduct(db, actor, request.productId);
  for (const id of request.mockupIds) assertAnalyzed(await findMockup(db, id));
  if (!request.pattern && !product.pattern_file) throw noPattern();
  const pattern = request.pattern;
  const data: MockupJobData = {
    product_id: product.id,
    mockup_ids: request.mockupIds,
    attributes: request.attributes,
    ...(pattern && {
      pattern_key: (await ctx.storage.put(`mockups/patterns/${product.brand_id}`, pattern.buffer, pattern.mime, pattern.extension)).key,
    }),
  };
  const job = await transact(db, async (tx) => {
    const job = await enqueue(tx, { brand_id: product.brand_id, category: 'MOCKUP_UPLOAD', passthrough_data: { ...data } });
    await auditChange(tx, actor, {
      action: 'queue',
      resource: 'generated-mockups',
      record_id: job.id,
      brand_id: product.brand_id,
      after: data,
    });
    return job;
  });
  await announceJobs(ctx, product.brand_id);
  return { message: MOCKUPS_QUEUED, job };
}

/** The job's data, as queueGeneration wrote it; a job without it fails with the reason. */
function jobData(job: Job): MockupJobData {
  const data = (job.passthrough_data ?? {}) as Partial<MockupJobData>;
  const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
  if (!isId(data.product_id)) throw new Error('The job has no product_id.');
  if (!Array.isArray(data.mockup_ids) || data.mockup_ids.length === 0 || !data.mockup_ids.every(isId))
    throw new Error('The job has no mockup_ids.');
  return { ...data, attributes: { ...MOCKUP_DEFAULTS, ...data.attributes } } as MockupJobData;
}

/**
 * MOCKUP_UPLOAD {product_id, mockup_ids, attributes, pattern_key?}: renders the product in each
 * room, one after another (the worker's share of the machine), reporting progress per room, then
 * keeps every mockup in one transaction — a retried job makes no duplicates.
 */
export const generateMockupsJob: JobHandler = async (job, ctx) => {
  const data = jobData(job);
  const pattern = data.pattern_key ? await ctx.storage.read(data.pattern_key) : undefined;
  const count = data.mockup_ids.length;
  const images: Array<{ mockupId: number; key: string; url: string }> = [];
  let product: { id: number; brand_id: number; name: string } | undefined;
  for (const [i, mockupId] of data.mockup_ids.entries()) {
    await reportProgress(ctx, job, 5 + (90 * i) / count, count === 1 ? 'Rendering the mockup' : `Rendering room ${i + 1} of ${count}`);
    const rendered = await renderMockup(ctx, null, { mockupId, productId: data.product_id, attributes: data.attributes, pattern });
    product = rendered.product;
    const stored = await ctx.storage.put(`mockups/generated/${product.brand_id}`, rendered.image, 'image/jpeg', 'jpg');
    images.push({ mockupId, ...stored });
  }
  await reportProgress(ctx, job, 95, 'Saving');
  await transact(ctx.database.db, async (tx) => {
    // The job's work, each mockup kept with its audit row (the request that queued it has its own).
    for (const image of images)
      await createAudited(tx, null, GENERATED_MOCKUPS, {
        mockup_id: image.mockupId,
        product_id: product!.id,
        brand_id: product!.brand_id,
        ...data.attributes,
        image: image.url,
        image_key: image.key,
      });
  });
  return count === 1 ? `${product!.name}: mockup ready` : `${product!.name}: ${count} mockups ready`;
};

/** A generated mockup as the spec names it (id, mockup_id, product_id, attributes) with its image. */
export function presentGenerated(row: GeneratedMockupRow) {
  const { pattern_scale, shadow_opacity, enhance_shadows } = row;
  return { ...row, attributes: { pattern_scale, shadow_opacity, enhance_shadows } };
}
