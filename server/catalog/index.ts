/**
 * The catalog: collections, the reference data products are made of (fonts, art types, mockup
 * categories, materials), products (designs) with their image jobs, design headers and bulk upload.
 */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { appRequestRoutes } from './appRequestRoutes';
import { bulkUploadRoutes } from './bulkUpload';
import { collectionRoutes } from './collectionRoutes';
import { designHeaderRoutes } from './designHeaderRoutes';
import { fillDemoPatterns } from './demoProducts';
import { imageQueueRoutes } from './imageQueueRoutes';
import { materialRoutes } from './materialRoutes';
import { PRODUCT_JOBS } from './productJobs';
import { productRoutes } from './productRoutes';
import { PRODUCT_ROUTE_DOCS } from './routeDocs';
import { seedCatalog } from './seed';

export const catalogArea: ServerArea = {
  id: 'catalog',
  bindings: bindDeclared(CATALOG_RESOURCES, schema, {
    collections: { routes: collectionRoutes },
    materials: { routes: materialRoutes },
    products: { routes: productRoutes },
  }),
  routes: {
    '/design-headers': designHeaderRoutes,
    // POST only: GET /queues/image-processor (the notifications) is the system area's.
    '/queues/image-processor': imageQueueRoutes,
    '/app-requests': appRequestRoutes,
    '/bulk-upload': bulkUploadRoutes,
  },
  routeDocs: PRODUCT_ROUTE_DOCS,
  jobs: PRODUCT_JOBS,
  seed: seedCatalog,
  // The demo products' patterns are drawn once the server can store files (the seed cannot).
  start: (ctx) => {
    fillDemoPatterns(ctx).catch((err) => console.error('The demo products’ patterns could not be made:', err));
    return () => {};
  },
};
