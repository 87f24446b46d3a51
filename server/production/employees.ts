/**
 * Who works a station: every scan, weigh and ship names an active employee, or is refused as
 * signed out. The stations' employees are kept in memory for a short while (the scan's hot path
 * reads none); any write to an employee evicts them at once here and, through the event bus when
 * its transaction commits, on every other instance — a deactivated employee is refused at once.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { badgeSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { employees } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { notFound, validate } from '../http/errors';
import { employeeChanged } from './stationEmployees';
import { endShift, SHIFT_HEADER, shiftOf, shiftView, startShift } from './shifts';

export { employeeFor, employeeRequired, EMPLOYEE_CACHE_TTL_MS, stationEmployee, type Employee } from './stationEmployees';

/** Badges are compared as scanned: upper case; every write evicts the employee from the station caches. */
export const employeeHooks: ResourceHooks = {
  beforeWrite(_tx, input) {
    if (typeof input.badge === 'string') input.badge = input.badge.toUpperCase();
    return input;
  },
  async afterWrite(tx, record) {
    await employeeChanged(tx, record.id);
  },
};

/**
 * `POST employees/sign-in {badge}`: the employee a scanned badge names, and their shift on this
 * device (the device's previous shift, `X-Station-Shift`, ends); `GET employees/shift`: the
 * device's going shift; `POST employees/sign-out`: ends it.
 */
export function employeeRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/sign-in', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'employees', action: 'View' });
    const { badge } = await validate(badgeSchema, req.body);
    const [employee] = await ctx.database.db.select().from(employees).where(eq(employees.badge, badge.toUpperCase()));
    if (!employee || !employee.is_active) throw notFound(`No employee has the badge ${badge}.`);
    const shift = await startShift(ctx, actor, employee, req.get(SHIFT_HEADER));
    res.json({ id: employee.id, name: employee.name, badge: employee.badge, shift });
  });
  router.get('/shift', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'employees', action: 'View' });
    const token = req.get(SHIFT_HEADER);
    // No token: nothing to end (404); a token the server no longer holds: the station is signed out (401).
    if (!token) throw notFound('This device has no shift: scan your badge.');
    const { shift, employee } = await shiftOf(ctx, actor, token);
    res.json({ id: employee.id, name: employee.name, badge: employee.badge, shift: shiftView(ctx, shift) });
  });
  router.post('/sign-out', async (req, res) => {
    authorize(req.actor, { resource: 'employees', action: 'View' });
    const token = req.get(SHIFT_HEADER);
    if (token) await endShift(ctx, token, 'sign_out');
    res.json({ ended: Boolean(token) });
  });
  return router;
}
