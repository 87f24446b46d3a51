/** The acting user of a request, as every service sees it. */
import { isStaff, type Role } from '../../resources/access';
import { forbidden } from '../http/errors';

export interface Actor {
  id: number;
  email: string;
  role: Role;
  brand_id: number | null;
}

/**
 * Brand tenancy (API.md): USER and ADMIN act only inside their own brand; staff on any.
 * Returns the brand the actor may act on for a requested brand id.
 */
export function assertBrandAccess(actor: Actor, brandId: number | null | undefined): void {
  if (isStaff(actor.role)) return;
  if (brandId == null || Number(brandId) !== actor.brand_id) throw forbidden('You can only act on your own brand.');
}

/** The brand a brand user is confined to, or undefined for staff (any brand). */
export function confinedBrand(actor: Actor): number | undefined {
  return isStaff(actor.role) ? undefined : (actor.brand_id ?? -1);
}
