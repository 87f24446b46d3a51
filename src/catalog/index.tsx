/**
 * The catalog: collections, the reference data products are made of (generated screens), and
 * products (designs): list, create, the product page, sample selection and bulk upload.
 */
import { Route } from 'react-router-dom';
import { CATALOG_RESOURCES } from '../../resources/catalog';
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const CollectionList = lazyChunk(() => import('./collections/CollectionList'));
const CollectionCreate = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionCreate })));
const CollectionEdit = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionEdit })));
const ProductList = lazyChunk(() => import('./products/ProductList'));
const ProductCreate = lazyChunk(() => import('./products/ProductCreate'));
const ProductPage = lazyChunk(() => import('./products/ProductPage'));
const SampleSelection = lazyChunk(() => import('./products/SampleSelection'));
const BulkUpload = lazyChunk(() => import('./products/BulkUpload'));

export const catalogArea: AppArea = {
  id: 'catalog',
  declarations: CATALOG_RESOURCES,
  views: {
    collections: { list: CollectionList, create: CollectionCreate, edit: CollectionEdit, show: false },
    // Spec 1 §2: /product, /product/create, /product/bulk-upload, /product/{productId},
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
  },
};
