/**
 * A page of a list's `q` answered by the binding's own search (its indexes, ResourceBinding
 * `search`): the matching rows are read once — the first COUNT_CAP + 1 in the list's order,
 * counted over the window and cut to the page in the same pass — then the page's rows are
 * fetched by id. One prepared statement per shape (the search's own, the other filters', the
 * page's): the orders search reads equalities and word indexes, which a generic plan serves as well
 * as one made for the term (unlike ILIKE over trigram indexes, crudWhere.ts), and building and
 * planning it for every term was a fifth of a search's cost. Pages past COUNT_CAP take the
 * general path (crudList.ts).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Preparable } from './crudStatements';
import { COUNT_CAP, type ListResult, type Row } from './crudTypes';

export interface SearchPage {
  sortColumn: PgColumn;
  descending: boolean;
  order: SQL[];
  pageSize: number;
  page: number;
  offset: number;
  withTotal: boolean;
}

/** How a search page's total is found when its rows cannot tell: past the end, or past COUNT_CAP. */
export interface SearchCounts {
  /** The matches counted up to COUNT_CAP + 1. */
  bounded(): Promise<number>;
  /** The planner's estimate, at least COUNT_CAP + 1. */
  estimate(): Promise<number>;
}

/** Runs the page's statement: the one kept for its shape, else the one `build` makes. */
export type RunSearch = (build: () => { query: Preparable<Row[]> }) => Promise<Row[]>;

export async function searchPage(
  db: Db,
  table: PgTable,
  id: PgColumn,
  hits: SQL,
  others: SQL | undefined,
  page: SearchPage,
  counts: SearchCounts,
  run: RunSearch,
): Promise<ListResult> {
  const fetched = await run(() => ({ query: pageQuery(db, table, id, hits, others, page) }));
  const hasNext = fetched.length > page.pageSize;
  const records = (hasNext ? fetched.slice(0, page.pageSize) : fetched).map(({ __total: _total, ...row }) => row);
  const hasBefore = page.offset > 0;
  const base = { rows: records, exact: true, page: page.page, pageSize: page.pageSize, hasNext, hasBefore };
  if (!page.withTotal) return { ...base, total: -1 };
  // A page past the end has no row to carry the total.
  const total = fetched.length ? Number(fetched[0].__total) : hasBefore ? await counts.bounded() : 0;
  if (total <= COUNT_CAP) return { ...base, total };
  // More than COUNT_CAP match: the planner's estimate, as for any large list.
  return { ...base, exact: false, total: await counts.estimate() };
}

/** The page's statement: its rows with the matches' bounded count. */
function pageQuery(db: Db, table: PgTable, id: PgColumn, hits: SQL, others: SQL | undefined, page: SearchPage): Preparable<Row[]> {
  const dir = sql.raw(page.descending ? 'DESC' : 'ASC');
  // The hits drive: each is looked up by id (LATERAL, kept apart by OFFSET 0 so that the planner
  // cannot turn it into a join: a nested loop, never a walk of the table however many hits it
  // guesses), the other filters and the tenancy checked on it; the first COUNT_CAP + 1 in the
  // list's order (a bounded sort) are counted, then the page is cut.
  const matched = sql`(SELECT id, count(*) OVER () AS total FROM (
      SELECT row.id, row.sort_key FROM (${hits}) AS hit(id)
      CROSS JOIN LATERAL (SELECT ${id} AS id, ${page.sortColumn} AS sort_key FROM ${table} WHERE ${id} = hit.id AND ${others ?? sql`true`} OFFSET 0) AS row
      ORDER BY row.sort_key ${dir}, row.id ${dir} LIMIT ${sql.raw(String(COUNT_CAP + 1))}) AS first_matches
    ORDER BY sort_key ${dir}, id ${dir} LIMIT ${sql.raw(String(page.pageSize + 1))} OFFSET ${sql.raw(String(page.offset))}) AS matched`;
  return db
    .select({ ...getTableColumns(table), __total: sql<number>`matched.total`.mapWith(Number) })
    .from(table)
    .innerJoin(matched, sql`matched.id = ${id}`)
    .orderBy(...page.order) as unknown as Preparable<Row[]>;
}
