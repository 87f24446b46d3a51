/**
 * Validated CRUD for a declared resource bound to its table: filtering, search, sorting,
 * pagination, access, brand tenancy, field errors and the audit log. REST routes and GraphQL
 * resolvers are both thin layers over this.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, getTableName, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { isStaff, type Action } from '../../resources/access';
import { COUNT_CAP, MAX_PAGE_SIZE, createSchema, updateSchema, type ResourceDeclaration } from '../../resources/framework';

export { COUNT_CAP };
import { parseId } from '../../resources/ids';
import type { Field } from '../../resources/fields';
import { authorize, type Actor } from './actor';
import { rows, type Db, type DbOrTx, type Tx } from '../db/client';
import { badRequest, conflict, forbidden, notFound, validate } from '../http/errors';
import { createAudited, deleteAudited, updateAudited, type WriteOptions, type WriteTarget } from './write';
import { filterFlag, filterText, filterValue } from './filters';
import type { Router } from 'express';
import type { AppContext } from '../context';
import { transact } from '../db/transaction';

export interface ResourceBinding {
  resource: ResourceDeclaration;
  table: PgTable;
  /** Custom behaviour next to the declaration, never a fork of the framework. */
  hooks?: ResourceHooks;
  /** Extra calls under the resource's REST base, before the generated ones (see BindingOptions in area.ts). */
  routes?: (ctx: AppContext, crud: CrudService) => Router;
  /**
   * The list's `q` answered by the resource's own indexes: a subquery of the ids a term finds
   * (server/orders/search.ts), instead of ILIKE over `list.search`. The list then reads the
   * matches once for both its count and its page.
   */
  search?: (term: string) => SQL;
}

export interface ResourceHooks {
  /** Shapes validated input before it is written (derived fields, defaults). */
  beforeWrite?(
    tx: Tx,
    input: Record<string, any>,
    context: { actor: Actor; existing?: Record<string, any> },
  ): Promise<Record<string, any>> | Record<string, any>;
  /** Runs in the transaction after a write (movement rows, counters). */
  afterWrite?(
    tx: Tx,
    record: Record<string, any>,
    context: { actor: Actor; action: 'create' | 'update' | 'delete'; before?: Record<string, any> },
  ): Promise<void>;
}

/** What a hand-written route adds to a declared create (CrudService.create). */
export interface CreateExtra {
  values?: Record<string, unknown>;
  within?: (tx: Tx, row: Record<string, any>) => Promise<Record<string, any>>;
}

interface Join {
  key: string;
  relation: string;
  parentKey?: string;
  path: string[];
  table: PgTable;
  on: SQL;
}

/** The other bound resources, for joins (server/framework/area.ts `Resources`). */
export interface BindingLookup {
  find(name: string): ResourceBinding | undefined;
}

/**
 * Runs a select as a named prepared statement (named by its text): PostgreSQL parses and plans it
 * once per connection and then reuses the plan — a page with joined relations costs more to plan
 * than to run.
 */
function prepared(query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<unknown> } }): Promise<any> {
  const name = `papered_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  return query.prepare(name).execute();
}

/** Whether a filter searches text (`q` or a `_like`), whose plan depends on the term. */
const searches = (filter: Record<string, unknown> | undefined) =>
  !!filter && Object.keys(filter).some((k) => k === 'q' || k.endsWith('_like'));

export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  /** 0-based page and page size; no page size means every row (capped). */
  page?: number;
  pageCount?: number;
  /** Rows to skip, instead of page × pageCount (GraphQL `offset`). */
  offset?: number;
  /** Most rows an unpaginated list returns (default UNPAGED_LIMIT). */
  cap?: number;
  /**
   * Keyset pagination: the id of the last row already seen. The page starts right after that
   * row in the list's order (an index walk, however deep), instead of skipping `offset` rows.
   */
  after?: number | string;
  /** false skips the count when the caller needs no total (total is then -1). */
  withTotal?: boolean;
  /** To-one relations to join into the same statement (GraphQL fields the client asked for). */
  relations?: RelationTree;
}

/** To-one relations to join: `{trackable_item: {vendor: {}}}` follows `trackable_item_id`, then `vendor_id`. */
export interface RelationTree {
  [relation: string]: RelationTree;
}

/**
 * How many rows of `table` match `where`, counted up to COUNT_CAP + 1 only (one bounded read, an
 * index walk where one serves the filter): more than COUNT_CAP shows as "10,000+".
 */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where ?? sql`true`} LIMIT ${COUNT_CAP + 1}) AS capped)`.mapWith(
    Number,
  );
}

