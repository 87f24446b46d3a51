/**
 * Demo products (docs/requirements/platform.md §7 "Demo data"): a dozen designs over both demo brands. The seed makes the
 * rows (marked `demo:<n>` in import_key, no image yet: the seed has no file storage); at start the
 * serving process draws each missing pattern (demoPatterns.ts), stores it and queues the
 * PRODUCT_UPLOAD job that makes its thumbnail and print file, plus a sample for the first few.
 */
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isEmpty } from '../db/seed';
import { brands, collections, materials, products } from '../db/schema';
import { enqueue } from '../framework/jobQueue';
import { DEMO_DESIGNS, renderDemoPattern } from './demoPatterns';
import { announceJobs, patternFolder, queueProcessing } from './productService';
import { transact } from '../db/transaction';

export async function seedDemoProducts(db: Db) {
  if (!(await isEmpty(db, products))) return;
  const brandIds = new Set((await db.select({ id: brands.id }).from(brands)).map((b) => b.id));
  if (!brandIds.has(1) || !brandIds.has(2)) return;
  const allCollections = await db
    .select()
    .from(collections)
    .where(inArray(collections.brand_id, [1, 2]));
  const allMaterials = await db.select().from(materials);
  await db.insert(products).values(
    DEMO_DESIGNS.map((design, i) => ({
      brand_id: design.brand,
      name: design.name,
      repeat: design.repeat,
      ...(design.repeat_inches && { repeat_width_inches: design.repeat_inches[0], repeat_height_inches: design.repeat_inches[1] }),
      collection_id: allCollections.find((c) => c.brand_id === design.brand && c.name === design.collection)?.id ?? null,
      material_ids: allMaterials.filter((m) => m.brand_id == null || m.brand_id === design.brand).map((m) => m.id),
      sizes: i % 3 === 0 ? ['Sample', 'Single Roll', 'Double Roll'] : ['Sample', 'Single Roll'],
      description: `${design.name}: a ${design.motif} pattern in ${design.repeat === 'half_step' ? 'a half-step' : 'a straight'} repeat.`,
      import_key: `demo:${i + 1}`,
    })),
  );
}

/** Draws, stores and queues the images of demo products that have none yet; answers how many. */
export async function fillDemoPatterns(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const waiting = await db
    .select()
    .from(products)
    .where(and(like(products.import_key, 'demo:%'), isNull(products.pattern_file)));
  for (const product of waiting) {
    const index = Number(product.import_key!.slice('demo:'.length)) - 1;
    const design = DEMO_DESIGNS[index];
    if (!design) continue;
    const png = await renderDemoPattern(design);
    const key = (await ctx.storage.put(patternFolder(product.brand_id), png, 'image/png', 'png')).key;
    await transact(db, async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ pattern_file: key, pattern_width: 512, pattern_height: 512 })
        .where(and(eq(products.id, product.id), isNull(products.pattern_file)))
        .returning();
      if (!row) return;
      await queueProcessing(ctx, tx, row);
      // A sample for every other design, so the has-sample filter has both kinds.
      if (index % 2 === 0)
        await enqueue(tx, { brand_id: row.brand_id, category: 'SAMPLE_CREATION', passthrough_data: { design_id: row.id } });
    });
  }
  for (const brand of new Set(waiting.map((p) => p.brand_id))) await announceJobs(ctx, brand);
  return waiting.length;
}
