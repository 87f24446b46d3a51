/**
 * The reads of a bound resource (CrudService extends it): lists with their filter, sort, page or
 * keyset, capped count and joined relations; counts; rows by id for the GraphQL loaders. A list's
 * statement is built once per query shape and prepared (crudStatements.ts), a binding's own
 * search too (crudSearch.ts); an ILIKE search is built for its term and planned each time (a
 * generic plan cannot use a trigram index for an unknown pattern).
 */
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isStaff } from '../../resources/access';
import { badRequest, conflict } from '../http/errors';
import { rows, type Db } from '../db/client';
import type { Actor } from './actor';
import { seekDeepPage } from './crudDeepPage';
import { joinPlan, nest, type Join } from './crudJoins';
import { LRUCache } from 'lru-cache';
import { Binder, PREPARED_OFFSET_MAX, STATEMENT_CACHE_SIZE, prepareNamed, runOnce, type Preparable } from './crudStatements';
import {
  COUNT_CAP,
  MAX_PAGE_SIZE,
  UNPAGED_LIMIT,
  cappedCount,
  type BindingLookup,
  type ListParams,
  type ListResult,
  type RelationTree,
  type ResourceBinding,
  type Row,
} from './crudTypes';
import { ResourceColumns, searches, whereOf } from './crudWhere';
import { filterText } from './filters';
import { searchPage } from './crudSearch';
import { ERROR_MESSAGES, FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 500;

/** A statement kept for a query shape: how to run it with a request's values, and its joins. */
interface Kept {
  run(values: Record<string, unknown>): Promise<Row[]>;
  joins: Join[];
}

/** A whole number written into the SQL (a page size, an offset): never a parameter, see crudStatements.ts. */
function literal(n: number, name: string): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw badRequest(`${name} must be a whole number.`, { [name]: FIELD_MESSAGES.message('integer') });
  return sql.raw(String(n));
}

/** Whether a list's params name a position (a page or an offset), the fallback of a keyset. */
const hasPosition = (params: ListParams) => params.page !== undefined || params.offset !== undefined;

/** Who asks, as far as the SQL's text is concerned. */
const askedBy = (actor: Actor | undefined) => (!actor ? 'public' : isStaff(actor.role) ? 'staff' : 'brand');

/** A relation tree as part of a statement's key, written once per tree (GraphQL keeps its trees: relations.ts). */
const relationKeys = new WeakMap<RelationTree, string>();
function relationsKey(tree: RelationTree | undefined): string {
  if (!tree) return '{}';
  let key = relationKeys.get(tree);
  if (key === undefined) relationKeys.set(tree, (key = JSON.stringify(tree)));
  return key;
}

export class CrudReader {
  protected readonly cols: ResourceColumns;
  private readonly ownColumns: readonly string[];
  private readonly statements = new LRUCache<string, Kept>({ max: STATEMENT_CACHE_SIZE });
  private readonly estimates = new Map<string, { rows: number; until: number }>();

  constructor(
    protected db: Db,
    protected binding: ResourceBinding,
    protected related: BindingLookup,
  ) {
    this.cols = new ResourceColumns(getTableColumns(binding.table) as Record<string, PgColumn>);
    this.ownColumns = Object.keys(this.cols.columns);
  }

  get resource() {
    return this.binding.resource;
  }

  get table() {
    return this.binding.table;
  }

  protected column(name: string, errorKey = name): PgColumn {
    return this.cols.column(name, errorKey);
  }

  /** The WHERE clause of a filter for `actor`, its values written in as they are (a statement for this request). */
  protected where(filter: Record<string, unknown> | undefined, actor?: Actor, b = new Binder(false)): SQL | undefined {
    return whereOf(this.binding, this.cols, filter, actor, b);
  }

  /** The brand a brand user is confined to, or undefined (staff, or a resource without tenancy). */
  confinedBrand(actor: Actor): number | undefined {
    if (this.resource.tenancy !== 'brand' || isStaff(actor.role)) return undefined;
    return actor.brand_id ?? -1;
  }

