/**
 * GraphQL types and operations generated from every resource declared with `serve: graphql()`
 * (docs/requirements/inventory.md §7 names): for a type X with plural xs — `xs(query)`, `x(id)`, `xsPaginated(first,
 * offset, query)`, `xsCount(query)`, `createX(input)`, `updateX(id, input)`, `deleteX(id)`,
 * and its relations as fields. Resolvers go through CrudService, so validation, access, tenancy
 * and the audit log are the REST ones.
 */
import { getTableColumns } from 'drizzle-orm';
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import type { Field } from '../../resources/fields';
import { graphqlNames, writableFields, type GraphqlServe, type ResourceDeclaration } from '../../resources/framework';
import { authorize, type Actor } from '../framework/actor';
import type { AppContext } from '../context';
import type { ResourceBinding } from '../framework/crud';
import { JOINED, MAX_PAGE_SIZE } from '../framework/crud';
import { badRequest } from '../http/errors';
import { assertSafeInput } from '../http/inputGuard';
import type { Loaders } from './loaders';
import { requestedRelations } from './relations';
import { GraphQLJSON } from './scalars';
import { UNPAGED_LIST_CAP } from './limits';
import { parseId } from '../../resources/ids';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

export interface GraphqlContext {
  app: AppContext;
  actor?: Actor;
  loaders: Loaders;
  /** Runs a root field when one of the request's PARALLEL_ROOT_FIELDS slots is free (endpoint.ts). */
  slots?: <T>(work: () => Promise<T>) => Promise<T>;
  /** The operation's cost in points (limits.ts), for the endpoint's queue of heavy requests. */
  cost?: number;
}

/**
 * The fields of a GraphQL type or root: graphql-js types a field's source per object type, and a
 * map gathers fields of many (rows, the root), each resolver reading its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field map's sources differ by type (see above)
export type Fields = GraphQLFieldConfigMap<any, GraphqlContext>;

function scalarOf(field: Field) {
  switch (field.type) {
    case 'int':
      return GraphQLInt;
    case 'number':
      return GraphQLFloat;
    case 'boolean':
      return GraphQLBoolean;
    case 'json':
      return GraphQLJSON;
    case 'reference':
      return GraphQLID;
    default:
      return GraphQLString;
  }
}

/** Dates go out as ISO strings. */
function serialize(value: unknown) {
  return value instanceof Date ? value.toISOString() : value;
}

export const requireActor = (ctx: GraphqlContext): Actor => authorize(ctx.actor);

const assertView = (ctx: GraphqlContext, resource: string): Actor => authorize(ctx.actor, { resource, action: 'View' });

/** The filter object of `query`: a JSON object, or a JSON string of one. */
function filterOf(query: unknown): Record<string, unknown> {
  if (query === undefined || query === null) return {};
  let value = query;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('query must be a JSON object.', { query: 'Must be a JSON object' });
    }
  }
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('query must be a JSON object.', { query: 'Must be a JSON object' });
  // Written inside the query text, a filter never passed the input guard: the same checks here.
  assertSafeInput({ query: value }, 'arguments'); // named as the argument: `query.q`
  return value as Record<string, unknown>;
}

function sortArgs(args: { sort?: string | null; order?: string | null }) {
  const order = args.order ? args.order.toUpperCase() : undefined;
  if (order && order !== 'ASC' && order !== 'DESC') throw badRequest('order must be ASC or DESC.', { order: 'Must be ASC or DESC' });
  return { sort: args.sort ?? undefined, order: order as 'ASC' | 'DESC' | undefined };
}

function pageArgs(first: number, offset: number) {
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE)
    throw badRequest(`first must be between 0 and ${MAX_PAGE_SIZE}.`, { first: `Must be between 0 and ${MAX_PAGE_SIZE}` });
  if (!Number.isInteger(offset) || offset < 0)
    throw badRequest('offset must be 0 or more.', { offset: FIELD_MESSAGES.message('zero_or_more') });
}

const listArgs = { query: { type: GraphQLJSON }, sort: { type: GraphQLString }, order: { type: GraphQLString } };

interface Built {
  binding: ResourceBinding;
  serve: GraphqlServe;
  type: GraphQLObjectType;
  input: GraphQLInputObjectType;
  updateInput: GraphQLInputObjectType;
}

