/**
 * The built-in demo store's products: the designs a brand has listed in it (products with a store
 * product id), searched by title and paged by cursor like Shopify's catalogue. A brand's demo shop
 * holds the combined-listing role once the brand has connected a store (Admin Tools or the brand's
 * page); an unconnected brand's does not, so the colour-variant refusal can be met locally.
 */
import { and, asc, desc, eq, gt, ilike, isNotNull, lt, sql } from 'drizzle-orm';
import type { DesignListing, StoreProductPage, StoreProductQuery, StoreProductsAdapter, StoreVariant } from '../adapters/storeProducts';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema';
import { escapeLike } from '../framework/textSearch';

const encodeCursor = (id: number) => Buffer.from(`product:${id}`).toString('base64url');
function decodeCursor(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^product:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

export class DemoStoreProducts implements StoreProductsAdapter {
  constructor(
    private db: DbOrTx,
    private brandId: number,
    private connected: boolean,
  ) {}

  async search({ query, direction, cursor, pageCount }: StoreProductQuery): Promise<StoreProductPage> {
    const at = decodeCursor(cursor);
    const backwards = direction === 'previous' && at !== undefined;
    const listed = and(
      eq(products.brand_id, this.brandId),
      isNotNull(products.store_product_id),
      ilike(products.name, `%${escapeLike(query)}%`),
    );
    const rows = await this.db
      .select()
      .from(products)
      .where(and(listed, at === undefined ? undefined : backwards ? lt(products.id, at) : gt(products.id, at)))
      .orderBy(backwards ? desc(products.id) : asc(products.id))
      .limit(pageCount + 1);
    const more = rows.length > pageCount;
    const page = rows.slice(0, pageCount);
    if (backwards) page.reverse();
    const first = page[0]?.id;
    const last = page[page.length - 1]?.id;
    const [{ before }] = first
      ? await this.db
          .select({ before: sql<number>`count(*)::int` })
          .from(products)
          .where(and(listed, lt(products.id, first)))
      : [{ before: 0 }];
    return {
      products: page.map((p) => ({
        id: p.store_product_id!,
        title: p.name,
        handle: p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        status: 'ACTIVE',
        image_url: p.thumbnail_file ? `/api/files/${p.thumbnail_file}` : null,
        variants: (p.variants ?? []) as unknown as StoreVariant[],
      })),
      pageInfo: {
        hasNextPage: backwards ? at !== undefined : more,
        hasPreviousPage: backwards ? more : before > 0,
        startCursor: first ? encodeCursor(first) : null,
        endCursor: last ? encodeCursor(last) : null,
      },
    };
  }

  /** The demo store's listing is the design's store id: the route clears it, with its audit row. */
  async remove(storeProductId: string): Promise<boolean> {
    const [listed] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brand_id, this.brandId), eq(products.store_product_id, storeProductId)))
      .limit(1);
    return !!listed;
  }

  async publish(listing: DesignListing) {
    const id = listing.store_product_id ?? `demo-${listing.design_id}`;
    const variants: StoreVariant[] = listing.variants.map((v, i) => ({ id: `${id}-${i + 1}`, ...v }));
    return { store_product_id: id, variants };
  }

  async hasCombinedListingRole() {
    return this.connected;
  }
}
