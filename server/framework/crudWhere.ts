/**
 * The WHERE clause of a list filter: equality, arrays (= ANY), `q` (search) and the
 * _gte/_lte/_ne/_like/_null suffixes, then the actor's brand. Every value goes through the Binder
 * (crudStatements.ts), and every choice that changes the SQL's text is marked on it, so that
 * filters of one shape share one prepared statement.
 */
import { and, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isStaff } from '../../resources/access';
import { badRequest, forbidden } from '../http/errors';
import type { Actor } from './actor';
import type { ResourceBinding } from './crudTypes';
import { anyOf, type Binder } from './crudStatements';
import { filterFlag, filterText, filterValue } from './filters';
import { containing, indexedPart } from './textSearch';

const OPERATORS = ['_gte', '_lte', '_ne', '_like', '_null'] as const;

/** The field a filter key names, without its operator (`status_ne` names `status`). */
export function fieldOf(key: string): string {
  const op = OPERATORS.find((o) => key.endsWith(o));
  return op ? key.slice(0, -op.length) : key;
}

/** Whether a filter searches text (`q` or a `_like`), whose plan depends on the term. */
export const searches = (filter: Record<string, unknown> | undefined) =>
  !!filter && Object.keys(filter).some((k) => k === 'q' || k.endsWith('_like'));

/** The columns of one bound resource, looked up by field name (a 400 for any other name). */
export class ResourceColumns {
  readonly columns: Record<string, PgColumn>;

  constructor(columns: Record<string, PgColumn>) {
    this.columns = columns;
  }

  column(name: string, errorKey = name): PgColumn {
    // Own columns only: `__proto__` or `constructor` are not fields.
    const column = typeof name === 'string' && Object.hasOwn(this.columns, name) ? this.columns[name] : undefined;
    if (!column) throw badRequest(`Unknown field: ${name}`, { [errorKey]: `Unknown field: ${name}` });
    return column;
  }

  /** A column as text for ILIKE: text columns as they are (their indexes apply), others cast. */
  searchable(column: PgColumn): PgColumn | SQL {
    return column.columnType === 'PgText' || column.columnType === 'PgVarchar' ? column : sql`${column}::text`;
  }
}

/** The brand a brand user's reads are confined to, for every kind of tenancy (undefined: staff or none). */
export function tenantBrand(binding: ResourceBinding, actor: Actor): number | undefined {
  if (!binding.resource.tenancy || isStaff(actor.role)) return undefined;
  return actor.brand_id ?? -1;
}

const likeTerm = (key: string, value: unknown) => containing(filterText(key, value));

/**
 * `q` over the declaration's `list.search` fields: the term in any of them. For a term whose
 * index part is narrower (an email: textSearch.ts `indexedPart`), the rows are found by that part
 * in a subquery of their own (OFFSET 0 keeps the planner from asking the index for the whole
 * term), then checked against the whole term.
 */
function searchCondition(binding: ResourceBinding, cols: ResourceColumns, term: string, b: Binder): SQL | undefined {
  const fields = (binding.resource.list.search ?? []).map((f) => cols.searchable(cols.column(f)));
  if (!fields.length) return undefined;
  const narrow = indexedPart(term);
  b.mark(narrow ? 'q:narrowed' : 'q');
  const pattern = b.value(containing(term)) as string;
  if (!narrow) return or(...fields.map((f) => ilike(f, pattern)));
  const part = b.value(containing(narrow)) as string;
  const names = fields.map((_, i) => sql.identifier(`f${i}`));
  const found = sql.join(
    fields.map((f, i) => sql`${f} AS ${names[i]}`),
    sql`, `,
  );
  return sql`${cols.column('id')} IN (SELECT found.id FROM (SELECT ${cols.column('id')} AS id, ${found} FROM ${binding.table}
    WHERE ${or(...fields.map((f) => ilike(f, part)))} OFFSET 0) AS found WHERE ${sql.join(
      names.map((name) => sql`found.${name} ILIKE ${pattern}`),
      sql` OR `,
    )})`;
}

/** One `key: value` of a filter as a condition. */
function condition(binding: ResourceBinding, cols: ResourceColumns, key: string, value: unknown, b: Binder): SQL | undefined {
  if (key === 'q') {
    const term = filterText(key, value);
    if (binding.search) {
      b.mark(`q`);
      return sql`${cols.column('id')} IN (${binding.search(term, b)})`;
    }
    // Text columns are matched as they are, so that their trigram indexes (migration 0007) serve the search.
    return searchCondition(binding, cols, term, b);
  }
  const op = OPERATORS.find((o) => key.endsWith(o));
  const column = cols.column(fieldOf(key), key);
  if (op === '_like') {
    b.mark(key);
    return ilike(cols.searchable(column), b.value(likeTerm(key, value)) as string);
  }
  if (op === '_null') {
    const empty = filterFlag(key, value);
    b.mark(`${key}=${empty}`);
    return empty ? isNull(column) : sql`${column} IS NOT NULL`;
  }
  // Each value is checked against its column's type first (no database error on bad input).
  const checked = filterValue(column, key, value);
  if (op && (checked === null || Array.isArray(checked)))
    throw badRequest('Please correct the filter.', { [key]: 'Must be a single value' });
  if (op === '_lte' && checked instanceof Date && /^\d{4}-\d{2}-\d{2}$/.test(String(value)) && column.dataType === 'date') {
    // "Until 24 Nov" on a time column includes the whole of that day.
    b.mark(`${key}:day`);
    return sql`${column} < ${b.value(new Date(checked.getTime() + 86_400_000))}`;
  }
  if (Array.isArray(checked)) {
    b.mark(`${key}:${checked.length ? 'any' : 'none'}`);
    return checked.length ? anyOf(column, b.value(checked.map((v) => column.mapToDriverValue(v)))) : sql`false`;
  }
  b.mark(checked === null ? `${key}:null` : key);
  if (checked === null) return isNull(column);
  const bound = b.value(checked, column);
  if (op === '_gte') return gte(column, bound);
  if (op === '_lte') return lte(column, bound);
  if (op === '_ne') return ne(column, bound);
  return eq(column, bound);
}

/** The WHERE clause of a filter object for `actor` (undefined when nothing filters). */
export function whereOf(
  binding: ResourceBinding,
  cols: ResourceColumns,
  filter: Record<string, unknown> = {},
  actor: Actor | undefined,
  b: Binder,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    conditions.push(condition(binding, cols, key, value, b));
  }
  const brand = actor && tenantBrand(binding, actor);
  if (brand !== undefined) {
    const tenancy = binding.resource.tenancy;
    if (tenancy === 'brand' && filter.brand_id !== undefined && Number(filter.brand_id) !== brand)
      throw forbidden('You can only act on your own brand.');
    b.mark(`tenancy:${tenancy}`);
    if (tenancy === 'self') conditions.push(eq(cols.column('id'), b.brand(brand, cols.column('id'))));
    else if (tenancy === 'brand-or-shared')
      conditions.push(or(isNull(cols.column('brand_id')), eq(cols.column('brand_id'), b.brand(brand, cols.column('brand_id')))));
    else conditions.push(eq(cols.column('brand_id'), b.brand(brand, cols.column('brand_id'))));
  }
  return and(...conditions);
}