/** What a list returns: the page, the total (exact up to COUNT_CAP, else an estimate) and whether more rows follow. */
export interface ListResult {
  rows: Record<string, any>[];
  total: number;
  /** false when `total` is the planner's estimate (more than COUNT_CAP rows match). */
  exact: boolean;
  page: number;
  pageSize?: number;
  hasNext: boolean;
  hasBefore: boolean;
}

export { MAX_PAGE_SIZE };
const UNPAGED_LIMIT = 5000;
const OPERATORS = ['_gte', '_lte', '_ne', '_like', '_null'] as const;
/** Where a joined relation's row is put on its parent row (read by the GraphQL relation fields). */
export const JOINED = (relation: string) => `__joined_${relation}`;
const ESTIMATE_TTL_MS = 30_000;

export class CrudService {
  private columns: Record<string, PgColumn>;
  /** Planner estimates of large totals, per filter, kept briefly: an EXPLAIN per page is not needed. */
  private estimates = new Map<string, { rows: number; until: number }>();
  constructor(
    private db: Db,
    private binding: ResourceBinding,
    private related: BindingLookup,
  ) {
    this.columns = getTableColumns(binding.table) as Record<string, PgColumn>;
  }

  get resource() {
    return this.binding.resource;
  }

  get table() {
    return this.binding.table;
  }

  /** The binding's hooks around writes (a CSV import runs them for each row it creates). */
  get hooks(): ResourceHooks | undefined {
    return this.binding.hooks;
  }

  /** Where this resource's writes and their audit rows go (write.ts). */
  get target(): WriteTarget {
    return { table: this.binding.table, resource: this.resource.name };
  }

  /** Access check for one action. `actor` undefined means a public call (allowed by `serve.public`). */
  assertAllowed(actor: Actor | undefined, action: Action) {
    authorize(actor, { resource: this.resource.name, action });
  }

  /** The signed-in actor of a call, once allowed `action` on this resource (401 or 403 otherwise). */
  allowedActor(actor: Actor | undefined, action: Action): Actor {
    return authorize(actor, { resource: this.resource.name, action });
  }

  private column(name: string, errorKey = name): PgColumn {
    // Own columns only: `__proto__` or `constructor` are not fields.
    const column = typeof name === 'string' && Object.hasOwn(this.columns, name) ? this.columns[name] : undefined;
    if (!column) throw badRequest(`Unknown field: ${name}`, { [errorKey]: `Unknown field: ${name}` });
    return column;
  }

  /** A column as text for ILIKE: text columns as they are (their indexes apply), others cast. */
  private searchable(column: PgColumn): PgColumn | SQL {
    return column.columnType === 'PgText' || column.columnType === 'PgVarchar' ? column : sql`${column}::text`;
  }

