/**
 * Validated CRUD for a declared resource bound to its table: filtering, search, sorting,
 * pagination, access, brand tenancy, field errors and the audit log. REST routes and GraphQL
 * resolvers are both thin layers over this.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isStaff, type Action } from '../../resources/access';
import { createSchema, updateSchema, type ResourceDeclaration } from '../../resources/framework';
import { canAccess } from '../../resources/registry';
import type { Field } from '../../resources/fields';
import { assertBrandAccess, type Actor } from '../accounts/actor';
import type { Db, DbOrTx, Tx } from '../db/client';
import { badRequest, conflict, forbidden, notFound, unauthorized, validate } from '../http/errors';
import { recordAudit } from '../system/audit';

export interface ResourceBinding {
  resource: ResourceDeclaration<any>;
  table: PgTable;
  /** Custom behaviour next to the declaration, never a fork of the framework. */
  hooks?: ResourceHooks;
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

export const bind = (resource: ResourceDeclaration<any>, table: PgTable, hooks?: ResourceHooks): ResourceBinding => ({
  resource,
  table,
  hooks,
});

export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  /** 0-based page and page size; no page size means every row (capped). */
  page?: number;
  pageCount?: number;
  /** Rows to skip, instead of page × pageCount (GraphQL `offset`). */
  offset?: number;
  /** false skips the count query when the caller needs no total (total is then -1). */
  withTotal?: boolean;
}

export const MAX_PAGE_SIZE = 500;
const UNPAGED_LIMIT = 5000;
const OPERATORS = ['_gte', '_lte', '_ne', '_like', '_null'] as const;

export class CrudService {
  private columns: Record<string, PgColumn>;
  constructor(
    private db: Db,
    private binding: ResourceBinding,
  ) {
    this.columns = getTableColumns(binding.table) as Record<string, PgColumn>;
  }

  get resource() {
    return this.binding.resource;
  }

  /** Access check for one action. `actor` undefined means a public call (allowed by `serve.public`). */
  assertAllowed(actor: Actor | undefined, action: Action) {
    if (!actor) throw unauthorized();
    if (!canAccess(actor.role, this.resource.name, action)) throw forbidden();
  }

  private column(name: string, errorKey = name): PgColumn {
    const column = this.columns[name];
    if (!column) throw badRequest(`Unknown field: ${name}`, { [errorKey]: `Unknown field: ${name}` });
    return column;
  }

