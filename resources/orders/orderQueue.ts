import { CHANNELS } from '../accounts/schemas';
import { choice, datetime, int, json, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { ORDER_QUEUE_STATUSES } from './status';

/**
 * The order-processor queue (docs/requirements/orders.md §7 `GET queues/order-processor?brand_id`): store orders as
 * they arrived and what became of them. Failed ones form the failed order queue, where they are
 * retried or dismissed (`POST queues/order-processor/retry`, `/dismiss`). Written by the server only.
 */
const declaration = defineResource({
  name: 'order-queue',
  labels: { one: 'Queued Order', many: 'Order Queue' },
  serve: rest('queues/order-processor'),
  access: { View: 'EVERYBODY', Edit: 'USER' },
  tenancy: 'brand',
  fields: {
    order_number: text().readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    channel: choice(CHANNELS).readOnly().labelled('Channel'),
    store_order_id: text().readOnly().labelled('Store Order ID'),
    source: text().readOnly().labelled('Source'),
    status: choice(ORDER_QUEUE_STATUSES)
      .readOnly()
      .labelled('Status')
      .toned({ unprocessed: 'warning', processing: 'info', processed: 'success', failed: 'error' }),
    reason: text().readOnly().labelled('Reason'),
    // The reason's key and values, for the app to word it (null: shown as written).
    reason_code: text().readOnly().hidden().labelled('Reason Code'),
    reason_values: json().readOnly().hidden().labelled('Reason Values'),
    order_id: reference('orders').readOnly().labelled('Imported Order'),
    attempts: int().readOnly().labelled('Attempts'),
    payload: json().readOnly().labelled('Payload'),
    differences: json().readOnly().labelled('Differences'),
    missing: json().readOnly().labelled('Missing'),
    processed_at: datetime().readOnly().labelled('Processed'),
  },
  list: {
    columns: ['order_number', 'brand_id', 'channel', 'status', 'reason', 'attempts', 'created_at'],
    search: [],
    filters: ['status', 'brand_id', 'channel'],
    sort: ['id', 'DESC'],
  },
  represent: (r) => String(r.order_number ?? r.store_order_id ?? `#${r.id}`),
  translations: {
    fr: {
      'Queued Order': 'Commande en file',
      'Order Queue': 'File des commandes',
      Source: 'Source',
      Reason: 'Raison',
      'Reason Code': 'Code de la raison',
      'Reason Values': 'Valeurs de la raison',
      'Imported Order': 'Commande importée',
      Attempts: 'Tentatives',
      Payload: 'Contenu reçu',
      Differences: 'Différences',
      Missing: 'Manquant',
      Processed: 'Traitée',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type OrderQueueRecord = RecordOf<typeof declaration>;
