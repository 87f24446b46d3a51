import { choice, int, json, longText, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { ORDER_EVENT_TYPES } from './status';

/**
 * The order audit (docs/requirements/orders.md §7 `GET v2/orders-audit?order_id`): the order page's timeline. The
 * server writes every event with the change it records; people add comments (`POST
 * v2/orders-audit {order_id, message}`), which is the only event a client writes.
 */
const declaration = defineResource({
  name: 'order-events',
  labels: { one: 'Order Event', many: 'Order Events' },
  serve: rest('v2/orders-audit'),
  access: { View: 'EVERYBODY', Add: 'USER' },
  tenancy: 'brand',
  fields: {
    order_id: reference('orders').required().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    type: choice(ORDER_EVENT_TYPES).readOnly().labelled('Event'),
    message: longText().required().max(2000).labelled('Comment'),
    line_item_id: reference('line-items').readOnly().labelled('Line Item'),
    data: json().readOnly().labelled('Details'),
    user_id: int().readOnly().labelled('User'),
    user_name: text().readOnly().labelled('By'),
  },
  list: { columns: ['created_at', 'type', 'message', 'user_name'], filters: ['order_id', 'type'], sort: ['id', 'DESC'] },
  represent: (r) => String(r.type ?? `#${r.id}`),
  translations: {
    fr: {
      Create: 'Création',
      Update: 'Modification',
      Cancel: 'Annulation',
      Weigh: 'Pesée',
      Invoice: 'Facture',
      Ship: 'Expédition',
      Deliver: 'Livraison',
      'Order Event': 'Événement de commande',
      'Order Events': 'Historique de la commande',
      Event: 'Événement',
      Comment: 'Commentaire',
      Details: 'Détails',
      By: 'Par',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type OrderEventRecord = RecordOf<typeof declaration>;
