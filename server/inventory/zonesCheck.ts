/** Stock goes only into zones that exist and are active. */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { zones } from '../db/schema';
import { badRequest } from '../http/errors';

export async function assertActiveZone(tx: DbOrTx, zoneId: number, field = 'zone_id') {
  const [zone] = await tx.select().from(zones).where(eq(zones.id, zoneId)).limit(1);
  if (!zone) throw badRequest(`Zone ${zoneId} does not exist.`, { [field]: 'No such zone' });
  if (!zone.is_active) throw badRequest(`Zone ${zone.code} is inactive: choose an active zone.`, { [field]: 'This zone is inactive' });
  return zone;
}

/** `default_zones` of a trackable item: a list of existing zone ids. */
export async function assertZoneList(tx: DbOrTx, value: unknown): Promise<number[]> {
  const message = 'Must be a list of zone ids';
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(Number(v))))
    throw badRequest('Default zones must be a list of zone ids.', { default_zones: message });
  const ids = [...new Set(value.map(Number))];
  if (!ids.length) return [];
  const found = await tx.select({ id: zones.id }).from(zones).where(inArray(zones.id, ids));
  const missing = ids.filter((id) => !found.some((z) => z.id === id));
  if (missing.length) throw badRequest(`Zone ${missing.join(', ')} does not exist.`, { default_zones: 'No such zone' });
  return ids;
}
