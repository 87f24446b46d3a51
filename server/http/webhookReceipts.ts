/**
 * Replay protection of signed webhooks: a webhook is taken once per sender's id (Shopify's
 * X-Shopify-Webhook-Id, EasyPost's event id; a digest of the body when a sender gives none) and
 * only inside a time window. A signature proves who sent a body, not that it is new: a captured
 * body sent again (or a sender's retry) is acknowledged with 200 and not acted on twice.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { webhookReceipts } from '../db/schema';
import { HttpError } from './errors';

/** How old a webhook may be (WEBHOOK_MAX_AGE_HOURS, default a day: Shopify retries for 4 hours, EasyPost less). */
export const webhookMaxAgeMs = () =>
  (Number(process.env.WEBHOOK_MAX_AGE_HOURS) > 0 ? Number(process.env.WEBHOOK_MAX_AGE_HOURS) : 24) * 3_600_000;
/** A sender's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The id a webhook is known by: the sender's, else the body's digest (the same body is the same webhook). */
export function webhookIdOf(given: unknown, raw: Buffer): string {
  const id = typeof given === 'string' || typeof given === 'number' ? String(given).trim() : '';
  return id ? id.slice(0, 200) : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/** Refuses a webhook sent outside the window (when the sender says when it sent it). */
export function assertFresh(sentAt: unknown, now = Date.now()) {
  if (sentAt === undefined || sentAt === null || sentAt === '') return;
  const at = new Date(String(sentAt)).getTime();
  if (!Number.isFinite(at) || at < now - webhookMaxAgeMs() || at > now + CLOCK_SKEW_MS)
    throw new HttpError(400, 'bad_request', 'The webhook is too old or not dated correctly; it was not taken.');
}

/**
 * Records a webhook as taken, in the caller's transaction: true the first time, false when it was
 * taken before (or is being taken by a concurrent request, which this one then waits for).
 */
export async function takeWebhook(tx: DbOrTx, source: string, webhookId: string): Promise<boolean> {
  const taken = await tx
    .insert(webhookReceipts)
    .values({ source, webhook_id: webhookId })
    .onConflictDoNothing()
    .returning({ source: webhookReceipts.source });
  return taken.length > 0;
}

/** The receipt of a webhook taken before (the queue item it made). */
export async function receiptOf(tx: DbOrTx, source: string, webhookId: string) {
  const [receipt] = await tx
    .select()
    .from(webhookReceipts)
    .where(and(eq(webhookReceipts.source, source), eq(webhookReceipts.webhook_id, webhookId)));
  return receipt;
}

/**
 * Forgets the receipts older than the window (and the clock skew): a webhook that old is refused
 * by its date anyway. The number forgotten.
 */
export async function pruneWebhookReceipts(db: DbOrTx, now = Date.now()): Promise<number> {
  const pruned = await db
    .delete(webhookReceipts)
    .where(lt(webhookReceipts.received_at, new Date(now - webhookMaxAgeMs() - CLOCK_SKEW_MS)))
    .returning({ source: webhookReceipts.source });
  return pruned.length;
}
