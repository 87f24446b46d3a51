/**
 * CSV import: the app parses the file and maps its columns to the target's fields, then sends the
 * rows. A target is a declared resource that opts in (`csvImport: true` on its declaration) or an
 * area's own (`imports` of its ServerArea: the price lines of a pricing template).
 *
 *   POST /api/imports/{name}/validate  {brand_id?, rows, …}  → every row's field errors; saves nothing
 *   POST /api/imports/{name}           {brand_id?, rows, …}  → all rows saved in one transaction, or
 *                                                             none (422, errors keyed `row N.field`)
 *
 * For a declaration, a row is checked as a create of the record is (the declaration's create schema,
 * its `unique()` fields — in the file and in the database —, the binding's beforeWrite hook),
 * references may be given by id or by the referenced record's name as written, and brand tenancy and
 * access are the resource's own. Every import writes one audit row for the request (action
 * `import`), as every request that changes many records does. Row messages may be keyed
 * (resources/i18n/areas): the report carries their keys beside the English (`message_codes`).
 */
import { Router, type Request } from 'express';
import * as yup from 'yup';
import { isStaff, type Action } from '../../resources/access';
import { createSchema, representRecord, type ResourceDeclaration } from '../../resources/framework';
import type { Field } from '../../resources/fields';
import { idSchema } from '../../resources/ids';
import { RESOURCES } from '../../resources/registry';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { transact } from '../db/transaction';
import { HttpError, badRequest, fieldMessagesOf, splitFieldMessages, validate, type FieldMessages } from '../http/errors';
import type { RouteDoc } from '../http/routeDocs';
import { actorOf, authorize, type Actor } from './actor';
import type { AuditEntry } from './audit';
import type { CrudService } from './crud';
import { auditChange } from './write';
import { FIELD_MESSAGES, IMPORT_MESSAGES } from '../../resources/i18n/areas/system';
import type { CodedMessage } from '../../resources/i18n/catalogue';

/** Most rows one import takes. */
export const IMPORT_MAX_ROWS = 5000;

/** The declarations that take a CSV import. */
export const importableResources = (): ResourceDeclaration[] => RESOURCES.filter((r) => r.csvImport);

const cell = yup
  .mixed()
  .test('cell', 'Must be a text, a number, true or false', (v) => v == null || ['string', 'number', 'boolean'].includes(typeof v));

/** The rows of both calls: field → value, as the file has them. */
export const importRowsSchema = yup
  .array(
    yup
      .object()
      .required()
      .test('cells', 'Each value must be a text, a number, true or false', (row) =>
        Object.values(row ?? {}).every((v) => cell.isValidSync(v)),
      ),
  )
  .min(1, IMPORT_MESSAGES.message('no_rows').text)
  .max(IMPORT_MAX_ROWS, IMPORT_MESSAGES.message('too_many_rows', { max: IMPORT_MAX_ROWS }).text)
  .required('Must provide a value');

/** The body of a declaration's import: the rows and, for staff, the brand they go to. */
export const importBodySchema = yup.object({ brand_id: idSchema(), rows: importRowsSchema });

export interface ImportRowErrors {
  /** The row's place among the file's data rows, from 1. */
  row: number;
  /** The English messages, by field. */
  errors: Record<string, string>;
  /** The keyed ones' keys and values (resources/i18n/areas), by field: the app words them by key. */
  message_codes?: Record<string, CodedMessage>;
}

/** A row's report entry from its messages, English or keyed. */
export function rowErrors(row: number, messages: FieldMessages): ImportRowErrors {
  return { row, ...splitFieldMessages(messages) };
}

/** What one import request does: check every row, then (the import itself) save the ready ones. */
export interface ImportRun<R = unknown> {
  check(tx: Tx, rows: Record<string, unknown>[]): Promise<{ report: ImportReport; ready: R[] }>;
  /** Saves the checked rows: the call's answer and what the request's one audit row says. */
  save(tx: Tx, ready: R[]): Promise<{ answer: { created: number } & Record<string, unknown>; audit: Omit<AuditEntry, 'action'> }>;
}

/** Something a CSV can be imported into, at /api/imports/<name>. */
export interface ImportTarget {
  name: string;
  /** What the rows become, for the route documentation ("price lines"). */
  many: string;
  /** Who may import: the access of adding what the rows become. */
  access: { resource: string; action: Action };
  tenancy?: RouteDoc['tenancy'];
  /** The body of both calls: `importBodySchema`, with the target's own fields. */
  body: yup.ObjectSchema<Record<string, unknown>>;
  /** What the access-matrix suite adds to `{rows: [{}]}` to reach the access decision. */
  probe?: Record<string, unknown>;
  /** One request's import, given its validated body (access is checked before). */
  open(ctx: AppContext, actor: Actor, body: Record<string, unknown>): Promise<ImportRun> | ImportRun;
}

