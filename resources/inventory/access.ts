import { rules, type AccessRules } from '../access';

/** The Inventory group is TECHNICIAN level (docs/requirements/access.md §6): TECHNICIAN, SUPERUSER and SUPERADMIN. */
export const INVENTORY_ACCESS: AccessRules = rules('TECHNICIAN');
