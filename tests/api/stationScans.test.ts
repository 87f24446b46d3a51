/**
 * Offline scans (issue 25 "no scan is ever lost"): a station scan sent with an `Idempotency-Key`
 * is applied exactly once — the same key twice, even at once, records one scan and answers the
 * same — at the time the device took it; a refusal is kept for its key too, and a queued scan
 * counts for the shift that was going when it was taken.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, lineItems, orderEvents, stationScans, stationShifts } from '../../server/db/schema';
import { printedOrder } from '../../server/production/printedOrders';
import { hashToken } from '../../server/accounts/secrets';
import type { TestApp } from '../support/testApp';
import { SHIFT, useStationTestApp } from '../support/stations';

let t: TestApp;
useStationTestApp((app) => (t = app));

let nextIndex = 9300;

async function shift(badge = 'EMP-0002') {
  const tech = await t.as('technician@demo.test');
  const res = await tech.post('/api/employees/sign-in').send({ badge });
  expect(res.status).toBe(200);
  return { tech, employee: res.body as { id: number; shift: { token: string } } };
}

const scanEvents = (lineItemId: number) =>
  t.ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.line_item_id, lineItemId), eq(orderEvents.type, 'line_item_scan')));

describe('a scan with an Idempotency-Key', () => {
  it('sent twice at once is recorded once, and both get the same answer', async () => {
    const { tech, employee } = await shift();
    const { items } = await printedOrder(t.ctx, nextIndex++, 2);
    const scannedAt = new Date(Date.now() - 5 * 60_000);
    const send = () =>
      tech
        .post('/api/scan/scan-item')
        .set(SHIFT, employee.shift.token)
        .set('Idempotency-Key', `scan-${items[0].id}-a`)
        .send({ scanValue: `LI-${items[0].id}`, employeeId: employee.id, scanned_at: scannedAt.toISOString() });
    const answers = await Promise.all([send(), send(), send()]);
    for (const a of answers) expect(a.status).toBe(200);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].body).toEqual(answers[0].body);
    expect(answers[0].body).toMatchObject({ status: 'scanned', order: { scanned: 1, total: 2 } });
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    // Later, once more: the same answer again, nothing new.
    const later = await send();
    expect(later.body).toEqual(answers[0].body);
    expect(later.headers['idempotent-replayed']).toBe('true');

    const events = await scanEvents(items[0].id);
    expect(events).toHaveLength(1);
    // On the timeline at the device's time of the scan.
    expect(events[0].created_at.toISOString()).toBe(scannedAt.toISOString());
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'line-items'), eq(auditLog.record_id, String(items[0].id)), eq(auditLog.action, 'scan')));
    expect(audits).toHaveLength(1);
    const keys = await t.ctx.database.db
      .select()
      .from(stationScans)
      .where(eq(stationScans.key, `scan-${items[0].id}-a`));
    expect(keys).toHaveLength(1);
  });

  it('keeps a refusal for its key (the item was cancelled meanwhile), and refuses the key with another scan', async () => {
    const { tech, employee } = await shift();
    const { items } = await printedOrder(t.ctx, nextIndex++, 2);
    await t.ctx.database.db.update(lineItems).set({ status: 'cancelled' }).where(eq(lineItems.id, items[1].id));
    const scannedAt = new Date(Date.now() - 1000).toISOString();
    const send = (value: string) =>
      tech
        .post('/api/scan/scan-item')
        .set(SHIFT, employee.shift.token)
        .set('Idempotency-Key', `scan-${items[1].id}-b`)
        .send({ scanValue: value, employeeId: employee.id, scanned_at: scannedAt });
    const refused = await send(`LI-${items[1].id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/cancelled: it cannot be scanned/);
    // Back to printed: the key still answers what it answered (the scan was not applied).
    await t.ctx.database.db.update(lineItems).set({ status: 'printed' }).where(eq(lineItems.id, items[1].id));
    const again = await send(`LI-${items[1].id}`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused.body);
    expect(await scanEvents(items[1].id)).toHaveLength(0);
    const reused = await send(`LI-${items[0].id}`);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('taken during a shift that ended since (idle while offline) counts for that shift', async () => {
    const { tech, employee } = await shift('EMP-0003');
    const { items } = await printedOrder(t.ctx, nextIndex++, 1);
    const takenAt = new Date(Date.now() - 90 * 60_000);
    // The shift began two hours ago and went idle: ended by the server.
    await t.ctx.database.db
      .update(stationShifts)
      .set({ started_at: new Date(Date.now() - 120 * 60_000), last_seen_at: new Date(Date.now() - 80 * 60_000) })
      .where(eq(stationShifts.token_hash, hashToken(employee.shift.token)));
    const now = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, employee.shift.token)
      .send({ scanValue: '#squeegee#', employeeId: employee.id });
    expect(now.status).toBe(401);
    const replayed = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, employee.shift.token)
      .set('Idempotency-Key', `scan-${items[0].id}-c`)
      .send({ scanValue: `LI-${items[0].id}`, employeeId: employee.id, scanned_at: takenAt.toISOString() });
    expect(replayed.status).toBe(200);
    const [event] = await scanEvents(items[0].id);
    expect((event.data as any).employee.id).toBe(employee.id);
    // A scan taken after the shift ended is not the shift's.
    await t.ctx.database.db
      .update(stationShifts)
      .set({ ended_at: new Date(Date.now() - 10 * 60_000) })
      .where(eq(stationShifts.token_hash, hashToken(employee.shift.token)));
    const after = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, employee.shift.token)
      .set('Idempotency-Key', `scan-${items[0].id}-d`)
      .send({ scanValue: `LI-${items[0].id}`, employeeId: employee.id, scanned_at: new Date(Date.now() - 2 * 60_000).toISOString() });
    expect(after.status).toBe(401);
  });

  it('refuses a scan time in the future', async () => {
    const { tech, employee } = await shift();
    const res = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, employee.shift.token)
      .send({ scanValue: 'LI-1', employeeId: employee.id, scanned_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.error.errors.scanned_at).toBe('Must not be in the future');
  });
});
