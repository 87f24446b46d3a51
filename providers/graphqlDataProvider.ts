/**
 * The data provider of the inventory resources: ra-data-graphql over Apollo Client, with a
 * build-query for this schema (providers/graphqlQueries.ts) instead of introspection.
 * List failures show the spec's messages ('Failed to fetch vendors.', …); other failures the
 * first GraphQL error message with its field errors, so forms show them under the inputs.
 */
import { listInPages } from './listInPages';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client/core';
import buildGraphQLProvider from 'ra-data-graphql';
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { ResourceDeclaration } from '../resources/framework';
import { GRAPHQL_URL, errorOf, graphqlFetch } from './graphqlClient';
import { ERROR_MESSAGES } from '../resources/i18n/areas/system';
import { declarationFor } from './resourceNames';
import {
  MAX_PAGE,
  createMutation,
  deleteMutation,
  inputOf,
  listQuery,
  manyQuery,
  oneQuery,
  queryOf,
  serveOf,
  updateMutation,
} from './graphqlQueries';

const client = new ApolloClient({
  link: new HttpLink({ uri: GRAPHQL_URL, fetch: graphqlFetch }),
  // Apollo adds __typename to every selection; records are stripped of it below (withoutTypename)
  // so it never shows up in forms or CSV exports. (addTypename: false is deprecated and warned.)
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'network-only' }, mutate: { fetchPolicy: 'no-cache' } },
});

function declarationOf(resource: string): ResourceDeclaration {
  const declaration = declarationFor(resource);
  if (!declaration || declaration.serve.kind !== 'graphql') throw new Error(`${resource} is not served by the GraphQL API`);
  return declaration;
}

/** The parameters of the react-admin calls this build-query answers: each fetch type reads its own. */
type CallParams = Partial<
  GetListParams & GetManyReferenceParams & GetOneParams & GetManyParams & CreateParams & UpdateParams & DeleteParams
>;

/** What the operations of providers/graphqlQueries.ts answer, under their `data`, `total`, `page` and `id` aliases. */
interface Answer {
  data: {
    data?: RaRecord & RaRecord[];
    total?: number;
    page?: { data: RaRecord[]; total: number };
    id?: Identifier;
  };
}

const raw = buildGraphQLProvider({
  client,
  introspection: false,
  // react-admin keeps its own cache: Apollo's would only duplicate it.
  query: () => ({ fetchPolicy: 'no-cache' }),
  mutation: () => ({ fetchPolicy: 'no-cache' }),
  buildQuery: () => (fetchType: string, resource: string, params: CallParams) => {
    const d = declarationOf(resource);
    switch (fetchType) {
      case 'GET_LIST':
      case 'GET_MANY_REFERENCE': {
        const filter = fetchType === 'GET_MANY_REFERENCE' ? { ...params.filter, [params.target ?? 'id']: params.id } : params.filter;
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
        return {
          query: gql(listQuery(d)),
          variables: {
            first: perPage,
            offset: (page - 1) * perPage,
            // Keyset paging (listInPages, pageCursors): the page starts after this row; the offset is its fallback.
            after: params.meta?.after === undefined ? undefined : String(params.meta.after),
            query: queryOf(filter),
            sort: params.sort?.field,
            order: params.sort?.order,
          },
          parseResponse: ({ data }: Answer) =>
            data.page ? { data: data.page.data, total: data.page.total } : { data: data.data, total: data.total },
        };
      }
      case 'GET_ONE':
        return {
          query: gql(oneQuery(d)),
          variables: { id: String(params.id) },
          parseResponse: ({ data }: Answer) => {
            if (!data.data) throw Object.assign(new Error(`${d.labels.one} ${params.id} was not found.`), { status: 404 });
            return { data: data.data };
          },
        };
      case 'GET_MANY':
        return {
          query: gql(manyQuery(d)),
          variables: { query: { id: (params.ids ?? []).map(String) } },
          parseResponse: ({ data }: Answer) => ({ data: data.data }),
        };
      case 'CREATE':
        return {
          query: gql(createMutation(d)),
          variables: { input: inputOf(d, params.data ?? {}) },
          parseResponse: ({ data }: Answer) => ({ data: { ...params.data, id: data.id } }),
        };
      case 'UPDATE':
        return {
          query: gql(updateMutation(d)),
          variables: { id: String(params.id), input: inputOf(d, params.data ?? {}, params.previousData) },
          parseResponse: ({ data }: Answer) => ({ data: { ...params.data, id: data.id } }),
        };
      case 'DELETE':
        return {
          query: gql(deleteMutation(d)),
          variables: { id: String(params.id) },
          parseResponse: () => ({ data: params.previousData ?? { id: params.id } }),
        };
      default:
        throw new Error(`${fetchType} is not supported for ${resource}`);
    }
  },
}) as DataProvider;

