/**
 * A shipping label is an outside call that costs money: it is written to the effects outbox as
 * intended before it is bought, and a label whose recording fails is voided through the carrier
 * adapter — at once, or by the reconciler when the carrier cannot be reached — never left paid
 * and unrecorded; a retry or a second station never buys a second label. Weigh, ship and void
 * each write an audit row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCarrier, type CarrierAdapter, type LabelRequest } from '../../server/adapters/carrier';
import { createApp } from '../../server/app';
import { auditLog, externalEffects, shipments, weighQueue } from '../../server/db/schema';
import { reconcileEffects } from '../../server/framework/effects';
import { printedOrder } from '../../server/production/printedOrders';
import { testApp, type TestApp } from '../support/testApp';

/** The local carrier, counting what it bought and voided; its voids can be made to fail. */
class CountingCarrier implements CarrierAdapter {
  readonly kind = 'local' as const;
  private local = new LocalCarrier();
  bought: string[] = [];
  voided: string[] = [];
  voidFails = false;
  async buy(request: LabelRequest) {
    const label = await this.local.buy(request);
    this.bought.push(label.tracking_number);
    return label;
  }
  async void(shipment: { carrier_shipment_id: string | null; tracking_number: string }) {
    if (this.voidFails) throw new Error('The carrier could not be reached. Please try again.');
    this.voided.push(shipment.tracking_number);
  }
}

let t: TestApp;
let carrier: CountingCarrier;
let api: ReturnType<typeof supertest>;
let token: string;
beforeAll(async () => {
  t = await testApp();
  carrier = new CountingCarrier();
  api = supertest(createApp({ ...t.ctx, carrier }, pino({ level: 'silent' })));
  token = await t.login('technician@demo.test');
});
afterAll(() => t.close());

const EMPLOYEE = 1;
let nextIndex = 7000;
const db = () => t.ctx.database.db;

/** A printed order of one item, scanned: its weigh-queue entry. */
async function parcelToWeigh() {
  const { order, items } = await printedOrder(t.ctx, nextIndex++, 1);
  await api
    .post('/api/scan/scan-item')
    .set('Authorization', `Bearer ${token}`)
    .send({ scanValue: `LI-${items[0].id}`, employeeId: EMPLOYEE });
  const [entry] = await db().select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
  return { order, entry };
}

const weigh = (entryId: number) =>
  api
    .post('/api/scan/update-weight')
    .set('Authorization', `Bearer ${token}`)
    .send({ weighQueue: { id: entryId, weight_pounds: 2, employeeId: EMPLOYEE } });

const effectsOf = (entryId: number) =>
  db()
    .select()
    .from(externalEffects)
    .where(and(eq(externalEffects.kind, 'label'), eq(externalEffects.subject, `weigh-queue:${entryId}`)))
    .orderBy(externalEffects.id);

/** Makes the recording of this order's shipment fail inside the database, as a broken transaction would. */
async function breakRecording(orderId: number) {
  await db().execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_shipment() RETURNS trigger AS $$
    BEGIN IF NEW.order_id = ${orderId} THEN RAISE EXCEPTION 'recording refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
  );
  await db().execute(
    sql.raw(
      `CREATE OR REPLACE TRIGGER test_refuse_shipment BEFORE INSERT ON shipments FOR EACH ROW EXECUTE FUNCTION test_refuse_shipment()`,
    ),
  );
}
const mendRecording = () => db().execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_shipment ON shipments'));

