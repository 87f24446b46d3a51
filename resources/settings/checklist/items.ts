import { boolean, choice, int, json, text } from '../../fields';
import { defineResource, rest, type RecordOf } from '../../framework';
import { COMPLETION_TYPES } from './types';

/**
 * Onboarding checklist items (docs/requirements/brands.md §3–§5). Everybody reads them (brand users see their
 * progress on the dashboard); SUPERADMIN manages them on /manage-checklist.
 * `DELETE checklist/items?id&archive` archives by default.
 */
const declaration = defineResource({
  name: 'checklist-items',
  labels: { one: 'Checklist Item', many: 'Checklist Items' },
  serve: rest('checklist/items', { update: 'body', delete: { query: 'id' } }),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN', Archive: 'SUPERADMIN' },
  path: '/manage-checklist',
  fields: {
    name: text().required().max(200).labelled('Name'),
    rank: int().required().default(0).labelled('Rank'),
    link: text()
      .max(300)
      .matches(/^(\/|https?:\/\/)/, 'Must be an app path (/product) or a URL')
      .labelled('Link'),
    completion_type: choice(COMPLETION_TYPES).required().labelled('Completion Type'),
    completion_metadata: json().labelled('Completion Metadata'),
    archived: boolean().default(false).labelled('Archived'),
  },
  list: {
    columns: ['rank', 'name', 'completion_type', 'link', 'archived'],
    search: ['name', 'link'],
    filters: ['completion_type', 'archived'],
    sort: ['rank', 'ASC'],
  },
  represent: 'name',
  translations: {
    fr: {
      Manual: 'Manuelle',
      Automatic: 'Automatique',
      Column: 'Colonne',
      Row: 'Ligne',
      Local: 'Locale',
      Page: 'Page',
      Presigned: 'Pré-signée',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type ChecklistItemRecord = RecordOf<typeof declaration>;
