import { longText, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** What a stock unit is counted in: metres, litres, sheets, pieces… */
const declaration = defineResource({
  name: 'unit-types',
  labels: { one: 'Unit Type', many: 'Unit Types' },
  serve: graphql('UnitType', 'unitTypes'),
  access: INVENTORY_ACCESS,
  path: '/inventory/unit-types',
  fields: {
    name: text().required().max(80).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
  },
  list: { columns: ['name', 'description'], search: ['name', 'description'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type UnitTypeRecord = RecordOf<typeof declaration>;
