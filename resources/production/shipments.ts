import { choice, datetime, number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

export const SHIPMENT_STATUSES = ['purchased', 'shipped', 'delivered', 'voided'] as const;

/**
 * Parcels with their labels (docs/requirements/production.md §4: purchased → voided, a void is final; shipped once scanned
 * out; delivered once the carrier says so). Bought at the weigh station; read by the brand for tracking.
 */
const declaration = defineResource({
  name: 'shipments',
  labels: { one: 'Shipment', many: 'Shipments' },
  serve: rest('shipments'),
  access: { View: 'EVERYBODY' },
  tenancy: 'brand',
  fields: {
    order_id: reference('orders').readOnly().labelled('Order'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    status: choice(SHIPMENT_STATUSES)
      .readOnly()
      .labelled('Status')
      .toned({ purchased: 'info', shipped: 'success', delivered: 'success', voided: 'default' }),
    carrier: text().readOnly().labelled('Carrier'),
    service: text().readOnly().labelled('Service'),
    tracking_number: text().readOnly().labelled('Tracking Number'),
    weight_ounces: number().readOnly().labelled('Weight (oz)'),
    cost: number().readOnly().labelled('Cost'),
    employee_id: reference('employees').readOnly().labelled('Employee'),
    shipped_at: datetime().readOnly().labelled('Shipped'),
    voided_at: datetime().readOnly().labelled('Voided'),
  },
  list: {
    columns: ['tracking_number', 'order_id', 'carrier', 'service', 'status', 'created_at'],
    search: ['tracking_number'],
    filters: ['order_id', 'status', 'brand_id'],
    sort: ['id', 'DESC'],
  },
  represent: 'tracking_number',
  translations: {
    fr: {
      Shipment: 'Envoi',
      Shipments: 'Envois',
      Carrier: 'Transporteur',
      Service: 'Service',
      'Tracking Number': 'Numéro de suivi',
      'Weight (oz)': 'Poids (oz)',
      Cost: 'Coût',
      Employee: 'Employé',
      Shipped: 'Expédié',
      Voided: 'Annulé',
      Delivered: 'Livré',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type ShipmentRecord = RecordOf<typeof declaration>;
