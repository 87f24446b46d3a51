/**
 * Who may see and do what. One pure function decides, used by the server on every call and by
 * the app for what it shows (menu entries, buttons). Nothing here touches I/O.
 *
 * Levels are those of docs/requirements/access.md §6: a level names the set of roles that pass it.
 */

export const ROLES = ['USER', 'ADMIN', 'SUPERUSER', 'TECHNICIAN', 'SUPERADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Permission ids as stored and sent by the API (docs/requirements/access.md §3). */
export const PERMISSION_IDS: Record<Role, number> = {
  USER: 1,
  ADMIN: 2,
  SUPERUSER: 3,
  TECHNICIAN: 4,
  SUPERADMIN: 5,
};

export function roleFromPermissionId(id: number | null | undefined): Role | null {
  return (Object.keys(PERMISSION_IDS) as Role[]).find((r) => PERMISSION_IDS[r] === id) ?? null;
}

export const LEVELS = ['EVERYBODY', 'USER', 'ADMIN', 'TECHNICIAN', 'SUPERUSER', 'SUPERADMIN', 'NOBODY'] as const;
export type Level = (typeof LEVELS)[number];

const LEVEL_ROLES: Record<Level, readonly Role[]> = {
  EVERYBODY: ['ADMIN', 'SUPERUSER', 'TECHNICIAN', 'USER', 'SUPERADMIN'],
  USER: ['USER', 'ADMIN', 'SUPERUSER', 'SUPERADMIN'],
  ADMIN: ['ADMIN', 'SUPERADMIN'],
  TECHNICIAN: ['TECHNICIAN', 'SUPERUSER', 'SUPERADMIN'],
  SUPERUSER: ['SUPERUSER', 'SUPERADMIN'],
  SUPERADMIN: ['SUPERADMIN'],
  NOBODY: [],
};

/** Whether a role passes a level. No role (permissions not loaded) passes nothing. */
export function hasLevel(role: Role | null | undefined, level: Level): boolean {
  return !!role && LEVEL_ROLES[level].includes(role);
}

/** Staff act on every brand; brand users (USER, ADMIN) only on their own. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'SUPERUSER' || role === 'TECHNICIAN' || role === 'SUPERADMIN';
}

export const ACTIONS = ['View', 'Add', 'Edit', 'Delete', 'Archive'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The level each action of a resource needs; a list means any one of its levels passes (e.g.
 * vendors: viewed by ADMIN and TECHNICIAN levels). Missing actions are not allowed to anybody.
 */
export type AccessRules = Partial<Record<Action, Level | readonly Level[]>>;

/** Shorthand: one level for viewing, another for every change. */
export function rules(view: Level, change: Level = view): AccessRules {
  return { View: view, Add: change, Edit: change, Delete: change, Archive: change };
}

/**
 * Resources that are not (or not only) framework declarations: account calls, tools.
 * Framework resources bring their own rules in their declaration (see registry.ts).
 */
export const BUILT_IN_ACCESS: Record<string, AccessRules> = {
  dashboard: rules('EVERYBODY', 'NOBODY'),
  settings: rules('EVERYBODY'),
  // Users of a brand: ADMIN manages their own brand's users; SUPERADMIN every brand's.
  users: rules('ADMIN'),
  permissions: { View: 'ADMIN', Edit: 'ADMIN' },
  // Admin Tools is shown to SUPERUSER, TECHNICIAN and SUPERADMIN (docs/requirements/shell.md §2): the TECHNICIAN level.
  'admin-tools': { View: 'TECHNICIAN' },
  'audit-log': { View: 'TECHNICIAN' },
  // Backups of the embedded database (the whole business in one file): listed, taken and downloaded by SUPERADMIN.
  backups: { View: 'SUPERADMIN', Add: 'SUPERADMIN' },
  outbox: { View: 'TECHNICIAN' },
  // Whole links of account emails (they carry account-taking tokens): SUPERADMIN only.
  'outbox-links': { View: 'SUPERADMIN' },
  analytics: { View: 'TECHNICIAN' },
  // A brand's plan, details and payment methods: its ADMIN, and SUPERADMIN (docs/requirements/access.md §6 Invoices level).
  billing: { View: 'ADMIN', Edit: 'ADMIN' },
  // What a brand is charged: its ADMIN reads its side; staff who price read both; SUPERADMIN sets.
  'brand-pricing': { View: ['ADMIN', 'SUPERUSER'], Edit: 'SUPERADMIN' },
  // Making, issuing and voiding invoices is ours; paying one is the brand ADMIN's (invoices Edit).
  'invoice-issuing': { Edit: 'SUPERADMIN' },
  'background-jobs': { View: 'EVERYBODY' },
  translations: rules('SUPERADMIN'),
  // Checklist completion records: brands read their own; SUPERADMIN records them (audit, manual).
  'checklist-maps': { View: 'EVERYBODY', Add: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  'translation-keys': rules('SUPERADMIN'),
  // The users of every brand (and staff) in one list, and inviting into any brand: SUPERADMIN.
  'users-of-every-brand': { View: 'SUPERADMIN', Add: 'SUPERADMIN' },
  // A brand's sales tax rate on its billing details: set by SUPERADMIN only.
  'billing-tax-rate': { Edit: 'SUPERADMIN' },
  // The reference-data shortcuts of Admin Tools (fonts, art types, materials…): SUPERADMIN.
  'reference-data': { View: 'SUPERADMIN' },
};

/** The roles a user may hand out: brand ADMINs give USER and ADMIN; SUPERADMIN any (nobody grants more than they have). */
export function grantableRoles(role: Role | null | undefined): Role[] {
  return role === 'SUPERADMIN' ? [...ROLES] : ['USER', 'ADMIN'];
}

/** The pure decision: may `role` do `action` on `resource`, given the resource's rules? */
export function allowed(role: Role | null | undefined, accessRules: AccessRules | undefined, action: Action): boolean {
  const level = accessRules?.[action];
  if (!level) return false;
  return typeof level === 'string' ? hasLevel(role, level) : level.some((l) => hasLevel(role, l));
}
