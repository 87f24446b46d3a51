/**
 * The GraphQL schema: every resource declared with `serve: graphql(Type, plural)` gets its types
 * and operations (resourceTypes.ts, docs/requirements/inventory.md §7 names); areas add their own mutations (ServerArea.mutations).
 */
import { GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLOutputType } from 'graphql';
import type { Resources } from '../framework/area';
import { buildResourceOperations, type Fields } from './resourceTypes';

export type { GraphqlContext } from './resourceTypes';

/**
 * graphql-js starts every root field of a query at once; through the request's slots (limits.ts,
 * PARALLEL_ROOT_FIELDS) fifteen aliased lists wait their turn instead of taking the whole pool.
 */
function throttled(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const resolve = field.resolve;
      if (!resolve) return [name, field];
      return [
        name,
        {
          ...field,
          resolve: (source, args, ctx, info) =>
            ctx.slots
              ? ctx.slots(async () => {
                  // A turn of the event loop between root fields: other requests (health) get in.
                  await new Promise((next) => setImmediate(next));
                  return resolve(source, args, ctx, info);
                })
              : resolve(source, args, ctx, info),
        },
      ];
    }),
  );
}

export function buildSchema(resources: Resources): GraphQLSchema {
  const { query, mutation, typeOf } = buildResourceOperations(resources.all());
  const areaMutations = Object.assign(
    {},
    ...resources.areas.map((area) => area.mutations?.(typeOf as (resource: string) => GraphQLOutputType) ?? {}),
  );
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        version: { type: GraphQLString, description: 'The API version.', extensions: { access: 'public' }, resolve: () => '1' },
        ...throttled(query),
      },
    }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: { ...mutation, ...areaMutations } }),
  });
}
