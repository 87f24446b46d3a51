/** The catalog: collections and the reference data products are made of (fonts, art types, mockup categories, materials). */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { collectionRoutes } from './collectionRoutes';
import { materialRoutes } from './materialRoutes';
import { seedCatalog } from './seed';

export const catalogArea: ServerArea = {
  id: 'catalog',
  bindings: bindDeclared(CATALOG_RESOURCES, schema, {
    collections: { routes: collectionRoutes },
    materials: { routes: materialRoutes },
  }),
  seed: seedCatalog,
};
