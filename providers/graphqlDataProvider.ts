/**
 * The data provider of the inventory resources: ra-data-graphql over Apollo Client, with a
 * build-query for this schema (providers/graphqlQueries.ts) instead of introspection.
 * List failures show the spec's messages ('Failed to fetch vendors.', …); other failures the
 * first GraphQL error message with its field errors, so forms show them under the inputs.
 */
import { listInPages } from './listInPages';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client/core';
import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
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

const raw = buildGraphQLProvider({
  client,
  introspection: false,
  // react-admin keeps its own cache: Apollo's would only duplicate it.
  query: () => ({ fetchPolicy: 'no-cache' }),
  mutation: () => ({ fetchPolicy: 'no-cache' }),
  buildQuery: () => (fetchType: string, resource: string, params: any) => {
    const d = declarationOf(resource);
    switch (fetchType) {
      case 'GET_LIST':
      case 'GET_MANY_REFERENCE': {
        const filter = fetchType === 'GET_MANY_REFERENCE' ? { ...params.filter, [params.target]: params.id } : params.filter;
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
        return {
          query: gql(listQuery(d)),
          variables: {
            first: perPage,
            offset: (page - 1) * perPage,
            // Keyset paging (listInPages): the page starts after this row; offset is then ignored.
            after: params.meta?.after === undefined ? undefined : String(params.meta.after),
            query: queryOf(filter),
            sort: params.sort?.field,
            order: params.sort?.order,
          },
          parseResponse: ({ data }: any) =>
            data.page ? { data: data.page.data, total: data.page.total } : { data: data.data, total: data.total },
        };
      }
      case 'GET_ONE':
        return {
          query: gql(oneQuery(d)),
          variables: { id: String(params.id) },
          parseResponse: ({ data }: any) => {
            if (!data.data) throw Object.assign(new Error(`${d.labels.one} ${params.id} was not found.`), { status: 404 });
            return { data: data.data };
          },
        };
      case 'GET_MANY':
        return {
          query: gql(manyQuery(d)),
          variables: { query: { id: params.ids.map(String) } },
          parseResponse: ({ data }: any) => ({ data: data.data }),
        };
      case 'CREATE':
        return {
          query: gql(createMutation(d)),
          variables: { input: inputOf(d, params.data) },
          parseResponse: ({ data }: any) => ({ data: { ...params.data, id: data.id } }),
        };
      case 'UPDATE':
        return {
          query: gql(updateMutation(d)),
          variables: { id: String(params.id), input: inputOf(d, params.data, params.previousData) },
          parseResponse: ({ data }: any) => ({ data: { ...params.data, id: data.id } }),
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
function failure(error: any, resource: string, list: boolean): never {
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
const getListInPages = (resource: string, params: any) =>
  listInPages(params.pagination ?? { page: 1, perPage: 25 }, MAX_PAGE, ({ page, perPage, after }) =>
    raw.getList(resource, { ...params, pagination: { page, perPage }, meta: { ...params.meta, after } }),
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
      data: (await Promise.all(params.ids.map((id) => raw.update(resource, { id, data: params.data, previousData: {} as any })))).map(
        (r) => r.data.id,
      ),
    })),
  deleteMany: (resource, params) =>
    guard(resource, false, async () => ({
      data: (await Promise.all(params.ids.map((id) => raw.delete(resource, { id, previousData: { id } as any })))).map((r) => r.data.id),
    })),
};

export { serveOf };
