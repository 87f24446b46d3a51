import { boolean, email, longText, phone, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * A brand's customers (docs/requirements/orders.md §7 Customers): made by store orders as they are imported, or by
 * hand. A customer that orders still reference cannot be deleted (409).
 */
const declaration = defineResource({
  name: 'customers',
  labels: { one: 'Customer', many: 'Customers' },
  serve: rest('customers', { update: 'body' }),
  access: { View: 'EVERYBODY', Add: 'USER', Edit: 'USER', Delete: 'USER' },
  tenancy: 'brand',
  path: '/customers',
  fields: {
    first: text().max(80).labelled('First Name'),
    last: text().max(80).labelled('Last Name'),
    email: email().max(254).labelled('Email').unique(['brand_id']),
    phone: phone().max(40).labelled('Phone'),
    // A brand user's own brand is filled in by the server; staff name the brand.
    brand_id: reference('brands').filledByServer().labelled('Brand'),
    customer_type_id: reference('customer-types').labelled('Customer Type'),
    shopify_id: text()
      .max(40)
      .matches(/^[0-9]{1,20}$/, 'Use the store’s numeric customer id')
      .labelled('Store Customer ID')
      .unique(['brand_id']),
    accepts_marketing: boolean().default(false).labelled('Accepts Marketing'),
    notes: longText().max(2000).labelled('Notes'),
  },
  list: {
    columns: ['first', 'last', 'email', 'phone', 'brand_id', 'customer_type_id', 'created_at'],
    search: ['first', 'last', 'email'],
    filters: ['brand_id', 'customer_type_id'],
    sort: ['created_at', 'DESC'],
  },
  csvImport: true,
  represent: (r) => [r.first, r.last].filter(Boolean).join(' ') || String(r.email ?? `#${r.id}`),
  translations: {
    fr: {
      Customer: 'Client',
      Customers: 'Clients',
      'Accepts Marketing': 'Accepte le marketing',
      'Store Customer ID': 'ID client boutique',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type CustomerRecord = RecordOf<typeof declaration>;
