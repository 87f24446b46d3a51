import { longText, number, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** A building; it holds zone groups (aisles, racks), which hold zones (shelves, bays). */
const declaration = defineResource({
  name: 'warehouses',
  labels: { one: 'Warehouse', many: 'Warehouses' },
  serve: graphql('Warehouse', 'warehouses', {
    timestamps: false,
    hasMany: { zone_groups: { resource: 'zone-groups', foreignKey: 'warehouse_id', sort: ['name', 'ASC'] } },
  }),
  access: INVENTORY_ACCESS,
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/warehouses',
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
    width: number().min(0).labelled('Width'),
    height: number().min(0).labelled('Height'),
    length: number().min(0).labelled('Length'),
  },
  list: { columns: ['name', 'description', 'width', 'height', 'length'], search: ['name', 'description'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type WarehouseRecord = RecordOf<typeof declaration>;
