import { longText, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** Kinds of stock: paper roll, paste, ink, packaging… */
const declaration = defineResource({
  name: 'stock-types',
  labels: { one: 'Stock Type', many: 'Stock Types' },
  serve: graphql('StockType', 'stockTypes'),
  access: INVENTORY_ACCESS,
  path: '/inventory/stock-types',
  fields: {
    name: text().required().max(80).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
  },
  list: { columns: ['name', 'description'], search: ['name', 'description'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type StockTypeRecord = RecordOf<typeof declaration>;
