/**
 * The app's data provider: REST resources go to the REST provider, GraphQL ones (inventory) to
 * the GraphQL provider, chosen by each declaration's `serve.kind`.
 */
import { combineDataProviders } from 'react-admin';
import { graphqlDataProvider } from './graphqlDataProvider';
import { declarationFor } from './resourceNames';
import { restDataProvider } from './restDataProvider';

export const dataProvider = combineDataProviders((resource) =>
  declarationFor(resource)?.serve.kind === 'graphql' ? graphqlDataProvider : restDataProvider,
);
