/**
 * The resource framework: a resource is declared once (fields, access, list, how it is served)
 * and both the app and the server build on the declaration. Plain data + yup: no I/O here.
 */
import * as yup from 'yup';
import type { AccessRules } from './access';
import type { Field } from './fields';

/** Served as a REST group of the spec: the paths and payload shapes it uses. */
export interface RestServe {
  kind: 'rest';
  /** Path under /api, e.g. 'feature-flags' or 'checklist/items'. */
  base: string;
  /** Create/update payloads wrapped in this key, e.g. `{language: {...}}`. */
  bodyKey?: string;
  /** `PUT base/{id}` ('path', default) or `PUT base` with the id in the body ('body'). */
  update?: 'path' | 'body';
  /** `DELETE base/{id}` ('path', default) or `DELETE base?{param}=id`. */
  delete?: 'path' | { query: string };
  /** Operations anybody may call without a session. */
  public?: Array<'list' | 'get'>;
}

/** Served by the GraphQL inventory API under these names (docs/requirements/inventory.md §7). */
export interface GraphqlServe {
  kind: 'graphql';
  /** The GraphQL type, e.g. 'Vendor'. */
  type: string;
  /** The camel-case plural for list queries, e.g. 'vendors'. */
  plural: string;
  /** Whether the type has created_at / updated_at (docs/requirements/inventory.md §3 notes those without). */
  timestamps?: boolean;
  /** One-to-many relations exposed as list fields, e.g. `lines` of a purchase order. */
  hasMany?: Record<string, { resource: string; foreignKey: string; sort?: [string, 'ASC' | 'DESC'] }>;
  /** The paginated list's result: an array (default) or `{data, total}` (purchase orders, docs/requirements/inventory.md §7). */
  paginated?: 'array' | 'page';
}

/**
 * List totals are exact up to this many rows; beyond it the server answers the planner's
 * estimate and the app shows the total as "10,000+" (`pagination.capped_total`).
 */
export const COUNT_CAP = 10_000;
/** Most rows one list request answers (REST `page_count`); longer lists come in pages of this size. */
export const MAX_PAGE_SIZE = 500;

export const rest = (base: string, options: Omit<RestServe, 'kind' | 'base'> = {}): RestServe => ({
  kind: 'rest',
  base,
  ...options,
});
export const graphql = (type: string, plural: string, options: Omit<GraphqlServe, 'kind' | 'type' | 'plural'> = {}): GraphqlServe => ({
  kind: 'graphql',
  type,
  plural,
  timestamps: true,
  ...options,
});

/**
 * The GraphQL names of a graphql-served declaration, named here once: the server's schema
 * (server/graphql/resourceTypes.ts) and the app's queries (providers/graphqlQueries.ts) both use them.
 */
export function graphqlNames({ type, plural }: Pick<GraphqlServe, 'type' | 'plural'>) {
  return {
    /** One record by id: `vendor(id)`. */
    one: type[0].toLowerCase() + type.slice(1),
    /** Every match of a JSON filter: `vendors(query)`. */
    many: plural,
    paginated: `${plural}Paginated`,
    count: `${plural}Count`,
    page: `${type}Page`,
    create: `create${type}`,
    update: `update${type}`,
    delete: `delete${type}`,
    input: `${type}Input`,
    updateInput: `${type}UpdateInput`,
  };
}

/** The type of a field's stored value (`Field<string | null>` → `string | null`). */
export type ValueOf<F> = F extends Field<infer V> ? V : never;

/** What every stored record has besides its declared fields. */
export interface StoredRecord {
  id: number;
  created_at?: string;
  updated_at?: string;
}

/**
 * A resource's record as the API answers it, inferred from its declaration's fields:
 * `RecordOf<typeof products>` has `name: string`, `collection_id: number | null`, …
 */
export type RecordOf<D extends { fields: Record<string, Field> }> = StoredRecord & {
  -readonly [K in keyof D['fields']]: ValueOf<D['fields'][K]>;
};

/** Any resource's record, when the resource is not known statically. */
export type AnyRecord = StoredRecord & Record<string, unknown>;

/** A list's columns, search, filters and sort: names of the declaration's fields (`N`). */
export interface ResourceList<N extends string = string> {
  columns: Array<N | 'id' | 'created_at' | 'updated_at'>;
  /** Fields matched by the free-text search (`q`). */
  search?: N[];
  /** Fields offered as filters in the list. */
  filters?: N[];
  sort?: [string, 'ASC' | 'DESC'];
}

/**
 * A declared resource. `F`, its fields, types its records (RecordOf); a declaration of any fields
 * is a `ResourceDeclaration` (every use of `F` here is covariant, so lists of declarations need no cast).
 */
