import { image, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * Brands, the tenants (docs/requirements/brands.md §3). Brand users (USER, ADMIN) see only their own brand; ADMIN
 * edits it (name, images, store channel), SUPERADMIN edits every brand and adds or removes
 * brands. Images come only through the multipart calls (brands/logo, brands/header).
 */
const declaration = defineResource({
  name: 'brands',
  labels: { one: 'Brand', many: 'Brands' },
  serve: rest('brands', { update: 'body' }),
  access: { View: 'EVERYBODY', Edit: 'ADMIN', Add: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  tenancy: 'self',
  path: '/brands',
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    shopify_brand_name: text()
      .max(120)
      .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes')
      .labelled('Shopify Brand Name'),
    brand_logo: image().readOnly().labelled('Logo'),
    rect_logo: image().readOnly().labelled('Rectangular Logo'),
    header: image().readOnly().labelled('Header'),
  },
  list: { columns: ['brand_logo', 'name', 'shopify_brand_name'], search: ['name', 'shopify_brand_name'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type BrandRecord = RecordOf<typeof declaration>;
