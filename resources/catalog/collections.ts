import { image, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** A brand's collections (docs/requirements/catalog.md §3); created and changed as multipart with two images. */
const declaration = defineResource({
  name: 'collections',
  labels: { one: 'Collection', many: 'Collections' },
  serve: rest('collections', { update: 'body', delete: { query: 'collection_id' } }),
  access: { View: 'USER', Add: 'USER', Edit: 'USER', Delete: 'USER' },
  tenancy: 'brand',
  path: '/collection',
  fields: {
    name: text().required().max(120).labelled('Name').unique(['brand_id']),
    brand_id: reference('brands').required().labelled('Brand'),
    // Set by the server from the uploaded files; a client may only keep or clear the stored URL.
    collection_logo: image()
      .max(500)
      .matches(/^(\/api\/files\/|https:\/\/)/, 'Upload an image')
      .labelled('Collection Logo'),
    secondary_image: image()
      .max(500)
      .matches(/^(\/api\/files\/|https:\/\/)/, 'Upload an image')
      .labelled('Secondary Image'),
  },
  list: {
    columns: ['collection_logo', 'name', 'brand_id', 'secondary_image'],
    search: ['name'],
    filters: ['brand_id'],
    sort: ['name', 'ASC'],
  },
  represent: 'name',
  translations: { fr: { 'New Collection': 'Nouvelle collection' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type CollectionRecord = RecordOf<typeof declaration>;
