/**
 * The sidebar of docs/requirements/shell.md §2 with the levels of docs/requirements/access.md §6, by key. The labels are translation keys
 * (`menu.<key>`). An entry is shown only once an area provides its screen (src/areas/index.ts).
 */
import type { Level } from '../../resources/access';

export const MENU_GROUPS = ['production', 'development', 'inventory'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const MENU_KEYS = [
  'dashboard',
  'products',
  'orders',
  'customers',
  'collection',
  'invoices',
  'users',
  'mockup',
  'production',
  'scanner',
  'weigh_station',
  'ship_station',
  'waste_tracking',
  'jdml',
  'dropper',
  'analytics',
  'development',
  'translations',
  'translation_keys',
  'manage_checklist',
  'brands',
  'feature_flags',
  'inventory',
  'vendors',
  'stock_types',
  'unit_types',
  'zones',
  'trackable_items',
  'purchase_orders',
  'audit_groups',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export interface SpecMenuEntry {
  key: MenuKey;
  level: Level;
  /** The parent group's key for children. */
  parent?: MenuGroup;
  /** Default path (docs/requirements/shell.md §2 route table); an area may give another. */
  path: string;
}

/** In the spec's order. Children's own levels are recorded but, per docs/requirements/access.md §6, only the parent's is checked. */
export const SPEC_MENU: SpecMenuEntry[] = [
  { key: 'dashboard', level: 'EVERYBODY', path: '/' },
  { key: 'products', level: 'USER', path: '/product' },
  { key: 'orders', level: 'EVERYBODY', path: '/orders' },
  { key: 'customers', level: 'EVERYBODY', path: '/customers' },
  { key: 'collection', level: 'USER', path: '/collection' },
  { key: 'invoices', level: 'ADMIN', path: '/invoices' },
  { key: 'users', level: 'ADMIN', path: '/users' },
  { key: 'mockup', level: 'SUPERUSER', path: '/mockups' },
  { key: 'production', level: 'TECHNICIAN', path: '/production' },
  { key: 'scanner', level: 'TECHNICIAN', parent: 'production', path: '/production/scanner' },
  { key: 'weigh_station', level: 'TECHNICIAN', parent: 'production', path: '/production/weigh-station' },
  { key: 'ship_station', level: 'TECHNICIAN', parent: 'production', path: '/production/ship-station' },
  { key: 'waste_tracking', level: 'TECHNICIAN', parent: 'production', path: '/waste-tracking' },
  { key: 'jdml', level: 'TECHNICIAN', parent: 'production', path: '/production/jdml' },
  { key: 'dropper', level: 'TECHNICIAN', parent: 'production', path: '/production/dropper' },
  { key: 'analytics', level: 'TECHNICIAN', parent: 'production', path: '/analytics' },
  { key: 'development', level: 'SUPERADMIN', path: '/development' },
  { key: 'translations', level: 'SUPERADMIN', parent: 'development', path: '/translations' },
  { key: 'translation_keys', level: 'SUPERADMIN', parent: 'development', path: '/translations/key' },
  { key: 'manage_checklist', level: 'SUPERADMIN', parent: 'development', path: '/manage-checklist' },
  { key: 'brands', level: 'SUPERADMIN', parent: 'development', path: '/brands' },
  { key: 'feature_flags', level: 'SUPERADMIN', parent: 'development', path: '/development/feature-flags' },
  { key: 'inventory', level: 'TECHNICIAN', path: '/inventory' },
  { key: 'vendors', level: 'ADMIN', parent: 'inventory', path: '/inventory/vendors' },
  { key: 'stock_types', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/stock-types' },
  { key: 'unit_types', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/unit-types' },
  { key: 'zones', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/zones' },
  { key: 'trackable_items', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/trackable-items' },
  { key: 'purchase_orders', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/purchase-orders' },
  { key: 'audit_groups', level: 'TECHNICIAN', parent: 'inventory', path: '/inventory/audit-groups' },
];

export const isGroup = (key: MenuKey): key is MenuGroup => (MENU_GROUPS as readonly string[]).includes(key);
