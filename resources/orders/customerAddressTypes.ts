import { longText, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Kinds of customer address (docs/requirements/orders.md §7 `GET customers/address/types`). Everybody reads; SUPERADMIN manages. */
const declaration = defineResource({
  name: 'customer-address-types',
  labels: { one: 'Address Type', many: 'Address Types' },
  serve: rest('customers/address/types'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(60).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
  },
  list: { columns: ['name', 'description'], search: ['name'], sort: ['name', 'ASC'] },
  represent: 'name',
  translations: { fr: { 'Address Type': "Type d'adresse", 'Address Types': "Types d'adresse" } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type CustomerAddressTypeRecord = RecordOf<typeof declaration>;
