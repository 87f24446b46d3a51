/**
 * The app's data provider: REST resources go to the REST provider, GraphQL ones (inventory) to
 * the GraphQL provider, chosen by each declaration's `serve.kind`; calls beyond CRUD are typed
 * methods of the areas (providers/methods/, the Atomic CRM way), reached from screens with
 * `useAppDataProvider()` so that react-admin's error handling (a 401 ends the session) applies.
 * Lists page by keyset where they can (pageCursors.ts).
 */
import {
  combineDataProviders,
  useDataProvider,
  type DataProvider,
  type GetListParams,
  type GetManyReferenceParams,
  type RaRecord,
} from 'react-admin';
import { graphqlDataProvider } from './graphqlDataProvider';
import { accountsMethods } from './methods/accounts';
import { billingMethods } from './methods/billing';
import { catalogMethods } from './methods/catalog';
import { inventoryMethods } from './methods/inventory';
import { mockupMethods } from './methods/mockups';
import { ordersMethods } from './methods/orders';
import { floorMethods, productionMethods } from './methods/production';
import { searchMethods } from './methods/search';
import { settingsMethods } from './methods/settings';
import { systemMethods } from './methods/system';
import { uploadsMethods } from './methods/uploads';
import { cursorFor, forgetPageCursors, rememberPage } from './pageCursors';
import { declarationFor } from './resourceNames';
import { restDataProvider } from './restDataProvider';

const byServe = combineDataProviders((resource) =>
  declarationFor(resource)?.serve.kind === 'graphql' ? graphqlDataProvider : restDataProvider,
);

// combineDataProviders answers any method name (a Proxy): the CRUD methods are named here so
// that the typed methods below can sit next to them.
const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
const WRITES = new Set<string>(['create', 'update', 'updateMany', 'delete', 'deleteMany']);
const LISTS = new Set<string>(['getList', 'getManyReference']);

type Call = (resource: string, params: unknown) => Promise<unknown>;

/**
 * One CRUD method: lists page by keyset after the page before when they can (pageCursors.ts),
 * and a write forgets its resource's cursors (its rows may have moved).
 */
function crudMethod(name: (typeof CRUD_METHODS)[number]): Call {
  const call = byServe[name] as Call;
  if (LISTS.has(name))
    return async (resource, asked) => {
      const params = asked as GetListParams & Partial<GetManyReferenceParams>;
      const after = cursorFor(resource, params);
      const result = (await call(resource, after === undefined ? params : { ...params, meta: { ...params.meta, after } })) as {
        data: RaRecord[];
      };
      rememberPage(resource, params, result.data);
      return result;
    };
  if (WRITES.has(name))
    return async (resource, params) => {
      forgetPageCursors([resource]);
      return call(resource, params);
    };
  return call;
}

const crud = Object.fromEntries(CRUD_METHODS.map((name) => [name, crudMethod(name)])) as DataProvider;

export const dataProvider = {
  ...crud,
  ...accountsMethods,
  ...catalogMethods,
  ...mockupMethods,
  ...settingsMethods,
  ...systemMethods,
  ...inventoryMethods,
  ...ordersMethods,
  ...productionMethods,
  ...floorMethods,
  ...billingMethods,
  ...uploadsMethods,
  ...searchMethods,
};

export type AppDataProvider = typeof dataProvider;

/** The data provider with the areas' typed methods. */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
