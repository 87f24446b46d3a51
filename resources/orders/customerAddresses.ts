import { boolean, phone, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * A customer's addresses (docs/requirements/orders.md §7 `POST/PUT customers/address`, `DELETE customers/address/{id}`).
 * The brand is the customer's, filled by the server.
 */
const declaration = defineResource({
  name: 'customer-addresses',
  labels: { one: 'Address', many: 'Addresses' },
  serve: rest('customers/address', { update: 'body' }),
  access: { View: 'EVERYBODY', Add: 'USER', Edit: 'USER', Delete: 'USER' },
  tenancy: 'brand',
  fields: {
    customer_id: reference('customers').required().labelled('Customer'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    address_type_id: reference('customer-address-types').labelled('Address Type'),
    name: text().max(160).labelled('Name'),
    company: text().max(160).labelled('Company'),
    address1: text().required().max(200).labelled('Address'),
    address2: text().max(200).labelled('Address Line 2'),
    city: text().required().max(120).labelled('City'),
    province: text().max(120).labelled('State / Province'),
    postal_code: text().max(20).labelled('Postal Code'),
    country_code: text()
      .required()
      .matches(/^[A-Za-z]{2}$/, 'Use the two-letter country code (e.g. US, FR)')
      .max(2)
      .labelled('Country'),
    phone: phone().max(40).labelled('Phone'),
    is_default: boolean().default(false).labelled('Default'),
  },
  list: {
    columns: ['address_type_id', 'name', 'address1', 'city', 'postal_code', 'country_code', 'is_default'],
    filters: ['customer_id', 'address_type_id'],
    sort: ['id', 'ASC'],
  },
  represent: (r) => [r.address1, r.city, r.country_code].filter(Boolean).join(', '),
  translations: {
    fr: {
      Address: 'Adresse',
      Addresses: 'Adresses',
      'Address Line 2': "Complément d'adresse",
      'State / Province': 'État / Province',
      'Postal Code': 'Code postal',
      Default: 'Par défaut',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type CustomerAddressRecord = RecordOf<typeof declaration>;
