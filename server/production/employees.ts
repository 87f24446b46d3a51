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
import type { DbOrTx, Tx } from '../db/client';
import { employees } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { HttpError, notFound, validate } from '../http/errors';
import { publishOnCommit } from '../framework/events';
import { endShift, SHIFT_HEADER, shiftOf, shiftView, startShift } from './shifts';

export type Employee = typeof employees.$inferSelect;

/**
 * docs/requirements/production.md §6: scan, weigh and ship need a signed-in employee, otherwise the station is signed out —
 * a 401 with its own code, which the station screens answer by asking for a badge again.
 */
export const employeeRequired = () => new HttpError(401, 'employee_required', 'Sign in at the station with your badge first.');

export async function employeeFor(db: DbOrTx, id: number | undefined | null): Promise<Employee> {
  if (!id) throw employeeRequired();
  const [employee] = await db.select().from(employees).where(eq(employees.id, id));
  if (!employee || !employee.is_active) throw employeeRequired();
  return employee;
}

export const EMPLOYEE_CACHE_TTL_MS = 30_000;
const CHANGED = 'internal.employees-changed';

class EmployeeCache {
  private entries = new Map<number, { employee: Employee; until: number }>();
  constructor(private ctx: AppContext) {
    ctx.events.subscribe((event) => {
      if (event.topic === CHANGED) this.evict((event.data as { id: number }).id);
    });
  }
  async get(id: number): Promise<Employee> {
    const cached = this.entries.get(id);
    if (cached && cached.until > Date.now()) return cached.employee;
    const employee = await employeeFor(this.ctx.database.db, id);
    if (this.entries.size >= 1000) this.entries.clear();
    this.entries.set(id, { employee, until: Date.now() + EMPLOYEE_CACHE_TTL_MS });
    return employee;
  }
  evict(id: number) {
    this.entries.delete(id);
  }
}

const caches = new WeakMap<AppContext, EmployeeCache>();
/** Every cache of this process (one per app context), for a write to evict from at once. */
const live = new Set<WeakRef<EmployeeCache>>();

/** The active employee working a station (cached), or the station is signed out (`employee_required`). */
export function stationEmployee(ctx: AppContext, id: number | undefined | null): Promise<Employee> {
  if (!id) return Promise.reject(employeeRequired());
  let cache = caches.get(ctx);
  if (!cache) {
    caches.set(ctx, (cache = new EmployeeCache(ctx)));
    live.add(new WeakRef(cache));
  }
  return cache.get(id);
}

/** After an employee is written (deactivated, renamed, removed): no instance works with the old row. */
async function employeeChanged(tx: Tx, id: number) {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) cache.evict(id);
    else live.delete(ref);
  }
  await publishOnCommit(tx, { topic: CHANGED, brand_id: null, data: { id } });
}

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
