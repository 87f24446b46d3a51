/** The area's declarations, one line each (resources/settings/index.ts lists them all). */
export { default as checklistItems } from './checklist/items';
export { default as featureFlags } from './featureFlags';
export { default as languages } from './languages';
