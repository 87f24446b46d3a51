/**
 * The shapes CrudService (crud.ts) works with: a resource bound to its table, its hooks, the
 * parameters and result of a list. Kept apart so that the list, filter and join modules share them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Router } from 'express';
import { COUNT_CAP, MAX_PAGE_SIZE, type ResourceDeclaration } from '../../resources/framework';
import type { Actor } from './actor';
import type { Tx } from '../db/client';
import type { AppContext } from '../context';
import type { CrudService } from './crud';

export { COUNT_CAP, MAX_PAGE_SIZE };

/** A record as read from or written to a resource's table: its columns by field name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are read by field name everywhere (routes, hooks, GraphQL); their column types vary by resource
export type Row = Record<string, any>;

export interface ResourceBinding {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bindings hold declarations of every resource's field set
  resource: ResourceDeclaration<any>;
  table: PgTable;
  /** Custom behaviour next to the declaration, never a fork of the framework. */
  hooks?: ResourceHooks;
  /** Extra calls under the resource's REST base, before the generated ones (see BindingOptions in area.ts). */
  routes?: (ctx: AppContext, crud: CrudService) => Router;
  /**
   * The list's `q` answered by the resource's own indexes: a subquery of the ids a term finds
   * (server/orders/search.ts), instead of ILIKE over `list.search`. The list then reads the
   * matches once for both its count and its page. Its values go through `b` (placeholders when
   * the page is prepared), and whatever changes the SQL's text is marked on it.
   */
  search?: (term: string, b: SearchBinder) => SQL;
  /**
   * Rows counted per UTC day of a column, kept by triggers in the writing transaction (orders:
   * order_counts by brand, day and status): a deep page of a list sorted by that column, whose
   * filter names only counted keys, starts at the day that holds its first row (crudDeepPage.ts)
   * instead of skipping every row before it.
   */
  dayCounts?: DayCounts;
}

/** The part of crudStatements.ts's Binder a search uses: its values, and marks of its shape. */
export interface SearchBinder {
  value(value: unknown): unknown;
  mark(token: string): void;
}

export interface DayCounts {
  /** The counted column (a timestamp with time zone), counted by its day in UTC. */
  column: string;
  /** The table of counts: the keys, `day` (date) and `n`. */
  table: PgTable;
  /** The filter fields the counts are kept by (brand_id, status). */
  keys: readonly string[];
}

export interface ResourceHooks {
  /** Shapes validated input before it is written (derived fields, defaults). */
  beforeWrite?(tx: Tx, input: Row, context: { actor: Actor; existing?: Row }): Promise<Row> | Row;
  /** Runs in the transaction after a write (movement rows, counters). */
  afterWrite?(tx: Tx, record: Row, context: { actor: Actor; action: 'create' | 'update' | 'delete'; before?: Row }): Promise<void>;
}

/** What a hand-written route adds to a declared create (CrudService.create). */
export interface CreateExtra {
  values?: Record<string, unknown>;
  within?: (tx: Tx, row: Row) => Promise<Row>;
}

/** The other bound resources, for joins (server/framework/area.ts `Resources`). */
export interface BindingLookup {
  find(name: string): ResourceBinding | undefined;
}

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
   * With a `page` or `offset` too, that position is the fallback: it is used when the keyset
   * cannot be (the row is gone, a sort on a field that may be empty, a resource's own search).
   * Without one, a row that is gone is a 409: never a page that silently ends the list.
   */
  after?: number | string;
  /** false skips the count when the caller needs no total (total is then -1). */
  withTotal?: boolean;
  /** To-one relations to join into the same statement (GraphQL fields the client asked for). */
  relations?: RelationTree;
}

/**
 * To-one relations to join: `{trackable_item: {relations: {vendor: {relations: {}}}}}` follows
 * `trackable_item_id`, then `vendor_id`.
 */
export interface RelationTree {
  [relation: string]: JoinedRelation;
}

/** One relation to join: the relations under it, and the columns its answer reads (every column when absent; `id` always). */
export interface JoinedRelation {
  columns?: string[];
  relations: RelationTree;
}

/** What a list returns: the page, the total (exact up to COUNT_CAP, else an estimate) and whether more rows follow. */
export interface ListResult {
  rows: Row[];
  total: number;
  /** false when `total` is the planner's estimate (more than COUNT_CAP rows match). */
  exact: boolean;
  page: number;
  pageSize?: number;
  hasNext: boolean;
  hasBefore: boolean;
}

/** Most rows a list without a page size returns. */
export const UNPAGED_LIMIT = 5000;
/** Where a joined relation's row is put on its parent row (read by the GraphQL relation fields). */
export const JOINED = (relation: string) => `__joined_${relation}`;

/**
 * How many rows of `table` match `where`, counted up to COUNT_CAP + 1 only (one bounded read, an
 * index walk where one serves the filter): more than COUNT_CAP shows as "10,000+".
 */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where ?? sql`true`} LIMIT ${sql.raw(String(COUNT_CAP + 1))}) AS capped)`.mapWith(
    Number,
  );
}