  /** The WHERE clause of a filter object: equality, arrays (IN), q (search) and _gte/_lte/_ne/_like/_null suffixes. */
  private where(filter: Record<string, unknown> = {}, actor?: Actor): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        const search = this.resource.list.search ?? [];
        const term = `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(...search.map((f: string) => ilike(sql`${this.column(f)}::text`, term))));
        continue;
      }
      const op = OPERATORS.find((o) => key.endsWith(o));
      const field = op ? key.slice(0, -op.length) : key;
      const column = this.column(field, key);
      if (op === '_gte') conditions.push(gte(column, value));
      else if (op === '_lte') conditions.push(lte(column, value));
      else if (op === '_ne') conditions.push(ne(column, value));
      else if (op === '_like') conditions.push(ilike(sql`${column}::text`, `%${String(value)}%`));
      else if (op === '_null') conditions.push(value === true || value === 'true' ? isNull(column) : sql`${column} IS NOT NULL`);
      else if (Array.isArray(value)) conditions.push(value.length ? inArray(column, value) : sql`false`);
      else if (value === null) conditions.push(isNull(column));
      else conditions.push(eq(column, value));
    }
    const brand = actor && this.confinedBrand(actor);
    if (brand !== undefined) {
      if (filter.brand_id !== undefined && Number(filter.brand_id) !== brand) throw forbidden('You can only act on your own brand.');
      conditions.push(eq(this.column('brand_id'), brand));
    }
    return and(...conditions);
  }

  private confinedBrand(actor: Actor): number | undefined {
    if (this.resource.tenancy !== 'brand' || isStaff(actor.role)) return undefined;
    return actor.brand_id ?? -1;
  }

  async list(actor: Actor | undefined, params: ListParams = {}) {
    const where = this.where(params.filter, actor);
    const [defaultSort, defaultOrder] = this.resource.list.sort ?? ['id', 'ASC'];
    const sortColumn = this.column(params.sort || defaultSort, 'sort_by');
    const direction = (params.order ?? (params.sort ? 'ASC' : defaultOrder)) === 'DESC' ? desc : asc;
    const pageSize = params.pageCount === undefined ? undefined : Math.min(Math.max(params.pageCount, 1), MAX_PAGE_SIZE);
    const page = Math.max(params.page ?? 0, 0);
    const query = this.db
      .select()
      .from(this.binding.table)
      .where(where)
      .orderBy(direction(sortColumn), asc(this.column('id')))
      .limit(pageSize ?? UNPAGED_LIMIT)
      .offset(params.offset !== undefined ? Math.max(params.offset, 0) : pageSize ? page * pageSize : 0);
    if (params.withTotal === false) return { rows: (await query) as Record<string, any>[], total: -1, page, pageSize };
    const [rows, [{ total }]] = await Promise.all([query, this.db.select({ total: count() }).from(this.binding.table).where(where)]);
    return { rows: rows as Record<string, any>[], total: Number(total), page, pageSize };
  }

  /** How many rows a filter matches (for clients that page without a total). */
  async count(actor: Actor | undefined, filter?: Record<string, unknown>): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(this.binding.table).where(this.where(filter, actor));
    return Number(total);
  }

  private async findRow(db: DbOrTx, id: number | string, lock = false) {
    const numericId = Number(id);
    if (!Number.isInteger(numericId)) throw badRequest('The id must be a number.', { id: 'Must be a number' });
    const query = db
      .select()
      .from(this.binding.table)
      .where(eq(this.column('id'), numericId))
      .limit(1);
    const [row] = (await (lock ? query.for('update') : query)) as Record<string, any>[];
    if (!row) throw notFound(`${this.resource.labels.one} ${id} was not found.`);
    return row;
  }

  private assertTenant(actor: Actor | undefined, row: Record<string, any>) {
    if (actor && this.resource.tenancy === 'brand') assertBrandAccess(actor, row.brand_id);
  }

  async get(actor: Actor | undefined, id: number | string) {
    const row = await this.findRow(this.db, id);
    this.assertTenant(actor, row);
    return row;
  }

  /**
   * A 409 with a field message when a value declared `unique()` is taken, case-insensitively,
   * among the records sharing its `within` fields (the record being updated excepted).
   */
  async assertUnique(tx: DbOrTx, input: Record<string, any>, existing?: Record<string, any>) {
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
    // 409 like the database's own unique constraints (server/http/errors fromDatabaseError).
    if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
  }

  async create(actor: Actor, body: unknown) {
    this.assertAllowed(actor, 'Add');
    let input = (await validate(createSchema(this.resource), body ?? {})) as Record<string, any>;
    if (this.resource.tenancy === 'brand') {
      const brand = this.confinedBrand(actor);
      if (brand !== undefined) {
        if (input.brand_id != null && input.brand_id !== brand) throw forbidden('You can only act on your own brand.');
        input.brand_id = brand;
      }
    }
    return this.db.transaction(async (tx) => {
      await this.assertUnique(tx, input);
      if (this.binding.hooks?.beforeWrite) input = await this.binding.hooks.beforeWrite(tx, input, { actor });
      const [row] = (await tx.insert(this.binding.table).values(input).returning()) as Record<string, any>[];
      await this.binding.hooks?.afterWrite?.(tx, row, { actor, action: 'create' });
      await recordAudit(tx, actor, {
        action: 'create',
        resource: this.resource.name,
        record_id: row.id,
        brand_id: row.brand_id,
        after: row,
      });
      return row;
    });
  }

  async update(actor: Actor, id: number | string, body: unknown) {
    this.assertAllowed(actor, 'Edit');
    const { id: _ignored, created_at: _c, updated_at: _u, ...rest } = (body ?? {}) as Record<string, unknown>;
    let input = (await validate(updateSchema(this.resource), rest)) as Record<string, any>;
    return this.db.transaction(async (tx) => {
      const before = await this.findRow(tx, id, true);
      this.assertTenant(actor, before);
      if (this.resource.tenancy === 'brand' && input.brand_id !== undefined) assertBrandAccess(actor, input.brand_id);
      await this.assertUnique(tx, input, before);
      if (this.binding.hooks?.beforeWrite) input = await this.binding.hooks.beforeWrite(tx, input, { actor, existing: before });
      if ('updated_at' in this.columns) input.updated_at = new Date();
      else if (!Object.keys(input).length) return before; // nothing to change
      const [row] = (await tx
        .update(this.binding.table)
        .set(input)
        .where(eq(this.column('id'), before.id))
        .returning()) as Record<string, any>[];
      await this.binding.hooks?.afterWrite?.(tx, row, { actor, action: 'update', before });
      await recordAudit(tx, actor, {
        action: 'update',
        resource: this.resource.name,
        record_id: row.id,
        brand_id: row.brand_id,
        before,
        after: row,
      });
      return row;
    });
  }

  async delete(actor: Actor, id: number | string) {
    this.assertAllowed(actor, 'Delete');
    return this.db.transaction(async (tx) => {
      const before = await this.findRow(tx, id, true);
      this.assertTenant(actor, before);
      await tx.delete(this.binding.table).where(eq(this.column('id'), before.id));
      await this.binding.hooks?.afterWrite?.(tx, before, { actor, action: 'delete', before });
      await recordAudit(tx, actor, {
        action: 'delete',
        resource: this.resource.name,
        record_id: before.id,
        brand_id: before.brand_id,
        before,
      });
      return before;
    });
  }
}