  /** The statement kept for `key`, else the one `build` makes, prepared and kept (or run once when `b` binds values as they are). */
  protected async kept(
    key: string,
    b: Binder,
    build: () => { query: Preparable<Row[]>; joins?: Join[] },
  ): Promise<{ rows: Row[]; joins: Join[] }> {
    let entry = b.placeholders ? this.statements.get(key) : undefined;
    if (!entry) {
      const { query, joins = [] } = build();
      if (!b.placeholders) return { rows: await runOnce(query), joins };
      const statement = prepareNamed(query);
      entry = { run: (values) => statement.execute(values), joins };
      this.statements.set(key, entry);
    }
    return { rows: await entry.run(b.values), joins: entry.joins };
  }

  /**
   * One page in one statement: the rows (one more than asked, for hasNext), the bounded count
   * (`count(*)` over at most COUNT_CAP + 1 matching rows) and the to-one relations asked for.
   */
  async list(actor: Actor | undefined, asked: ListParams = {}): Promise<ListResult> {
    const table = this.binding.table;
    const [defaultSort, defaultOrder] = this.resource.list.sort ?? ['id', 'ASC'];
    const sortName = asked.sort || defaultSort;
    const sortColumn = this.column(sortName, 'sort_by');
    const params = this.keysetOrPosition(asked, sortName, sortColumn);
    const descending = (params.order ?? (params.sort ? 'ASC' : defaultOrder)) === 'DESC';
    const direction = descending ? desc : asc;
    const id = this.column('id');
    const pageSize = params.pageCount === undefined ? undefined : Math.min(Math.max(params.pageCount, 1), MAX_PAGE_SIZE);
    const page = Math.max(params.page ?? 0, 0);
    const offset =
      params.after !== undefined ? 0 : params.offset !== undefined ? Math.max(params.offset, 0) : pageSize ? page * pageSize : 0;
    const withTotal = params.withTotal !== false && pageSize !== undefined;
    const limit = pageSize !== undefined ? pageSize + 1 : Math.min(params.cap ?? UNPAGED_LIMIT, UNPAGED_LIMIT);
    // Ties are broken by id in the same direction, so one index (sort, id) serves every page and the keyset.
    const order = sortName === 'id' ? [direction(id)] : [direction(sortColumn), direction(id)];

    if (
      this.binding.search &&
      params.filter?.q &&
      params.after === undefined &&
      !params.relations &&
      pageSize !== undefined &&
      offset + pageSize <= COUNT_CAP
    ) {
      const shape = { sortColumn, descending, order, pageSize, page, offset, withTotal };
      const b = new Binder(true);
      const hits = this.binding.search(filterText('q', params.filter.q), b);
      const others = this.where({ ...params.filter, q: undefined }, actor, b);
      const key = ['search', askedBy(actor), sortName, descending, pageSize, offset, withTotal, ...b.shape].join('|');
      const counts = {
        bounded: () => this.count(actor, params.filter, true),
        estimate: async () => Math.max(await this.estimate(actor, params.filter), COUNT_CAP + 1),
      };
      return searchPage(this.db, table, id, hits, others, shape, counts, async (build) => (await this.kept(key, b, build)).rows);
    }

    const b = new Binder(!searches(params.filter) && offset <= PREPARED_OFFSET_MAX);
    const where = this.where(params.filter, actor, b);
    // A filter known to match more than COUNT_CAP rows needs no count: its estimate is at hand.
    const knownLarge = withTotal ? this.knownEstimate(b.key()) : undefined;
    const withCount = withTotal && knownLarge === undefined;
    const conditions = [where];
    if (params.after !== undefined) conditions.push(this.afterCondition(sortName, sortColumn, descending, params.after, actor, b));
    const key = [askedBy(actor), relationsKey(params.relations), sortName, descending, limit, offset, withCount, ...b.shape].join('|');
    const { rows: fetched, joins } = await this.kept(key, b, () => {
      const joins = joinPlan(this.related, params.relations ?? {}, actor, b, { table, binding: this.binding });
      const selection: Record<string, unknown> = { ...getTableColumns(table) };
      if (withCount) selection.__total = cappedCount(table, where);
      for (const join of joins) selection[join.key] = join.columns;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drizzle's select builder changes type with every join; the selection is built from the relation tree at run time
      let query: any = this.db.select(selection as never).from(table);
      for (const join of joins) query = query.leftJoin(join.table, join.on);
      if (offset > PREPARED_OFFSET_MAX) {
        // From the day counts where the resource keeps them (crudDeepPage.ts).
        const seek = seekDeepPage({
          binding: this.binding,
          table,
          id,
          sortName,
          sortColumn,
          descending,
          order,
          where: and(...conditions),
          filter: params.filter,
          actor,
          limit,
          offset,
        });
        if (seek) return { query: query.innerJoin(sql`${seek} AS deep_page`, sql`deep_page.id = ${id}`).orderBy(...order), joins };
        // Else a deep page finds its ids first, skipping the rows before it in an index of (sort, id)
        // alone (an index-only scan where the filter's columns lead it), then reads only its own
        // rows: PostgreSQL would otherwise fetch every skipped row from the table. At offset
        // 500,000 of 1M orders: 30-46 ms against 75-107.
        const page = this.db
          .select({ id })
          .from(table)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(literal(limit, 'limit') as unknown as number)
          .offset(literal(offset, 'offset') as unknown as number)
          .as('deep_page');
        return { query: query.innerJoin(page, eq(page.id, id)).orderBy(...order), joins };
      }
      // LIMIT and OFFSET as numbers, so a prepared statement keeps a cached plan (crudStatements.ts).
      query = query
        .where(and(...conditions))
        .orderBy(...order)
        .limit(literal(limit, 'limit'))
        .offset(literal(offset, 'offset'));
      return { query, joins };
    });

    if (params.after !== undefined && !fetched.length && !(await this.visible(params.after, actor))) {
      // The row the page follows was deleted (or is no longer the asker's to see) since it was read.
      if (hasPosition(params)) return this.list(actor, { ...params, after: undefined });
      throw conflict(ERROR_MESSAGES.message('page_after_gone', { id: params.after }), {
        after: FIELD_MESSAGES.message('no_longer_listed'),
      });
    }
    const hasNext = pageSize !== undefined && fetched.length > pageSize;
    const pageRows = hasNext ? fetched.slice(0, pageSize) : fetched;
    const capped = fetched[0]?.__total;
    const records = pageRows.map((row) => nest(row, joins, this.ownColumns));
    const hasBefore = params.after !== undefined || offset > 0;
    const base = { rows: records, page, pageSize, hasNext, hasBefore };
    if (!withTotal) return { ...base, total: -1, exact: true };
    const seen = pageRows.length ? offset + pageRows.length + (hasNext ? 1 : 0) : 0;
    if (knownLarge !== undefined) return { ...base, total: Math.max(knownLarge, COUNT_CAP + 1, seen), exact: false };
    // An empty page past the end still needs its total; at the start it is 0.
    const bounded = capped !== undefined ? Number(capped) : hasBefore ? await this.count(actor, params.filter, true) : 0;
    if (bounded <= COUNT_CAP) return { ...base, total: Math.max(bounded, params.after === undefined ? seen : 0), exact: true };
    return { ...base, total: Math.max(await this.estimate(actor, params.filter), COUNT_CAP + 1, seen), exact: false };
  }

