/**
 * The settings area: the onboarding checklist (Manage Checklist and the dashboard card), feature
 * flags and languages (generated views), translations, and the /settings screen.
 */
import { SETTINGS_RESOURCES } from '../../resources/settings';
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const SettingsPage = lazyChunk(() => import('./SettingsPage'));
const FeatureFlagsCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.FeatureFlagsCard })));
const LanguagesCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.LanguagesCard })));
const ManageChecklist = lazyChunk(() => import('./checklist/ManageChecklist'));
const ChecklistCard = lazyChunk(() => import('./checklist/ChecklistCard'));
const TranslationsPage = lazyChunk(() => import('./translations/TranslationsPage'));
const TranslationKeysPage = lazyChunk(() => import('./translations/TranslationKeysPage'));

export const settingsArea: AppArea = {
  id: 'settings',
  declarations: SETTINGS_RESOURCES,
  views: { 'checklist-items': { list: ManageChecklist, create: false, edit: false, show: false } },
  pages: [
    { path: '/settings', component: SettingsPage, title: 'Settings' },
    {
      path: '/translations',
      component: TranslationsPage,
      title: 'Translations',
      menu: 'translations',
      access: { resource: 'translations', action: 'edit' },
    },
    {
      path: '/translations/key',
      component: TranslationKeysPage,
      title: 'Translation Keys',
      menu: 'translation_keys',
      access: { resource: 'translation-keys', action: 'edit' },
    },
  ],
  dashboard: [
    { id: 'checklist', level: 'USER', component: ChecklistCard, order: 10 },
    { id: 'languages', level: 'EVERYBODY', component: LanguagesCard, order: 90 },
    { id: 'feature-flags', level: 'SUPERADMIN', component: FeatureFlagsCard, order: 91 },
  ],
};
