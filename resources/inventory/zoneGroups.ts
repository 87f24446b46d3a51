import { longText, number, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** An aisle or rack of a warehouse, placed at x/y/z, holding zones. */
const declaration = defineResource({
  name: 'zone-groups',
  labels: { one: 'Zone Group', many: 'Zone Groups' },
  serve: graphql('ZoneGroup', 'zoneGroups', {
    hasMany: { zones: { resource: 'zones', foreignKey: 'zone_group_id', sort: ['code', 'ASC'] } },
  }),
  access: INVENTORY_ACCESS,
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/zone-groups',
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    description: longText().max(500).labelled('Description'),
    warehouse_id: reference('warehouses').required().labelled('Warehouse'),
    width: number().min(0).labelled('Width'),
    height: number().min(0).labelled('Height'),
    length: number().min(0).labelled('Length'),
    x: number().labelled('X'),
    y: number().labelled('Y'),
    z: number().labelled('Z'),
  },
  list: {
    columns: ['name', 'warehouse_id', 'description', 'x', 'y', 'z'],
    search: ['name', 'description'],
    filters: ['warehouse_id'],
    sort: ['name', 'ASC'],
  },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type ZoneGroupRecord = RecordOf<typeof declaration>;