  /**
   * The asked params without `after` where the keyset cannot serve them and a position was given
   * as the fallback: a sort on a field that may be empty, or the resource's own search (which
   * pages by position). Without a position, such an `after` is refused by afterCondition.
   */
  private keysetOrPosition(params: ListParams, sortName: string, sortColumn: PgColumn): ListParams {
    if (params.after === undefined || !hasPosition(params)) return params;
    const nullableSort = sortName !== 'id' && !sortColumn.notNull;
    const ownSearch = !!this.binding.search && !!params.filter?.q;
    return nullableSort || ownSearch ? { ...params, after: undefined } : params;
  }

  /** Whether the row `id` is there for `actor` (a brand user: in their brand). */
  private async visible(id: number | string, actor: Actor | undefined): Promise<boolean> {
    const brand = actor && this.confinedBrand(actor);
    const conditions = [eq(this.column('id'), Number(id))];
    if (brand !== undefined) conditions.push(eq(this.column('brand_id'), brand));
    const found = await this.db
      .select({ id: this.column('id') })
      .from(this.binding.table)
      .where(and(...conditions))
      .limit(1);
    return found.length > 0;
  }

  /** Rows after the row `after` in the list's order: a row comparison an index (sort, id) answers. */
  private afterCondition(
    sortName: string,
    sortColumn: PgColumn,
    descending: boolean,
    after: number | string,
    actor: Actor | undefined,
    b: Binder,
  ): SQL {
    const afterId = Number(after);
    if (!Number.isInteger(afterId) || afterId < 0)
      throw badRequest(ERROR_MESSAGES.message('page_after_invalid'), { after: FIELD_MESSAGES.message('row_id') });
    const id = this.column('id');
    const comparison = descending ? sql.raw('<') : sql.raw('>');
    b.mark('after');
    if (sortName === 'id') return sql`${id} ${comparison} ${b.value(afterId, id)}`;
    if (!sortColumn.notNull)
      throw badRequest(`after needs a sort on a field that always has a value, not ${sortName}.`, {
        after: `Cannot follow a sort on ${sortName}`,
      });
    const brand = actor && this.confinedBrand(actor);
    const brandColumn = brand !== undefined ? this.column('brand_id') : undefined;
    const sameBrand = brandColumn ? sql` AND ${brandColumn} = ${b.brand(brand!, brandColumn)}` : sql``;
    return sql`(${sortColumn}, ${id}) ${comparison} (SELECT ${sortColumn}, ${id} FROM ${this.binding.table} WHERE ${id} = ${b.value(afterId, id)}${sameBrand})`;
  }

