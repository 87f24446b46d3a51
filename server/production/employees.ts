/** Who works a station: every scan, weigh and ship names an active employee, or is refused as signed out. */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { badgeSchema } from '../../resources/production/schemas';
import { authorize } from '../accounts/actor';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { employees } from '../db/schema';
import { HttpError, notFound, validate } from '../http/errors';

export type Employee = typeof employees.$inferSelect;

/**
 * Spec 2 §6: scan, weigh and ship need a signed-in employee, otherwise the station is signed out —
 * a 401 with its own code, which the station screens answer by asking for a badge again.
 */
export const employeeRequired = () => new HttpError(401, 'employee_required', 'Sign in at the station with your badge first.');

export async function employeeFor(db: DbOrTx, id: number | undefined | null): Promise<Employee> {
  if (!id) throw employeeRequired();
  const [employee] = await db.select().from(employees).where(eq(employees.id, id));
  if (!employee || !employee.is_active) throw employeeRequired();
  return employee;
}

/** `POST employees/sign-in {badge}`: the employee a scanned badge names. */
export function employeeRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/sign-in', async (req, res) => {
    authorize(req.actor, { resource: 'employees', action: 'View' });
    const { badge } = await validate(badgeSchema, req.body);
    const [employee] = await ctx.database.db.select().from(employees).where(eq(employees.badge, badge.toUpperCase()));
    if (!employee || !employee.is_active) throw notFound('No employee has this badge.');
    res.json({ id: employee.id, name: employee.name, badge: employee.badge });
  });
  return router;
}
