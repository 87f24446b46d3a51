import { choice, int, number, reference, text } from '../fields';
import { REPEATS } from '../catalog/products';
import { defineResource, rest, type RecordOf } from '../framework';

/** Print definitions (docs/requirements/production.md §7 `GET jdml`): one version per generation of a line item's JDML. Made by the server. */
const declaration = defineResource({
  name: 'jdmls',
  labels: { one: 'JDML', many: 'JDML' },
  serve: rest('jdml'),
  access: { View: 'TECHNICIAN', Edit: 'TECHNICIAN' },
  tenancy: 'brand',
  path: '/production/jdml',
  fields: {
    line_item_id: reference('line-items').readOnly().labelled('Line Item'),
    order_id: reference('orders').readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    material_id: reference('materials').readOnly().labelled('Material'),
    version: int().readOnly().labelled('Version'),
    drops: int().readOnly().labelled('Drops'),
    drop_length_inches: number().readOnly().labelled('Drop Length (in)'),
    width_inches: number().readOnly().labelled('Width (in)'),
    height_inches: number().readOnly().labelled('Wall Height (in)'),
    repeat: choice(REPEATS).readOnly().labelled('Repeat'),
    repeat_width_inches: number().readOnly().labelled('Repeat Width (in)'),
    repeat_height_inches: number().readOnly().labelled('Repeat Height (in)'),
    xml: text().readOnly().hidden().labelled('Job Ticket'),
  },
  list: {
    columns: ['created_at', 'order_id', 'line_item_id', 'material_id', 'drops', 'version'],
    filters: ['order_id', 'line_item_id', 'material_id', 'brand_id'],
    sort: ['id', 'DESC'],
  },
  represent: (r) => `JDML ${r.id}`,
  translations: {
    fr: {
      Repeat: 'Raccord',
      Straight: 'Droit',
      'Half step': 'Demi-saut',
      'Repeat Width (in)': 'Largeur du raccord (po)',
      'Repeat Height (in)': 'Hauteur du raccord (po)',
      Version: 'Version',
      Drops: 'Lés',
      'Drop Length (in)': 'Longueur de lé (po)',
      'Wall Height (in)': 'Hauteur du mur (po)',
      'Job Ticket': 'Fiche de travail',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type JdmlRecord = RecordOf<typeof declaration>;
