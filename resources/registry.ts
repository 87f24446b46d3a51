/**
 * Every framework resource, gathered from the areas' lists. Adding a resource: declare it in
 * resources/<area>/ and add it to that area's list (resources/<area>/index.ts); the server binds
 * it to its table and the app mounts its screens from there.
 */
import type { ResourceDeclaration } from './framework';
import { BUILT_IN_ACCESS, allowed, type Action, type Role } from './access';
import { ACCOUNTS_RESOURCES } from './accounts';
import { BILLING_RESOURCES } from './billing';
import { CATALOG_RESOURCES } from './catalog';
import { INVENTORY_RESOURCES } from './inventory';
import { ORDERS_RESOURCES } from './orders';
import { PRODUCTION_RESOURCES } from './production';
import { SETTINGS_RESOURCES } from './settings';

export const RESOURCES: ResourceDeclaration[] = [
  ...ACCOUNTS_RESOURCES,
  ...CATALOG_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...ORDERS_RESOURCES,
  ...PRODUCTION_RESOURCES,
  ...BILLING_RESOURCES,
  ...INVENTORY_RESOURCES,
];

export function findResource(name: string): ResourceDeclaration | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** The one access question, asked by server routes and app screens alike. */
export function canAccess(role: Role | null | undefined, resource: string, action: Action): boolean {
  const rules = findResource(resource)?.access ?? BUILT_IN_ACCESS[resource];
  return allowed(role, rules, action);
}
