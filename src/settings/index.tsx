/** The settings area: feature flags and languages (generated views), the /settings screen. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import featureFlags from '../../resources/settings/featureFlags';
import languages from '../../resources/settings/languages';
import type { AppArea } from '../areas/types';
import { resourceFor } from '../framework/resourceFor';

const SettingsPage = lazy(() => import('./SettingsPage'));
const FeatureFlagsCard = lazy(() => import('./dashboardCards').then((m) => ({ default: m.FeatureFlagsCard })));
const LanguagesCard = lazy(() => import('./dashboardCards').then((m) => ({ default: m.LanguagesCard })));

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
