import { longText, reference, text } from '../fields';
import { defineResource, rest } from '../framework';

/**
 * Printer line-item issues (docs/requirements/production.md §7 `GET/POST printers/line-item-issues`): a smudge or a misfeed
 * sends the line item back for a reprint (status issue, `resend_to_print` on the order's timeline).
 */
export default defineResource({
  name: 'line-item-issues',
  labels: { one: 'Line Item Issue', many: 'Line Item Issues' },
  serve: rest('printers/line-item-issues'),
  access: { View: 'TECHNICIAN', Add: 'TECHNICIAN' },
  tenancy: 'brand',
  fields: {
    line_item_id: reference('line-items').required().labelled('Line Item'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    printer_id: reference('printers').labelled('Printer'),
    reason: text().required().max(200).labelled('Reason'),
    notes: longText().max(2000).labelled('Notes'),
    employee_id: reference('employees').labelled('Employee'),
  },
  list: {
    columns: ['created_at', 'line_item_id', 'printer_id', 'reason', 'employee_id'],
    filters: ['printer_id', 'line_item_id'],
    sort: ['id', 'DESC'],
  },
  represent: 'reason',
  translations: { fr: { 'Line Item Issue': "Problème d'impression", 'Line Item Issues': "Problèmes d'impression" } },
});
