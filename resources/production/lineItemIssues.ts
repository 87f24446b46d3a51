import { choice, datetime, longText, reference } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Why a station flags an item (issue 25): what the Line Item Issues page and the order show. */
export const ISSUE_REASONS = ['damaged', 'misprint', 'wrong_material', 'missing', 'other'] as const;
/** An issue is open until it is sent back to production (a reprint) or resolved (the item goes on as it was). */
export const ISSUE_STATUSES = ['open', 'back_to_production', 'resolved'] as const;

/**
 * Line-item issues (docs/requirements/production.md §7 `GET/POST printers/line-item-issues`): a
 * station flags an item with a reason and a note (status issue, `resend_to_print` on the order's
 * timeline, naming the employee); the Line Item Issues page sends it back to production or
 * resolves it (`POST printers/line-item-issues/{id}/back-to-production`, `…/resolve`).
 */
const declaration = defineResource({
  name: 'line-item-issues',
  labels: { one: 'Line Item Issue', many: 'Line Item Issues' },
  serve: rest('printers/line-item-issues'),
  access: { View: 'TECHNICIAN', Add: 'TECHNICIAN' },
  tenancy: 'brand',
  fields: {
    line_item_id: reference('line-items').required().labelled('Line Item'),
    order_id: reference('orders').readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    printer_id: reference('printers').labelled('Printer'),
    reason: choice(ISSUE_REASONS).required().labelled('Reason'),
    notes: longText().max(2000).labelled('Notes'),
    employee_id: reference('employees').labelled('Employee'),
    status: choice(ISSUE_STATUSES).readOnly().labelled('Status').toned({ open: 'error', back_to_production: 'info', resolved: 'success' }),
    closed_at: datetime().readOnly().labelled('Closed'),
  },
  list: {
    columns: ['created_at', 'order_id', 'line_item_id', 'reason', 'notes', 'employee_id', 'status'],
    filters: ['printer_id', 'line_item_id', 'status', 'order_id'],
    sort: ['id', 'DESC'],
  },
  represent: 'reason',
  translations: {
    fr: {
      'Line Item Issue': "Problème d'article",
      'Line Item Issues': "Problèmes d'articles",
      Reason: 'Raison',
      Damaged: 'Abîmé',
      Misprint: "Défaut d'impression",
      'Wrong material': 'Mauvais support',
      Missing: 'Manquant',
      Other: 'Autre',
      Open: 'Ouvert',
      'Back to production': 'Retour en production',
      Resolved: 'Résolu',
      Closed: 'Clos',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type LineItemIssueRecord = RecordOf<typeof declaration>;
