import { email, phone, text, url } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';

/**
 * Vendors we buy stock from. docs/requirements/access.md §6 puts Vendors at the ADMIN level (ADMIN and SUPERADMIN),
 * so only those add, edit and delete them. Viewing is also open to the Inventory group's
 * TECHNICIAN level: technicians raise purchase orders and receive deliveries, so they must see
 * and pick vendors (the sidebar shows them the entry too, as only the group's level is checked).
 */
const declaration = defineResource({
  name: 'vendors',
  labels: { one: 'Vendor', many: 'Vendors' },
  serve: graphql('Vendor', 'vendors'),
  access: { View: ['ADMIN', 'TECHNICIAN'], Add: 'ADMIN', Edit: 'ADMIN', Delete: 'ADMIN', Archive: 'ADMIN' },
  path: '/inventory/vendors',
  fields: {
    brand_name: text().required().max(120).labelled('Vendor Name').unique(),
    email: email().max(254).labelled('Email'),
    phone: phone().max(40).labelled('Phone'),
    website: url().max(300).labelled('Website'),
    primary_contact: text().max(120).labelled('Primary Contact'),
  },
  list: {
    columns: ['brand_name', 'primary_contact', 'email', 'phone', 'website'],
    search: ['brand_name', 'primary_contact', 'email', 'phone'],
    sort: ['brand_name', 'ASC'],
  },
  csvImport: true,
  represent: 'brand_name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type VendorRecord = RecordOf<typeof declaration>;
