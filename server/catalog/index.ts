/** The catalog: collections and the reference data products are made of (fonts, art types, mockup categories, materials). */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { collectionRoutes } from './collectionRoutes';
import { generatedMockupRoutes } from './generatedMockupRoutes';
import { materialRoutes } from './materialRoutes';
import { MOCKUP_ROUTE_DOCS } from './mockupRouteDocs';
import { mockupRoutes } from './mockupRoutes';
import { seedDemoMockups } from './mockupSeed';
import { seedCatalog } from './seed';

export const catalogArea: ServerArea = {
  id: 'catalog',
  bindings: bindDeclared(CATALOG_RESOURCES, schema, {
    collections: { routes: collectionRoutes },
    materials: { routes: materialRoutes },
    mockups: { routes: mockupRoutes },
    'generated-mockups': { routes: generatedMockupRoutes },
  }),
  routeDocs: MOCKUP_ROUTE_DOCS,
  seed: seedCatalog,
  // Demo rooms need the storage adapter, so they are made at start rather than by the table seeds.
  start: (ctx) => {
    if (ctx.config.demoData)
      seedDemoMockups(ctx).catch((err) => console.error(`Demo mockups were not made: ${err instanceof Error ? err.message : err}`));
    return () => {};
  },
};
