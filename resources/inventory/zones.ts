import { boolean, number, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** A shelf or bay where stock units sit, found by its code. */
const declaration = defineResource({
  name: 'zones',
  labels: { one: 'Zone', many: 'Zones' },
  serve: graphql('Zone', 'zones', {
    hasMany: { inventory_items: { resource: 'inventory-items', foreignKey: 'zone_id', sort: ['id', 'DESC'] } },
  }),
  access: INVENTORY_ACCESS,
  path: '/inventory/zones',
  fields: {
    code: text()
      .required()
      .unique()
      .max(40)
      .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots and dashes (e.g. A-01-03)')
      .labelled('Code'),
    name: text().required().max(120).labelled('Name'),
    zone_group_id: reference('zone-groups').required().labelled('Zone Group'),
    is_active: boolean().default(true).labelled('Active'),
    width: number().min(0).labelled('Width'),
    height: number().min(0).labelled('Height'),
    length: number().min(0).labelled('Length'),
    x: number().labelled('X'),
    y: number().labelled('Y'),
    z: number().labelled('Z'),
  },
  list: {
    columns: ['code', 'name', 'zone_group_id', 'is_active'],
    search: ['code', 'name'],
    filters: ['zone_group_id', 'is_active'],
    sort: ['code', 'ASC'],
  },
  represent: (r) => (r.name ? `${r.code} · ${r.name}` : String(r.code ?? `#${r.id}`)),
});

export default declaration;
/** A stored record, as the API answers it. */
export type ZoneRecord = RecordOf<typeof declaration>;
