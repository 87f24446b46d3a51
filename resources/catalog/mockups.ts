/**
 * Mockups (docs/requirements/catalog.md §3, §7): room photos whose wall is analysed (mask and lighting), and the
 * generated mockups that paper a product's pattern onto such a wall. Mockup is SUPERUSER level
 * (docs/requirements/access.md §6); a brand's people see their own products' generated mockups.
 */
import * as yup from 'yup';
import { boolean, choice, datetime, image, int, json, number, reference, text } from '../fields';
import { defineResource, rest, unknownFieldMessage, type RecordOf } from '../framework';
import { idSchema } from '../ids';

export const MOCKUP_STATUSES = ['uploaded', 'analyzed', 'failed'] as const;

/** docs/requirements/catalog.md §9: the attributes' defaults. */
export const MOCKUP_DEFAULTS = { pattern_scale: 100, shadow_opacity: 100, enhance_shadows: false } as const;

/** docs/requirements/catalog.md §5: scale and opacity are integers; the sliders go from 0 to 100. */
const percent = (name: string, fallback: number) =>
  yup
    .number()
    .strict()
    .typeError(`${name} must be a whole number from 0 to 100`)
    .integer(`${name} must be a whole number from 0 to 100`)
    .min(0, `${name} must be from 0 to 100`)
    .max(100, `${name} must be from 0 to 100`)
    .default(fallback);

const strict = <S extends yup.ObjectShape>(fields: S) => yup.object(fields).noUnknown(true, unknownFieldMessage);

/**
 * A mockup's attributes (docs/requirements/catalog.md §3), defaults of docs/requirements/catalog.md §9 for what is left out. The numbers are strict
 * (no "80" or 80.5), and strict fields take no defaults of their own: the object fills them.
 */
export const mockupAttributesSchema = strict({
  pattern_scale: percent('Pattern scale', MOCKUP_DEFAULTS.pattern_scale),
  shadow_opacity: percent('Shadow opacity', MOCKUP_DEFAULTS.shadow_opacity),
  enhance_shadows: yup.boolean().strict().typeError('Must be true or false').default(MOCKUP_DEFAULTS.enhance_shadows),
})
  .transform((value) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...MOCKUP_DEFAULTS, ...value } : value))
  .default(() => ({ ...MOCKUP_DEFAULTS }));

export type MockupAttributes = yup.InferType<typeof mockupAttributesSchema>;

/** The data JSON of generate-mockup and the body of a preview: which room, which product, how. */
export const generateMockupSchema = strict({
  mockup_id: idSchema().required('Must provide a value'),
  product_id: idSchema().required('Must provide a value'),
  attributes: mockupAttributesSchema,
});

/** POST mockups/generated: one product in one or more rooms. */
export const generateForProductSchema = strict({
  product_id: idSchema().required('Must provide a value'),
  mockup_ids: yup
    .array(idSchema().required('Must provide a value'))
    .min(1, 'Pick at least one mockup')
    .max(20, 'At most 20 mockups at once')
    .required('Pick at least one mockup'),
  attributes: mockupAttributesSchema,
});

export const mockupIdBodySchema = strict({ mockup_id: idSchema().required('Must provide a value') });
export const mockupIdQuerySchema = yup.object({ mockup_id: idSchema().required('Must provide a value') });

/** The categories of a mockup: ids of mockup categories. */
const categoriesSchema = yup
  .array(idSchema().required('Must provide a value'))
  .max(50, 'At most 50 categories')
  .typeError('Must be a list of categories');

export const mockups = defineResource({
  name: 'mockups',
  labels: { one: 'Mockup', many: 'Mockups' },
  serve: rest('mockups', { update: 'body', delete: { query: 'mockup_id' } }),
  access: { View: 'SUPERUSER', Add: 'SUPERUSER', Edit: 'SUPERUSER', Delete: 'SUPERUSER' },
  path: '/mockups',
  fields: {
    image: image().readOnly().labelled('Photo'),
    name: text().required().max(120).labelled('Name'),
    categories: json(categoriesSchema).labelled('Categories'),
    status: choice(MOCKUP_STATUSES).readOnly().labelled('Status').toned({ uploaded: 'info', analyzed: 'success', failed: 'error' }),
    width: int().readOnly().labelled('Width'),
    height: int().readOnly().labelled('Height'),
    wall_coverage: number().readOnly().labelled('Wall Coverage'),
    mask_url: image().readOnly().labelled('Wall Mask'),
    shading_url: image().readOnly().labelled('Lighting'),
    analyzed_at: datetime().readOnly().labelled('Analyzed At'),
  },
  list: { columns: ['image', 'name', 'status', 'created_at'], search: ['name'], filters: ['status'], sort: ['created_at', 'DESC'] },
  represent: 'name',
  translations: {
    fr: {
      Mockup: 'Maquette',
      Mockups: 'Maquettes',
      Photo: 'Photo',
      Categories: 'Catégories',
      'Wall Coverage': 'Part du mur',
      'Wall Mask': 'Masque du mur',
      Lighting: 'Éclairage',
      'Analyzed At': 'Analysée le',
      Uploaded: 'Importée',
      Analyzed: 'Analysée',
      Failed: 'Échec',
    },
  },
});

export const generatedMockups = defineResource({
  name: 'generated-mockups',
  labels: { one: 'Generated Mockup', many: 'Generated Mockups' },
  // POST mockups/generated is the spec's generate call (server/catalog/generatedMockupRoutes.ts).
  serve: rest('mockups/generated'),
  access: { View: 'USER', Add: 'SUPERUSER', Edit: 'NOBODY', Delete: 'SUPERUSER' },
  tenancy: 'brand',
  fields: {
    image: image().readOnly().labelled('Image'),
    mockup_id: reference('mockups').required().labelled('Mockup'),
    product_id: reference('products').required().labelled('Product'),
    brand_id: reference('brands').readOnly().labelled('Brand'),
    pattern_scale: int().readOnly().labelled('Pattern Scale'),
    shadow_opacity: int().readOnly().labelled('Shadow Opacity'),
    enhance_shadows: boolean().readOnly().labelled('Enhance Shadows'),
  },
  list: {
    columns: ['image', 'mockup_id', 'product_id', 'pattern_scale', 'shadow_opacity', 'enhance_shadows', 'created_at'],
    filters: ['product_id', 'mockup_id', 'brand_id'],
    sort: ['created_at', 'DESC'],
  },
  represent: (r) => `#${r.id}`,
  translations: {
    fr: {
      'Generated Mockup': 'Maquette générée',
      'Generated Mockups': 'Maquettes générées',
      'Pattern Scale': 'Échelle du motif',
      'Shadow Opacity': 'Opacité des ombres',
      'Enhance Shadows': 'Accentuer les ombres',
    },
  },
});

/** A stored mockup, as the API answers it. */
export type MockupRecord = RecordOf<typeof mockups>;
/** A stored generated mockup, as the API answers it. */
export type GeneratedMockupRecord = RecordOf<typeof generatedMockups>;