  /**
   * How many rows a filter matches: exact up to COUNT_CAP, the planner's estimate beyond. With
   * `bounded`, the count alone (up to COUNT_CAP + 1), without looking at the estimates.
   */
  async count(actor: Actor | undefined, filter?: Record<string, unknown>, bounded = false): Promise<number> {
    const b = new Binder(!searches(filter));
    const where = this.where(filter, actor, b);
    if (!bounded) {
      const known = this.knownEstimate(b.key());
      if (known !== undefined) return Math.max(known, COUNT_CAP + 1);
    }
    const key = ['count', askedBy(actor), ...b.shape].join('|');
    const { rows: counted } = await this.kept(key, b, () => ({
      query: this.db.select({ n: cappedCount(this.binding.table, where) }).from(sql`(SELECT 1) AS one`) as unknown as Preparable<Row[]>,
    }));
    const n = Number(counted[0].n);
    return bounded || n <= COUNT_CAP ? n : Math.max(await this.estimate(actor, filter), COUNT_CAP + 1);
  }

  /**
   * The estimate of a filter seen matching more than COUNT_CAP rows in the last ESTIMATE_TTL_MS,
   * else undefined. (A large list that shrinks below the cap shows an estimate that long.)
   */
  private knownEstimate(key: string): number | undefined {
    const cached = this.estimates.get(key);
    return cached && cached.until > Date.now() ? cached.rows : undefined;
  }

  /** The planner's estimate of the matching rows (EXPLAIN, no scan), kept for ESTIMATE_TTL_MS. */
  private async estimate(actor: Actor | undefined, filter: Record<string, unknown> | undefined): Promise<number> {
    const b = new Binder(false);
    const where = this.where(filter, actor, b);
    const key = b.key();
    const known = this.knownEstimate(key);
    if (known !== undefined) return known;
    const [row] = await rows<Record<string, unknown>>(
      this.db,
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.binding.table} WHERE ${where ?? sql`true`}`,
    );
    const raw = Object.values(row)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
    const estimate = Math.round(plan[0].Plan['Plan Rows']);
    if (this.estimates.size > ESTIMATES_KEPT) this.estimates.clear();
    this.estimates.set(key, { rows: estimate, until: Date.now() + ESTIMATE_TTL_MS });
    return estimate;
  }

  /** The rows of these ids the actor may see (brand-confined), in no particular order: loader batches. */
  async byIds(actor: Actor | undefined, ids: readonly number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const b = new Binder(true);
    const where = this.where({ id: [...ids] }, actor, b);
    const key = ['byIds', askedBy(actor), ...b.shape].join('|');
    const { rows: found } = await this.kept(key, b, () => ({
      query: this.db.select().from(this.binding.table).where(where) as unknown as Preparable<Row[]>,
    }));
    return found;
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

  /** The row of this id, or undefined: one prepared statement per resource. */
  protected async byId(id: number): Promise<Row | undefined> {
    const b = new Binder(true);
    const idColumn = this.column('id');
    const bound = b.value(id, idColumn);
    const { rows: found } = await this.kept('byId', b, () => ({
      query: this.db
        .select()
        .from(this.binding.table)
        .where(eq(idColumn, bound))
        .limit(literal(1, 'limit') as unknown as number) as unknown as Preparable<Row[]>,
    }));
    return found[0];
  }
}