/** Builds every graphql-served resource's types, then its query and mutation fields. */
export function buildResourceOperations(bindings: ResourceBinding[]) {
  const served = bindings.filter((b) => b.resource.serve.kind === 'graphql');
  const byResource = new Map<string, Built>();
  const typeOf = (resource: string) => byResource.get(resource)?.type;

  for (const binding of served) {
    const resource = binding.resource as ResourceDeclaration;
    const serve = resource.serve as GraphqlServe;
    const columns = getTableColumns(binding.table) as Record<string, { notNull: boolean }>;
    const type: GraphQLObjectType = new GraphQLObjectType<Record<string, unknown>, GraphqlContext>({
      name: serve.type,
      description: `${resource.labels.one} (${resource.name}).`,
      fields: () => {
        const fields: Fields = { id: { type: new GraphQLNonNull(GraphQLID) } };
        for (const [name, field] of Object.entries(resource.fields)) {
          const scalar = scalarOf(field);
          fields[name] = {
            type: columns[name]?.notNull ? new GraphQLNonNull(scalar) : scalar,
            description: field.label,
            resolve: (row) => serialize(row[name]),
          };
          if (field.type === 'reference' && field.reference && name.endsWith('_id')) {
            const relation = name.slice(0, -3);
            const target = field.reference;
            const targetType = typeOf(target);
            if (targetType && !(relation in resource.fields)) {
              fields[relation] = {
                type: targetType,
                description: `The ${field.label ?? relation} record.`,
                resolve: (row, _args, ctx) => {
                  if (row[name] == null) return null;
                  assertView(ctx, target);
                  // Joined into the list's statement when the client asked for it (relations.ts).
                  if (Object.hasOwn(row, JOINED(relation))) return row[JOINED(relation)];
                  return ctx.loaders.byId(target).load(Number(row[name]));
                },
              };
            }
          }
        }
        for (const key of ['created_at', 'updated_at']) {
          if (key in columns) fields[key] = { type: new GraphQLNonNull(GraphQLString), resolve: (row) => serialize(row[key]) };
        }
        for (const [name, relation] of Object.entries(serve.hasMany ?? {})) {
          const targetType = typeOf(relation.resource);
          if (!targetType) continue;
          fields[name] = {
            type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(targetType))),
            resolve: (row, _args, ctx) => {
              assertView(ctx, relation.resource);
              return ctx.loaders.byForeignKey(relation.resource, relation.foreignKey, relation.sort).load(Number(row.id));
            },
          };
          // How many there are, without reading them: `inventory_items_count(query: {status: "IN_STOCK"})`.
          // One grouped statement for every parent of the page (the loader), so it costs like a value.
          fields[`${name}_count`] = {
            type: new GraphQLNonNull(GraphQLInt),
            description: `How many ${name.replace(/_/g, ' ')} match the JSON filter.`,
            args: { query: { type: GraphQLJSON } },
            resolve: (row, args, ctx) => {
              assertView(ctx, relation.resource);
              return ctx.loaders.countByForeignKey(relation.resource, relation.foreignKey, filterOf(args.query)).load(Number(row.id));
            },
          };
        }
        return fields;
      },
    });
    const inputFields = (): GraphQLInputFieldConfigMap =>
      Object.fromEntries(writableFields(resource).map(([name, field]) => [name, { type: scalarOf(field), description: field.label }]));
    byResource.set(resource.name, {
      binding,
      serve,
      type,
      input: new GraphQLInputObjectType({ name: graphqlNames(serve).input, fields: inputFields }),
      updateInput: new GraphQLInputObjectType({ name: graphqlNames(serve).updateInput, fields: inputFields }),
    });
  }

  const query: Fields = {};
  const mutation: Fields = {};
  for (const { binding, serve, type, input, updateInput } of byResource.values()) {
    const resource = binding.resource;
    const name = resource.name;
    const names = graphqlNames(serve);
    const crud = (ctx: GraphqlContext) => ctx.app.resources.crud(ctx.app.database.db, name);
    const list = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));

    query[names.many] = {
      type: list,
      description: `${resource.labels.many} matching a JSON filter.`,
      extensions: { access: { resource: name, action: 'View' } },
      args: listArgs,
      resolve: async (_root, args, ctx, info) => {
        const actor = assertView(ctx, name);
        return (
          await crud(ctx).list(actor, {
            filter: filterOf(args.query),
            ...sortArgs(args),
            withTotal: false,
            // Hard cap: the cost limit (limits.ts) counts this list at most UNPAGED_LIST_CAP rows.
            cap: UNPAGED_LIST_CAP,
            relations: requestedRelations(info, name, actor),
          })
        ).rows;
      },
    };
    query[names.one] = {
      type,
      description: `One ${resource.labels.one.toLowerCase()} by id, or null when there is none.`,
      extensions: { access: { resource: name, action: 'View' } },
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_root, args, ctx) => {
        assertView(ctx, name);
        // "Other operations return null on failure" (docs/requirements/inventory.md §7): a missing record is null, not an error.
        const id = parseId(args.id);
        return id === undefined ? null : ctx.loaders.byId(name).load(id);
      },
    };
    const pageType =
      serve.paginated === 'page'
        ? new GraphQLObjectType({
            name: names.page,
            fields: { data: { type: list }, total: { type: new GraphQLNonNull(GraphQLInt) } },
          })
        : undefined;
    query[names.paginated] = {
      type: pageType ? new GraphQLNonNull(pageType) : list,
      description: `A page of ${resource.labels.many.toLowerCase()}${pageType ? ' with the total' : ''}.`,
      extensions: { access: { resource: name, action: 'View' } },
      args: {
        first: { type: GraphQLInt, defaultValue: 20 },
        offset: { type: GraphQLInt, defaultValue: 0, description: 'Rows to skip; with `after`, written out, the fallback position.' },
        after: {
          type: GraphQLID,
          description:
            'Keyset pagination: the id of the last row already seen; the page starts after it. With `offset` too, the offset is used where the keyset cannot be (that row is gone, a sort on a field that may be empty).',
        },
        ...listArgs,
      },
      resolve: async (_root, args, ctx, info) => {
        const actor = assertView(ctx, name);
        pageArgs(args.first, args.offset);
        if (args.first === 0 && !pageType) return [];
        const result = await crud(ctx).list(actor, {
          filter: filterOf(args.query),
          ...sortArgs(args),
          pageCount: Math.max(args.first, 1),
          // With `after`, an offset the query wrote out is the keyset's fallback (ListParams.after).
          offset: args.after == null || info.fieldNodes[0]?.arguments?.some((a) => a.name.value === 'offset') ? args.offset : undefined,
          after: args.after ?? undefined,
          withTotal: !!pageType,
          relations: requestedRelations(info, name, actor, pageType ? ['data'] : []),
        });
        const rows = args.first === 0 ? [] : result.rows;
        return pageType ? { data: rows, total: result.total } : rows;
      },
    };
    query[names.count] = {
      type: new GraphQLNonNull(GraphQLInt),
      description: `How many ${resource.labels.many.toLowerCase()} match a JSON filter.`,
      extensions: { access: { resource: name, action: 'View' } },
      args: { query: { type: GraphQLJSON } },
      resolve: (_root, args, ctx) => crud(ctx).count(assertView(ctx, name), filterOf(args.query)),
    };

    const id = new GraphQLNonNull(GraphQLID);
    const canEver = (action: 'Add' | 'Edit' | 'Delete') => !!resource.access[action];
    if (canEver('Add')) {
      mutation[names.create] = {
        type: id,
        extensions: { access: { resource: name, action: 'Add' } },
        args: { input: { type: new GraphQLNonNull(input) } },
        resolve: async (_root, args, ctx) => (await crud(ctx).create(requireActor(ctx), { ...args.input })).id,
      } satisfies Fields[string];
    }
    if (canEver('Edit')) {
      mutation[names.update] = {
        type: id,
        extensions: { access: { resource: name, action: 'Edit' } },
        args: { id: { type: id }, input: { type: new GraphQLNonNull(updateInput) } },
        resolve: async (_root, args, ctx) => (await crud(ctx).update(requireActor(ctx), args.id, { ...args.input })).id,
      };
    }
    if (canEver('Delete')) {
      mutation[names.delete] = {
        type: id,
        extensions: { access: { resource: name, action: 'Delete' } },
        args: { id: { type: id } },
        resolve: async (_root, args, ctx) => (await crud(ctx).delete(requireActor(ctx), args.id)).id,
      };
    }
  }
  const typeByResource = (resource: string): GraphQLOutputType => {
    const t = typeOf(resource);
    if (!t) throw new Error(`No GraphQL type for ${resource}`);
    return t;
  };
  return { query, mutation, typeOf: typeByResource };
}
