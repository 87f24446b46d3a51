import { int, longText, number, reference, text } from '../fields';
import { choiceLabel, defineResource, rest, type RecordOf } from '../framework';

/**
 * The usual kinds of waste, offered when recording it and stored by these codes, shown in words in
 * the chosen language (`resources.waste-tracking.choices.category.*`); any other category may be
 * typed, and is kept as typed.
 */
export const WASTE_CATEGORIES = ['misprint', 'trim', 'damaged_roll', 'test_print'];

/** Wasted material (docs/requirements/production.md §9, §4): category, material, pounds and ounces, who. The report groups it (`GET waste-tracking/report`). */
const declaration = defineResource({
  name: 'waste-records',
  labels: { one: 'Waste Record', many: 'Waste Tracking' },
  serve: rest('waste-tracking'),
  access: { View: 'TECHNICIAN', Add: 'TECHNICIAN', Edit: 'SUPERUSER', Delete: 'SUPERUSER' },
  path: '/waste-tracking',
  fields: {
    category: text().required().max(60).suggested(WASTE_CATEGORIES).labelled('Category'),
    material_id: reference('materials').required().labelled('Material'),
    weight_pounds: int().required().min(0).max(2000).labelled('Pounds'),
    weight_ounces: number().min(0).max(15.99).default(0).labelled('Ounces'),
    employee_id: reference('employees').labelled('Employee'),
    line_item_id: reference('line-items').labelled('Line Item'),
    notes: longText().max(2000).labelled('Notes'),
  },
  list: {
    columns: ['created_at', 'category', 'material_id', 'weight_pounds', 'weight_ounces', 'employee_id'],
    filters: ['category', 'material_id', 'employee_id'],
    sort: ['created_at', 'DESC'],
  },
  represent: (r) =>
    `${WASTE_CATEGORIES.includes(String(r.category)) ? choiceLabel(String(r.category)) : r.category} ${r.weight_pounds} lb ${r.weight_ounces ?? 0} oz`,
  translations: {
    fr: {
      'Waste Record': 'Déchet',
      'Waste Tracking': 'Suivi des déchets',
      Category: 'Catégorie',
      Misprint: "Défaut d'impression",
      Trim: 'Rognure',
      'Damaged roll': 'Rouleau abîmé',
      'Test print': "Impression d'essai",
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type WasteRecord = RecordOf<typeof declaration>;
