/**
 * The GraphQL endpoint (POST /api/graphql). Its schema is built from the resources declared with
 * `serve: graphql(...)` (see schema.ts); errors come back as `{errors: [{message}]}`.
 */
import type { RequestHandler } from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { AppContext } from '../context';
import { HttpError, fromDatabaseError } from '../http/errors';
import { Loaders } from './loaders';
import { buildSchema, type GraphqlContext } from './schema';

/** Deep or costly queries are refused before they run (a page of 500 with a few relations fits). */
export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 5000;

export function graphqlEndpoint(ctx: AppContext): RequestHandler {
  const schema: GraphQLSchema = buildSchema();
  return createHandler({
    schema,
    context: (req) => {
      const actor = (req.raw as any).actor;
      return { app: ctx, actor, loaders: new Loaders(ctx.database.db, actor) } satisfies GraphqlContext as any;
    },
    validationRules: [
      maxDepthRule({ n: MAX_QUERY_DEPTH, exposeLimits: true, errorMessage: 'Query is too deep.' }),
      costLimitRule({ maxCost: MAX_QUERY_COST, exposeLimits: true, errorMessage: 'Query is too costly.' }),
    ],
    formatError: (err) => {
      if (!(err instanceof GraphQLError) || !err.originalError) return err;
      const original: any = err.originalError;
      const known: HttpError | undefined = original instanceof HttpError ? original : fromDatabaseError(original);
      if (known) {
        // Clients show the first message only, so field errors are named in it too.
        const details = known.errors ? Object.entries(known.errors).map(([field, message]) => `${field}: ${message}`) : [];
        const message = details.length && /highlighted fields\.$/.test(known.message) ? `${known.message} (${details.join('; ')})` : known.message;
        return new GraphQLError(message, {
          nodes: err.nodes,
          path: err.path,
          extensions: { code: known.code, status: known.status, ...(known.errors ? { errors: known.errors } : {}) },
        });
      }
      return new GraphQLError('Something went wrong on our side. Please try again.', { nodes: err.nodes, path: err.path, extensions: { code: 'internal' } });
    },
  });
}
