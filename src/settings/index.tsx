/** The settings area: feature flags and languages (generated views), the /settings screen. */
import { lazyChunk } from '../components/lazyChunk';
import { Route } from 'react-router-dom';
import featureFlags from '../../resources/settings/featureFlags';
import languages from '../../resources/settings/languages';
import type { AppArea } from '../areas/types';
import { resourceFor } from '../framework/resourceFor';

const SettingsPage = lazyChunk(() => import('./SettingsPage'));
const FeatureFlagsCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.FeatureFlagsCard })));
const LanguagesCard = lazyChunk(() => import('./dashboardCards').then((m) => ({ default: m.LanguagesCard })));

export const settingsArea: AppArea = {
  id: 'settings',
  resources: [resourceFor(featureFlags), resourceFor(languages)],
  routes: [<Route key="settings" path="/settings" element={<SettingsPage />} />],
  menu: [{ key: 'feature_flags', path: '/development/feature-flags' }],
  dashboard: [
    { id: 'languages', level: 'EVERYBODY', component: LanguagesCard, order: 90 },
    { id: 'feature-flags', level: 'SUPERADMIN', component: FeatureFlagsCard, order: 91 },
  ],
  titles: { '/settings': 'Settings', '/languages': 'Languages' },
};
