/** The accounts area: sign-in and sessions, users and permissions, brands and their store channels. */
import { ACCOUNTS_RESOURCES } from '../../resources/accounts';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { brandChannelRoutes, brandRoutes } from './brandRoutes';
import { accountRoutes } from './routes';
import { seedAccounts } from './seed';

export const accountsArea: ServerArea = {
  id: 'accounts',
  bindings: bindDeclared(ACCOUNTS_RESOURCES, schema, { brands: { routes: brandRoutes } }),
  routes: { '/auth': accountRoutes, '/brand-channel': brandChannelRoutes },
  seed: seedAccounts,
};
