/** The settings area's declared resources: the onboarding checklist, feature flags and languages. */
import checklistItems from './checklist/items';
import featureFlags from './featureFlags';
import languages from './languages';

export const SETTINGS_RESOURCES = [checklistItems, featureFlags, languages];
