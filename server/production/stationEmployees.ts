/**
 * The employee working a station: looked up by id (cached per app context for EMPLOYEE_CACHE_TTL_MS,
 * evicted on every write of the employee on every instance), or the station is signed out. Kept
 * apart from the employee routes so shifts (./shifts.ts) and the routes can both use it.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { employees } from '../db/schema';
import { HttpError } from '../http/errors';
import { publishOnCommit } from '../framework/events';
import { STATION_MESSAGES } from '../../resources/i18n/areas/production';

export type Employee = typeof employees.$inferSelect;

/**
 * docs/requirements/production.md §6: scan, weigh and ship need a signed-in employee, otherwise the station is signed out —
 * a 401 with its own code, which the station screens answer by asking for a badge again.
 */
export const employeeRequired = () => new HttpError(401, 'employee_required', STATION_MESSAGES.message('badge_first'));

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
export async function employeeChanged(tx: Tx, id: number) {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) cache.evict(id);
    else live.delete(ref);
  }
  await publishOnCommit(tx, { topic: CHANGED, brand_id: null, data: { id } });
}
