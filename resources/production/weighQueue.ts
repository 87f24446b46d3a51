import { choice, int, number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

export const WEIGH_QUEUE_STATUSES = ['unprocessed', 'processed'] as const;

/**
 * The weigh queue (docs/requirements/production.md §7 `GET scan/weight-queue`): orders whose every item is scanned, waiting
 * to be weighed, labelled and packed; a processed entry can be reset to unprocessed. Entries are
 * made by the scanner, never by hand.
 */
const declaration = defineResource({
  name: 'weigh-queue',
  labels: { one: 'Weigh Queue Entry', many: 'Weigh Queue' },
  serve: rest('scan/weight-queue', { delete: { query: 'id' } }),
  access: { View: 'TECHNICIAN', Delete: 'TECHNICIAN' },
  tenancy: 'brand',
  fields: {
    order_number: text().readOnly().labelled('Order'),
    order_id: reference('orders').readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    status: choice(WEIGH_QUEUE_STATUSES).readOnly().labelled('Status').toned({ unprocessed: 'warning', processed: 'success' }),
    weight_pounds: int().readOnly().labelled('Pounds'),
    weight_ounces: number().readOnly().labelled('Ounces'),
    employee_id: reference('employees').readOnly().labelled('Weighed By'),
  },
  list: {
    columns: ['order_number', 'brand_id', 'status', 'created_at'],
    search: ['order_number'],
    filters: ['status', 'brand_id'],
    sort: ['id', 'ASC'],
  },
  represent: 'order_number',
  translations: {
    fr: {
      'Weigh Queue Entry': 'Colis à peser',
      'Weigh Queue': 'File de pesée',
      Pounds: 'Livres',
      Ounces: 'Onces',
      'Weighed By': 'Pesé par',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type WeighQueueRecord = RecordOf<typeof declaration>;
