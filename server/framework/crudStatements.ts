/**
 * Statements built once per query shape. A list's SQL depends on its shape — the resource, who
 * asks (anonymous, staff, a brand user), the relations joined, the sort, the filter's keys and the
 * kind of each value, the page size and offset — and not on the values: those become placeholders
 * (`sql.placeholder`), the statement is built by drizzle once, prepared under a name derived from
 * its text (PostgreSQL parses and plans it once per connection, then reuses the plan) and kept in
 * a bounded LRU (lru-cache). Each request only collects its values (Binder) and executes.
 *
 * Page size and offset are part of the shape, written as numbers: with `LIMIT $1` PostgreSQL's
 * generic plan assumes a tenth of the table is read and never wins over planning each run, so a
 * parameterised page would be planned on every request. Deep offsets (beyond PREPARED_OFFSET_MAX)
 * are not prepared: each is a shape of its own, seldom asked twice.
 */
import { createHash } from 'node:crypto';
import { Column, SQL, Subquery, fillPlaceholders, getTableName, is, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** Offsets up to this are written into prepared statements; deeper pages are built for the request. */
export const PREPARED_OFFSET_MAX = 1000;
/** Query shapes kept per resource and database handle (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 100;

/**
 * The values of one request, in the order its statement binds them, and the tokens of its shape.
 * With `placeholders`, each value is written into the SQL as a placeholder (for a statement kept
 * and reused); without, as the value itself (a statement built for this request, as a text search
 * needs: its plan depends on the term).
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  readonly shape: string[] = [];
  private count = 0;

  constructor(readonly placeholders: boolean) {}

  /** A value in the statement; `column` encodes it like drizzle's own comparisons (dates, JSON…). */
  value(value: unknown, column?: PgColumn): unknown {
    return this.named(`p${this.count++}`, value, column);
  }

  /** The brand a brand user is confined to: one placeholder however many tables it confines. */
  brand(value: number, column: PgColumn): unknown {
    return this.named('brand', value, column);
  }

  /** Notes what the statement's text depends on. */
  mark(token: string): void {
    this.shape.push(token);
  }

  /** The shape and the values seen so far: equal keys, equal statements with equal values. */
  key(): string {
    return `${this.shape.join('&')}|${JSON.stringify(this.values)}`;
  }

  private named(name: string, value: unknown, column?: PgColumn): unknown {
    this.values[name] = value;
    if (!this.placeholders) return column ? sql.param(value, column) : sql.param(value);
    const placeholder = sql.placeholder(name);
    return column ? sql.param(placeholder, column) : placeholder;
  }
}

/** A statement's name, from its text: the same text prepares under the same name on every connection. */
export function statementName(text: string): string {
  return `papered_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

const dialect = new PgDialect();

/**
 * Rows of a hand-written statement (not a drizzle select: a summary of subqueries), run as a
 * named prepared statement with its values as parameters: parsed and planned once per connection.
 */
export async function rowsNamed<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The parts of drizzle's select builders used here: the text once, then a named prepared statement. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/** A statement prepared once: run with a request's values, its rows mapped as drizzle maps them. */
export interface KeptStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * Prepares a built query under the name of its text. Its rows are mapped by a mapper made once
 * for the statement (compileRowMapper) instead of drizzle's, which works out each column's decoder
 * and path again for every cell: for a page of 26 rows with 7 joined tables (85 columns) that was
 * a tenth of the server's CPU (docs/benchmarks.md, issue 28).
 */
export function prepareNamed<R>(query: Preparable<R>): KeptStatement<R> {
  return withRowMapper(query.prepare(statementName(query.toSQL().sql)));
}

/** drizzle's prepared select, run with a row mapper made once for it (compileRowMapper). */
function withRowMapper<R>(prepared: KeptStatement<R>): KeptStatement<R> {
  const parts = prepared as unknown as Partial<DrizzlePrepared>;
  // Anything other than drizzle's node-postgres select (another driver, a newer drizzle) runs as drizzle runs it.
  if (!parts.client || !parts.queryConfig || !parts.params || !parts.fields) return prepared;
  const { client, queryConfig, params, fields } = parts as DrizzlePrepared;
  const map = compileRowMapper(fields, parts.joinsNotNullableMap);
  if (!map) return prepared;
  return {
    execute: async (values = {}) => {
      const result = await client.query(queryConfig, fillPlaceholders(params, values));
      return result.rows.map(map) as R;
    },
  };
}

/**
 * Runs a query built for one request (a search, whose plan depends on its term) unnamed, so
 * PostgreSQL plans it for its values, with the mapper of prepareNamed: made once for the
 * statement rather than once per cell.
 */
export function runOnce<R>(query: Preparable<R>): Promise<R> {
  return withRowMapper(query.prepare('')).execute();
}

/** What drizzle-orm's node-postgres prepared select holds (NodePgPreparedQuery), read to run it with a mapper of our own. */
interface DrizzlePrepared {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  /** name, text, rowMode 'array' and drizzle's type parsers (dates stay text for the columns' decoders). */
  queryConfig: object;
  params: unknown[];
  fields: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * A row mapper equal to drizzle's `mapResultRow` for these fields, with each column's decoder,
 * path and table found once; undefined for a selection of another form (paths deeper than a
 * joined table's columns), which keeps drizzle's own mapper.
 */
export function compileRowMapper(
  fields: Array<{ path: string[]; field: unknown }>,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((row: unknown[]) => Record<string, unknown>) | undefined {
  if (fields.some(({ path }) => path.length > 2)) return undefined;
  const columns = fields.map(({ path, field }, index) => {
    const f = field as { decoder?: Decoder; _?: { sql: { decoder: Decoder } }; sql?: { decoder: Decoder }; table?: never };
    const decoder: Decoder = is(field, Column)
      ? (field as Decoder)
      : is(field, SQL)
        ? f.decoder!
        : is(field, Subquery)
          ? f._!.sql.decoder
          : f.sql!.decoder;
    return { index, path, decoder };
  });
  // drizzle's rule for a LEFT JOINed table: its object is null when its first column is null (and
  // the columns under that name are all of one table that the join may leave out).
  const nullable: Array<{ name: string; first: string }> = [];
  if (joinsNotNullableMap) {
    const groups = new Map<string, { first: string; table: string; mixed: boolean }>();
    for (const { path, field } of fields) {
      if (path.length !== 2 || !is(field, Column)) continue;
      const table = getTableName((field as Column).table);
      const group = groups.get(path[0]);
      if (!group) groups.set(path[0], { first: path[1], table, mixed: false });
      else if (group.table !== table) group.mixed = true;
    }
    for (const [name, group] of groups) if (!group.mixed && !joinsNotNullableMap[group.table]) nullable.push({ name, first: group.first });
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (const { index, path, decoder } of columns) {
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (path.length === 1) result[path[0]] = value;
      else ((result[path[0]] ??= {}) as Record<string, unknown>)[path[1]] = value;
    }
    for (const { name, first } of nullable) if ((result[name] as Record<string, unknown>)[first] === null) result[name] = null;
    return result;
  };
}

/** `column = ANY(values)`: one array parameter, so lists of any length share one statement. */
export function anyOf(column: PgColumn, values: unknown): SQL {
  return sql`${column} = ANY(${values})`;
}
