/**
 * Write statements built once per shape, as the reads' are (crudStatements.ts). A write's SQL
 * depends on its table, its kind (insert, update, delete, the row locked before them) and the set
 * of columns it writes — not on the values: those are placeholders. The first write of a shape
 * builds its text with drizzle and keeps it (a bounded LRU per table); every write of that shape
 * then runs it as a named prepared statement on the transaction's connection (PostgreSQL parses
 * and plans it once per connection), so a request only collects its values.
 *
 * A prepared statement is bound to a connection and a write runs on its transaction's, so what is
 * kept is the text, its parameters and the columns it returns, not drizzle's prepared query: each
 * write asks its handle's session for one (`prepareQuery`, the step drizzle's own `.prepare()` ends
 * with) — no SQL is built again.
 */
import { SQL, getTableColumns, is, sql, type Query } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { LRUCache } from 'lru-cache';
import { statementName } from './crudStatements';

type Row = Record<string, unknown>;

/** A write's text (with placeholders), its parameters, the columns it returns and its name. */
interface WriteStatement {
  query: Query;
  fields?: SelectedFieldsOrdered;
  name: string;
}

/** Write shapes kept per table (least recently used dropped first). */
export const WRITE_SHAPES_KEPT = 100;

const keptByTable = new WeakMap<PgTable, LRUCache<string, WriteStatement>>();

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

/** Every column of the table, in drizzle's order: what `returning()` and `select()` map a row from. */
const allFields = (table: PgTable): SelectedFieldsOrdered =>
  Object.entries(columnsOf(table)).map(([key, column]) => ({ path: [key], field: column }));

/**
 * A placeholder for a column's value, encoded as drizzle encodes a value written in (a date as ISO
 * text, JSON as text); `null` stays NULL — drizzle's own placeholders would encode it (JSON `null`).
 */
function valueOf(column: PgColumn, name: string): SQL {
  const encoder = { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)) };
  return sql`${sql.param(sql.placeholder(name), encoder)}`;
}

/** Columns with a value computed in JavaScript at build time ($defaultFn, $onUpdate) cannot be kept: it would be frozen. */
const computedColumns = new WeakMap<PgTable, boolean>();
function hasComputedColumns(table: PgTable): boolean {
  let computed = computedColumns.get(table);
  if (computed === undefined) {
    computed = Object.values(columnsOf(table)).some((c) => c.defaultFn !== undefined || c.onUpdateFn !== undefined);
    computedColumns.set(table, computed);
  }
  return computed;
}

/** The statement of `shape` on `table`: kept, or built by `build` (given placeholders) and kept. */
function statementOf(table: PgTable, shape: string, build: () => { toSQL(): Query }, returning: boolean): WriteStatement {
  let kept = keptByTable.get(table);
  if (!kept) keptByTable.set(table, (kept = new LRUCache<string, WriteStatement>({ max: WRITE_SHAPES_KEPT })));
  const found = kept.get(shape);
  if (found) return found;
  const query = build().toSQL();
  const statement = { query, fields: returning ? allFields(table) : undefined, name: statementName(query.sql) };
  kept.set(shape, statement);
  return statement;
}

/** Runs a kept statement on `db`'s connection (a transaction's, or the pool's) with the values of this write. */
async function run(db: DbOrTx, statement: WriteStatement, values: Row): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(statement.query, statement.fields, statement.name, true);
  const result = (await prepared.execute(values)) as unknown;
  return statement.fields ? (result as Row[]) : [];
}

/** The columns of `values` a write sets, sorted (the shape), or undefined when the write cannot be kept. */
function writtenColumns(table: PgTable, values: Row): string[] | undefined {
  if (hasComputedColumns(table)) return undefined;
  const columns = columnsOf(table);
  const written = Object.keys(values).filter((key) => values[key] !== undefined && Object.hasOwn(columns, key));
  if (written.some((key) => is(values[key], SQL))) return undefined;
  return written.sort();
}

/** Placeholder values by column, named as the statement names them. */
const bound = (names: string[], values: Row): Row => Object.fromEntries(names.map((key) => [`v_${key}`, values[key]]));

const placeholders = (table: PgTable, names: string[]): Row =>
  Object.fromEntries(names.map((key) => [key, valueOf(columnsOf(table)[key], `v_${key}`)]));

/** `INSERT … RETURNING *` (or without RETURNING): columns not given take their default, as drizzle's `values()` does. */
export async function insertKept(db: DbOrTx, table: PgTable, values: Row, returning = true): Promise<Row[]> {
  const names = writtenColumns(table, values);
  if (!names) {
    const insert = db.insert(table).values(values);
    return returning ? ((await insert.returning()) as Row[]) : (await insert, []);
  }
  const statement = statementOf(
    table,
    `insert:${returning}:${names.join(',')}`,
    () => {
      const insert = db.insert(table).values(placeholders(table, names));
      return returning ? insert.returning() : insert;
    },
    returning,
  );
  return run(db, statement, bound(names, values));
}

/** `UPDATE … SET <changes> WHERE key = id RETURNING *`. */
export async function updateKept(db: DbOrTx, table: PgTable, key: string, id: unknown, changes: Row): Promise<Row[]> {
  const keyColumn = columnsOf(table)[key];
  const names = writtenColumns(table, changes);
  if (!names)
    return (await db
      .update(table)
      .set(changes)
      .where(sql`${keyColumn} = ${sql.param(id, keyColumn)}`)
      .returning()) as Row[];
  const statement = statementOf(
    table,
    `update:${key}:${names.join(',')}`,
    () =>
      db
        .update(table)
        .set(placeholders(table, names))
        .where(sql`${keyColumn} = ${valueOf(keyColumn, 'key')}`)
        .returning(),
    true,
  );
  return run(db, statement, { ...bound(names, changes), key: id });
}

/** `DELETE … WHERE key = id`. */
export async function deleteKept(db: DbOrTx, table: PgTable, key: string, id: unknown): Promise<void> {
  const keyColumn = columnsOf(table)[key];
  const statement = statementOf(
    table,
    `delete:${key}`,
    () => db.delete(table).where(sql`${keyColumn} = ${valueOf(keyColumn, 'key')}`),
    false,
  );
  await run(db, statement, { key: id });
}

/** The row whose `key` is `id`, locked for the rest of the transaction (`SELECT … FOR UPDATE`), or undefined. */
export async function lockKept(db: DbOrTx, table: PgTable, key: string, id: unknown): Promise<Row | undefined> {
  const keyColumn = columnsOf(table)[key];
  const statement = statementOf(
    table,
    `lock:${key}`,
    () =>
      db
        .select()
        .from(table)
        .where(sql`${keyColumn} = ${valueOf(keyColumn, 'key')}`)
        .limit(1)
        .for('update'),
    true,
  );
  return (await run(db, statement, { key: id }))[0];
}
