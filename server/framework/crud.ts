/**
 * Validated CRUD for a declared resource bound to its table: filtering, search, sorting,
 * pagination, access, brand tenancy, field errors and the audit log. REST routes and GraphQL
 * resolvers are both thin layers over this. The reads (lists, counts, rows by id) are in
 * crudList.ts, their filters in crudWhere.ts, joined relations in crudJoins.ts and the statements
 * kept per query shape in crudStatements.ts.
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Action } from '../../resources/access';
import { createSchema, fieldLabelKey, routeNameOf, updateSchema } from '../../resources/framework';
import { parseId } from '../../resources/ids';
import type { Field } from '../../resources/fields';
import { authorize, type Actor } from './actor';
import type { DbOrTx } from '../db/client';
import { badRequest, conflict, forbidden, notFound, validate, type FieldMessages } from '../http/errors';
import { createAudited, deleteAudited, updateAudited, type WriteOptions, type WriteTarget } from './write';
import { lockKept } from './writeStatements';
import { transact } from '../db/transaction';
import { isStaff } from '../../resources/access';
import { CrudReader } from './crudList';
import type { CreateExtra, ResourceHooks, Row } from './crudTypes';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

export {
  COUNT_CAP,
  JOINED,
  MAX_PAGE_SIZE,
  cappedCount,
  type BindingLookup,
  type CreateExtra,
  type JoinedRelation,
  type ListParams,
  type ListResult,
  type RelationTree,
  type ResourceBinding,
  type ResourceHooks,
  type Row,
} from './crudTypes';

export class CrudService extends CrudReader {
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

  private async findRow(db: DbOrTx, id: number | string, lock = false) {
    // The one id rule (resources/ids.ts): `2.0`, `+2`, `0x2` or `2e0` name no record.
    const numericId = parseId(id);
    if (numericId === undefined) throw badRequest('The id must be a whole number.', { id: FIELD_MESSAGES.message('integer') });
    let row: Row | undefined;
    if (lock) row = await lockKept(db, this.binding.table, 'id', numericId);
    else if (db === this.db) row = await this.byId(numericId);
    else
      [row] = (await db
        .select()
        .from(this.binding.table)
        .where(eq(this.column('id'), numericId))
        .limit(1)) as Row[];
    if (!row) throw notFound(`${this.resource.labels.one} ${id} was not found.`);
    return row;
  }

  /** Tenancy decided on the row as stored: its brand_id, or its own id for a brand. */
  private assertTenant(actor: Actor | undefined, row: Row, reading = false) {
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
  async assertUnique(tx: DbOrTx, input: Row, existing?: Row) {
    const errors = await this.uniqueErrors(tx, input, existing);
    // 409 like the database's own unique constraints (server/http/errors fromDatabaseError).
    if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
  }

  /** The field messages of the values declared `unique()` that are taken (see assertUnique). */
  async uniqueErrors(tx: DbOrTx, input: Row, existing?: Row) {
    const errors: FieldMessages = {};
    for (const [name, field] of Object.entries(this.resource.fields as Record<string, Field>)) {
      if (!field.uniqueness || !(name in this.cols.columns)) continue;
      const value = input[name] ?? (existing ? undefined : null);
      if (value === undefined || value === null || value === '') continue;
      const conditions: (SQL | undefined)[] = [sql`lower(${this.cols.columns[name]}) = lower(${String(value)})`];
      for (const scope of field.uniqueness.within) {
        const scoped = scope in input ? input[scope] : existing?.[scope];
        conditions.push(scoped == null ? isNull(this.column(scope)) : eq(this.column(scope), scoped));
      }
      if (existing) conditions.push(ne(this.column('id'), existing.id));
      const [taken] = await tx
        .select({ id: this.column('id') })
        .from(this.binding.table as PgTable)
        .where(and(...conditions))
        .limit(1);
      if (taken)
        // `resource`: the app words `one` by its resource's name key (providers/i18nProvider.ts).
        errors[name] = FIELD_MESSAGES.message('unique', {
          field: field.label ?? name,
          field_key: fieldLabelKey(this.resource, name),
          one: this.resource.labels.one.toLowerCase(),
          resource: routeNameOf(this.resource),
        });
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
    let input = (await validate(createSchema(this.resource), body ?? {})) as Row;
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
    let input = (await validate(updateSchema(this.resource), rest)) as Row;
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
