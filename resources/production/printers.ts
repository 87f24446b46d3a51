import { int, longText, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Printers of the floor (docs/requirements/production.md §7 `GET printers`): the first one is the default. */
const declaration = defineResource({
  name: 'printers',
  labels: { one: 'Printer', many: 'Printers' },
  serve: rest('printers'),
  access: { View: 'TECHNICIAN', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(120).unique().labelled('Name'),
    description: longText().max(500).labelled('Description'),
    remote_id: text()
      .max(40)
      .matches(/^[0-9]+$/, 'The printer’s number at the print service')
      .labelled('Print Service ID'),
    position: int().min(0).default(0).labelled('Position'),
  },
  list: { columns: ['name', 'description', 'position'], search: ['name'], sort: ['position', 'ASC'] },
  represent: 'name',
  translations: {
    fr: { Printer: 'Imprimante', Printers: 'Imprimantes', 'Print Service ID': "ID du service d'impression", Position: 'Position' },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type PrinterRecord = RecordOf<typeof declaration>;
