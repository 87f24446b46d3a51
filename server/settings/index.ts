/** The settings area: the onboarding checklist, feature flags, languages and translations. */
import { SETTINGS_RESOURCES } from '../../resources/settings';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { checklistItemRoutes, checklistMapRoutes, pageVisitRoutes } from './checklistRoutes';
import { featureFlagByNameRoutes } from './featureFlagRoutes';
import { seedSettings } from './seed';
import { translationRoutes } from './translationRoutes';

export const settingsArea: ServerArea = {
  id: 'settings',
  bindings: bindDeclared(SETTINGS_RESOURCES, schema, {
    'checklist-items': { routes: checklistItemRoutes },
    'feature-flags': { routes: featureFlagByNameRoutes },
  }),
  routes: {
    '/checklist/maps': checklistMapRoutes,
    '/checklist/page-visits': pageVisitRoutes,
    '/translation': translationRoutes,
  },
  seed: seedSettings,
};
