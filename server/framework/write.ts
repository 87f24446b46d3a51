/**
 * The one way a record changes: create, update or delete it and write exactly one audit row
 * (actor, action, resource, id, before and after) in the same transaction. An update changes only
 * the fields it is given (`undefined` leaves a field alone, `null` clears it), and an update that
 * changes nothing writes nothing — no row, no audit entry. Declared CRUD (crud.ts) and every
 * hand-written route use these instead of an update followed by its own `recordAudit`. Their
 * statements are built once per shape (table and columns written) and prepared (writeStatements.ts).
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import type { Actor } from './actor';
import { recordAudit, type AuditEntry } from './audit';
import { deleteKept, insertKept, lockKept, updateKept } from './writeStatements';

type Row = Record<string, unknown>;
/** The row type of a table; a plain record for an untyped one (declared CRUD). */
type Selected<T extends PgTable> = PgTable extends T ? Row : T['$inferSelect'];

/** A table and the resource name its audit rows carry (the declaration's name, e.g. `billing-details`). */
export interface WriteTarget<T extends PgTable = PgTable> {
  table: T;
  resource: string;
  /** The column that names a record (`id` unless the table is keyed otherwise, e.g. `brand_id`). */
  key?: string;
}

export interface WriteOptions {
  /** The audit action; `create`, `update` or `delete` by default ('cancel', 'push', 'resync' …). */
  action?: string;
  /** The brand the audit row is filed under, when the row itself has no `brand_id`. */
  brand_id?: number | null;
}

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

/** A value as the database returns and compares it: dates as ISO text, numbers as text (numeric columns), keys sorted. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Row)[k])]),
    );
  return value;
}

/** Whether a stored value and a new one are the same (a `2` sent for numeric `'2.00'` is not a change only when equal as text). */
export function sameValue(stored: unknown, next: unknown): boolean {
  if (stored instanceof Date && (typeof next === 'string' || next instanceof Date)) {
    const time = new Date(next as string | Date).getTime();
    return !Number.isNaN(time) && stored.getTime() === time;
  }
  if (typeof stored === 'string' && typeof next === 'number' && stored.trim() !== '' && Number(stored) === next) return true;
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(next));
}

/**
 * The fields of `input` that would change `before`: keys with `undefined` are not sent and keep
 * their value, `null` clears. Keys that are no column are left out, as drizzle's `set` would.
 */
export function changedFields(table: PgTable, before: Row, input: Row): Row {
  const columns = columnsOf(table);
  const changes: Row = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'updated_at' || key === 'created_at') continue;
    if (!Object.hasOwn(columns, key)) continue;
    if (!sameValue(before[key], value)) changes[key] = value;
  }
  return changes;
}

const keyOf = (target: WriteTarget) => target.key ?? 'id';
const idOf = (target: WriteTarget, row: Row) => row[target.key ?? 'id'] as string | number | null;

/**
 * The one audit row of a write on `target`: the action given or the write's own, the record the
 * row is (after, else before), filed under the given brand or the record's.
 */
function auditWrite(
  tx: DbOrTx,
  actor: Actor | null,
  target: WriteTarget,
  options: WriteOptions,
  write: { action: string; before?: Row; after?: Row },
) {
  const record = (write.after ?? write.before)!;
  return recordAudit(tx, actor, {
    action: options.action ?? write.action,
    resource: target.resource,
    record_id: idOf(target, record),
    brand_id: options.brand_id ?? (record.brand_id as number | null | undefined),
    before: write.before,
    after: write.after,
  });
}

/** The record of `id` (its key), locked for the rest of the transaction; 404 when there is none. */
export async function lockRow(tx: DbOrTx, target: WriteTarget, id: number, label = 'The record'): Promise<Row> {
  const row = await lockKept(tx, target.table, keyOf(target), id);
  if (!row) throw notFound(`${label} ${id} was not found.`);
  return row;
}

/** Inserts a record and its audit row. */
export async function createAudited<T extends PgTable>(
  tx: DbOrTx,
  actor: Actor | null,
  target: WriteTarget<T>,
  values: Row,
  options: WriteOptions = {},
): Promise<Selected<T>> {
  const [row] = await insertKept(tx, target.table, values);
  await auditWrite(tx, actor, target, options, { action: 'create', after: row });
  return row;
}

/**
 * Changes the fields of `input` that differ on the record `before` (read and locked by the caller,
 * or its id: then read and locked here) and writes one audit row. Nothing differs → nothing is
 * written and `changed` is false.
 */
export async function updateAudited<T extends PgTable>(
  tx: DbOrTx,
  actor: Actor | null,
  target: WriteTarget<T>,
  before: Row | number,
  input: Row,
  options: WriteOptions = {},
): Promise<{ row: Selected<T>; before: Selected<T>; changed: boolean }> {
  const current = typeof before === 'number' ? await lockRow(tx, target, before) : before;
  const changes = changedFields(target.table, current, input);
  if (!Object.keys(changes).length) return { row: current, before: current, changed: false };
  if (Object.hasOwn(columnsOf(target.table), 'updated_at')) changes.updated_at = new Date();
  const [row] = await updateKept(tx, target.table, keyOf(target), idOf(target, current), changes);
  await auditWrite(tx, actor, target, options, { action: 'update', before: current, after: row });
  return { row, before: current, changed: true };
}

/** Deletes a record (the row `before`, or its id) and writes one audit row with what it was. */
export async function deleteAudited(
  tx: DbOrTx,
  actor: Actor | null,
  target: WriteTarget,
  before: Row | number,
  options: WriteOptions = {},
) {
  const current = typeof before === 'number' ? await lockRow(tx, target, before) : before;
  await deleteKept(tx, target.table, keyOf(target), idOf(target, current));
  await auditWrite(tx, actor, target, options, { action: 'delete', before: current });
  return current;
}

/**
 * The audit row of a change that is not one record's insert, update or delete (an order cancelled
 * with its lines, a store push, a resync of many variants): one row for the request, with what the
 * record was and became.
 */
export async function auditChange(tx: DbOrTx, actor: Actor | null, entry: AuditEntry & { record_id: number | string | null }) {
  await recordAudit(tx, actor, entry);
}
