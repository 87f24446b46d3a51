/**
 * Store platform adapter (docs/requirements/platform.md §6). Local default: the built-in demo store, which
 * accepts a connection for any brand and names the shop after it. With STORE_PROVIDER=shopify
 * a connection is checked against the Shopify Admin API (GET /admin/api/{version}/shop.json with
 * the brand's access token) before it is recorded.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, badRequest, INVALID_FIELDS, type FieldMessages } from '../http/errors';
import { demoStoreCustomer } from './demoStoreOrders';

import type { Channel } from '../../resources/accounts/schemas';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

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

/** A brand's recorded connection to its store, with the access token decrypted. */
export interface ConnectedStore {
  brand_id: number;
  channel: Channel;
  provider: string;
  shop_domain: string;
  access_token: string | null;
}

/** A store customer as the store platform sends it (Shopify's customer JSON). */
export interface StoreCustomer {
  id: number | string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  accepts_marketing?: boolean | null;
}

export interface StoreAdapter {
  readonly kind: 'demo' | 'shopify';
  connect(request: ConnectRequest): Promise<StoreConnection>;
  /** Orders changed in the store since a time (Shopify order JSON), for the pull that backs up webhooks. */
  recentOrders(store: ConnectedStore, since: Date): Promise<Array<Record<string, unknown>>>;
  /** One customer of the store by its id; null when the store has none by that id. */
  customer(store: ConnectedStore, storeCustomerId: string): Promise<StoreCustomer | null>;
}

/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app's secret, compared in constant time. */
export function verifyShopifyWebhook(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
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

  /** The demo store's orders are produced on demand (Admin Tools, DEMO_ORDERS_PER_HOUR), not pulled. */
  async recentOrders(): Promise<Array<Record<string, unknown>>> {
    return [];
  }

  async customer(store: ConnectedStore, storeCustomerId: string): Promise<StoreCustomer | null> {
    return demoStoreCustomer(store.brand_id, storeCustomerId);
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
    const errors: FieldMessages = {};
    if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(domain)) errors.shop_domain = 'Must be a shop domain such as my-shop.myshopify.com';
    if (!access_token?.trim()) errors.access_token = FIELD_MESSAGES.message('required');
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS(), errors);
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

  async recentOrders(store: ConnectedStore, since: Date): Promise<Array<Record<string, unknown>>> {
    if (store.provider !== 'shopify') return [];
    const query = new URLSearchParams({ status: 'any', limit: '250', updated_at_min: since.toISOString() });
    const response = await shopifyGet(this.fetchImpl, store, this.apiVersion, `orders.json?${query}`);
    if (response.status === 404) return [];
    const body = (await response.json().catch(() => ({}))) as { orders?: Array<Record<string, unknown>> };
    return Array.isArray(body.orders) ? body.orders : [];
  }

  async customer(store: ConnectedStore, storeCustomerId: string): Promise<StoreCustomer | null> {
    if (store.provider !== 'shopify') return demoStoreCustomer(store.brand_id, storeCustomerId);
    const response = await shopifyGet(this.fetchImpl, store, this.apiVersion, `customers/${encodeURIComponent(storeCustomerId)}.json`);
    if (response.status === 404) return null;
    const body = (await response.json().catch(() => ({}))) as { customer?: StoreCustomer };
    return body.customer ?? null;
  }
}

/** Shopify Admin API reads of a connected shop; a refusal or an outage is a 502 with a clear message. */
async function shopifyGet(fetchImpl: typeof fetch, store: ConnectedStore, apiVersion: string, path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(`https://${store.shop_domain}/admin/api/${apiVersion}/${path}`, {
      headers: { 'X-Shopify-Access-Token': store.access_token ?? '', Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new HttpError(502, 'store_unreachable', 'Shopify could not be reached. Please try again.');
  }
  if (response.status !== 404 && !response.ok)
    throw new HttpError(502, 'store_error', `Shopify answered ${response.status}. Please try again.`);
  return response;
}

export function createStoreAdapter(env = process.env): StoreAdapter {
  return env.STORE_PROVIDER === 'shopify' ? new ShopifyStore(env.SHOPIFY_API_VERSION || '2025-01') : new DemoStore();
}
