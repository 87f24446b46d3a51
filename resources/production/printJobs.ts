import { choice, int, longText, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * The print spool: every document sent to a printer, with its PDF (`GET printers/jobs/{id}/document`)
 * and, when the print service refused it, its error (status failed; `POST printers/jobs/{id}/retry`).
 * Written by the server.
 */
const declaration = defineResource({
  name: 'print-jobs',
  labels: { one: 'Print Job', many: 'Print Jobs' },
  serve: rest('printers/jobs'),
  access: { View: 'TECHNICIAN' },
  fields: {
    title: text().readOnly().labelled('Title'),
    kind: choice(['packing_slip', 'label']).readOnly().labelled('Kind'),
    printer_id: reference('printers').readOnly().labelled('Printer'),
    order_id: reference('orders').readOnly().labelled('Order'),
    status: choice(['spooled', 'sent', 'failed'])
      .readOnly()
      .labelled('Status')
      .toned({ spooled: 'info', sent: 'success', failed: 'error' }),
    error: longText().readOnly().labelled('Error'),
    copies: int().readOnly().labelled('Copies'),
    idempotency_key: text().readOnly().labelled('Idempotency Key'),
  },
  list: {
    columns: ['created_at', 'title', 'kind', 'printer_id', 'status', 'error'],
    filters: ['order_id', 'printer_id', 'kind', 'status'],
    sort: ['id', 'DESC'],
  },
  represent: 'title',
  translations: {
    fr: {
      Label: 'Étiquette',
      Sent: 'Envoyé',
      Error: 'Erreur',
      'Print Job': "Travail d'impression",
      'Print Jobs': "File d'impression",
      Title: 'Titre',
      Kind: 'Type',
      Copies: 'Copies',
      'Idempotency Key': "Clé d'idempotence",
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type PrintJobRecord = RecordOf<typeof declaration>;
