/**
 * The settings area: the onboarding checklist (Manage Checklist and the dashboard card), feature
 * flags and languages (generated views), translations, and the /settings screen.
 */
import { SETTINGS_RESOURCES } from '../../resources/settings';
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const SettingsPage = lazyChunk(() => import('./SettingsPage'));
const FeatureFlagsCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.FeatureFlagsCard })));
const LanguagesCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.LanguagesCard })));
const ManageChecklist = lazyChunk(() => import('./checklist/ManageChecklist'));
const ChecklistCard = lazyChunk(() => import('./checklist/ChecklistCard'));
const TranslationsPage = lazyChunk(() => import('./translations/TranslationsPage'));
const TranslationKeysPage = lazyChunk(() => import('./translations/TranslationKeysPage'));

export default defineArea({
  id: 'settings',
  declarations: SETTINGS_RESOURCES,
  // The Development group (docs/requirements/shell.md §2); Brands, its fourth entry, is the accounts area's.
  menu: [
    { key: 'development', expands: true, path: '/development', level: 'SUPERADMIN', order: 100 },
    { key: 'translations', path: '/translations', group: 'development', order: 10 },
    { key: 'translation_keys', path: '/translations/key', group: 'development', order: 20 },
    { key: 'manage_checklist', resource: 'checklist-items', label: 'menu.manage_checklist', group: 'development', order: 30 },
    { key: 'feature_flags', resource: 'feature-flags', label: 'menu.feature_flags', group: 'development', order: 50 },
  ],
  views: { 'checklist-items': { list: ManageChecklist, create: false, edit: false, show: false } },
  pages: [
    { path: '/settings', component: SettingsPage, title: 'account.settings' },
    {
      path: '/translations',
      component: TranslationsPage,
      title: 'menu.translations',
      access: { resource: 'translations', action: 'edit' },
    },
    {
      path: '/translations/key',
      component: TranslationKeysPage,
      title: 'menu.translation_keys',
      access: { resource: 'translation-keys', action: 'edit' },
    },
  ],
  dashboard: [
    { id: 'checklist', level: 'USER', component: ChecklistCard, order: 10 },
    { id: 'languages', level: 'EVERYBODY', component: LanguagesCard, order: 90 },
    { id: 'feature-flags', level: 'SUPERADMIN', component: FeatureFlagsCard, order: 91 },
  ],
});