describe('a label bought for a parcel', () => {
  it('is voided through the carrier when its transaction fails; the retry buys one label and records it', async () => {
    const { order, entry } = await parcelToWeigh();
    await breakRecording(order.id);
    const boughtBefore = carrier.bought.length;
    const failed = await weigh(entry.id);
    await mendRecording();
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const first = carrier.bought[boughtBefore];
    expect(carrier.voided).toContain(first);
    expect(await db().select().from(shipments).where(eq(shipments.order_id, order.id))).toEqual([]);
    const [still] = await db().select().from(weighQueue).where(eq(weighQueue.id, entry.id));
    expect(still.status).toBe('unprocessed');
    expect((await effectsOf(entry.id)).map((e) => e.state)).toEqual(['voided']);

    const retried = await weigh(entry.id);
    expect(retried.status).toBe(200);
    expect(carrier.bought.length).toBe(boughtBefore + 2);
    expect(retried.body.shipment.tracking_number).toBe(carrier.bought.at(-1));
    expect(await weigh(entry.id).then((r) => r.status)).toBe(409);
    expect(carrier.bought.length).toBe(boughtBefore + 2);
    const effects = await effectsOf(entry.id);
    expect(effects.map((e) => e.state)).toEqual(['voided', 'done']);
    expect(effects[1].result).toMatchObject({
      tracking_number: retried.body.shipment.tracking_number,
      shipment_id: retried.body.shipment.id,
    });
  });

  it('stays intended when the carrier cannot void it, blocks a second purchase, and the reconciler voids it', async () => {
    const { order, entry } = await parcelToWeigh();
    await breakRecording(order.id);
    carrier.voidFails = true;
    const failed = await weigh(entry.id);
    await mendRecording();
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const [pending] = await effectsOf(entry.id);
    expect(pending).toMatchObject({ state: 'intended', error: 'The carrier could not be reached. Please try again.' });
    const boughtBefore = carrier.bought.length;
    const blocked = await weigh(entry.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toBe('This parcel is being weighed at another station.');
    expect(carrier.bought.length).toBe(boughtBefore);

    carrier.voidFails = false;
    expect(await reconcileEffects({ ...t.ctx, carrier }, 0)).toBeGreaterThanOrEqual(1);
    expect(carrier.voided).toContain((pending.result as any).tracking_number);
    expect((await effectsOf(entry.id)).map((e) => e.state)).toEqual(['voided']);
    expect((await weigh(entry.id)).status).toBe(200);
  });

  it('a purchase the server never heard back from is marked failed for a person to check', async () => {
    const { entry } = await parcelToWeigh();
    await db()
      .insert(externalEffects)
      .values({ kind: 'label', subject: `weigh-queue:${entry.id}`, request: { weigh_queue_id: entry.id } });
    await reconcileEffects({ ...t.ctx, carrier }, 0);
    const [effect] = await effectsOf(entry.id);
    expect(effect.state).toBe('failed');
    expect(effect.error).toMatch(/^The carrier never confirmed this purchase/);
  });

  it('is bought once for parallel weighs of one parcel: every other label is voided', async () => {
    const { order, entry } = await parcelToWeigh();
    const boughtBefore = carrier.bought.length;
    const voidedBefore = carrier.voided.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => weigh(entry.id)));
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const recorded = await db().select().from(shipments).where(eq(shipments.order_id, order.id));
    expect(recorded.length).toBe(1);
    expect(carrier.bought.length - boughtBefore - (carrier.voided.length - voidedBefore)).toBe(1);
    const effects = await effectsOf(entry.id);
    expect(effects.filter((e) => e.state === 'done').length).toBe(1);
    expect(effects.every((e) => e.state === 'done' || e.state === 'voided')).toBe(true);
  });

  it('writes an audit row for weigh, ship and void', async () => {
    const { entry } = await parcelToWeigh();
    const weighed = await weigh(entry.id);
    const id = weighed.body.shipment.id;
    const auth = { Authorization: `Bearer ${token}` };
    expect((await api.post('/api/shipping/void-label').set(auth).send({ shipmentId: id })).status).toBe(200);
    const again = await weigh(entry.id);
    expect(
      (await api.post('/api/shipping/scan-item').set(auth).send({ employee: EMPLOYEE, scanValue: again.body.shipment.tracking_number }))
        .status,
    ).toBe(200);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'shipments'), sql`${auditLog.record_id} IN (${String(id)}, ${String(again.body.shipment.id)})`))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.record_id])).toEqual([
      ['weigh', String(id)],
      ['void', String(id)],
      ['weigh', String(again.body.shipment.id)],
      ['ship', String(again.body.shipment.id)],
    ]);
    expect(rows.every((r) => r.user_email === 'technician@demo.test')).toBe(true);
  });
});
