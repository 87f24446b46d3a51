/**
 * Shifts (issue 25): one badge sign-in on a device holds for the shift — the station calls name
 * the employee through the device's token (`X-Station-Shift`) — until sign-out, another badge,
 * idle time or the shift's length; the server decides, and the timeline names the employee.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderEvents, stationShifts } from '../../server/db/schema';
import { printedOrder } from '../../server/production/printedOrders';
import { hashToken } from '../../server/accounts/secrets';
import type { TestApp } from '../support/testApp';
import { SHIFT, useStationTestApp } from '../support/stations';

let t: TestApp;
useStationTestApp((app) => (t = app));
afterEach(() => vi.useRealTimers());

let nextIndex = 9100;

async function signIn(badge: string, previous?: string) {
  const tech = await t.as('technician@demo.test');
  const req = tech.post('/api/employees/sign-in');
  if (previous) req.set(SHIFT, previous);
  const res = await req.send({ badge });
  expect(res.status).toBe(200);
  return res.body as { id: number; name: string; shift: { token: string; expires_at: string; idle_expires_at: string } };
}

describe('a shift', () => {
  it('holds one badge sign-in for the station calls, and the timeline names the employee, not the account', async () => {
    const tech = await t.as('technician@demo.test');
    const marco = await signIn('EMP-0002');
    expect(marco).toMatchObject({ name: 'Marco Reyes', shift: { token: expect.any(String) } });
    const hours = (Date.parse(marco.shift.expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(9.9);
    expect(hours).toBeLessThanOrEqual(10);
    const shift = await tech.get('/api/employees/shift').set(SHIFT, marco.shift.token);
    expect(shift.body).toMatchObject({ id: marco.id, name: 'Marco Reyes' });

    const { order, items } = await printedOrder(t.ctx, nextIndex++, 1);
    const scanned = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, marco.shift.token)
      .send({ scanValue: `LI-${items[0].id}`, employeeId: marco.id });
    expect(scanned.status).toBe(200);
    const [event] = await t.ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.type, 'line_item_scan')));
    expect((event.data as any).employee).toEqual({ id: marco.id, name: 'Marco Reyes' });

    // The body may not name someone else than the shift's employee.
    const other = await tech.post('/api/scan/scan-item').set(SHIFT, marco.shift.token).send({ scanValue: '#squeegee#', employeeId: 1 });
    expect(other.status).toBe(401);
    expect(other.body.error.code).toBe('employee_required');
  });

  it('is the account’s own: another account cannot use the token', async () => {
    const marco = await signIn('EMP-0002');
    const superuser = await t.as('superuser@demo.test');
    const refused = await superuser.get('/api/employees/shift').set(SHIFT, marco.shift.token);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('employee_required');
  });

  it('ends on sign-out, and when another badge signs in on the device', async () => {
    const tech = await t.as('technician@demo.test');
    const first = await signIn('EMP-0002');
    const second = await signIn('EMP-0003', first.shift.token);
    expect((await tech.get('/api/employees/shift').set(SHIFT, first.shift.token)).status).toBe(401);
    const [switched] = await t.ctx.database.db
      .select()
      .from(stationShifts)
      .where(eq(stationShifts.token_hash, hashToken(first.shift.token)));
    expect(switched.end_reason).toBe('switched');
    expect((await tech.get('/api/employees/shift').set(SHIFT, second.shift.token)).status).toBe(200);
    expect((await tech.post('/api/employees/sign-out').set(SHIFT, second.shift.token).send({})).body).toEqual({ ended: true });
    const after = await tech
      .post('/api/scan/scan-item')
      .set(SHIFT, second.shift.token)
      .send({ scanValue: '#squeegee#', employeeId: second.id });
    expect(after.status).toBe(401);
    expect(after.body.error).toMatchObject({ code: 'employee_required', message: 'Your shift ended: scan your badge to start a new one.' });
  });

  it('ends after SHIFT_IDLE_MINUTES without a call, and after SHIFT_HOURS however busy', async () => {
    const tech = await t.as('technician@demo.test');
    const idle = await signIn('EMP-0002');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const refused = await tech.get('/api/employees/shift').set(SHIFT, idle.shift.token);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('Your shift ended after 60 idle minutes: scan your badge.');
    vi.useRealTimers();

    const busy = await signIn('EMP-0002');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Used every 50 minutes: never idle, still over after 10 hours.
    for (let minutes = 50; minutes < 600; minutes += 50) {
      vi.setSystemTime(Date.now() + 50 * 60_000);
      expect((await tech.get('/api/employees/shift').set(SHIFT, busy.shift.token)).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + 50 * 60_000);
    const over = await tech.get('/api/employees/shift').set(SHIFT, busy.shift.token);
    expect(over.status).toBe(401);
    expect(over.body.error.message).toBe('Your shift ended after 10 hours: scan your badge to start a new one.');
  });
});

describe('any code at any station', () => {
  it('says what a code is: item label, order number (with or without #), parcel, badge, tool, or unknown', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, nextIndex++, 2);
    const identify = async (scanValue: string) => (await tech.post('/api/scan/identify').send({ scanValue })).body;
    expect(await identify(`LI-${items[1].id}`)).toMatchObject({
      kind: 'line_item',
      line_item: { id: items[1].id, status: 'printed' },
      order: { id: order.id, order_number: order.order_number },
      weigh_queue_id: null,
    });
    expect(await identify(order.order_number)).toMatchObject({ kind: 'order', order: { id: order.id } });
    expect(await identify(order.order_number.replace(/^#/, ''))).toMatchObject({ kind: 'order', order: { id: order.id } });
    expect(await identify('emp-0002')).toMatchObject({ kind: 'badge', employee: { name: 'Marco Reyes' } });
    expect(await identify('#squeegee#')).toMatchObject({ kind: 'tool' });
    expect(await identify('NOTHING-KNOWN')).toMatchObject({ kind: 'unknown' });
    expect((await tech.post('/api/scan/identify').send({})).status).toBe(400);

    // Every item scanned: the order waits to be weighed, and any of its labels names the entry.
    for (const item of items) await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${item.id}`, employeeId: 1 });
    const byItem = await identify(`LI-${items[0].id}`);
    expect(byItem.weigh_queue_id).toEqual(expect.any(Number));
    const waiting = (await tech.get('/api/scan/weight-queue/waiting')).body as any[];
    const entry = waiting.find((e) => e.id === byItem.weigh_queue_id);
    expect(entry.line_items.map((i: any) => i.id)).toEqual(items.map((i) => i.id));

    const weighed = await tech
      .post('/api/scan/update-weight')
      .send({ weighQueue: { id: entry.id, weight_pounds: 1, weight_ounces: 0, employeeId: 1 } });
    expect(weighed.status).toBe(200);
    expect(await identify(weighed.body.shipment.tracking_number.toLowerCase())).toMatchObject({
      kind: 'parcel',
      shipment: { status: 'purchased' },
      order: { id: order.id },
    });
  });
});

describe('the printer a station chose', () => {
  it('prints the packing slip and the label on printer_id; a printer that does not exist is a 400 on the field', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, nextIndex++, 1);
    await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[0].id}`, employeeId: 1 });
    const entry = ((await tech.get('/api/scan/weight-queue/waiting')).body as any[]).find((e) => e.order_id === order.id);
    const weigh = (printer_id: number) =>
      tech
        .post('/api/scan/update-weight')
        .send({ weighQueue: { id: entry.id, weight_pounds: 1, weight_ounces: 2, employeeId: 1 }, printer_id });
    const missing = await weigh(999_999);
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ printer_id: 'Printer 999999 does not exist: choose one of the printers' });
    const printers = (await tech.get('/api/printers?sort_by=position&order=ASC')).body as any[];
    const second = printers[1];
    const weighed = await weigh(second.id);
    expect(weighed.status).toBe(200);
    const jobs = (await tech.get(`/api/printers/jobs?filter_by=${encodeURIComponent(JSON.stringify({ order_id: order.id }))}`))
      .body as any[];
    expect(jobs.map((j) => [j.kind, j.printer_id]).sort()).toEqual([
      ['label', second.id],
      ['packing_slip', second.id],
    ]);
  });
});
