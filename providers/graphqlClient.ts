/**
 * The one GraphQL transport: `graphqlFetch` (the endpoint with the session's header) under both the
 * data provider's Apollo link and `graphqlRequest`, which the inventory area's typed methods
 * (providers/methods/inventory.ts) use for reads and operations beyond CRUD. A GraphQL error
 * throws its first message (docs/requirements/inventory.md §8), as an HttpError carrying the status and field messages;
 * a 401 ends the session.
 */
import type { CodedMessage, CodedText } from '../resources/i18n/catalogue';
import { HttpError, reportUnauthorized } from './httpClient';
import { authorizationHeader } from './session';

export interface GraphqlErrorShape {
  message?: string;
  extensions?: {
    code?: string;
    status?: number;
    errors?: Record<string, string>;
    /** The message's translation key and values (resources/i18n/areas). */
    message_code?: string;
    message_values?: Record<string, string | number>;
    /** The keyed field messages' keys and values, by field. */
    message_codes?: Record<string, CodedMessage>;
  };
}

const STATUS_BY_CODE: Record<string, number> = { unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, bad_request: 400 };

/** The react-admin error of a GraphQL error list: the first message, or 'GraphQL error'. */
export function errorOf(
  errors: GraphqlErrorShape[] | undefined,
  fallbackStatus = 200,
  /** The app's own message instead of the first error's, with its key (resources/i18n/areas). */
  message?: CodedText,
): HttpError {
  const first = errors?.[0];
  const status = first?.extensions?.status ?? STATUS_BY_CODE[first?.extensions?.code ?? ''] ?? fallbackStatus;
  if (status === 401) reportUnauthorized();
  const keyed = message
    ? { message_code: message.code, message_values: message.values ?? {} }
    : first?.extensions?.message_code
      ? { message_code: first.extensions.message_code, message_values: first.extensions.message_values ?? {} }
      : {};
  return new HttpError(message?.text ?? first?.message ?? 'GraphQL error', status, {
    errors: first?.extensions?.errors ?? {},
    code: first?.extensions?.code,
    message_codes: first?.extensions?.message_codes,
    ...keyed,
  });
}

export const GRAPHQL_URL = '/api/graphql';

/** fetch() to the GraphQL endpoint with the session's Authorization header (read per request: it changes on login and logout). */
export function graphqlFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(authorizationHeader())) headers.set(name, value);
  return fetch(input, { ...init, headers });
}

export async function graphqlRequest<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await graphqlFetch(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new HttpError('Network Error', 0, {});
  }
  const body = await response.json().catch(() => ({}));
  if (body.errors?.length) throw errorOf(body.errors, response.status);
  if (!response.ok) throw new HttpError(`Request failed with status code ${response.status}`, response.status, {});
  return body.data as T;
}
