import { reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * What a brand's store calls a material, mapped to one of our materials ("Metallic Foil" → Gold
 * Leaf Paper): a store order naming it is imported with that material. Made from the failed order
 * queue ("Map to an existing material") or by hand; the material must be offered to the brand.
 */
const declaration = defineResource({
  name: 'material-aliases',
  labels: { one: 'Store Material Name', many: 'Store Material Names' },
  serve: rest('material-aliases'),
  access: { View: 'EVERYBODY', Add: 'USER', Edit: 'USER', Delete: 'USER' },
  tenancy: 'brand',
  fields: {
    store_name: text().required().max(120).labelled('Name in the Store').unique(['brand_id']),
    material_id: reference('materials').required().labelled('Material'),
    // A brand user's own brand is filled in by the server; staff name the brand.
    brand_id: reference('brands').filledByServer().labelled('Brand'),
  },
  list: {
    columns: ['store_name', 'material_id', 'brand_id', 'updated_at'],
    search: ['store_name'],
    filters: ['brand_id', 'material_id'],
    sort: ['store_name', 'ASC'],
  },
  represent: 'store_name',
  translations: {
    fr: {
      'Store Material Name': 'Nom de matériau de la boutique',
      'Store Material Names': 'Noms de matériaux de la boutique',
      'Name in the Store': 'Nom dans la boutique',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type MaterialAliasRecord = RecordOf<typeof declaration>;
