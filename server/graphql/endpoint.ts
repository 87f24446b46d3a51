/**
 * The GraphQL endpoint (POST /api/graphql). Its schema is built from the resources declared with
 * `serve: graphql(...)` (see schema.ts); errors come back as `{errors: [{message}]}`.
 */
import type { RequestHandler } from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { AppContext } from '../context';
import { HttpError, fromDatabaseError } from '../http/errors';
import { buildSchema, type GraphqlContext } from './schema';

export function graphqlEndpoint(ctx: AppContext): RequestHandler {
  const schema: GraphQLSchema = buildSchema();
  return createHandler({
    schema,
    context: (req) => ({ app: ctx, actor: (req.raw as any).actor }) satisfies GraphqlContext as any,
    formatError: (err) => {
      if (!(err instanceof GraphQLError) || !err.originalError) return err;
      const original: any = err.originalError;
      const known: HttpError | undefined = original instanceof HttpError ? original : fromDatabaseError(original);
      if (known) {
        return new GraphQLError(known.message, {
          nodes: err.nodes,
          path: err.path,
          extensions: { code: known.code, status: known.status, ...(known.errors ? { errors: known.errors } : {}) },
        });
      }
      return new GraphQLError('Something went wrong on our side. Please try again.', { nodes: err.nodes, path: err.path, extensions: { code: 'internal' } });
    },
  });
}
