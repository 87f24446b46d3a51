/**
 * To-one relations joined from the fields a client asked for: a list of inventory items with
 * `trackable_item { vendor { … } }` and `zone { zone_group { warehouse { … } } }` becomes one
 * statement with LEFT JOINs (CrudService `relations`), not one batch per relation.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ResourceDeclaration } from '../../resources/framework';
import { canAccess, findResource } from '../../resources/registry';
import type { Actor } from '../framework/actor';
import type { RelationTree } from '../framework/crud';

/** The fields selected in a selection set, through fragments and inline fragments. */
function selectedFields(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, out: FieldNode[] = []): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) selectedFields(selection.selectionSet, info, out);
    else if (selection.kind === Kind.FRAGMENT_SPREAD) selectedFields(info.fragments[selection.name.value]?.selectionSet, info, out);
  }
  return out;
}

/** The to-one relations under the given fields, for rows of `resource` the actor may follow. */
function treeOf(fields: FieldNode[], resource: ResourceDeclaration, info: GraphQLResolveInfo, actor: Actor, depth: number): RelationTree {
  const tree: RelationTree = {};
  if (depth > 4) return tree;
  for (const field of fields) {
    const relation = field.name.value;
    const reference = resource.fields[`${relation}_id`];
    if (relation in resource.fields || reference?.type !== 'reference' || !reference.reference) continue;
    const target = reference.reference;
    if (!canAccess(actor.role, target, 'View')) continue;
    const targetResource = findResource(target);
    if (!targetResource) continue;
    const children = treeOf(selectedFields(field.selectionSet, info), targetResource, info, actor, depth + 1);
    tree[relation] = { ...(tree[relation] ?? {}), ...children };
  }
  return tree;
}

/**
 * The relation tree of a list or record field: `rowsAt` names the path from the field to the
 * rows (`['data']` for a `{data, total}` page).
 */
export function requestedRelations(info: GraphQLResolveInfo, resource: string, actor: Actor, rowsAt: string[] = []): RelationTree {
  let fields = info.fieldNodes.flatMap((node) => selectedFields(node.selectionSet, info));
  for (const step of rowsAt) fields = fields.filter((f) => f.name.value === step).flatMap((f) => selectedFields(f.selectionSet, info));
  const declaration = findResource(resource);
  return declaration ? treeOf(fields, declaration, info, actor, 0) : {};
}
