/**
 * To-one relations joined from the fields a client asked for: a list of inventory items with
 * `trackable_item { vendor { … } }` and `zone { zone_group { warehouse { … } } }` becomes one
 * statement with LEFT JOINs (CrudService `relations`), not one batch per relation. Each joined
 * table gives only the columns its fields read (resourceTypes.ts: a field reads its own column, a
 * relation its `_id`, a one-to-many list the `id`): a page of 25 items with seven relations read
 * 85 columns for the 20 asked, and parsing and mapping them was a tenth of the request's CPU.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ResourceDeclaration } from '../../resources/framework';
import { canAccess, findResource } from '../../resources/registry';
import type { Actor } from '../framework/actor';
import type { JoinedRelation, RelationTree } from '../framework/crud';

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
    const under = selectedFields(field.selectionSet, info);
    const joined: JoinedRelation = {
      columns: columnsRead(under, targetResource),
      relations: treeOf(under, targetResource, info, actor, depth + 1),
    };
    tree[relation] = tree[relation] ? merged(tree[relation], joined) : joined;
  }
  return tree;
}

/** The columns that these fields of a `resource` row read, sorted (the statement's shape depends on them). */
function columnsRead(fields: FieldNode[], resource: ResourceDeclaration): string[] {
  const columns = new Set<string>();
  for (const field of fields) {
    const name = field.name.value;
    if (name in resource.fields || name === 'created_at' || name === 'updated_at') columns.add(name);
    else if (resource.fields[`${name}_id`]?.type === 'reference') columns.add(`${name}_id`);
  }
  return [...columns].sort();
}

/** One relation asked for twice (aliases, fragments): the columns and relations of both. */
function merged(a: JoinedRelation, b: JoinedRelation): JoinedRelation {
  const relations: RelationTree = { ...a.relations };
  for (const [name, node] of Object.entries(b.relations)) relations[name] = relations[name] ? merged(relations[name], node) : node;
  const columns = a.columns && b.columns ? [...new Set([...a.columns, ...b.columns])].sort() : undefined;
  return { columns, relations };
}

/**
 * The relation trees already worked out, by the field's first node (its document's, kept while
 * the document is: endpoint.ts caches the app's few queries), then by what else decides the tree:
 * the role, the resource, the path to the rows and the field's other nodes (fragments merged).
 */
const trees = new WeakMap<FieldNode, Map<string, RelationTree>>();

/**
 * The relation tree of a list or record field: `rowsAt` names the path from the field to the
 * rows (`['data']` for a `{data, total}` page). Worked out once per field of a document and role.
 */
export function requestedRelations(info: GraphQLResolveInfo, resource: string, actor: Actor, rowsAt: string[] = []): RelationTree {
  const [first] = info.fieldNodes;
  const key = `${actor.role}|${resource}|${rowsAt.join('.')}|${info.fieldNodes.map((n) => n.loc?.start ?? '?').join(',')}`;
  let known = trees.get(first);
  if (!known) trees.set(first, (known = new Map()));
  let tree = known.get(key);
  if (!tree) known.set(key, (tree = relationsOf(info, resource, actor, rowsAt)));
  return tree;
}

function relationsOf(info: GraphQLResolveInfo, resource: string, actor: Actor, rowsAt: string[]): RelationTree {
  let fields = info.fieldNodes.flatMap((node) => selectedFields(node.selectionSet, info));
  for (const step of rowsAt) fields = fields.filter((f) => f.name.value === step).flatMap((f) => selectedFields(f.selectionSet, info));
  const declaration = findResource(resource);
  return declaration ? treeOf(fields, declaration, info, actor, 0) : {};
}
