/**
 * Store platform adapter (ARCHITECTURE.md). Local default: the built-in demo store, which
 * accepts a connection for any brand and names the shop after it. With STORE_PROVIDER=shopify
 * a connection is checked against the Shopify Admin API (GET /admin/api/{version}/shop.json with
 * the brand's access token) before it is recorded.
 */
import { HttpError, badRequest } from '../http/errors';

import type { Channel } from '../../resources/accounts/schemas';

export interface ConnectRequest {
  brand: { id: number; name: string; shopify_brand_name: string | null };
  channel: Channel;
  shop_domain?: string | null;
  access_token?: string | null;
}

export interface StoreConnection {
  provider: 'demo' | 'shopify';
  shop_domain: string;
  shop_name: string;
  access_token: string | null;
}

export interface StoreAdapter {
  readonly kind: 'demo' | 'shopify';
  connect(request: ConnectRequest): Promise<StoreConnection>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'shop';

export class DemoStore implements StoreAdapter {
  readonly kind = 'demo' as const;
  async connect({ brand, shop_domain }: ConnectRequest): Promise<StoreConnection> {
    const domain = shop_domain?.trim() || `${slug(brand.shopify_brand_name || brand.name)}.demo-store.local`;
    return { provider: 'demo', shop_domain: domain, shop_name: `${brand.name} (demo store)`, access_token: null };
  }
}

export class ShopifyStore implements StoreAdapter {
  readonly kind = 'shopify' as const;
  constructor(
    private apiVersion: string,
    private fetchImpl: typeof fetch = fetch,
  ) {}

  async connect(request: ConnectRequest): Promise<StoreConnection> {
    const { channel, shop_domain, access_token } = request;
    // Our own storefront channel needs no outside store: the built-in one records it.
    if (channel !== 'SHOPIFY') return new DemoStore().connect(request);
    const domain = shop_domain?.trim().toLowerCase() ?? '';
    const errors: Record<string, string> = {};
    if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(domain)) errors.shop_domain = 'Must be a shop domain such as my-shop.myshopify.com';
    if (!access_token?.trim()) errors.access_token = 'Must provide a value';
    if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
    let response: Response;
    try {
      response = await this.fetchImpl(`https://${domain}/admin/api/${this.apiVersion}/shop.json`, {
        headers: { 'X-Shopify-Access-Token': access_token!.trim(), Accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, 'store_unreachable', 'Shopify could not be reached. Please try again.');
    }
    if (response.status === 401 || response.status === 403)
      throw badRequest('Shopify refused the access token.', { access_token: 'Not accepted by Shopify' });
    if (response.status === 404) throw badRequest('No Shopify shop at this domain.', { shop_domain: 'No such shop' });
    if (!response.ok) throw new HttpError(502, 'store_error', `Shopify answered ${response.status}. Please try again.`);
    const body = (await response.json().catch(() => ({}))) as { shop?: { name?: string } };
    return { provider: 'shopify', shop_domain: domain, shop_name: body.shop?.name ?? domain, access_token: access_token!.trim() };
  }
}

export function createStoreAdapter(env = process.env): StoreAdapter {
  return env.STORE_PROVIDER === 'shopify' ? new ShopifyStore(env.SHOPIFY_API_VERSION || '2025-01') : new DemoStore();
}
