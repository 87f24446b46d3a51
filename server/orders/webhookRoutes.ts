/**
 * Store webhooks: Shopify's `orders/create` and `orders/updated` (POST /api/webhooks/shopify/orders),
 * signed with SHOPIFY_WEBHOOK_SECRET (X-Shopify-Hmac-Sha256 over the raw body). The shop is found
 * by its domain among the brands' connections; the order is queued like every store order, once
 * per webhook id (server/http/webhookReceipts.ts). An unsigned or unknown-shop call is refused
 * without saying which.
 */
import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { verifyShopifyWebhook } from '../adapters/store';
import type { AppContext } from '../context';
import { brandChannels } from '../db/schema';
import { HttpError } from '../http/errors';
import { every } from '../framework/schedule';
import { assertFresh, pruneWebhookReceipts, receiptOf, webhookIdOf } from '../http/webhookReceipts';
import { enqueueStoreOrders } from './importer';

const refused = () => new HttpError(401, 'unauthorized', 'The webhook signature is not valid.');

export function webhookRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/orders', async (req, res) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const secret = process.env.SHOPIFY_WEBHOOK_SECRET ?? '';
    if (!raw || !verifyShopifyWebhook(raw, req.get('x-shopify-hmac-sha256'), secret)) throw refused();
    const domain = String(req.get('x-shopify-shop-domain') ?? '').toLowerCase();
    const [shop] = await ctx.database.db
      .select({ brand_id: brandChannels.brand_id })
      .from(brandChannels)
      .where(and(eq(brandChannels.shop_domain, domain), eq(brandChannels.channel, 'SHOPIFY')));
    if (!shop) throw refused();
    // Replays: once per X-Shopify-Webhook-Id (Shopify's retries keep it), inside the time window.
    assertFresh(req.get('x-shopify-triggered-at'));
    const webhookId = `${domain}:${webhookIdOf(req.get('x-shopify-webhook-id'), raw)}`;
    const [queued] = await enqueueStoreOrders(
      ctx,
      [{ brand_id: shop.brand_id, channel: 'SHOPIFY', source: 'webhook', payload: req.body ?? {} }],
      { source: 'shopify', webhook_id: webhookId },
    );
    if (!queued) {
      const receipt = await receiptOf(ctx.database.db, 'shopify', webhookId);
      return void res.status(200).json({ status: 'duplicate', order_queue_id: receipt?.order_queue_id ?? null });
    }
    res.status(202).json({ order_queue_id: queued.id });
  });
  return router;
}

/** Every hour (a minute after start), forgets the store and carrier webhook receipts older than the window. */
export const startWebhookReceiptPrune = (ctx: AppContext, everyMs = 3_600_000, firstMs = 60_000) =>
  every('webhook receipt pruning', everyMs, () => pruneWebhookReceipts(ctx.database.db), firstMs);
