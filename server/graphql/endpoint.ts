/**
 * The GraphQL endpoint (POST /api/graphql). Its schema is built from the resources declared with
 * `serve: graphql(...)` (see schema.ts); errors come back as `{errors: [{message}]}`.
 */
import type { Request, RequestHandler, Response } from 'express';
import { createHandler } from 'graphql-http';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  GraphQLError,
  execute,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLErrorOptions,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { AppContext } from '../context';
import { HttpError, INVALID_FIELDS, fromDatabaseError } from '../http/errors';
import { ERROR_MESSAGES, FIELD_MESSAGES, GRAPHQL_REFUSALS } from '../../resources/i18n/areas/system';
import type { CodedMessage, CodedText } from '../../resources/i18n/catalogue';
import pLimit from 'p-limit';
import {
  HEAVY_AT_ONCE,
  HEAVY_COST,
  MAX_RESPONSE_BYTES,
  PARALLEL_ROOT_FIELDS,
  LimitsVerdicts,
  refusalExtensions,
  requestLimitsRule,
} from './limits';
import { Loaders } from './loaders';
import { MAX_QUERY_TOKENS, queryTextProblem } from './queryText';
import { buildSchema, type GraphqlContext } from './schema';

/**
 * Deep, costly or heavily aliased queries are refused before they run (see limits.ts for the
 * cost: each field once per row its lists can return; a page of 500 inventory items with their
 * trackable item and zone costs about 15 000 points, so that fits, while many such pages do not).
 */
export const MAX_QUERY_DEPTH = 8;
export { MAX_ALIASES, MAX_QUERY_COST } from './limits';

// graphql-armor words its rejection as a syntax error ("Syntax Error: Query is too deep…"): it is
// re-made with the limit's own words, by key.
const report = (context: ValidationContext | null) => {
  const said = GRAPHQL_REFUSALS.message('too_deep', { max: MAX_QUERY_DEPTH });
  context?.reportError(new GraphQLError(said.text, { extensions: refusalExtensions(said) }));
};

const depthRule = () =>
  maxDepthRule({
    n: MAX_QUERY_DEPTH,
    exposeLimits: false,
    errorMessage: `Query is too deep: at most ${MAX_QUERY_DEPTH} levels.`,
    propagateOnRejection: false,
    onReject: [report],
  });

/** Parsed documents by query text: an app sends the same few queries over and over. */
const MAX_CACHED_DOCUMENTS = 500;
const MAX_CACHED_QUERY_LENGTH = 20_000;