export interface ResourceDeclaration<F extends Record<string, Field> = Record<string, Field>> {
  /** react-admin resource name and server binding key. */
  name: string;
  /** The SQL table it is stored in, when not the name in snake case ('audit-groups' → 'trackable_item_audit_groups'). */
  table?: string;
  serve: RestServe | GraphqlServe;
  access: AccessRules;
  /**
   * Which brand a stored row belongs to, decided on the row itself (never on the id's spelling):
   * 'brand' — its brand_id, and brand users see only their own brand's rows;
   * 'brand-or-shared' — its brand_id, where no brand means shared with every brand (read only);
   * 'self' — the row is a brand, its id is the brand.
   */
  tenancy?: 'brand' | 'brand-or-shared' | 'self';
  /**
   * The app path of its screens when not `/<name>` ('/development/feature-flags'): its react-admin
   * name and translation keys follow it. A sidebar entry is the area manifest's (src/<area>/area.tsx).
   */
  path?: string;
  fields: F;
  list: ResourceList;
  /** Field (or function) that represents a record in references and titles. */
  represent: string | ((record: Record<string, unknown>) => string);
  /** Singular and plural names shown to people. */
  labels: { one: string; many: string };
  /**
   * Its own texts in other languages, by language key and English text (labels, field labels),
   * for words the shared dictionaries (resources/i18n/frLabels.ts) do not have yet.
   */
  translations?: Record<string, Record<string, string>>;
  /**
   * CSV import (`POST /api/imports/<name>`, the list's Import button): every row checked with
   * this declaration's create schema, all rows saved in one transaction or none.
   */
  csvImport?: boolean;
}

/** Declares a resource: its list and `represent` name its own fields only. */
export function defineResource<F extends Record<string, Field>>(
  declaration: ResourceDeclaration<F> & {
    list: ResourceList<keyof F & string>;
    represent: (keyof F & string) | ((record: Record<string, unknown>) => string);
  },
): ResourceDeclaration<F> {
  for (const column of declaration.list.columns) {
    if (!(column in declaration.fields) && !['id', 'created_at', 'updated_at'].includes(column)) {
      throw new Error(`${declaration.name}: list column ${column} is not a field`);
    }
  }
  return declaration;
}

/** The SQL table of a declaration: its `table`, else its name in snake case. */
export const tableNameOf = (declaration: ResourceDeclaration): string => declaration.table ?? declaration.name.replace(/-/g, '_');

/** Fields a client may write. */
export function writableFields(resource: Pick<ResourceDeclaration, 'fields'>): Array<[string, Field]> {
  return Object.entries(resource.fields).filter(([, f]) => !f.isReadOnly);
}

/** The yup schema of a create payload: required fields required, unknown keys rejected. */
export function createSchema(resource: ResourceDeclaration): yup.ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const [name, field] of writableFields(resource)) shape[name] = field.schema(fieldLabelKey(resource, name));
  return yup.object(shape).noUnknown(true, unknownFieldMessage);
}

/**
 * A declared field's label key (`resources.<name>.fields.<field>`, generated by
 * resources/i18n/resourceTexts.ts): a failure's code names the field by it, so the app words it in
 * the chosen language and the English is the key's.
 */
export const fieldLabelKey = (resource: ResourceDeclaration, name: string) => `resources.${routeNameOf(resource)}.fields.${name}`;

/** The message of a key no schema knows: `Unknown field: colour`. */
export const unknownFieldMessage = ({ unknown }: { unknown?: unknown }) => `Unknown field: ${unknown}`;

/** The yup schema of an update payload: only the keys sent are checked. */
export function updateSchema(resource: ResourceDeclaration): yup.ObjectSchema<Record<string, unknown>> {
  const shape: yup.ObjectShape = {};
  for (const [name, field] of writableFields(resource)) {
    shape[name] = yup.lazy((value) => (value === undefined ? yup.mixed().strip() : field.schema(fieldLabelKey(resource, name))));
  }
  return yup.object(shape).noUnknown(true, unknownFieldMessage);
}

export function representRecord(resource: ResourceDeclaration, record: Record<string, unknown> | undefined | null): string {
  if (!record) return '';
  return typeof resource.represent === 'function' ? resource.represent(record) : String(record[resource.represent] ?? `#${record.id}`);
}

/** The app's name for a resource (react-admin resource, translation keys): its path without the slash, else its name. */
export function routeNameOf(declaration: ResourceDeclaration): string {
  return declaration.path ? declaration.path.replace(/^\//, '') : declaration.name;
}

/** A field's label for people: the declared one, else the name in words. */
export function fieldLabel(name: string, field?: { label?: string }): string {
  if (field?.label) return field.label;
  if (name === 'id') return 'ID';
  return name.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A choice's words for people: `IN_STOCK` → "In stock", `in_production` → "In production". */
export function choiceLabel(value: string): string {
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
