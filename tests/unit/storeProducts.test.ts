/**
 * The Shopify side of products through the real adapter against recorded Admin GraphQL answers
 * (tests/fixtures/shopify): what is sent (endpoint, token, variables) and how answers are read.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOR_VARIANTS_REFUSED, ShopifyProducts } from '../../server/adapters/storeProducts';

const recorded = (name: string) => fs.readFileSync(new URL(`../fixtures/shopify/${name}`, import.meta.url), 'utf8');
const store = {
  brand_id: 2,
  channel: 'SHOPIFY' as const,
  provider: 'shopify',
  shop_domain: 'northwind.myshopify.com',
  access_token: 'shpat_test',
};

function shopify(answer: string, status = 200) {
  const calls: Array<{ url: string; init: RequestInit; body: any }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) });
    return new Response(answer, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { adapter: new ShopifyProducts(store, '2025-01', fetchImpl), calls };
}

describe('ShopifyProducts', () => {
  it('searches products by title with cursor paging forwards and backwards', async () => {
    const { adapter, calls } = shopify(recorded('products-search.json'));
    const page = await adapter.search({ query: 'fern', pageCount: 2 });
    expect(calls[0].url).toBe('https://northwind.myshopify.com/admin/api/2025-01/graphql.json');
    expect((calls[0].init.headers as Record<string, string>)['X-Shopify-Access-Token']).toBe('shpat_test');
    expect(calls[0].body.variables).toMatchObject({ first: 2, last: null, after: null, before: null, query: 'title:*fern*' });
    expect(page.products.map((p) => p.title)).toEqual(['Fern Grove', 'Fern Dot']);
    expect(page.products[0]).toMatchObject({ id: 'gid://shopify/Product/8842117595203', image_url: expect.stringContaining('fern-grove') });
    expect(page.products[0].variants[1]).toEqual({
      id: 'gid://shopify/ProductVariant/47120938795075',
      title: 'Traditional Smooth / Single Roll',
      sku: 'P1-TR-SMOOTH-SINGLEROLL',
      price: '89.00',
    });
    expect(page.pageInfo.hasNextPage).toBe(true);

    await adapter.search({ query: 'fern', pageCount: 2, direction: 'previous', cursor: page.pageInfo.startCursor });
    expect(calls[1].body.variables).toMatchObject({ first: null, last: 2, before: page.pageInfo.startCursor, after: null });
    // Search syntax in the user's words is neutralised.
    await adapter.search({ query: 'a:b*"c"', pageCount: 1 });
    expect(calls[2].body.variables.query).toBe('title:*a b  c*');
  });

  it('deletes a product by numeric or global id', async () => {
    const { adapter, calls } = shopify(recorded('product-delete.json'));
    expect(await adapter.remove('8842117660739')).toBe(true);
    expect(calls[0].body.variables).toEqual({ input: { id: 'gid://shopify/Product/8842117660739' } });
  });

  it('refuses colour variants with the spec’s message when Shopify refuses the combined listing', async () => {
    const { adapter } = shopify(recorded('product-set-refused.json'));
    await expect(
      adapter.publish({
        design_id: 1,
        title: 'Fern Grove',
        store_product_id: null,
        image_url: null,
        color_variants: true,
        variants: [{ title: 'A / Sample', sku: 'S', price: '5.00' }],
      }),
    ).rejects.toMatchObject({ status: 403, message: COLOR_VARIANTS_REFUSED.text, messageCode: COLOR_VARIANTS_REFUSED.code });
  });

  it('reads the shop plan for the combined-listing role, and reports Shopify failures as 502', async () => {
    expect(await shopify(recorded('shop-plan.json')).adapter.hasCombinedListingRole()).toBe(false);
    await expect(shopify('{"errors":"Unavailable"}', 503).adapter.search({ query: 'x', pageCount: 1 })).rejects.toMatchObject({
      status: 502,
    });
  });
});
