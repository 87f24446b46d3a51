/**
 * The GraphQL data provider of the inventory API. Owned by the inventory area, which replaces
 * this file; until then every call is refused with a message that says so.
 */
import type { DataProvider } from 'react-admin';

const notReady = (resource: string) => Promise.reject(new Error(`The inventory API for ${resource} is not available yet.`));

export const graphqlDataProvider: DataProvider = {
  getList: (resource) => notReady(resource),
  getOne: (resource) => notReady(resource),
  getMany: (resource) => notReady(resource),
  getManyReference: (resource) => notReady(resource),
  create: (resource) => notReady(resource),
  update: (resource) => notReady(resource),
  updateMany: (resource) => notReady(resource),
  delete: (resource) => notReady(resource),
  deleteMany: (resource) => notReady(resource),
};
