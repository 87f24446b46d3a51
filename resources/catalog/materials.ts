import { longText, number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * Print materials (papers). `GET materials?brand_id` lists those offered to a brand: the
 * shared ones (no brand) and the brand's own. Brand users read their brand's; SUPERADMIN manages.
 */
const declaration = defineResource({
  name: 'materials',
  labels: { one: 'Material', many: 'Materials' },
  serve: rest('materials'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  tenancy: 'brand-or-shared',
  fields: {
    name: text().required().max(120).labelled('Name').unique(['brand_id']),
    sku: text().required().max(60).labelled('SKU').unique(),
    brand_id: reference('brands').labelled('Brand (empty: every brand)'),
    description: longText().max(1000).labelled('Description'),
    roll_width_inches: number().min(0).labelled('Roll Width (in)'),
  },
  list: {
    columns: ['name', 'sku', 'brand_id', 'roll_width_inches'],
    search: ['name', 'sku'],
    filters: ['brand_id'],
    sort: ['name', 'ASC'],
  },
  csvImport: true,
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type MaterialRecord = RecordOf<typeof declaration>;
