/**
 * Carrier delivery updates (docs/requirements/orders.md §4: a delivered order is SUCCESS; the `deliver` event). A parcel
 * is delivered once: its shipment goes from `shipped` to `delivered` and the order's timeline gets
 * a `deliver` event. When every parcel of a FULFILLED order is delivered, the order is stamped
 * `delivered_at` once and becomes SUCCESS.
 *
 * Two sources: EasyPost tracker webhooks (`POST /api/webhooks/easypost`, signed) when EasyPost is
 * the carrier, and with the local carrier a schedule that delivers local parcels shipped more than
 * LOCAL_DELIVERY_HOURS ago, so that the demo business keeps moving.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Router } from 'express';
import { LOCAL_CARRIER_NAME } from '../adapters/carrier';
import type { AppContext } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { orders, shipments } from '../db/schema';
import { assertFresh, takeWebhook, webhookIdOf } from '../http/webhookReceipts';
import { HttpError } from '../http/errors';
import { recordOrderEvent, refreshOrderStatus } from '../orders/service';
import { transact } from '../db/transaction';
import { every } from '../framework/schedule';

/** Hours a local parcel takes to arrive when LOCAL_DELIVERY_HOURS is not set. */
export const DEFAULT_LOCAL_DELIVERY_HOURS = 48;
/** How often the local carrier looks for parcels that have arrived. */
const LOCAL_DELIVERY_CHECK_MS = 5 * 60_000;

export interface DeliveryOutcome {
  status: 'delivered' | 'already_delivered' | 'not_shipped' | 'unknown';
  order_id?: number;
  order_status?: string;
}

/** Marks the parcel with this tracking number delivered (once); the order becomes SUCCESS with its last parcel. */
export async function deliverParcel(db: DbOrTx, trackingNumber: string, source: string): Promise<DeliveryOutcome> {
  return transact(db, async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.tracking_number, trackingNumber.toUpperCase())).for('update');
    if (!shipment) return { status: 'unknown' as const };
    if (shipment.status === 'delivered') return { status: 'already_delivered' as const, order_id: shipment.order_id };
    if (shipment.status !== 'shipped') return { status: 'not_shipped' as const, order_id: shipment.order_id };
    // The order row is the lock every writer of its status takes (scan, ship, cancel).
    const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.order_id)).for('update');
    await tx
      .update(shipments)
      .set({ status: 'delivered', updated_at: sql`now()` })
      .where(eq(shipments.id, shipment.id));
    // An order delivered already (its timeline says so) only gets its parcel's status right.
    if (order.delivered_at) return { status: 'delivered' as const, order_id: order.id, order_status: order.status };
    const [{ inTransit }] = await tx
      .select({ inTransit: sql<number>`count(*)::int` })
      .from(shipments)
      .where(and(eq(shipments.order_id, order.id), sql`${shipments.status} IN ('purchased', 'shipped')`));
    const complete = order.status === 'FULFILLED' && inTransit === 0;
    if (complete)
      await tx
        .update(orders)
        .set({ delivered_at: sql`now()` })
        .where(eq(orders.id, order.id));
    const status = await refreshOrderStatus(tx, order.id);
    await recordOrderEvent(tx, {
      order,
      type: 'deliver',
      message: {
        code: complete ? 'delivered_complete' : 'parcel_delivered',
        values: { carrier: shipment.carrier, tracking_number: shipment.tracking_number },
      },
      data: { tracking_number: shipment.tracking_number, shipment_id: shipment.id, source },
    });
    return { status: 'delivered' as const, order_id: order.id, order_status: status };
  });
}

/** The local carrier's deliveries: parcels shipped at least `hours` before `now` arrive. Answers how many did. */
export async function deliverLocalParcels(db: Db, hours: number, now = new Date()): Promise<number> {
  const due = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'shipped'),
        eq(shipments.carrier, LOCAL_CARRIER_NAME),
        lt(shipments.shipped_at, new Date(now.getTime() - hours * 3_600_000)),
      ),
    )
    .limit(1000);
  let delivered = 0;
  for (const parcel of due) if ((await deliverParcel(db, parcel.tracking_number, 'local')).status === 'delivered') delivered++;
  return delivered;
}

export function localDeliveryHours(env = process.env): number {
  const hours = Number(env.LOCAL_DELIVERY_HOURS);
  return Number.isFinite(hours) && hours >= 0 && env.LOCAL_DELIVERY_HOURS !== '' && env.LOCAL_DELIVERY_HOURS !== undefined
    ? hours
    : DEFAULT_LOCAL_DELIVERY_HOURS;
}

/** The local carrier's schedule (a serving process with the local carrier only). Off with LOCAL_DELIVERY_HOURS=off. */
export function startLocalDeliveries(ctx: AppContext, env = process.env): () => void {
  if (ctx.carrier.kind !== 'local' || env.LOCAL_DELIVERY_HOURS === 'off') return () => {};
  const hours = localDeliveryHours(env);
  return every('local deliveries', LOCAL_DELIVERY_CHECK_MS, () => deliverLocalParcels(ctx.database.db, hours), 20_000);
}

/**
 * EasyPost signs a webhook with `X-Hmac-Signature: hmac-sha256-hex=<hex>`, an HMAC-SHA256 of the
 * body as sent, keyed with the webhook's secret (NFKD-normalised).
 */
export function verifyEasyPostWebhook(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = Buffer.from(
    `hmac-sha256-hex=${createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8'))
      .update(rawBody)
      .digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `POST /api/webhooks/easypost`: `tracker.updated` events; a `delivered` tracker delivers its parcel. */
export function easyPostWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (!raw || !verifyEasyPostWebhook(raw, req.get('x-hmac-signature'), process.env.EASYPOST_WEBHOOK_SECRET ?? ''))
      throw new HttpError(401, 'unauthorized', 'The webhook signature is not valid.');
    const event = req.body as {
      id?: string;
      created_at?: string;
      description?: string;
      result?: { object?: string; tracking_code?: string; status?: string };
    };
    // Replays: an event is acted on once per its id, and only inside the time window.
    assertFresh(event.created_at);

    const tracker = event.result;
    // The receipt and the delivery are one transaction: a failed delivery leaves the event to EasyPost's retry.
    const answer = await transact(ctx.database.db, async (tx) => {
      if (!(await takeWebhook(tx, 'easypost', webhookIdOf(event.id, raw)))) return { status: 'duplicate' };
      // Other events and tracker states are acknowledged: EasyPost retries anything but a 2xx.
      if (
        event.description !== 'tracker.updated' ||
        tracker?.object !== 'Tracker' ||
        tracker.status !== 'delivered' ||
        !tracker.tracking_code
      )
        return { status: 'ignored' };
      return deliverParcel(tx, String(tracker.tracking_code).slice(0, 60), 'easypost');
    });
    res.json(answer);
  });
  return router;
}