export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  /** The rows with errors only. */
  rows: ImportRowErrors[];
}

/** A value as sent: text trimmed, an empty cell left out (the field's default or no value). */
export function cleaned(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  return value ?? undefined;
}

/** The column its references are named by in a file: the referenced resource's `represent` field, when it is one. */
const namedBy = (declaration: ResourceDeclaration | undefined) =>
  declaration && typeof declaration.represent === 'string' ? declaration.represent : undefined;

class Importer {
  private references = new Map<string, Map<string, number | null>>();
  constructor(
    private ctx: AppContext,
    private crud: CrudService,
    private actor: Actor,
  ) {}

  get resource() {
    return this.crud.resource;
  }

  /** A reference given by name (not an id): the id of the record the actor sees with that name, else null. */
  private async referenceId(field: Field, value: string): Promise<number | null> {
    const target = this.ctx.resources.find(field.reference!);
    const column = namedBy(target?.resource);
    if (!target || !column) return null;
    let byName = this.references.get(field.reference!);
    if (!byName) this.references.set(field.reference!, (byName = new Map()));
    if (!byName.has(value)) {
      const found = await this.ctx.resources
        .crud(this.ctx.database.db, field.reference!)
        .list(this.actor, { filter: { [column]: value }, cap: 2 })
        .catch(() => ({ rows: [] as Record<string, unknown>[] }));
      byName.set(value, found.rows.length === 1 ? Number(found.rows[0].id) : null);
    }
    return byName.get(value)!;
  }

  /** The brand every row goes to: a brand user's own; for staff the one chosen (required when the resource is a brand's). */
  brandOf(chosen: number | undefined): number | undefined {
    const tenancy = this.resource.tenancy;
    if (!tenancy || tenancy === 'self') return undefined;
    if (!isStaff(this.actor.role)) {
      if (chosen !== undefined && chosen !== this.actor.brand_id)
        throw new HttpError(403, 'forbidden', 'You can only act on your own brand.');
      return this.actor.brand_id ?? -1;
    }
    if (tenancy === 'brand' && chosen === undefined)
      throw badRequest(IMPORT_MESSAGES.message('choose_brand'), { brand_id: FIELD_MESSAGES.message('required') });
    return chosen;
  }

  /** One row as its create would take it, or its field errors. */
  async prepare(tx: Tx, raw: Record<string, unknown>, brand: number | undefined) {
    const errors: FieldMessages = {};
    const fields = this.resource.fields as Record<string, Field>;
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const v = cleaned(value);
      if (v === undefined) continue;
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (field?.type === 'reference' && typeof v === 'string' && !/^\d+$/.test(v)) {
        const id = await this.referenceId(field, v);
        if (id === null) errors[key] = IMPORT_MESSAGES.message('not_found', { name: v });
        else input[key] = id;
        continue;
      }
      input[key] = v;
    }
    if (brand !== undefined && Object.hasOwn(fields, 'brand_id')) {
      if (input.brand_id !== undefined && Number(input.brand_id) !== brand && !errors.brand_id)
        errors.brand_id = IMPORT_MESSAGES.message('another_brand');
      input.brand_id = brand;
    }
    let checked: Record<string, unknown> = {};
    try {
      checked = (await validate(createSchema(this.resource), input)) as Record<string, unknown>;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      Object.assign(errors, { ...(err.errors ? fieldMessagesOf(err) : { _: err.message }), ...errors });
    }
    if (!Object.keys(errors).length) Object.assign(errors, await this.crud.uniqueErrors(tx, checked));
    if (!Object.keys(errors).length && this.crud.hooks?.beforeWrite) {
      try {
        checked = await this.crud.hooks.beforeWrite(tx, checked, { actor: this.actor });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        Object.assign(errors, err.errors ? fieldMessagesOf(err) : { _: err.message });
      }
    }
    return { input: checked, errors };
  }

  /** Every row checked (and, when `save`, created): the report, and the rows ready to insert. */
  async check(tx: Tx, rows: Record<string, unknown>[], brand: number | undefined) {
    const report: ImportReport = { total: rows.length, valid: 0, invalid: 0, rows: [] };
    const ready: Record<string, unknown>[] = [];
    const uniques = Object.entries(this.resource.fields as Record<string, Field>).filter(([, f]) => f.uniqueness);
    const seen = new Map<string, number>();
    for (const [index, raw] of rows.entries()) {
      const { input, errors } = await this.prepare(tx, raw, brand);
      // The same unique value twice in the file: the database check cannot see rows not yet made.
      for (const [name, field] of uniques) {
        const value = input[name];
        if (value == null || value === '' || errors[name]) continue;
        const key = [name, String(value).toLowerCase(), ...field.uniqueness!.within.map((w) => String(input[w] ?? ''))].join('\u0000');
        const first = seen.get(key);
        if (first !== undefined) errors[name] = IMPORT_MESSAGES.message('duplicate_row', { row: first });
        else seen.set(key, index + 1);
      }
      if (Object.keys(errors).length) report.rows.push(rowErrors(index + 1, errors));
      else ready.push(input);
    }
    report.invalid = report.rows.length;
    report.valid = rows.length - report.invalid;
    return { report, ready };
  }
}

