import { longText, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Kinds of customer (docs/requirements/orders.md §7 `GET customers/types`): retail, trade, … Everybody reads; SUPERADMIN manages. */
const declaration = defineResource({
  name: 'customer-types',
  labels: { one: 'Customer Type', many: 'Customer Types' },
  serve: rest('customers/types'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(60).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
  },
  list: { columns: ['name', 'description'], search: ['name'], sort: ['name', 'ASC'] },
  represent: 'name',
  translations: { fr: { 'Customer Type': 'Type de client', 'Customer Types': 'Types de client' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type CustomerTypeRecord = RecordOf<typeof declaration>;
