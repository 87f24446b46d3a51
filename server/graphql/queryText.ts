/**
 * Limits read on a GraphQL query's raw text, before graphql-js parses it: its parser and the
 * depth rule recurse once per nesting level, so thousands of levels overflow the stack — which
 * graphql-http answers with an empty 500. Refused here instead, with a reason, in linear time and
 * constant stack; the token limit is graphql-js's own (`maxTokens`, given to parse).
 */
import type { CodedText } from '../../resources/i18n/catalogue';
import { GRAPHQL_REFUSALS } from '../../resources/i18n/areas/system';

/** Longest query text accepted (the app's largest queries are a few thousand characters). */
export const MAX_QUERY_CHARS = 100_000;
/** Most tokens graphql-js reads before it stops parsing. */
export const MAX_QUERY_TOKENS = 10_000;
/**
 * Deepest nesting of `{`, `(` and `[` in the text. Selections may nest MAX_QUERY_DEPTH (8) levels,
 * each with arguments holding input objects and lists: 64 leaves room for any valid query.
 */
export const MAX_QUERY_NESTING = 64;

/** The deepest bracket nesting of a GraphQL text, outside strings and comments (stops past `limit`). */
export function queryNesting(text: string, limit = MAX_QUERY_NESTING): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        i = end < 0 ? text.length : end + 2;
      } else {
        for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
      }
    } else if (c === '{' || c === '(' || c === '[') {
      if (++depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === '}' || c === ')' || c === ']') depth--;
  }
  return max;
}

/** Why a query text is refused before parsing, or undefined (a non-string is graphql-http's to refuse). */
export function queryTextProblem(query: unknown): CodedText | undefined {
  if (typeof query !== 'string') return undefined;
  if (query.length > MAX_QUERY_CHARS) return GRAPHQL_REFUSALS.message('too_long', { max: MAX_QUERY_CHARS });
  if (queryNesting(query) > MAX_QUERY_NESTING) return GRAPHQL_REFUSALS.message('too_nested', { max: MAX_QUERY_NESTING });
  return undefined;
}
