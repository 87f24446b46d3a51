/**
 * The catalog: collections, the reference data products are made of (generated screens),
 * products (designs): list, create, the product page, sample selection and bulk upload, and
 * mockups: the library, a mockup's page and a product's mockup selection.
 */
import { Route } from 'react-router-dom';
import { CATALOG_RESOURCES } from '../../resources/catalog';
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const CollectionList = lazyChunk(() => import('./collections/CollectionList'));
const CollectionCreate = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionCreate })));
const CollectionEdit = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionEdit })));
const MockupList = lazyChunk(() => import('./mockups/MockupList'));
const MockupPage = lazyChunk(() => import('./mockups/MockupPage'));
const MockupSelectionPage = lazyChunk(() => import('./mockups/MockupSelectionPage'));
const ProductList = lazyChunk(() => import('./products/ProductList'));
const ProductCreate = lazyChunk(() => import('./products/ProductCreate'));
const ProductPage = lazyChunk(() => import('./products/ProductPage'));
const SampleSelection = lazyChunk(() => import('./products/SampleSelection'));
const BulkUpload = lazyChunk(() => import('./products/BulkUpload'));

export default defineArea({
  id: 'catalog',
  declarations: CATALOG_RESOURCES,
  menu: [
    { key: 'products', resource: 'products', label: 'menu.products', level: 'USER', order: 20 },
    { key: 'collection', resource: 'collections', label: 'menu.collection', level: 'USER', order: 50 },
    { key: 'mockup', resource: 'mockups', label: 'menu.mockup', level: 'SUPERUSER', order: 80 },
  ],
  views: {
    collections: { list: CollectionList, create: CollectionCreate, edit: CollectionEdit, show: false },
    // docs/requirements/catalog.md §2: /product, /product/create, /product/bulk-upload, /product/{productId},
    // /product/{productId}/sample-selection (mockup-selection is the mockups' screen).
    products: {
      list: ProductList,
      create: ProductCreate,
      edit: ProductPage,
      show: false,
      children: [
        <Route key="bulk-upload" path="bulk-upload" element={<BulkUpload />} />,
        <Route key="sample-selection" path=":productId/sample-selection" element={<SampleSelection />} />,
      ],
    },
    // Mockup is SUPERUSER level (docs/requirements/access.md §6): the library, and /mockups/{mockupId} the mockup's page.
    mockups: { list: MockupList, edit: MockupPage, show: MockupPage, create: false },
  },
  pages: [
    {
      path: '/product/:productId/mockup-selection',
      component: MockupSelectionPage,
      title: 'screens.catalog.mockup_selection',
      access: { resource: 'generated-mockups', action: 'create' },
    },
  ],
});
