/**
 * Mockups' work with the database and storage around the engine: analysing a room photo, and
 * papering a product's pattern onto an analysed room (a preview, or a generated mockup stored for
 * the product).
 */
import { eq } from 'drizzle-orm';
import type { MockupAttributes } from '../../resources/catalog/mockups';
import { authorize, type Actor } from '../accounts/actor';
import { mockupEngine } from '../adapters/mockupEngine';
import { ImageUnreadable } from '../adapters/mockupImaging';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { generatedMockups, mockups, products } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordAudit } from '../system/audit';

export type MockupRow = typeof mockups.$inferSelect;
export type GeneratedMockupRow = typeof generatedMockups.$inferSelect;

/** Previews are drawn at this width: enough for a dialog, quick enough for a slider. */
export const PREVIEW_WIDTH = 800;

export async function findMockup(db: DbOrTx, id: number): Promise<MockupRow> {
  const [row] = await db.select().from(mockups).where(eq(mockups.id, id));
  if (!row) throw notFound('No such mockup.');
  return row;
}

/** The product, checked against the caller's brand. */
async function findProduct(db: DbOrTx, actor: Actor, id: number) {
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
  if (!row) throw notFound('No such product.');
  authorize(actor, { brandId: row.brand_id });
  return row;
}

/** The engine's refusal of an image as the client's 400, anything else as it is. */
function asClientError(err: unknown, field: string): never {
  if (err instanceof ImageUnreadable) throw badRequest(err.message, { [field]: err.message });
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
  const [row] = await db
    .update(mockups)
    .set({
      status: found ? 'analyzed' : 'failed',
      mask_url: mask.url,
      mask_key: mask.key,
      shading_url: shading.url,
      shading_key: shading.key,
      wall_coverage: Math.round(analysis.coverage * 1000) / 1000,
      analyzed_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(mockups.id, mockup.id))
    .returning();
  await recordAudit(db, actor, {
    action: 'analyze',
    resource: 'mockups',
    record_id: row.id,
    after: { status: row.status, wall_coverage: row.wall_coverage },
  });
  return row;
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
export async function renderMockup(ctx: AppContext, actor: Actor, request: GenerateRequest) {
  const db = ctx.database.db;
  const product = await findProduct(db, actor, request.productId);
  const mockup = await findMockup(db, request.mockupId);
  if (mockup.status !== 'analyzed' || !mockup.mask_key || !mockup.shading_key)
    throw conflict('Analyze the mockup first: its wall has not been found yet.', { mockup_id: 'The mockup is not analyzed' });
  if (!request.pattern && !product.pattern_file)
    throw badRequest('The product has no pattern image yet.', { product_id: 'The product has no pattern image' });
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

/** Renders and stores a generated mockup for the product. */
export async function generateMockup(ctx: AppContext, actor: Actor, request: GenerateRequest): Promise<GeneratedMockupRow> {
  const { image, product } = await renderMockup(ctx, actor, request);
  const stored = await ctx.storage.put(`mockups/generated/${product.brand_id}`, image, 'image/jpeg', 'jpg');
  const db = ctx.database.db;
  const [row] = await db
    .insert(generatedMockups)
    .values({
      mockup_id: request.mockupId,
      product_id: product.id,
      brand_id: product.brand_id,
      ...request.attributes,
      image: stored.url,
      image_key: stored.key,
    })
    .returning();
  await recordAudit(db, actor, { action: 'create', resource: 'generated-mockups', record_id: row.id, brand_id: row.brand_id, after: row });
  return row;
}

/** A generated mockup as the spec names it (id, mockup_id, product_id, attributes) with its image. */
export function presentGenerated(row: GeneratedMockupRow) {
  const { pattern_scale, shadow_opacity, enhance_shadows } = row;
  return { ...row, attributes: { pattern_scale, shadow_opacity, enhance_shadows } };
}