/** A declaration that takes a CSV import, as an import target: its records created, one audit row listing them. */
function declaredTarget(declaration: ResourceDeclaration): ImportTarget {
  return {
    name: declaration.name,
    many: declaration.labels.many.toLowerCase(),
    access: { resource: declaration.name, action: 'Add' },
    tenancy: declaration.tenancy ? { in: 'body', name: 'brand_id', names: 'brand' } : undefined,
    body: importBodySchema as yup.ObjectSchema<Record<string, unknown>>,
    open(ctx, actor, body) {
      const crud = ctx.resources.crud(ctx.database.db, declaration.name);
      crud.assertAllowed(actor, 'Add');
      const importer = new Importer(ctx, crud, actor);
      const brand = importer.brandOf((body.brand_id as number | undefined) ?? undefined);
      return {
        check: (tx, rows) => importer.check(tx, rows, brand),
        async save(tx, ready) {
          const records: Record<string, unknown>[] = [];
          for (const input of ready as Record<string, unknown>[]) {
            const [row] = (await tx.insert(crud.table).values(input).returning()) as Record<string, unknown>[];
            await crud.hooks?.afterWrite?.(tx, row, { actor, action: 'create' });
            records.push(row);
          }
          return {
            answer: { created: records.length, ids: records.map((r) => r.id) },
            audit: {
              resource: declaration.name,
              record_id: null,
              brand_id: brand ?? null,
              before: null,
              after: { count: records.length, records: records.map((r) => ({ id: r.id, name: representRecord(declaration, r) })) },
            },
          };
        },
      };
    },
  };
}

/** Every import target: the declarations that take one, then the areas' own. */
const importTargets = (ctx: AppContext): ImportTarget[] => [
  ...importableResources().map(declaredTarget),
  ...ctx.resources.areas.flatMap((area) => area.imports ?? []),
];

/** The calls of every import target, at /api/imports/<name>. */
export function importRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  for (const target of importTargets(ctx)) {
    const begin = async (req: Request) => {
      const actor = authorize(actorOf(req), target.access);
      const body = (await validate(target.body, req.body)) as Record<string, unknown>;
      const run = await target.open(ctx, actor, body);
      return { actor, run, rows: body.rows as Record<string, unknown>[] };
    };

    router.post(`/${target.name}/validate`, async (req, res) => {
      const { run, rows } = await begin(req);
      const { report } = await transact(db, (tx) => run.check(tx, rows));
      res.json(report);
    });

    router.post(`/${target.name}`, async (req, res) => {
      const { actor, run, rows } = await begin(req);
      const answer = await transact(db, async (tx) => {
        const { report, ready } = await run.check(tx, rows);
        if (report.invalid) {
          const errors: FieldMessages = {};
          for (const r of report.rows)
            for (const [field, text] of Object.entries(r.errors)) {
              const coded = r.message_codes?.[field];
              errors[`row ${r.row}.${field}`] = coded ? { ...coded, text } : text;
            }
          throw new HttpError(422, 'invalid_rows', IMPORT_MESSAGES.message('rows_invalid', { count: report.invalid }), errors);
        }
        const saved = await run.save(tx, ready);
        // One audit row for the request (docs/architecture.md "Write policy").
        await auditChange(tx, actor, { action: 'import', ...saved.audit, record_id: saved.audit.record_id ?? null });
        return saved.answer;
      });
      res.status(201).json(answer);
    });
  }
  return router;
}

/** The route documentation of one import target's two calls. */
export function importTargetDocs(target: ImportTarget): RouteDoc[] {
  const base = { access: target.access, tenancy: target.tenancy, body: target.body, probe: { body: { rows: [{}], ...target.probe } } };
  return [
    {
      method: 'post',
      path: `/api/imports/${target.name}/validate`,
      summary: `Check a CSV import of ${target.many} row by row; saves nothing`,
      ...base,
    },
    { method: 'post', path: `/api/imports/${target.name}`, summary: `Import ${target.many} from a CSV's rows, all or none`, ...base },
  ];
}

/** The route documentation of the declarations' imports (an area documents its own targets). */
export const importRouteDocs = (): RouteDoc[] => importableResources().map(declaredTarget).flatMap(importTargetDocs);
