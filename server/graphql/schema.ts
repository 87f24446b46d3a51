/**
 * The GraphQL schema. Resources declared with `serve: graphql(Type, plural)` get their types and
 * operations here (API.md names); until the inventory area lands, the schema answers `version`.
 */
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { Actor } from '../accounts/actor';
import type { AppContext } from '../context';

export interface GraphqlContext {
  app: AppContext;
  actor?: Actor;
}

export function buildSchema(): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        version: { type: GraphQLString, resolve: () => '1' },
      },
    }),
  });
}