/** The react-admin error of a failed call: list calls get the spec's message. */
/** What a failed call holds: Apollo's error, or react-admin's HttpError with Apollo's in its body. */
interface CallError {
  message?: string;
  status?: number;
  graphQLErrors?: GraphqlFailure[];
  networkError?: NetworkFailure;
  body?: { graphQLErrors?: GraphqlFailure[]; networkError?: NetworkFailure };
}
type GraphqlFailure = NonNullable<Parameters<typeof errorOf>[0]>[number];
interface NetworkFailure {
  statusCode?: number;
  result?: { errors?: GraphqlFailure[] };
}

function failure(caught: unknown, resource: string, list: boolean): never {
  const error = caught as CallError | undefined;
  const graphQLErrors = error?.body?.graphQLErrors ?? error?.graphQLErrors;
  const network = error?.body?.networkError ?? error?.networkError;
  const networkErrors = network?.result?.errors;
  const errors = graphQLErrors?.length ? graphQLErrors : networkErrors;
  const many = declarationFor(resource)?.labels.many.toLowerCase() ?? resource;
  const status = error?.status && error.status !== 200 ? error.status : (network?.statusCode ?? 200);
  const listFailed = ERROR_MESSAGES.message('list_failed', { many });
  throw errorOf(errors?.length ? errors : [{ message: error?.message }], status, list ? listFailed : undefined);
}

/** The value without Apollo's `__typename` keys, at any depth. */
export function withoutTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypename) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, v]) => [key, withoutTypename(v)]),
    ) as T;
  }
  return value;
}

const guard = <T>(resource: string, list: boolean, run: () => Promise<T>): Promise<T> =>
  run().then(withoutTypename, (error) => {
    // A session that ended still logs out, whatever the message shown.
    failure(error, resource, list);
  });

/** Long lists (CSV export asks for 1000 from the first page) are fetched in pages of MAX_PAGE rows. */
const getListInPages = (resource: string, params: GetListParams) =>
  listInPages(
    params.pagination ?? { page: 1, perPage: 25 },
    MAX_PAGE,
    ({ page, perPage, after }) => raw.getList(resource, { ...params, pagination: { page, perPage }, meta: { ...params.meta, after } }),
    params.meta?.after,
  );

export const graphqlDataProvider: DataProvider = {
  getList: (resource, params) => guard(resource, true, () => getListInPages(resource, params)),
  getManyReference: (resource, params) => guard(resource, true, () => raw.getManyReference(resource, params)),
  getMany: (resource, params) => guard(resource, true, () => raw.getMany(resource, params)),
  getOne: (resource, params) => guard(resource, false, () => raw.getOne(resource, params)),
  create: (resource, params) => guard(resource, false, () => raw.create(resource, params)),
  update: (resource, params) => guard(resource, false, () => raw.update(resource, params)),
  delete: (resource, params) => guard(resource, false, () => raw.delete(resource, params)),
  updateMany: (resource, params) =>
    guard(resource, false, async () => ({
      data: (await Promise.all(params.ids.map((id) => raw.update(resource, { id, data: params.data, previousData: { id } })))).map(
        (r) => r.data.id,
      ),
    })),
  deleteMany: (resource, params) =>
    guard(resource, false, async () => ({
      data: (await Promise.all(params.ids.map((id) => raw.delete<RaRecord>(resource, { id, previousData: { id } })))).map((r) => r.data.id),
    })),
};

export { serveOf };
