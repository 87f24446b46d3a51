import { CHANNELS } from '../accounts/schemas';
import { choice, datetime, email, json, longText, number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { addressSchema } from './schemas';
import { ORDER_STATUSES } from './status';

/**
 * A brand's orders (docs/requirements/orders.md §7 Orders). They arrive from the store through the order-processor
 * queue, never by POST; people change the shipping address, email and note (`PUT orders`) and act
 * on them through the order calls (cancel, push, regenerate JDML, email). The status follows the
 * line items (status.ts).
 */
const declaration = defineResource({
  name: 'orders',
  labels: { one: 'Order', many: 'Orders' },
  serve: rest('orders', { update: 'body' }),
  access: { View: 'EVERYBODY', Edit: 'USER' },
  tenancy: 'brand',
  path: '/orders',
  fields: {
    order_number: text().readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    customer_id: reference('customers').readOnly().labelled('Customer'),
    customer_name: text().max(160).labelled('Customer Name'),
    email: email().max(254).labelled('Email'),
    channel: choice(CHANNELS).readOnly().labelled('Channel'),
    status: choice(ORDER_STATUSES)
      .readOnly()
      .labelled('Status')
      .toned({ UNFULFILLED: 'warning', PARTIAL: 'info', FULFILLED: 'primary', SUCCESS: 'success', CANCELLED: 'default' }),
    currency: text().readOnly().labelled('Currency'),
    subtotal: number().readOnly().labelled('Subtotal'),
    shipping_total: number().readOnly().labelled('Shipping'),
    tax_total: number().readOnly().labelled('Tax'),
    total: number().readOnly().labelled('Total'),
    shipping_address: json(addressSchema).labelled('Shipping Address'),
    note: longText().max(2000).labelled('Note'),
    giftwrap_message: longText().readOnly().labelled('Gift Message'),
    giftwrap_image: text().readOnly().labelled('Gift Wrap Image'),
    store_order_id: text().readOnly().labelled('Store Order ID'),
    ordered_at: datetime().readOnly().labelled('Ordered'),
    cancelled_at: datetime().readOnly().labelled('Cancelled'),
    delivered_at: datetime().readOnly().labelled('Delivered'),
  },
  list: {
    columns: ['order_number', 'customer_name', 'brand_id', 'channel', 'status', 'total', 'created_at'],
    search: ['order_number', 'customer_name', 'email'],
    filters: ['status', 'channel', 'brand_id', 'customer_id'],
    sort: ['created_at', 'DESC'],
  },
  represent: 'order_number',
  translations: {
    fr: {
      Order: 'Commande',
      Orders: 'Commandes',
      'Customer Name': 'Nom du client',
      Channel: 'Canal',
      Subtotal: 'Sous-total',
      Shipping: 'Livraison',
      Tax: 'Taxes',
      'Shipping Address': 'Adresse de livraison',
      'Gift Message': 'Message cadeau',
      'Gift Wrap Image': 'Image de l’emballage cadeau',
      'Store Order ID': 'ID commande boutique',
      Ordered: 'Commandée',
      Cancelled: 'Annulée',
      Delivered: 'Livrée',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type OrderRecord = RecordOf<typeof declaration>;
