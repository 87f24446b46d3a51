import * as yup from 'yup';
import { boolean, choice, image, int, json, longText, number, reference, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';
import { DEFAULT_REPEAT_INCHES } from '../production/paper';

/** How the pattern tiles: side by side, or every other column dropped by half a tile. */
export const REPEATS = ['straight', 'half_step'] as const;
export type Repeat = (typeof REPEATS)[number];

/** The sizes a design can be sold in (store variants are made per material and size). */
export const PRODUCT_SIZES = ['Sample', 'Single Roll', 'Double Roll', 'Panel'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];
/** The shop's list price of each size (variants are priced by size; brand pricing is billing's). */
export const PRODUCT_SIZE_PRICES: Record<ProductSize, number> = { Sample: 5, 'Single Roll': 89, 'Double Roll': 169, Panel: 129 };

/** Where the design's images stand: set by the image jobs (PRODUCT_UPLOAD), never by a client. */
export const PROCESSING_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;

export const materialIdsSchema = yup
  .array(yup.number().typeError('Must be a number').integer('Must be a whole number').min(1, 'Must be at least 1').required())
  .max(50, 'Must be at most 50 materials')
  .typeError('Must be a list of materials');
export const sizesSchema = yup
  .array(
    yup
      .string()
      .oneOf([...PRODUCT_SIZES], `Must be one of: ${PRODUCT_SIZES.join(', ')}`)
      .required(),
  )
  .max(PRODUCT_SIZES.length)
  .typeError('Must be a list of sizes');

/**
 * Products, i.e. designs (docs/requirements/catalog.md §7 "Products"): a brand's pattern sold in materials and sizes,
 * with its images made by the image jobs and its variants in the store. Created and its
 * pattern replaced as multipart (server/catalog/productRoutes.ts); `PUT products` updates the
 * design's fields with the id in the body; `DELETE products/{id}?brand_id`.
 */
const declaration = defineResource({
  name: 'products',
  labels: { one: 'Product', many: 'Products' },
  serve: rest('products', { update: 'body' }),
  access: { View: 'USER', Add: 'USER', Edit: 'USER', Delete: 'USER' },
  tenancy: 'brand',
  path: '/product',
  fields: {
    thumbnail_file: image().readOnly().labelled('Thumbnail'),
    name: text().required().max(200).labelled('Name').unique(['brand_id']),
    brand_id: reference('brands').required().labelled('Brand'),
    collection_id: reference('collections').labelled('Collection'),
    art_type_id: reference('art-types').labelled('Art Type'),
    font_id: reference('fonts').labelled('Font'),
    description: longText().max(4000).labelled('Description'),
    repeat: choice(REPEATS).default('straight').labelled('Repeat'),
    // The repeat's size on paper: production cuts drops to whole repeats and drops half of one.
    repeat_width_inches: number().min(1).max(1200).default(DEFAULT_REPEAT_INCHES).labelled('Repeat Width (in)'),
    repeat_height_inches: number().min(1).max(1200).default(DEFAULT_REPEAT_INCHES).labelled('Repeat Height (in)'),
    material_ids: json(materialIdsSchema).default([]).labelled('Materials'),
    sizes: json(sizesSchema).default([]).labelled('Sizes'),
    fixed_scale: boolean().default(false).labelled('Fixed Scale'),
    color_variants: boolean().default(false).labelled('Colour Variants'),
    has_sample: boolean().readOnly().labelled('Has Sample'),
    // Storage keys of the images (server/adapters/storage.ts), written by the server only.
    pattern_file: text().readOnly().labelled('Pattern'),
    print_file: text().readOnly().labelled('Print File'),
    sample_file: text().readOnly().labelled('Sample'),
    pattern_width: int().readOnly().labelled('Pattern Width (px)'),
    pattern_height: int().readOnly().labelled('Pattern Height (px)'),
    processing_status: choice(PROCESSING_STATUSES)
      .readOnly()
      .labelled('Images')
      .toned({ pending: 'warning', processing: 'info', ready: 'success', failed: 'error' }),
    store_product_id: text().readOnly().labelled('Store Product'),
    variants: json().readOnly().labelled('Variants'),
    // The bulk upload's own key for a row, so that the same file run again creates nothing new.
    import_key: text().readOnly().hidden().labelled('Import Key'),
  },
  list: {
    columns: ['thumbnail_file', 'name', 'brand_id', 'collection_id', 'repeat', 'has_sample', 'processing_status', 'created_at'],
    search: ['name'],
    filters: ['brand_id', 'collection_id', 'has_sample'],
    sort: ['created_at', 'DESC'],
  },
  represent: 'name',
  translations: {
    fr: {
      Product: 'Produit',
      'New Product': 'Nouveau produit',
      Products: 'Produits',
      Thumbnail: 'Vignette',
      'Art Type': 'Type d’art',
      Repeat: 'Raccord',
      'Repeat Width (in)': 'Largeur du raccord (po)',
      'Repeat Height (in)': 'Hauteur du raccord (po)',
      Sizes: 'Formats',
      'Fixed Scale': 'Échelle fixe',
      'Colour Variants': 'Variantes de couleur',
      'Has Sample': 'A un échantillon',
      Pattern: 'Motif',
      'Print File': 'Fichier d’impression',
      Sample: 'Échantillon',
      'Pattern Width (px)': 'Largeur du motif (px)',
      'Pattern Height (px)': 'Hauteur du motif (px)',
      Images: 'Images',
      'Store Product': 'Produit de la boutique',
      Variants: 'Variantes',
      'Import Key': 'Clé d’import',
      Straight: 'Droit',
      'Half step': 'Demi-saut',
      Pending: 'En attente',
      Processing: 'En cours',
      Ready: 'Prêtes',
      Failed: 'Échec',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type ProductRecord = RecordOf<typeof declaration>;
