/**
 * docs/requirements/access.md §6 written out by hand: which roles each level lets in. Tests compare
 * the product's access function (resources/access.ts) and its screens with this table, so it is
 * kept apart from the code it checks.
 */
export const LEVEL_ROLES = {
  EVERYBODY: ['ADMIN', 'SUPERUSER', 'TECHNICIAN', 'USER', 'SUPERADMIN'],
  USER: ['USER', 'ADMIN', 'SUPERUSER', 'SUPERADMIN'],
  ADMIN: ['ADMIN', 'SUPERADMIN'],
  TECHNICIAN: ['TECHNICIAN', 'SUPERUSER', 'SUPERADMIN'],
  SUPERUSER: ['SUPERUSER', 'SUPERADMIN'],
  SUPERADMIN: ['SUPERADMIN'],
} as const satisfies Record<string, readonly string[]>;
