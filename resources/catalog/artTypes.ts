import { longText, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Art types of designs (docs/requirements/catalog.md §7 "GET art types"). Everybody reads; SUPERADMIN manages. */
const declaration = defineResource({
  name: 'art-types',
  labels: { one: 'Art Type', many: 'Art Types' },
  serve: rest('art-types'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    description: longText().max(1000).labelled('Description'),
  },
  list: { columns: ['name', 'description'], search: ['name', 'description'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type ArtTypeRecord = RecordOf<typeof declaration>;
