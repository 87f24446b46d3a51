/**
 * The GraphQL endpoint (POST /api/graphql). Its schema is built from the resources declared with
 * `serve: graphql(...)` (see schema.ts); errors come back as `{errors: [{message}]}`.
 */
import type { RequestHandler } from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import { LRUCache } from 'lru-cache';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { AppContext } from '../context';
import { HttpError, fromDatabaseError } from '../http/errors';
import { Loaders } from './loaders';
import { buildSchema, type GraphqlContext } from './schema';

/**
 * Deep or costly queries are refused before they run. Cost (graphql-armor): 1 per scalar, 2 per
 * object, ×1.5 per level, × a literal `first`; a page of 500 inventory items with their trackable
 * item and zone costs about 12 000, so that fits, while many such pages in one query do not.
 */
export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 20_000;

// graphql-armor is CommonJS and builds its errors from the CommonJS copy of graphql; graphql-http
// recognises only this (ESM) copy's GraphQLError, so the rejection is re-made here.
const report = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));

/** Parsed documents by query text: an app sends the same few queries over and over. */
const MAX_CACHED_DOCUMENTS = 500;
const MAX_CACHED_QUERY_LENGTH = 20_000;

export function graphqlEndpoint(ctx: AppContext): RequestHandler {
  const schema: GraphQLSchema = buildSchema();
  const documents = new LRUCache<string, DocumentNode>({ max: MAX_CACHED_DOCUMENTS });
  // Validation depends on the document only (one schema, fixed rules), so a cached document's verdict is kept with it.
  const verdicts = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return createHandler({
    schema,
    parse: (source, options) => {
      const text = typeof source === 'string' ? source : source.body;
      const cached = documents.get(text);
      if (cached) return cached;
      const document = parse(source, options);
      if (text.length <= MAX_CACHED_QUERY_LENGTH) documents.set(text, document);
      return document;
    },
    validate: (validationSchema, document, rules, options, typeInfo) => {
      const known = verdicts.get(document);
      if (known) return known;
      const errors = validate(validationSchema, document, rules, options, typeInfo);
      verdicts.set(document, errors);
      return errors;
    },
    context: (req) => {
      const actor = (req.raw as any).actor;
      return { app: ctx, actor, loaders: new Loaders(ctx.database.db, actor) } satisfies GraphqlContext as any;
    },
    // Rejections are reported as validation errors (a 400 with {errors}), not thrown as crashes.
    validationRules: [
      maxDepthRule({
        n: MAX_QUERY_DEPTH,
        exposeLimits: false,
        errorMessage: `Query is too deep: at most ${MAX_QUERY_DEPTH} levels.`,
        propagateOnRejection: false,
        onReject: [report],
      }),
      costLimitRule({
        maxCost: MAX_QUERY_COST,
        exposeLimits: false,
        errorMessage: `Query is too costly: at most ${MAX_QUERY_COST} points.`,
        propagateOnRejection: false,
        onReject: [report],
      }),
    ],
    formatError: (err) => {
      if (!(err instanceof GraphQLError) || !err.originalError) return err;
      const original: any = err.originalError;
      const badVariable = original instanceof GraphQLError ? variableError(err.message) : undefined;
      if (badVariable) {
        return new GraphQLError('Please correct the highlighted fields.', {
          nodes: err.nodes,
          path: err.path,
          extensions: { code: 'bad_request', status: 400, errors: badVariable },
        });
      }
      const known: HttpError | undefined = original instanceof HttpError ? original : fromDatabaseError(original);
      if (known) {
        // Clients show the first message only, so field errors are named in it too.
        const details = known.errors ? Object.entries(known.errors).map(([field, message]) => `${field}: ${message}`) : [];
        const message =
          details.length && /highlighted fields\.$/.test(known.message) ? `${known.message} (${details.join('; ')})` : known.message;
        return new GraphQLError(message, {
          nodes: err.nodes,
          path: err.path,
          extensions: { code: known.code, status: known.status, ...(known.errors ? { errors: known.errors } : {}) },
        });
      }
      return new GraphQLError('Something went wrong on our side. Please try again.', {
        nodes: err.nodes,
        path: err.path,
        extensions: { code: 'internal' },
      });
    },
  });
}

/**
 * A variable the schema's scalars refused (1.5 stock units for an Int, "abc" for a Float) is the
 * client's mistake, answered as a field message — not "something went wrong on our side".
 * graphql-js words it `Variable "$input" got invalid value 1.5 at "input.qty"; Int cannot
 * represent non-integer value: 1.5`.
 */
export function variableError(message: string): Record<string, string> | undefined {
  const match =
    /^Variable "\$(\w+)" got invalid value .* at "([\w.[\]]+)"; (.*)$/s.exec(message) ??
    /^Variable "\$(\w+)" got invalid value .*?; (.*)$/s.exec(message);
  if (!match) return undefined;
  const path = match.length === 4 ? match[2] : match[1];
  const reason = match[match.length - 1];
  const field = path
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
  const text = /Int cannot represent non-integer/.test(reason)
    ? 'Must be a whole number'
    : /(Int|Float) cannot represent/.test(reason)
      ? 'Must be a number'
      : /Boolean cannot represent/.test(reason)
        ? 'Must be true or false'
        : reason;
  return { [field]: text };
}
