/**
 * The built-in demo store's order stream: on demand (Admin Tools, `POST /api/orders/demo-orders`)
 * and on a schedule when DEMO_ORDERS_PER_HOUR is set. Each order goes through the order queue
 * like a real store's. A "failing" order names a material the brand does not offer, so it lands
 * in the failed order queue until that material exists.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { demoStoreOrder } from '../adapters/demoStoreOrders';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import { brandChannels, brands, demoStoreCounters, materials, orderQueue } from '../db/schema';
import { notFound } from '../http/errors';
import type { Actor } from '../framework/actor';
import { enqueueStoreOrders } from './importer';

/** The material a failing demo order asks for; adding it to the brand's materials lets a retry succeed. */
export const DEMO_MISSING_MATERIAL = 'Metallic Foil';

export async function produceDemoOrders(
  ctx: AppContext,
  brandId: number,
  count: number,
  options: { failing?: boolean; actor?: Actor } = {},
) {
  const db = ctx.database.db;
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(`Brand ${brandId} was not found.`);
  const offered = await db
    .select({ name: materials.name })
    .from(materials)
    .where(or(isNull(materials.brand_id), eq(materials.brand_id, brandId)));
  const [connected] = await db
    .select({ channel: brandChannels.channel })
    .from(brandChannels)
    .where(eq(brandChannels.brand_id, brandId))
    .limit(1);
  // The next order numbers of this shop, from its persisted counter: like Shopify, a store order
  // id is never given twice, whatever became of the orders sent before. The counter starts
  // after every store order the brand already has (the seeded history, earlier demo orders).
  const [{ last }] = await rows<{ last: number }>(
    db,
    sql`WITH floor AS (
          SELECT 1000 + greatest(
            (SELECT count(*) FROM ${orderQueue} WHERE ${and(eq(orderQueue.brand_id, brandId), eq(orderQueue.source, 'demo'))}),
            (SELECT count(*) FROM orders WHERE brand_id = ${brandId})
          )::int AS n)
        INSERT INTO ${demoStoreCounters} (brand_id, last_index) SELECT ${brandId}, n + ${count} FROM floor
        ON CONFLICT (brand_id) DO UPDATE SET last_index = ${demoStoreCounters.last_index} + ${count}
        RETURNING last_index AS last`,
  );
  const first = last - count + 1;
  const shop = { brand_id: brandId, brand_name: brand.name, materials: offered.map((m) => m.name) };
  const incoming = Array.from({ length: count }, (_, i) => ({
    brand_id: brandId,
    channel: (connected?.channel ?? 'PAPERED') as 'SHOPIFY' | 'PAPERED',
    source: 'demo' as const,
    payload: demoStoreOrder(shop, first + i, {
      unknownMaterial: options.failing && i === count - 1 ? DEMO_MISSING_MATERIAL : undefined,
    }) as Record<string, unknown>,
  }));
  // Asked for by a person: one audit row for the request, with the orders it queued.
  const audit = options.actor
    ? { actor: options.actor, action: 'demo-orders', brand_id: brandId, details: { count, failing: !!options.failing } }
    : undefined;
  return enqueueStoreOrders(ctx, incoming, undefined, audit);
}

/** DEMO_ORDERS_PER_HOUR: one demo order at a time for a random connected brand, spread over the hour. */
export function startDemoOrderStream(ctx: AppContext, perHour: number): () => void {
  if (!(perHour > 0)) return () => {};
  const timer = setInterval(
    async () => {
      const connected = await ctx.database.db
        .select({ brand_id: brandChannels.brand_id })
        .from(brandChannels)
        .catch(() => []);
      if (!connected.length) return;
      const brandId = connected[Math.floor(Math.random() * connected.length)].brand_id;
      await produceDemoOrders(ctx, brandId, 1).catch(() => {});
    },
    Math.max(1000, 3_600_000 / perHour),
  );
  timer.unref();
  return () => clearInterval(timer);
}
