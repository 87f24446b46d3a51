/**
 * Webhook replays (issue 30 finding #8): a signed body sent again is acknowledged and not acted on
 * twice — once per webhook id (Shopify's X-Shopify-Webhook-Id, EasyPost's event id, else the
 * body's digest) and only inside the time window; the store order import is exactly-once per
 * webhook id. Signatures never reach the request log.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { jobs, orderQueue, webhookReceipts } from '../../server/db/schema';
import { createLogger } from '../../server/logging';
import { startWebhookReceiptPrune } from '../../server/orders/webhookRoutes';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
const SHOPIFY_SECRET = 'whsec_replay_0123456789';
const EASYPOST_SECRET = 'whsec-replay-easypost';
beforeAll(async () => {
  t = await testApp();
  process.env.SHOPIFY_WEBHOOK_SECRET = SHOPIFY_SECRET;
  process.env.EASYPOST_WEBHOOK_SECRET = EASYPOST_SECRET;
});
afterAll(async () => {
  delete process.env.SHOPIFY_WEBHOOK_SECRET;
  delete process.env.EASYPOST_WEBHOOK_SECRET;
  await t.close();
});

const SHOP = 'northwind-papers.demo-store.local';
/** The recorded Shopify order, made a new store order (its own id) for each test. */
function shopifyOrder(id: number) {
  const { orders } = JSON.parse(readFileSync(new URL('../fixtures/shopify/orders.json', import.meta.url), 'utf8'));
  return JSON.stringify({ ...orders[0], id });
}
const signShopify = (body: string) => createHmac('sha256', SHOPIFY_SECRET).update(body).digest('base64');
const sendShopify = (api: supertest.Agent | ReturnType<typeof supertest>, body: string, headers: Record<string, string> = {}) => {
  let call = api
    .post('/api/webhooks/shopify/orders')
    .set('content-type', 'application/json')
    .set('x-shopify-hmac-sha256', signShopify(body))
    .set('x-shopify-shop-domain', SHOP);
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  return call.send(body);
};
const queuedFor = async (storeOrderId: string) =>
  t.ctx.database.db
    .select()
    .from(orderQueue)
    .where(and(eq(orderQueue.brand_id, 2), eq(orderQueue.store_order_id, storeOrderId)));
const importJobsFor = async (queueIds: number[]) =>
  queueIds.length
    ? t.ctx.database.db
        .select()
        .from(jobs)
        .where(
          sql`${jobs.category} = 'ORDER_IMPORT' AND (${jobs.passthrough_data}->>'order_queue_id')::int IN (${sql.join(
            queueIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : [];

describe('Shopify order webhooks', () => {
  it('one signed body sent 12 times at once makes one queue item and one import job', async () => {
    const body = shopifyOrder(880000000001);
    const headers = { 'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043', 'x-shopify-triggered-at': new Date().toISOString() };
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendShopify(t.api, body, headers)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(11).fill(200), 202]);
    const first = answers.find((a) => a.status === 202)!.body.order_queue_id;
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body).toEqual({ status: 'duplicate', order_queue_id: first });
    const queued = await queuedFor('880000000001');
    expect(queued.map((q) => q.id)).toEqual([first]);
    expect(await importJobsFor([first])).toHaveLength(1);
  });

  it('without a webhook id, the same body is the same webhook; another webhook id is taken', async () => {
    const body = shopifyOrder(880000000002);
    expect((await sendShopify(t.api, body)).status).toBe(202);
    expect((await sendShopify(t.api, body)).body.status).toBe('duplicate');
    // orders/updated sends the order again under a new webhook id: it is queued (the import compares it).
    expect((await sendShopify(t.api, body, { 'x-shopify-webhook-id': 'another-delivery' })).status).toBe(202);
    expect(await queuedFor('880000000002')).toHaveLength(2);
  });

  it('refuses a webhook outside the time window', async () => {
    const body = shopifyOrder(880000000003);
    const old = await sendShopify(t.api, body, {
      'x-shopify-webhook-id': 'old-one',
      'x-shopify-triggered-at': new Date(Date.now() - 25 * 3_600_000).toISOString(),
    });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe('The webhook is too old or not dated correctly; it was not taken.');
    expect(await queuedFor('880000000003')).toHaveLength(0);
  });

  it('writes no signature or secret to the request log', async () => {
    let log = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((log += chunk.toString()), done()) });
    const api = supertest(createApp(t.ctx, createLogger('info', sink)));
    const body = shopifyOrder(880000000004);
    expect((await sendShopify(api, body, { 'x-shopify-webhook-id': 'logged-one' })).status).toBe(202);
    expect(log).toContain('/api/webhooks/shopify/orders');
    expect(log).not.toContain(signShopify(body));
    expect(log).not.toContain(SHOPIFY_SECRET);
  });
});

describe('EasyPost tracker webhooks', () => {
  const signEasyPost = (body: string) => `hmac-sha256-hex=${createHmac('sha256', EASYPOST_SECRET).update(body).digest('hex')}`;
  const event = (id: string, createdAt = new Date()) => {
    const recorded = JSON.parse(readFileSync(new URL('../fixtures/easypost/tracker-in-transit.json', import.meta.url), 'utf8'));
    return JSON.stringify({ ...recorded, id, created_at: createdAt.toISOString() });
  };
  const send = (body: string) =>
    t.api.post('/api/webhooks/easypost').set('content-type', 'application/json').set('x-hmac-signature', signEasyPost(body)).send(body);

  it('acts on an event once per event id, and refuses one outside the window', async () => {
    const body = event('evt_replay_0001');
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => a.body.status).sort()).toEqual([...Array(11).fill('duplicate'), 'ignored']);
    const old = await send(event('evt_replay_0002', new Date(Date.now() - 25 * 3_600_000)));
    expect(old.status).toBe(400);
  });
});

describe('webhook receipts', () => {
  it('are pruned by the schedule once older than the window; newer ones are kept', async () => {
    const db = t.ctx.database.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db.insert(webhookReceipts).values([
      { source: 'shopify', webhook_id: 'prune-old', received_at: hoursAgo(25) },
      { source: 'easypost', webhook_id: 'prune-recent', received_at: hoursAgo(23) },
    ]);
    const kept = async () =>
      (await db.select({ id: webhookReceipts.webhook_id }).from(webhookReceipts)).map((r) => r.id).filter((id) => id.startsWith('prune-'));
    const stop = startWebhookReceiptPrune(t.ctx, 60_000, 0);
    try {
      await expect.poll(kept, { timeout: 20_000, interval: 50 }).toEqual(['prune-recent']);
    } finally {
      stop();
    }
  });
});
