/**
 * To-one relations joined into a list's statement (GraphQL fields the client asked for): one
 * aliased LEFT JOIN per relation, brand-confined like a list of it, and the joined rows put on
 * their parent row under JOINED(relation).
 */
import { and, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { isStaff } from '../../resources/access';
import type { Actor } from './actor';
import type { Binder } from './crudStatements';
import { JOINED, type BindingLookup, type RelationTree, type ResourceBinding, type Row } from './crudTypes';

export interface Join {
  key: string;
  relation: string;
  parentKey?: string;
  path: string[];
  table: PgTable;
  on: SQL;
  /** The joined table's columns selected: `id` first, then those the answer reads (all when the tree names none). */
  columns: Record<string, PgColumn>;
}

/** The LEFT JOINs of a relation tree: one aliased table per relation, brand-confined like a list of it. */
export function joinPlan(
  related: BindingLookup,
  tree: RelationTree,
  actor: Actor | undefined,
  b: Binder,
  parent: { table: PgTable; binding: ResourceBinding },
  path: string[] = [],
  out: Join[] = [],
): Join[] {
  for (const [relation, { columns, relations: children }] of Object.entries(tree)) {
    const field = parent.binding.resource.fields[`${relation}_id`];
    const target = field?.type === 'reference' && field.reference ? related.find(field.reference) : undefined;
    if (!target) continue;
    const key = `__r${out.length}`;
    const joined = alias(target.table, `r${out.length}_${getTableName(target.table)}`.slice(0, 60));
    const parentColumns = getTableColumns(parent.table) as Record<string, PgColumn>;
    const joinedColumns = getTableColumns(joined) as Record<string, PgColumn>;
    const conditions: SQL[] = [eq(joinedColumns.id, parentColumns[`${relation}_id`])];
    if (actor && target.resource.tenancy === 'brand' && !isStaff(actor.role))
      conditions.push(eq(joinedColumns.brand_id, b.brand(actor.brand_id ?? -1, joinedColumns.brand_id)));
    const parentPath = path.join('.');
    const join: Join = {
      key,
      relation,
      parentKey: path.length ? out.find((j) => j.path.join('.') === parentPath)?.key : undefined,
      path: [...path, relation],
      table: joined,
      on: and(...conditions)!,
      columns: columns ? selectedColumns(joinedColumns, columns) : joinedColumns,
    };
    out.push(join);
    joinPlan(related, children, actor, b, { table: joined, binding: target }, join.path, out);
  }
  return out;
}

/** `id` and the named columns that the table has, in that order (the row mapper reads a joined row's presence from its first column). */
function selectedColumns(all: Record<string, PgColumn>, names: string[]): Record<string, PgColumn> {
  const picked: Record<string, PgColumn> = { id: all.id };
  for (const name of names) if (name in all) picked[name] = all[name];
  return picked;
}

/**
 * The row of a list as answered: its own columns, and each joined row (or null) on its parent
 * under JOINED(relation). `columns` are the table's own field names, copied once into a new
 * object (no `delete` of the joined and count keys, which would slow every later read of the row).
 */
export function nest(row: Row, joins: Join[], columns: readonly string[]): Row {
  const record: Row = {};
  for (const name of columns) record[name] = row[name];
  if (!joins.length) return record;
  const byKey: Record<string, Row | null> = {};
  for (const join of joins) {
    const value = row[join.key] as Row | null | undefined;
    const joined = value && value.id != null ? value : null;
    byKey[join.key] = joined;
    const parent = join.parentKey ? byKey[join.parentKey] : record;
    if (parent) parent[JOINED(join.relation)] = joined;
  }
  return record;
}
