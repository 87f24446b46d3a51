/**
 * The store side of products (docs/requirements/catalog.md §7 `products/shopify-products`, variant resync): the products
 * of a brand's shop, searched and paged by cursor, deleted, and designs listed with their
 * variants. Two implementations: the built-in demo store (server/catalog/demoStoreProducts.ts,
 * whose shop holds the designs listed in it) and the Shopify Admin GraphQL API below, used for a
 * brand connected through Shopify when STORE_PROVIDER=shopify.
 */
import { HttpError } from '../http/errors';
import type { ConnectedStore } from './store';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export interface StoreProductQuery {
  query: string;
  /** 'next' (default) reads the page after `cursor`, 'previous' the page before it. */
  direction?: 'next' | 'previous';
  cursor?: string | null;
  pageCount: number;
}

export interface StoreVariant {
  id: string;
  title: string;
  sku: string;
  price: string;
}

export interface StoreProduct {
  id: string;
  title: string;
  handle: string;
  status: string;
  image_url: string | null;
  variants: StoreVariant[];
}

export interface StoreProductPage {
  products: StoreProduct[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** A design as the shop lists it: one product, a variant per material and size. */
export interface DesignListing {
  design_id: number;
  title: string;
  store_product_id: string | null;
  image_url: string | null;
  color_variants: boolean;
  variants: Array<{ title: string; sku: string; price: string }>;
}

export interface StoreProductsAdapter {
  search(query: StoreProductQuery): Promise<StoreProductPage>;
  /** Deletes a product of the shop; false when the shop has none by that id. */
  remove(storeProductId: string): Promise<boolean>;
  /** Lists or updates a design with its variants; answers the shop's product id and variants. */
  publish(listing: DesignListing): Promise<{ store_product_id: string; variants: StoreVariant[] }>;
  /** Whether the shop may sell colour variants (a combined listing needs the shop's combined-listing role). */
  hasCombinedListingRole(): Promise<boolean>;
}

/** The text of docs/requirements/catalog.md §8, shown 10 s when a colour-variant call is refused for the missing role. */
export const COLOR_VARIANTS_REFUSED = CATALOG_REFUSALS.message('color_variants_requirements');

export const colorVariantsRefused = () =>
  new HttpError(403, 'combined_listing_role_missing', COLOR_VARIANTS_REFUSED, {
    color_variants: 'The store lacks the combined-listing role',
  });

const PRODUCT_FIELDS = `id title handle status featuredImage { url } variants(first: 100) { nodes { id title sku price } }`;

interface GraphqlProduct {
  id: string;
  title: string;
  handle: string;
  status: string;
  featuredImage?: { url?: string } | null;
  variants?: { nodes?: Array<{ id: string; title: string; sku?: string | null; price?: string | null }> };
}

const toStoreProduct = (p: GraphqlProduct): StoreProduct => ({
  id: p.id,
  title: p.title,
  handle: p.handle,
  status: p.status,
  image_url: p.featuredImage?.url ?? null,
  variants: (p.variants?.nodes ?? []).map((v) => ({ id: v.id, title: v.title, sku: v.sku ?? '', price: v.price ?? '0.00' })),
});

/** A shop's products through the Shopify Admin GraphQL API with the brand's access token. */
export class ShopifyProducts implements StoreProductsAdapter {
  constructor(
    private store: ConnectedStore,
    private apiVersion: string,
    private fetchImpl: typeof fetch = fetch,
  ) {}

  private async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(`https://${this.store.shop_domain}/admin/api/${this.apiVersion}/graphql.json`, {
        method: 'POST',
        headers: {
          'X-Shopify-Access-Token': this.store.access_token ?? '',
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, 'store_unreachable', 'Shopify could not be reached. Please try again.');
    }
    if (!response.ok) throw new HttpError(502, 'store_error', `Shopify answered ${response.status}. Please try again.`);
    const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: Array<{ message?: string }> };
    if (body.errors?.length || !body.data)
      throw new HttpError(502, 'store_error', `Shopify refused the request: ${body.errors?.[0]?.message ?? 'no data'}.`);
    return body.data;
  }

  async search({ query, direction, cursor, pageCount }: StoreProductQuery): Promise<StoreProductPage> {
    const backwards = direction === 'previous' && !!cursor;
    const data = await this.graphql<{
      products: { nodes: GraphqlProduct[]; pageInfo: StoreProductPage['pageInfo'] };
    }>(
      `query Products($first: Int, $last: Int, $after: String, $before: String, $query: String) {
        products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: TITLE) {
          nodes { ${PRODUCT_FIELDS} }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        }
      }`,
      {
        first: backwards ? null : pageCount,
        last: backwards ? pageCount : null,
        after: backwards ? null : (cursor ?? null),
        before: backwards ? cursor : null,
        query: `title:*${query.replace(/[\\"*:()]/g, ' ').trim()}*`,
      },
    );
    return { products: data.products.nodes.map(toStoreProduct), pageInfo: data.products.pageInfo };
  }

  async remove(storeProductId: string): Promise<boolean> {
    const id = storeProductId.startsWith('gid://') ? storeProductId : `gid://shopify/Product/${storeProductId}`;
    const data = await this.graphql<{ productDelete: { deletedProductId: string | null; userErrors: Array<{ message: string }> } }>(
      `mutation Delete($input: ProductDeleteInput!) { productDelete(input: $input) { deletedProductId userErrors { message } } }`,
      { input: { id } },
    );
    return !!data.productDelete.deletedProductId;
  }

  async publish(listing: DesignListing) {
    const data = await this.graphql<{
      productSet: { product: GraphqlProduct | null; userErrors: Array<{ field?: string[]; message: string }> };
    }>(
      `mutation Publish($input: ProductSetInput!) { productSet(synchronous: true, input: $input) { product { ${PRODUCT_FIELDS} } userErrors { field message } } }`,
      {
        input: {
          ...(listing.store_product_id ? { id: listing.store_product_id } : {}),
          title: listing.title,
          ...(listing.color_variants ? { combinedListingRole: 'PARENT' } : {}),
          productOptions: [{ name: 'Material and size', values: listing.variants.map((v) => ({ name: v.title })) }],
          variants: listing.variants.map((v) => ({
            optionValues: [{ optionName: 'Material and size', name: v.title }],
            sku: v.sku,
            price: v.price,
          })),
        },
      },
    );
    const problem = data.productSet.userErrors[0]?.message;
    if (problem && /combined.?listing/i.test(problem)) throw colorVariantsRefused();
    if (problem || !data.productSet.product)
      throw new HttpError(502, 'store_error', `Shopify refused the product: ${problem ?? 'no product'}.`);
    const product = toStoreProduct(data.productSet.product);
    return { store_product_id: product.id, variants: product.variants };
  }

  /** Shopify answers a combined listing only on Plus shops whose app holds the role; the shop's plan tells. */
  async hasCombinedListingRole(): Promise<boolean> {
    const data = await this.graphql<{ shop: { plan: { shopifyPlus: boolean } } }>(`query Plan { shop { plan { shopifyPlus } } }`, {});
    return data.shop.plan.shopifyPlus === true;
  }
}
