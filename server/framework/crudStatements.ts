/**
 * Statements built once per query shape. A list's SQL depends on its shape — the resource, who
 * asks (anonymous, staff, a brand user), the relations joined, the sort, the filter's keys and the
 * kind of each value, the page size and offset — and not on the values: those become placeholders
 * (`sql.placeholder`), the statement is built by drizzle once, prepared under a name derived from
 * its text (PostgreSQL parses and plans it once per connection, then reuses the plan) and kept in
 * a bounded LRU (StatementCache). Each request only collects its values (Binder) and executes.
 *
 * Page size and offset are part of the shape, written as numbers: with `LIMIT $1` PostgreSQL's
 * generic plan assumes a tenth of the table is read and never wins over planning each run, so a
 * parameterised page would be planned on every request. Deep offsets (beyond PREPARED_OFFSET_MAX)
 * are not prepared: each is a shape of its own, seldom asked twice.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** A Map with a bound: reading an entry makes it the newest; past `size`, the oldest goes. */
export class StatementCache<T> {
  private entries = new Map<string, T>();

  constructor(private size = STATEMENT_CACHE_SIZE) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: T): T {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  get length(): number {
    return this.entries.size;
  }
}

/** The parts of drizzle's select builders used here: the text once, then a named prepared statement. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/** Prepares a built query under the name of its text. */
export function prepareNamed<R>(query: Preparable<R>): { execute(values?: Record<string, unknown>): Promise<R> } {
  return query.prepare(statementName(query.toSQL().sql));
}

/** `column = ANY(values)`: one array parameter, so lists of any length share one statement. */
export function anyOf(column: PgColumn, values: unknown): SQL {
  return sql`${column} = ANY(${values})`;
}
