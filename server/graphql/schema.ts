/**
 * The GraphQL schema: every resource declared with `serve: graphql(Type, plural)` gets its types
 * and operations (resourceTypes.ts, API.md names); the inventory area adds its own mutations.
 */
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { BINDINGS } from '../bindings';
import { inventoryMutations } from '../inventory/graphql';
import { buildResourceOperations } from './resourceTypes';

export type { GraphqlContext } from './resourceTypes';

export function buildSchema(): GraphQLSchema {
  const { query, mutation, typeOf } = buildResourceOperations(BINDINGS);
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        version: { type: GraphQLString, description: 'The API version.', extensions: { access: 'public' }, resolve: () => '1' },
        ...query,
      },
    }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: { ...mutation, ...inventoryMutations(typeOf) } }),
  });
}
