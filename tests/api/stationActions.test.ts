/**
 * The weigh and ship stations' offline queue (issue 25 "no scan is ever lost"): a weighing or a
 * parcel scanned out, taken offline and replayed with its `Idempotency-Key` and the device's time,
 * is applied exactly once however often it is sent (even at once); a conflict — the order
 * cancelled meanwhile, a weight out of range — is refused with the reason, and that answer is kept
 * for the key.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, shipments } from '../../server/db/schema';
import { printedOrder } from '../../server/production/printedOrders';
import type { TestApp } from '../support/testApp';
import { SHIFT, useStationTestApp } from '../support/stations';

let t: TestApp;
useStationTestApp((app) => (t = app));

let nextIndex = 9500;

/** A technician with a shift, and an order whose items are all scanned: it waits to be weighed. */
async function waitingOrder() {
  const tech = await t.as('technician@demo.test');
  const signIn = await tech.post('/api/employees/sign-in').send({ badge: 'EMP-0002' });
  expect(signIn.status).toBe(200);
  const employee = signIn.body as { id: number; shift: { token: string } };
  const { order, items } = await printedOrder(t.ctx, nextIndex++, 2);
  let entry = 0;
  for (const item of items) {
    const r = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, employee.shift.token)
      .send({ scanValue: `LI-${item.id}`, employeeId: employee.id });
    expect(r.status).toBe(200);
    entry = r.body.weigh_queue?.id ?? entry;
  }
  expect(entry).toBeGreaterThan(0);
  return { tech, employee, order, entry };
}

const eventsOf = (orderId: number, type: 'weigh' | 'ship') =>
  t.ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.type, type)));

const audits = (action: string, recordId: number) =>
  t.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'shipments'), eq(auditLog.action, action), eq(auditLog.record_id, String(recordId))));

describe('a queued weighing and parcel scan', () => {
  it('are each applied once, sent three times at once, and the parcel ships at the time it was scanned', async () => {
    const { tech, employee, order, entry } = await waitingOrder();
    const weighedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const weigh = () =>
      tech
        .post('/api/scan/update-weight')
        .set(SHIFT, employee.shift.token)
        .set('Idempotency-Key', `weigh-${entry}`)
        .send({ weighQueue: { id: entry, weight_pounds: 3, weight_ounces: 4, employeeId: employee.id }, weighed_at: weighedAt });
    const weighed = await Promise.all([weigh(), weigh(), weigh()]);
    // The first runs; a repeat while it runs is told to try again (the queue does), never a second label.
    const done = weighed.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const r of weighed) expect([200, 409]).toContain(r.status);
    const again = await weigh();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.shipment.id).toBe(done[0].body.shipment.id);
    const labels = await t.ctx.database.db.select().from(shipments).where(eq(shipments.order_id, order.id));
    expect(labels).toHaveLength(1);
    expect(await eventsOf(order.id, 'weigh')).toHaveLength(1);
    expect(((await eventsOf(order.id, 'weigh'))[0].data as any).weighed_at).toBe(weighedAt);

    const scannedAt = new Date(Date.now() - 4 * 60_000);
    const ship = () =>
      tech
        .post('/api/shipping/scan-item')
        .set(SHIFT, employee.shift.token)
        .set('Idempotency-Key', `ship-${labels[0].id}`)
        .send({ scanValue: labels[0].tracking_number, employee: employee.id, scanned_at: scannedAt.toISOString() });
    const shipped = await Promise.all([ship(), ship(), ship()]);
    for (const r of shipped) expect(r.status).toBe(200);
    expect(shipped[1].body).toEqual(shipped[0].body);
    expect(shipped[0].body).toMatchObject({ status: 'shipped', order: { status: 'FULFILLED' } });
    expect(shipped.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const events = await eventsOf(order.id, 'ship');
    expect(events).toHaveLength(1);
    expect(events[0].created_at.toISOString()).toBe(scannedAt.toISOString());
    expect(await audits('ship', labels[0].id)).toHaveLength(1);
    expect(await audits('weigh', labels[0].id)).toHaveLength(1);
  });

  it('is refused with the reason when the order was cancelled meanwhile, and the refusal is kept for its key', async () => {
    const { tech, employee, order, entry } = await waitingOrder();
    await t.ctx.database.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
    const weighedAt = new Date().toISOString();
    const weigh = () =>
      tech
        .post('/api/scan/update-weight')
        .set(SHIFT, employee.shift.token)
        .set('Idempotency-Key', `weigh-cancelled-${entry}`)
        .send({ weighQueue: { id: entry, weight_pounds: 2, employeeId: employee.id }, weighed_at: weighedAt });
    const refused = await weigh();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`Order ${order.order_number} was cancelled: set the parcel aside, do not ship it.`);
    expect(await t.ctx.database.db.select().from(shipments).where(eq(shipments.order_id, order.id))).toHaveLength(0);
    const again = await weigh();
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a weight out of range on its field, and a parcel of a cancelled order at the ship station', async () => {
    const { tech, employee, order, entry } = await waitingOrder();
    const heavy = await tech
      .post('/api/scan/update-weight')
      .set(SHIFT, employee.shift.token)
      .set('Idempotency-Key', `weigh-heavy-${entry}`)
      .send({ weighQueue: { id: entry, weight_pounds: 400, employeeId: employee.id } });
    expect(heavy.status).toBe(400);
    expect(heavy.body.error.errors['weighQueue.weight_pounds']).toBeTruthy();
    const weighed = await tech
      .post('/api/scan/update-weight')
      .set(SHIFT, employee.shift.token)
      .send({ weighQueue: { id: entry, weight_pounds: 2, employeeId: employee.id } });
    expect(weighed.status).toBe(200);
    await t.ctx.database.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
    const ship = await tech
      .post('/api/shipping/scan-item')
      .set(SHIFT, employee.shift.token)
      .set('Idempotency-Key', `ship-cancelled-${entry}`)
      .send({ scanValue: weighed.body.shipment.tracking_number, employee: employee.id, scanned_at: new Date().toISOString() });
    expect(ship.status).toBe(409);
    expect(ship.body.error.message).toMatch(/was cancelled/);
    expect(await eventsOf(order.id, 'ship')).toHaveLength(0);
  });
});