  /** The WHERE clause of a filter object: equality, arrays (IN), q (search) and _gte/_lte/_ne/_like/_null suffixes. */
  private where(filter: Record<string, unknown> = {}, actor?: Actor): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        if (this.binding.search) {
          conditions.push(sql`${this.column('id')} IN (${this.binding.search(filterText(key, value))})`);
          continue;
        }
        const search = this.resource.list.search ?? [];
        const term = `%${filterText(key, value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        // Text columns are matched as they are, so that their trigram indexes (migration 0007) serve the search.
        conditions.push(or(...search.map((f: string) => ilike(this.searchable(this.column(f)), term))));
        continue;
      }
      const op = OPERATORS.find((o) => key.endsWith(o));
      const field = op ? key.slice(0, -op.length) : key;
      const column = this.column(field, key);
      if (op === '_like') {
        conditions.push(ilike(this.searchable(column), `%${filterText(key, value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
        continue;
      }
      if (op === '_null') {
        conditions.push(filterFlag(key, value) ? isNull(column) : sql`${column} IS NOT NULL`);
        continue;
      }
      // Each value is checked against its column's type first (no database error on bad input).
      const checked = filterValue(column, key, value);
      if (op && (checked === null || Array.isArray(checked)))
        throw badRequest('Please correct the filter.', { [key]: 'Must be a single value' });
      if (op === '_gte') conditions.push(gte(column, checked));
      // "Until 24 Nov" on a time column includes the whole of that day.
      else if (op === '_lte' && checked instanceof Date && /^\d{4}-\d{2}-\d{2}$/.test(String(value)) && column.dataType === 'date')
        conditions.push(sql`${column} < ${new Date(checked.getTime() + 86_400_000)}`);
      else if (op === '_lte') conditions.push(lte(column, checked));
      else if (op === '_ne') conditions.push(ne(column, checked));
      else if (Array.isArray(checked)) conditions.push(checked.length ? inArray(column, checked) : sql`false`);
      else if (checked === null) conditions.push(isNull(column));
      else conditions.push(eq(column, checked));
    }
    const brand = actor && this.tenantBrand(actor);
    if (brand !== undefined) {
      const tenancy = this.resource.tenancy;
      if (tenancy === 'brand' && filter.brand_id !== undefined && Number(filter.brand_id) !== brand)
        throw forbidden('You can only act on your own brand.');
      if (tenancy === 'self') conditions.push(eq(this.column('id'), brand));
      else if (tenancy === 'brand-or-shared') conditions.push(or(isNull(this.column('brand_id')), eq(this.column('brand_id'), brand)));
      else conditions.push(eq(this.column('brand_id'), brand));
    }
    return and(...conditions);
  }

  /** The brand a brand user's reads are confined to, for every kind of tenancy (undefined: staff or none). */
  private tenantBrand(actor: Actor): number | undefined {
    if (!this.resource.tenancy || isStaff(actor.role)) return undefined;
    return actor.brand_id ?? -1;
  }

  /** The brand a brand user is confined to, or undefined (staff, or a resource without tenancy). */
  confinedBrand(actor: Actor): number | undefined {
    if (this.resource.tenancy !== 'brand' || isStaff(actor.role)) return undefined;
    return actor.brand_id ?? -1;
  }

  /**
   * One page in one statement: the rows (one more than asked, for hasNext), the bounded count
   * (`count(*)` over at most COUNT_CAP + 1 matching rows) and the to-one relations asked for.
   */
  async list(actor: Actor | undefined, params: ListParams = {}): Promise<ListResult> {
    const table = this.binding.table;
    const where = this.where(params.filter, actor);
    const [defaultSort, defaultOrder] = this.resource.list.sort ?? ['id', 'ASC'];
    const sortName = params.sort || defaultSort;
    const sortColumn = this.column(sortName, 'sort_by');
    const descending = (params.order ?? (params.sort ? 'ASC' : defaultOrder)) === 'DESC';
    const direction = descending ? desc : asc;
    const id = this.column('id');
    const pageSize = params.pageCount === undefined ? undefined : Math.min(Math.max(params.pageCount, 1), MAX_PAGE_SIZE);
    const page = Math.max(params.page ?? 0, 0);
    const offset =
      params.after !== undefined ? 0 : params.offset !== undefined ? Math.max(params.offset, 0) : pageSize ? page * pageSize : 0;
    const withTotal = params.withTotal !== false && pageSize !== undefined;

    // Ties are broken by id in the same direction, so one index (sort, id) serves every page and the keyset.
    const order = sortName === 'id' ? [direction(id)] : [direction(sortColumn), direction(id)];
    const conditions = [where];
    if (params.after !== undefined) conditions.push(this.afterCondition(sortName, sortColumn, descending, params.after, actor));

    if (
      this.binding.search &&
      params.filter?.q &&
      params.after === undefined &&
      !params.relations &&
      pageSize !== undefined &&
      offset + pageSize <= COUNT_CAP
    )
      return this.searchPage(
        this.binding.search(filterText('q', params.filter.q)),
        this.where({ ...params.filter, q: undefined }, actor),
        where,
        {
          sortColumn,
          descending,
          order,
          pageSize,
          page,
          offset,
          withTotal,
        },
      );

    const joins = this.joinPlan(params.relations ?? {}, actor);
    const selection: Record<string, any> = { ...getTableColumns(table) };
    // A filter known to match more than COUNT_CAP rows needs no count: its estimate is at hand.
    const knownLarge = withTotal ? this.knownEstimate(where) : undefined;
    if (withTotal && knownLarge === undefined) selection.__total = cappedCount(table, where);
    for (const join of joins) selection[join.key] = getTableColumns(join.table);
    let query: any = this.db.select(selection).from(table);
    for (const join of joins) query = query.leftJoin(join.table, join.on);
    const statement = query
      .where(and(...conditions))
      .orderBy(...order)
      .limit(pageSize !== undefined ? pageSize + 1 : Math.min(params.cap ?? UNPAGED_LIMIT, UNPAGED_LIMIT))
      .offset(offset);
    // A text search is planned for its term: a prepared statement's generic plan (after five runs)
    // cannot use the trigram index for an unknown pattern and scans the table instead.
    const fetched: Record<string, any>[] = searches(params.filter) ? await statement : await prepared(statement);

    const hasNext = pageSize !== undefined && fetched.length > pageSize;
    const pageRows = hasNext ? fetched.slice(0, pageSize) : fetched;
    const capped = fetched[0]?.__total;
    const records = pageRows.map((row) => this.nest(row, joins));
    const hasBefore = params.after !== undefined || offset > 0;
    if (!withTotal) return { rows: records, total: -1, exact: true, page, pageSize, hasNext, hasBefore };
    const seen = pageRows.length ? offset + pageRows.length + (hasNext ? 1 : 0) : 0;
    if (knownLarge !== undefined)
      return { rows: records, total: Math.max(knownLarge, COUNT_CAP + 1, seen), exact: false, page, pageSize, hasNext, hasBefore };
    // An empty page past the end still needs its total; at the start it is 0.
    const bounded = capped !== undefined ? Number(capped) : hasBefore ? await this.boundedCount(where) : 0;
    if (bounded <= COUNT_CAP)
      return {
        rows: records,
        total: Math.max(bounded, params.after === undefined ? seen : 0),
        exact: true,
        page,
        pageSize,
        hasNext,
        hasBefore,
      };
    return {
      rows: records,
      total: Math.max(await this.estimate(where), COUNT_CAP + 1, seen),
      exact: false,
      page,
      pageSize,
      hasNext,
      hasBefore,
    };
  }

  /**
   * A page of a search answered by the binding's `search` (its own indexes): the matching rows
   * are read once — the first COUNT_CAP + 1 in the list's order, counted over the window and cut
   * to the page in the same pass — then the page's rows are fetched by id. Planned for its term
   * each time (never prepared), like every search. Pages past COUNT_CAP take the general path.
   */
  private async searchPage(
    hits: SQL,
    others: SQL | undefined,
    where: SQL | undefined,
    page: {
      sortColumn: PgColumn;
      descending: boolean;
      order: SQL[];
      pageSize: number;
      page: number;
      offset: number;
      withTotal: boolean;
    },
  ): Promise<ListResult> {
    const table = this.binding.table;
    const id = this.column('id');
    const dir = sql.raw(page.descending ? 'DESC' : 'ASC');
    // The hits drive: each is looked up by id (LATERAL, kept apart by OFFSET 0 so that the planner
    // cannot turn it into a join: a nested loop, never a walk of the table however many hits it guesses), the other filters and the tenancy checked on it; the
    // first COUNT_CAP + 1 in the list's order (a bounded sort) are counted, then the page is cut.
    const matched = sql`(SELECT id, count(*) OVER () AS total FROM (
        SELECT row.id, row.sort_key FROM (${hits}) AS hit(id)
        CROSS JOIN LATERAL (SELECT ${id} AS id, ${page.sortColumn} AS sort_key FROM ${table} WHERE ${id} = hit.id AND ${others ?? sql`true`} OFFSET 0) AS row
        ORDER BY row.sort_key ${dir}, row.id ${dir} LIMIT ${sql.raw(String(COUNT_CAP + 1))}) AS first_matches
      ORDER BY sort_key ${dir}, id ${dir} LIMIT ${sql.raw(String(page.pageSize + 1))} OFFSET ${sql.raw(String(page.offset))}) AS matched`;
    const fetched: Record<string, any>[] = await this.db
      .select({ ...getTableColumns(table), __total: sql<number>`matched.total`.mapWith(Number) })
      .from(table)
      .innerJoin(matched, sql`matched.id = ${id}`)
      .orderBy(...page.order);
    const hasNext = fetched.length > page.pageSize;
    const records = (hasNext ? fetched.slice(0, page.pageSize) : fetched).map(({ __total, ...row }) => row);
    const hasBefore = page.offset > 0;
    const base = { rows: records, exact: true, page: page.page, pageSize: page.pageSize, hasNext, hasBefore };
    if (!page.withTotal) return { ...base, total: -1 };
    // A page past the end has no row to carry the total.
    const total = fetched.length ? Number(fetched[0].__total) : hasBefore ? await this.boundedCount(where) : 0;
    if (total <= COUNT_CAP) return { ...base, total };
    // More than COUNT_CAP match: the planner's estimate, as for any large list.
    return { ...base, exact: false, total: Math.max(await this.estimate(where), COUNT_CAP + 1) };
  }

  /** Rows after the row `after` in the list's order: a row comparison an index (sort, id) answers. */
  private afterCondition(sortName: string, sortColumn: PgColumn, descending: boolean, after: number | string, actor?: Actor): SQL {
    const afterId = Number(after);
    if (!Number.isInteger(afterId) || afterId < 0) throw badRequest('after must be the id of a row.', { after: 'Must be the id of a row' });
    const id = this.column('id');
    const comparison = descending ? sql.raw('<') : sql.raw('>');
    if (sortName === 'id') return sql`${id} ${comparison} ${afterId}`;
    if (!sortColumn.notNull)
      throw badRequest(`after needs a sort on a field that always has a value, not ${sortName}.`, {
        after: `Cannot follow a sort on ${sortName}`,
      });
    const brand = actor && this.confinedBrand(actor);
    const sameBrand = brand !== undefined ? sql` AND ${this.column('brand_id')} = ${brand}` : sql``;
    return sql`(${sortColumn}, ${id}) ${comparison} (SELECT ${sortColumn}, ${id} FROM ${this.binding.table} WHERE ${id} = ${afterId}${sameBrand})`;
  }

  /** count(*) of the matching rows, stopping at COUNT_CAP + 1. */
  private async boundedCount(where: SQL | undefined): Promise<number> {
    const result = await rows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${this.binding.table} WHERE ${where ?? sql`true`} LIMIT ${COUNT_CAP + 1}) AS capped`,
    );
    return Number(result[0].n);
  }

  private estimateKey(where: SQL | undefined): string {
    const { sql: text, params } = (this.db as any).dialect.sqlToQuery(sql`${where ?? sql`true`}`);
    return `${text}|${JSON.stringify(params)}`;
  }

  /**
   * The estimate of a filter seen matching more than COUNT_CAP rows in the last ESTIMATE_TTL_MS,
   * else undefined. (A large list that shrinks below the cap shows an estimate that long.)
   */
  private knownEstimate(where: SQL | undefined): number | undefined {
    const cached = this.estimates.get(this.estimateKey(where));
    return cached && cached.until > Date.now() ? cached.rows : undefined;
  }

  /** The planner's estimate of the matching rows (EXPLAIN, no scan), kept for ESTIMATE_TTL_MS. */
  private async estimate(where: SQL | undefined): Promise<number> {
    const query = sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.binding.table} WHERE ${where ?? sql`true`}`;
    const key = this.estimateKey(where);
    const cached = this.estimates.get(key);
    if (cached && cached.until > Date.now()) return cached.rows;
    const [row] = await rows<Record<string, unknown>>(this.db, query);
    const raw = Object.values(row)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
    const estimate = Math.round(plan[0].Plan['Plan Rows']);
    if (this.estimates.size > 500) this.estimates.clear();
    this.estimates.set(key, { rows: estimate, until: Date.now() + ESTIMATE_TTL_MS });
    return estimate;
  }

  /** The rows of these ids the actor may see (brand-confined), in no particular order: loader batches. */
  async byIds(actor: Actor | undefined, ids: readonly number[]): Promise<Record<string, any>[]> {
    if (!ids.length) return [];
    return (await this.db
      .select()
      .from(this.binding.table)
      .where(this.where({ id: [...ids] }, actor))) as Record<string, any>[];
  }

  /** How many rows a filter matches: exact up to COUNT_CAP, the planner's estimate beyond. */
  async count(actor: Actor | undefined, filter?: Record<string, unknown>): Promise<number> {
    const where = this.where(filter, actor);
    const known = this.knownEstimate(where);
    if (known !== undefined) return Math.max(known, COUNT_CAP + 1);
    const bounded = await this.boundedCount(where);
    return bounded <= COUNT_CAP ? bounded : Math.max(await this.estimate(where), COUNT_CAP + 1);
  }

  /** How many rows match the filter for each value of `groupBy` (a foreign key): one grouped statement. */
  async countBy(actor: Actor | undefined, groupBy: string, filter?: Record<string, unknown>): Promise<Map<number, number>> {
    const column = this.column(groupBy);
    const counted = await this.db
      .select({ key: column, n: sql<number>`count(*)::int` })
      .from(this.table)
      .where(this.where(filter, actor))
      .groupBy(column);
    return new Map(counted.map((r) => [Number(r.key), Number(r.n)]));
  }

  /** The LEFT JOINs of a relation tree: one aliased table per relation, brand-confined like a list of it. */
  private joinPlan(
    tree: RelationTree,
    actor: Actor | undefined,
    parent: { table: PgTable; binding: ResourceBinding } = { table: this.binding.table, binding: this.binding },
    path: string[] = [],
    out: Join[] = [],
  ): Join[] {
    for (const [relation, children] of Object.entries(tree)) {
      const field = parent.binding.resource.fields[`${relation}_id`];
      const target = field?.type === 'reference' && field.reference ? this.related.find(field.reference) : undefined;
      if (!target) continue;
      const key = `__r${out.length}`;
      const joined = alias(target.table, `r${out.length}_${getTableName(target.table)}`.slice(0, 60));
      const parentColumns = getTableColumns(parent.table) as Record<string, PgColumn>;
      const joinedColumns = getTableColumns(joined) as Record<string, PgColumn>;
      const conditions: SQL[] = [eq(joinedColumns.id, parentColumns[`${relation}_id`])];
      if (actor && target.resource.tenancy === 'brand' && !isStaff(actor.role))
        conditions.push(eq(joinedColumns.brand_id, actor.brand_id ?? -1));
      const join: Join = {
        key,
        relation,
        parentKey: path.length ? out.find((j) => j.path.join('.') === path.join('.'))!.key : undefined,
        path: [...path, relation],
        table: joined,
        on: and(...conditions)!,
      };
      out.push(join);
      this.joinPlan(children, actor, { table: joined, binding: target }, join.path, out);
    }
    return out;
  }

  /** Puts each joined row (or null) on its parent under JOINED(relation). */
  private nest(row: Record<string, any>, joins: Join[]): Record<string, any> {
    const { __total: _total, ...record } = row;
    const byKey: Record<string, Record<string, any> | null> = {};
    for (const join of joins) {
      const value = row[join.key];
      delete record[join.key];
      const joined = value && value.id != null ? value : null;
      byKey[join.key] = joined;
      const parent = join.parentKey ? byKey[join.parentKey] : record;
      if (parent) parent[JOINED(join.relation)] = joined;
    }
    return record;
  }

  private async findRow(db: DbOrTx, id: number | string, lock = false) {
    // The one id rule (resources/ids.ts): `2.0`, `+2`, `0x2` or `2e0` name no record.
    const numericId = parseId(id);
    if (numericId === undefined) throw badRequest('The id must be a whole number.', { id: 'Must be a whole number' });
    const query = db
      .select()
      .from(this.binding.table)
      .where(eq(this.column('id'), numericId))
      .limit(1);
    const [row] = (await (lock ? query.for('update') : query)) as Record<string, any>[];
    if (!row) throw notFound(`${this.resource.labels.one} ${id} was not found.`);
    return row;
  }

  /** Tenancy decided on the row as stored: its brand_id, or its own id for a brand. */
  private assertTenant(actor: Actor | undefined, row: Record<string, any>, reading = false) {
    const tenancy = this.resource.tenancy;
    if (!actor || !tenancy || isStaff(actor.role)) return;
    if (tenancy === 'self') return void authorize(actor, { brandId: row.id });
    if (tenancy === 'brand-or-shared' && reading && row.brand_id == null) return;
    authorize(actor, { brandId: row.brand_id });
  }

  async get(actor: Actor | undefined, id: number | string) {
    const row = await this.findRow(this.db, id);
    this.assertTenant(actor, row, true);
    return row;
  }

  /**
   * A 409 with a field message when a value declared `unique()` is taken, case-insensitively,
   * among the records sharing its `within` fields (the record being updated excepted).
   */
  async assertUnique(tx: DbOrTx, input: Record<string, any>, existing?: Record<string, any>) {
    const errors = await this.uniqueErrors(tx, input, existing);
    // 409 like the database's own unique constraints (server/http/errors fromDatabaseError).
    if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
  }

  /** The field messages of the values declared `unique()` that are taken (see assertUnique). */
  async uniqueErrors(tx: DbOrTx, input: Record<string, any>, existing?: Record<string, any>) {
    const errors: Record<string, string> = {};
    for (const [name, field] of Object.entries(this.resource.fields as Record<string, Field>)) {
      if (!field.uniqueness || !(name in this.columns)) continue;
      const value = input[name] ?? (existing ? undefined : null);
      if (value === undefined || value === null || value === '') continue;
      const conditions: (SQL | undefined)[] = [sql`lower(${this.columns[name]}) = lower(${String(value)})`];
      for (const scope of field.uniqueness.within) {
        const scoped = scope in input ? input[scope] : existing?.[scope];
        conditions.push(scoped == null ? isNull(this.column(scope)) : eq(this.column(scope), scoped));
      }
      if (existing) conditions.push(ne(this.column('id'), existing.id));
      const [taken] = await tx
        .select({ id: this.column('id') })
        .from(this.binding.table as any)
        .where(and(...conditions))
        .limit(1);
      if (taken) errors[name] = `${field.label ?? name} is already used by another ${this.resource.labels.one.toLowerCase()}`;
    }
    return errors;
  }

  /**
   * Creates a record from `body` (validated, checked, audited). `extra.values` are fields the
   * server sets beside the caller's (a stored file's key); `extra.within` writes more in the same
   * transaction after the record is made (a job queued for it) and answers the result.
   */
  async create(actor: Actor, body: unknown, extra: CreateExtra = {}) {
    this.assertAllowed(actor, 'Add');
    let input = (await validate(createSchema(this.resource), body ?? {})) as Record<string, any>;
    if (this.resource.tenancy === 'brand') {
      const brand = this.confinedBrand(actor);
      if (brand !== undefined) {
        if (input.brand_id != null && input.brand_id !== brand) throw forbidden('You can only act on your own brand.');
        input.brand_id = brand;
      }
    }
    return transact(this.db, async (tx) => {
      await this.assertUnique(tx, input);
      if (this.binding.hooks?.beforeWrite) input = await this.binding.hooks.beforeWrite(tx, input, { actor });
      const row = await createAudited(tx, actor, this.target, { ...input, ...extra.values });
      await this.binding.hooks?.afterWrite?.(tx, row, { actor, action: 'create' });
      return extra.within ? extra.within(tx, row) : row;
    });
  }

  /** `options.action` names the audit row of an update with a purpose (an archive), `update` by default. */
  async update(actor: Actor, id: number | string, body: unknown, options: WriteOptions = {}) {
    this.assertAllowed(actor, 'Edit');
    const { id: _ignored, created_at: _c, updated_at: _u, ...rest } = (body ?? {}) as Record<string, unknown>;
    let input = (await validate(updateSchema(this.resource), rest)) as Record<string, any>;
    return transact(this.db, async (tx) => {
      const before = await this.findRow(tx, id, true);
      this.assertTenant(actor, before);
      if (this.resource.tenancy === 'brand' && input.brand_id !== undefined) authorize(actor, { brandId: input.brand_id });
      await this.assertUnique(tx, input, before);
      if (this.binding.hooks?.beforeWrite) input = await this.binding.hooks.beforeWrite(tx, input, { actor, existing: before });
      // Only the fields sent, and only those that differ: an update that changes nothing writes nothing.
      const { row, changed } = await updateAudited(tx, actor, this.target, before, input, options);
      if (changed) await this.binding.hooks?.afterWrite?.(tx, row, { actor, action: 'update', before });
      return row;
    });
  }

  async delete(actor: Actor, id: number | string) {
    this.assertAllowed(actor, 'Delete');
    return transact(this.db, async (tx) => {
      const before = await this.findRow(tx, id, true);
      this.assertTenant(actor, before);
      await deleteAudited(tx, actor, this.target, before);
      await this.binding.hooks?.afterWrite?.(tx, before, { actor, action: 'delete', before });
      return before;
    });
  }
}
