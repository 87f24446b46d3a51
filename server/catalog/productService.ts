/**
 * What the products calls share: storing a pattern and queueing its processing, the images' URLs
 * in answers, the design's variants (material × size) and the brand's shop.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { PRODUCT_SIZE_PRICES, type ProductSize } from '../../resources/catalog/products';
import { ShopifyProducts, type StoreProductsAdapter, colorVariantsRefused } from '../adapters/storeProducts';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { brandChannels, materials, products } from '../db/schema';
import { badRequest, notFound, INVALID_FIELDS } from '../http/errors';
import type { CheckedImage } from '../http/uploads';
import { enqueue } from '../framework/jobQueue';
import type { Actor } from '../framework/actor';
import { updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import { DemoStoreProducts } from './demoStoreProducts';
import { BILLING_REFUSALS } from '../../resources/i18n/areas/billing';

export type Product = typeof products.$inferSelect;

/** The storage folder of a brand's pattern files. */
export const patternFolder = (brandId: number) => `products/${brandId}/patterns`;

/** Stores an uploaded (already checked) pattern and answers its storage key. */
export async function storePattern(ctx: AppContext, brandId: number, image: CheckedImage): Promise<string> {
  return (await ctx.storage.put(patternFolder(brandId), image.buffer, image.mime, image.extension)).key;
}

/** Marks a product's images pending and queues the PRODUCT_UPLOAD job that makes them. */
export async function queueProcessing(ctx: AppContext, tx: DbOrTx, product: Pick<Product, 'id' | 'brand_id'>) {
  await tx.update(products).set({ processing_status: 'pending', updated_at: new Date() }).where(eq(products.id, product.id));
  const job = await enqueue(tx, { brand_id: product.brand_id, category: 'PRODUCT_UPLOAD', passthrough_data: { product_id: product.id } });
  return job;
}

/** Wakes the worker once the transaction that queued jobs has committed. */
export async function announceJobs(ctx: AppContext, brandId: number) {
  await ctx.events.publish({ topic: 'job.enqueued', brand_id: brandId, data: {} });
}

/** A product as the API answers it: its stored keys plus the URLs the app loads the images from. */
export function withUrls(ctx: AppContext, row: Record<string, unknown>) {
  const url = (key: unknown) => (typeof key === 'string' && key ? ctx.storage.urlOf(key) : null);
  return {
    ...row,
    pattern_url: url(row.pattern_file),
    thumbnail_url: url(row.thumbnail_file),
    print_url: url(row.print_file),
    sample_url: url(row.sample_file),
  };
}

export async function findProduct(db: DbOrTx, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(`Product ${id} was not found.`);
  return row;
}

/** The variants a design is sold as: one per material offered and size, priced by size. */
export async function variantsOf(db: DbOrTx, product: Product) {
  const ids = product.material_ids ?? [];
  const rows = ids.length ? await db.select().from(materials).where(inArray(materials.id, ids)).orderBy(asc(materials.name)) : [];
  return rows.flatMap((material) =>
    (product.sizes ?? []).map((size) => ({
      title: `${material.name} / ${size}`,
      sku: `P${product.id}-${material.sku}-${size.replace(/\W+/g, '').toUpperCase()}`,
      price: (PRODUCT_SIZE_PRICES[size as ProductSize] ?? 0).toFixed(2),
    })),
  );
}

/**
 * The shop of a brand for its products: Shopify when the brand is connected through Shopify and
 * the server talks to Shopify, else the built-in demo store (brand ids default to 1, docs/requirements/catalog.md §5).
 */
export async function shopOf(ctx: AppContext, brandId: number): Promise<StoreProductsAdapter> {
  const [connection] = await ctx.database.db
    .select()
    .from(brandChannels)
    .where(eq(brandChannels.brand_id, brandId))
    .orderBy(asc(brandChannels.channel))
    .limit(1);
  if (connection && connection.provider === 'shopify' && ctx.store.kind === 'shopify') {
    const store = {
      ...connection,
      channel: connection.channel as 'SHOPIFY' | 'PAPERED',
      access_token: connection.access_token ? ctx.secrets.decrypt(connection.access_token) : null,
    };
    return new ShopifyProducts(store, process.env.SHOPIFY_API_VERSION || '2025-01');
  }
  return new DemoStoreProducts(ctx.database.db, brandId, !!connection);
}

/** Refuses colour variants when the brand's shop lacks the combined-listing role (docs/requirements/catalog.md §6, §8). */
export async function assertColorVariantsAllowed(ctx: AppContext, brandId: number) {
  if (!(await (await shopOf(ctx, brandId)).hasCombinedListingRole())) throw colorVariantsRefused();
}

/** Lists the design in the brand's shop with its current variants and keeps what the shop answered, audited as `resync`. */
export async function publishDesign(ctx: AppContext, product: Product, actor: Actor | null = null): Promise<Product> {
  const shop = await shopOf(ctx, product.brand_id);
  const published = await shop.publish({
    design_id: product.id,
    title: product.name,
    store_product_id: product.store_product_id,
    image_url: product.thumbnail_file ? ctx.storage.urlOf(product.thumbnail_file) : null,
    color_variants: product.color_variants,
    variants: await variantsOf(ctx.database.db, product),
  });
  const changes = {
    store_product_id: published.store_product_id,
    variants: published.variants as unknown as Array<Record<string, unknown>>,
  };
  return transact(
    ctx.database.db,
    async (tx) =>
      (await updateAudited(tx, actor, { table: products, resource: 'products' }, product.id, changes, { action: 'resync' })).row,
  );
}

/** A design is sold only in materials offered to its brand (shared ones or the brand's own). */
export async function assertMaterialsOffered(db: DbOrTx, brandId: number, ids: unknown) {
  if (!Array.isArray(ids) || ids.length === 0) return;
  const wanted = [...new Set(ids.filter((id): id is number => Number.isInteger(id)))];
  if (wanted.length !== ids.length) return; // shape errors are the declaration's to report
  const found = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(inArray(materials.id, wanted), or(isNull(materials.brand_id), eq(materials.brand_id, brandId))));
  if (found.length !== wanted.length) throw badRequest(INVALID_FIELDS(), { material_ids: BILLING_REFUSALS.message('no_such_material') });
}
