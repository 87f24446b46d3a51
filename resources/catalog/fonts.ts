import { text, url } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Fonts offered for designs (docs/requirements/catalog.md §7 "GET fonts"). Everybody reads; SUPERADMIN manages. */
const declaration = defineResource({
  name: 'fonts',
  labels: { one: 'Font', many: 'Fonts' },
  serve: rest('fonts'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    family: text().required().max(200).labelled('CSS Font Family'),
    url: url().max(500).labelled('Stylesheet URL'),
  },
  list: { columns: ['name', 'family', 'url'], search: ['name', 'family'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type FontRecord = RecordOf<typeof declaration>;
