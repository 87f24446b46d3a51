/**
 * The administration area: brands, collections, users, translations, the onboarding checklist,
 * reference data and Admin Tools. Screens load lazily, so the area is its own chunk.
 */
import { lazyChunk } from '../components/lazyChunk';
import { Route } from 'react-router-dom';
import brands from '../../resources/accounts/brands';
import collections from '../../resources/catalog/collections';
import checklistItems from '../../resources/settings/checklist/items';
import artTypes from '../../resources/catalog/artTypes';
import fonts from '../../resources/catalog/fonts';
import materials from '../../resources/catalog/materials';
import mockupCategories from '../../resources/catalog/mockupCategories';
import type { AppArea } from '../areas/types';
import { resourceFor } from '../framework/resourceFor';

const BrandList = lazyChunk(() => import('./brands/BrandList'));
const BrandShow = lazyChunk(() => import('./brands/BrandShow'));
const CollectionList = lazyChunk(() => import('./collections/CollectionList'));
const CollectionCreate = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionCreate })));
const CollectionEdit = lazyChunk(() => import('./collections/CollectionForm').then((m) => ({ default: m.CollectionEdit })));
const ManageChecklist = lazyChunk(() => import('./checklist/ManageChecklist'));
const ChecklistCard = lazyChunk(() => import('./checklist/ChecklistCard'));
const UsersPage = lazyChunk(() => import('./users/UsersPage'));
const TranslationsPage = lazyChunk(() => import('./translations/TranslationsPage'));
const TranslationKeysPage = lazyChunk(() => import('./translations/TranslationKeysPage'));
const AdminToolsPage = lazyChunk(() => import('./tools/AdminToolsPage'));

export const adminArea: AppArea = {
  id: 'admin',
  resources: [
    // /brands/{brand_id} is the brand's page (react-admin's edit route).
    resourceFor(brands, { list: BrandList, edit: BrandShow, show: false }),
    resourceFor(collections, { list: CollectionList, create: CollectionCreate, edit: CollectionEdit, show: false }),
    resourceFor(checklistItems, { list: ManageChecklist, create: false, edit: false, show: false }),
    resourceFor(fonts),
    resourceFor(artTypes),
    resourceFor(mockupCategories),
    resourceFor(materials),
  ],
  routes: [
    <Route key="users" path="/users" element={<UsersPage />} />,
    <Route key="translations" path="/translations" element={<TranslationsPage />} />,
    <Route key="translation-keys" path="/translations/key" element={<TranslationKeysPage />} />,
    <Route key="admin-tools" path="/admin-tools" element={<AdminToolsPage />} />,
  ],
  menu: [
    { key: 'collection' },
    { key: 'users' },
    { key: 'translations' },
    { key: 'translation_keys' },
    { key: 'manage_checklist' },
    { key: 'brands' },
  ],
  dashboard: [{ id: 'checklist', level: 'USER', component: ChecklistCard, order: 10 }],
  titles: {
    '/users': 'Users',
    '/translations/key': 'Translation Keys',
    '/translations': 'Translations',
    '/admin-tools': 'Admin Tools',
    '/fonts': 'Fonts',
    '/art-types': 'Art Types',
    '/mockup-categories': 'Mockup Categories',
    '/materials': 'Materials',
  },
};
