/** The catalog: collections, and the reference data products are made of (generated screens). */
import { CATALOG_RESOURCES } from '../../resources/catalog';
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const CollectionList = lazyChunk(() => import('./collections/CollectionList'));
const CollectionCreate = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionCreate })));
const CollectionEdit = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionEdit })));

export const catalogArea: AppArea = {
  id: 'catalog',
  declarations: CATALOG_RESOURCES,
  views: { collections: { list: CollectionList, create: CollectionCreate, edit: CollectionEdit, show: false } },
};
