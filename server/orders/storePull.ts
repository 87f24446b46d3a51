/**
 * The pull that backs up store webhooks: recent orders of each Shopify-connected brand, queued
 * like webhook ones (the import takes each store order once). Run from Admin Tools
 * (`POST /api/orders/pull-store`) and every STORE_PULL_MINUTES when set.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { brandChannels } from '../db/schema';
import type { Actor } from '../framework/actor';
import { every } from '../framework/schedule';
import { enqueueStoreOrders, type IncomingOrder } from './importer';

/** How far back a pull looks: a day, so an outage of the webhooks of up to a day loses nothing. */
const PULL_WINDOW_MS = 24 * 3_600_000;

/** Queues the recent orders of each Shopify-connected brand (or one); asked for by a person, with one audit row for the pull. */
export async function pullStoreOrders(ctx: AppContext, brandId?: number, actor?: Actor) {
  const connections = await ctx.database.db
    .select()
    .from(brandChannels)
    .where(and(eq(brandChannels.provider, 'shopify'), brandId === undefined ? undefined : eq(brandChannels.brand_id, brandId)));
  const incoming: IncomingOrder[] = [];
  for (const c of connections) {
    const recent = await ctx.store.recentOrders(
      { ...c, channel: c.channel as 'SHOPIFY' | 'PAPERED', access_token: c.access_token ? ctx.secrets.decrypt(c.access_token) : null },
      new Date(Date.now() - PULL_WINDOW_MS),
    );
    incoming.push(...recent.map((payload) => ({ brand_id: c.brand_id, channel: 'SHOPIFY' as const, source: 'pull' as const, payload })));
  }
  const audit = actor
    ? { actor, action: 'pull-store', brand_id: brandId ?? null, details: { connections: connections.length } }
    : undefined;
  const queued = await enqueueStoreOrders(ctx, incoming, undefined, audit);
  return { connections: connections.length, queued: queued.length };
}

export function startStorePull(ctx: AppContext, minutes: number): () => void {
  if (!(minutes > 0)) return () => {};
  return every('store order pull', minutes * 60_000, () => pullStoreOrders(ctx));
}
