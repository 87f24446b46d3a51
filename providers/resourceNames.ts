/**
 * react-admin resource names are the app paths of the spec (`development/feature-flags`,
 * `inventory/vendors`), while declarations, access rules and the server know the resource by its
 * declared name (`feature-flags`, `vendors`). These two functions translate between them.
 */
import { routeNameOf, type ResourceDeclaration } from '../resources/framework';
import { RESOURCES, findResource } from '../resources/registry';

/** The react-admin name (route) of a declaration: its path without the slash, else its name. */
export function routeName(declaration: ResourceDeclaration): string {
  return routeNameOf(declaration);
}

/** The declaration behind a react-admin resource name (route name or declared name). */
export function declarationFor(resource: string): ResourceDeclaration | undefined {
  return findResource(resource) ?? RESOURCES.find((d) => routeName(d) === resource);
}

export function declarationName(resource: string): string {
  return declarationFor(resource)?.name ?? resource;
}

/** The react-admin name of the resource a reference field points to. */
export function referenceRouteName(declaredName: string): string {
  const target = findResource(declaredName);
  return target ? routeName(target) : declaredName;
}
