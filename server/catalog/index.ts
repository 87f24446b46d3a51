/**
 * The catalog: collections, the reference data products are made of (fonts, art types, mockup
 * categories, materials), products (designs) with their image jobs, design headers and bulk upload, and mockups (room photos, their analysis, generated mockups).
 */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { appRequestRoutes } from './appRequestRoutes';
import { bulkUploadRoutes } from './bulkUpload';
import { collectionRoutes } from './collectionRoutes';
import { designHeaderRoutes } from './designHeaderRoutes';
import { fillDemoPatterns } from './demoProducts';
import { generatedMockupRoutes } from './generatedMockupRoutes';
import { generateMockupsJob } from './mockupGeneration';
import { imageQueueRoutes } from './imageQueueRoutes';
import { materialAliasHooks } from './materialAliases';
import { materialRoutes } from './materialRoutes';
import { MOCKUP_ROUTE_DOCS } from './mockupRouteDocs';
import { mockupRoutes } from './mockupRoutes';
import { seedDemoMockups } from './mockupSeed';
import { PRODUCT_JOBS } from './productJobs';
import { productRoutes } from './productRoutes';
import { PRODUCT_ROUTE_DOCS } from './routeDocs';
import { seedCatalog } from './seed';

export const catalogArea: ServerArea = {
  id: 'catalog',
  bindings: bindDeclared(CATALOG_RESOURCES, schema, {
    collections: { routes: collectionRoutes },
    materials: { routes: materialRoutes },
    'material-aliases': { hooks: materialAliasHooks },
    products: { routes: productRoutes },
    mockups: { routes: mockupRoutes },
    'generated-mockups': { routes: generatedMockupRoutes },
  }),
  routes: {
    '/design-headers': designHeaderRoutes,
    // POST only: GET /queues/image-processor (the notifications) is the system area's.
    '/queues/image-processor': imageQueueRoutes,
    '/app-requests': appRequestRoutes,
    '/bulk-upload': bulkUploadRoutes,
  },
  routeDocs: [...PRODUCT_ROUTE_DOCS, ...MOCKUP_ROUTE_DOCS],
  jobs: { ...PRODUCT_JOBS, MOCKUP_UPLOAD: generateMockupsJob },
  seed: seedCatalog,
  // Demo patterns and demo rooms need the storage adapter, so they are made at start rather than
  // by the table seeds.
  // A shutdown in the middle stops them with the database: that is no fault (the next start makes
  // what is missing), so only a failure while the server runs is reported.
  start: (ctx) => {
    let stopped = false;
    const failed = (what: string) => (err: unknown) => {
      if (!stopped && !ctx.lifecycle.draining) console.error(what, err instanceof Error ? err.message : err);
    };
    fillDemoPatterns(ctx).catch(failed('The demo products’ patterns could not be made:'));
    if (ctx.config.demoData) seedDemoMockups(ctx).catch(failed('Demo mockups were not made:'));
    return () => {
      stopped = true;
    };
  },
};
