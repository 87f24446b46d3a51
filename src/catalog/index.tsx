/** The catalog: collections, the reference data products are made of (generated screens), and mockups. */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const CollectionList = lazyChunk(() => import('./collections/CollectionList'));
const CollectionCreate = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionCreate })));
const CollectionEdit = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionEdit })));
const MockupList = lazyChunk(() => import('./mockups/MockupList'));
const MockupPage = lazyChunk(() => import('./mockups/MockupPage'));
const MockupSelectionPage = lazyChunk(() => import('./mockups/MockupSelectionPage'));

export const catalogArea: AppArea = {
  id: 'catalog',
  declarations: CATALOG_RESOURCES,
  views: {
    collections: { list: CollectionList, create: CollectionCreate, edit: CollectionEdit, show: false },
    // Mockup is SUPERUSER level (spec 1 §6): the library, and /mockups/{mockupId} the mockup's page.
    mockups: { list: MockupList, edit: MockupPage, show: MockupPage, create: false },
  },
  pages: [
    {
      path: '/product/:productId/mockup-selection',
      component: MockupSelectionPage,
      title: 'Mockup selection',
      access: { resource: 'generated-mockups', action: 'create' },
    },
  ],
};
