import { number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * Drop groups (docs/requirements/production.md §3, §7 `GET jdml/dropper/groups?page_count&page&queryString`): line items of
 * one brand and material printed in one run. Made and removed at the dropper (`POST` / `DELETE
 * jdml/dropper/group`).
 */
const declaration = defineResource({
  name: 'drop-groups',
  labels: { one: 'Drop Group', many: 'Drop Groups' },
  serve: rest('jdml/dropper/groups'),
  access: { View: 'TECHNICIAN' },
  tenancy: 'brand',
  path: '/production/dropper',
  fields: {
    brand_id: reference('brands').readOnly().labelled('Brand'),
    brand_name: text().readOnly().labelled('Brand'),
    material_id: reference('materials').readOnly().labelled('Material'),
    material_name: text().readOnly().labelled('Material'),
    user_first: text().readOnly().labelled('First Name'),
    user_last: text().readOnly().labelled('Last Name'),
    length_inches: number().readOnly().labelled('Length (in)'),
  },
  list: {
    columns: ['created_at', 'brand_name', 'material_name', 'length_inches', 'user_first', 'user_last'],
    search: ['material_name', 'brand_name'],
    filters: ['brand_id', 'material_id'],
    sort: ['id', 'DESC'],
  },
  represent: (r) => `${r.material_name} · ${r.brand_name}`,
  translations: { fr: { 'Drop Group': "Groupe d'impression", 'Drop Groups': "Groupes d'impression", 'Length (in)': 'Longueur (po)' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type DropGroupRecord = RecordOf<typeof declaration>;