export function graphqlEndpoint(ctx: AppContext): RequestHandler {
  const schema: GraphQLSchema = buildSchema(ctx.resources);
  const documents = new LRUCache<string, DocumentNode>({ max: MAX_CACHED_DOCUMENTS });
  // Validation depends on the document only (one schema, fixed rules), so a cached document's verdict is kept with it.
  const verdicts = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const parseCached = (source: Parameters<typeof parse>[0], options?: Parameters<typeof parse>[1]) => {
    const text = typeof source === 'string' ? source : source.body;
    const cached = documents.get(text);
    if (cached) return cached;
    const document = parse(source, { maxTokens: MAX_QUERY_TOKENS, ...options });
    if (text.length <= MAX_CACHED_QUERY_LENGTH) documents.set(text, document);
    return document;
  };
  const heavy = pLimit(HEAVY_AT_ONCE);
  // The request limits depend on the variables and the caller, not on the document alone: they
  // run on every request, outside the cached validation verdicts, and keep their own (limits.ts).
  // Depth first (its message is the clearer one), then aliases, cost and introspection.
  const limits = new LimitsVerdicts((document, variables, role) => {
    let cost = 0;
    const errors = validate(schema, document, [
      depthRule(),
      requestLimitsRule(variables, role, (operationCost) => (cost = Math.max(cost, operationCost))),
    ]);
    return { errors, cost };
  });
  // Queries run compiled (graphql-jit) from their document's second run on: the same answer as
  // graphql-js for a fraction of the CPU, since the app sends the same few queries over and over.
  // Mutations, documents run once and those too long to keep (parsed anew each time) run on graphql-js.
  const compiled = new WeakMap<DocumentNode, CompiledQuery | 'seen' | 'never'>();
  const compiledQueryOf = (args: ExecutionArgs): CompiledQuery | undefined => {
    const known = compiled.get(args.document);
    if (known === 'never') return undefined;
    if (known !== undefined && known !== 'seen') return known;
    if (known === undefined) {
      compiled.set(args.document, 'seen');
      return undefined;
    }
    // One operation only: the compiled function is kept by document, whatever operationName says.
    const operations = args.document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const made = operations.length === 1 && operations[0].operation === 'query' ? compileQuery(schema, args.document) : undefined;
    const query = made && isCompiledQuery(made) ? made : undefined;
    compiled.set(args.document, query ?? 'never');
    return query;
  };
  const run = (args: ExecutionArgs) => {
    const query = compiledQueryOf(args);
    if (!query) return execute(args);
    const result = query.query(args.rootValue, args.contextValue, args.variableValues) as ExecutionResult | Promise<ExecutionResult>;
    // Variables the query cannot take: nothing ran, so graphql-js says why, in its own words.
    // Errors first, as graphql-js writes them.
    const checked = (done: ExecutionResult) => (!('data' in done) ? execute(args) : done.errors ? { errors: done.errors, ...done } : done);
    return result instanceof Promise ? result.then(checked) : checked(result);
  };
  // The operation's cost (limits.ts), found while validating, read when the context is made.
  const costs = new WeakMap<object, number>();
  const handle = createHandler<Request, { res: Response }, GraphqlContext & Record<PropertyKey, unknown>>({
    schema,
    parse: parseCached,
    // Heavy operations take turns (limits.ts, HEAVY_AT_ONCE); light ones never wait for them.
    execute: (args) => (((args.contextValue as GraphqlContext).cost ?? 0) >= HEAVY_COST ? heavy(async () => run(args)) : run(args)),
    onSubscribe: (req, params) => {
      let document: DocumentNode;
      try {
        document = parseCached(params.query);
      } catch {
        return; // a syntax error: reported by the normal path
      }
      const verdict = limits.verdict(document, params.variables ?? {}, req.raw.actor?.role);
      costs.set(req.raw, verdict.cost);
      if (verdict.errors.length) return [...verdict.errors];
    },
    validate: (validationSchema, document, rules, options, typeInfo) => {
      const known = verdicts.get(document);
      if (known) return known;
      const errors = validate(validationSchema, document, rules, options, typeInfo);
      verdicts.set(document, errors);
      return errors;
    },
    context: (req) => {
      const actor = req.raw.actor;
      const slots = pLimit(PARALLEL_ROOT_FIELDS);
      return {
        app: ctx,
        actor,
        loaders: new Loaders(ctx.resources, ctx.database.db, actor),
        slots: (work) => slots(work),
        cost: costs.get(req.raw) ?? 0,
      };
    },
    // Rejections are reported as validation errors (a 400 with {errors}), not thrown as crashes.
    validationRules: [depthRule()],
    onOperation: (_req, _args, result) => {
      // No data at all (variables of the wrong type): a request error, which graphql-http answers
      // with a 400 to graphql-response+json clients (graphql-over-http), 200 to application/json.
      // graphql-http answers a list of errors returned here as a request error.
      if (!('data' in result) && result.errors?.length) return [...result.errors] as unknown as ExecutionResult;
    },
    formatError: (err) => {
      if (!(err instanceof GraphQLError)) return err;
      // No path: the request itself is wrong (syntax, unknown field, variable of the wrong type,
      // a limit): a client error, whatever was thrown while reading it.
      if (!err.path) {
        // A variable of the wrong type (1.5 stock units) also names its field, for the form.
        const fieldErrors = variableError(err.message);
        return remade(err, err.message, {
          nodes: err.nodes,
          extensions: {
            status: 400,
            ...err.extensions,
            ...(fieldErrors ?? {}),
            code: err.extensions?.code === 'FORBIDDEN' ? 'FORBIDDEN' : 'BAD_USER_INPUT',
          },
        });
      }
      if (!err.originalError) return err;
      const original: unknown = err.originalError;
      const badVariable = original instanceof GraphQLError ? variableError(err.message) : undefined;
      if (badVariable) {
        const invalid = INVALID_FIELDS();
        return remade(err, invalid.text, {
          nodes: err.nodes,
          path: err.path,
          extensions: { code: 'bad_request', status: 400, ...badVariable, message_code: invalid.code, message_values: {} },
        });
      }
      const known: HttpError | undefined = original instanceof HttpError ? original : fromDatabaseError(original);
      if (known) {
        // Clients show the first message only, so field errors are named in it too.
        const details = known.errors ? Object.entries(known.errors).map(([field, message]) => `${field}: ${message}`) : [];
        const message =
          details.length && /highlighted fields\.$/.test(known.message) ? `${known.message} (${details.join('; ')})` : known.message;
        return remade(err, message, {
          nodes: err.nodes,
          path: err.path,
          extensions: {
            code: known.code,
            status: known.status,
            ...(known.errors ? { errors: known.errors } : {}),
            ...(known.fieldMessageCodes ? { message_codes: known.fieldMessageCodes } : {}),
            // The message by key (resources/i18n/areas); the field details stay under their fields.
            ...(known.messageCode ? { message_code: known.messageCode, message_values: known.messageValues ?? {} } : {}),
          },
        });
      }
      const internal = ERROR_MESSAGES.message('internal');
      return remade(err, internal.text, {
        nodes: err.nodes,
        path: err.path,
        extensions: { code: 'internal', message_code: internal.code, message_values: {} },
      });
    },
  });
  // Too long or too nested a text is refused before graphql-js parses it (queryText.ts), and logged.
  // graphql-http's answer is written as it made it (the Express adapter's two lines), after a
  // backstop behind the cost limit: an answer too large to send is replaced by an error. The size
  // is read from the text graphql-http wrote, not from the data stringified once more for it.
  return async (req, res, next) => {
    const problem = queryTextProblem(req.body?.query);
    if (problem) {
      req.log?.warn({ graphql: { refused: problem.text, length: String(req.body.query).length } }, 'GraphQL query refused before parsing');
      res.status(400).json(refusal(problem));
      return;
    }
    try {
      const [body, init] = await handle({
        url: req.url,
        method: req.method,
        headers: req.headers,
        body: () => req.body ?? null,
        raw: req,
        context: { res },
      });
      // A character is one to four bytes: only a long answer needs counting.
      if (body && body.length * 4 > MAX_RESPONSE_BYTES && Buffer.byteLength(body) > MAX_RESPONSE_BYTES) {
        res.status(400).json(refusal(GRAPHQL_REFUSALS.message('answer_too_large', { megabytes: MAX_RESPONSE_BYTES / 1048576 })));
        return;
      }
      res.writeHead(init.status, init.statusText, init.headers).end(body);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * The error as the API words it. graphql-jit's errors carry their locations without the nodes
 * they come from, so those are kept as they are.
 */
function remade(from: GraphQLError, message: string, options: GraphQLErrorOptions): GraphQLError {
  const made = new GraphQLError(message, options);
  if (!made.locations && from.locations) Object.assign(made, { locations: from.locations });
  return made;
}

/** A request refused as a whole: graphql-http's form of a request error. */
const refusal = (said: CodedText) => ({ errors: [{ message: said.text, extensions: { ...refusalExtensions(said), status: 400 } }] });

/**
 * A variable the schema's scalars refused (1.5 stock units for an Int, "abc" for a Float) is the
 * client's mistake, answered as a field message — not "something went wrong on our side".
 * graphql-js words it `Variable "$input" got invalid value 1.5 at "input.qty"; Int cannot
 * represent non-integer value: 1.5`.
 */
export function variableError(
  message: string,
): { errors: Record<string, string>; message_codes?: Record<string, CodedMessage> } | undefined {
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
  const name = /Int cannot represent non-integer/.test(reason)
    ? 'integer'
    : /(Int|Float) cannot represent/.test(reason)
      ? 'number'
      : /Boolean cannot represent/.test(reason)
        ? 'boolean'
        : undefined;
  // The field's message by key where it is one of ours (`fields.*`), else graphql-js's words.
  const refusal = new HttpError(400, 'bad_request', INVALID_FIELDS(), { [field]: name ? FIELD_MESSAGES.message(name) : reason });
  return { errors: refusal.errors!, ...(refusal.fieldMessageCodes ? { message_codes: refusal.fieldMessageCodes } : {}) };
}
