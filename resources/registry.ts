/**
 * Every framework resource, in one list. Adding a resource: declare it in resources/<area>/,
 * then add one line here.
 */
import type { ResourceDeclaration } from './framework';
import { BUILT_IN_ACCESS, allowed, type Action, type Role } from './access';
import featureFlags from './settings/featureFlags';
import languages from './settings/languages';
import { ADMIN_RESOURCES } from './admin';
import { INVENTORY_RESOURCES } from './inventory';

export const RESOURCES: ResourceDeclaration<any>[] = [...ADMIN_RESOURCES, featureFlags, languages, ...INVENTORY_RESOURCES];

export function findResource(name: string): ResourceDeclaration | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** The one access question, asked by server routes and app screens alike. */
export function canAccess(role: Role | null | undefined, resource: string, action: Action): boolean {
  const rules = findResource(resource)?.access ?? BUILT_IN_ACCESS[resource];
  return allowed(role, rules, action);
}
