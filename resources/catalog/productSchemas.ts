/**
 * The payloads of the products calls beyond CRUD (docs/requirements/catalog.md §7 "Products", design headers, the image
 * queue, bulk upload), shared by the server's validation and the app's forms.
 */
import * as yup from 'yup';
import { idSchema } from '../ids';
import { JOB_CATEGORY_NAMES } from './jobCategories';
import { unknownFieldMessage } from '../framework';

const flag = () =>
  yup
    .boolean()
    .transform((value, original) => (original === '1' ? true : original === '0' ? false : value))
    .typeError('Must be true or false');

/** `GET products?brand_id&page_count&page&has_sample&queryString` (plus the generic list parameters). */
export const productsQuerySchema = yup.object({
  brand_id: idSchema(),
  page_count: yup
    .number()
    .typeError('Must be a number')
    .integer('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(500, 'Must be at most 500'),
  page: yup.number().typeError('Must be a number').integer('Must be a whole number').min(0, 'Must be at least 0'),
  has_sample: flag(),
  queryString: yup.string().max(200, 'Must be at most 200 characters'),
  collection_id: idSchema(),
  filter_by: yup.string().max(4000),
  sort_by: yup.string().matches(/^[a-z][a-z0-9_]*$/, 'Must name a field'),
  order: yup.string().oneOf(['ASC', 'DESC', 'asc', 'desc'], 'Must be ASC or DESC'),
  q: yup.string().max(200),
});

export const brandQuerySchema = yup.object({ brand_id: idSchema() });
export const brandRequiredQuerySchema = yup.object({ brand_id: idSchema().required('Must provide a value') });

/** `POST products/update` (multipart with pattern_file): replace a design's pattern. */
export const replacePatternSchema = yup.object({
  product_id: idSchema().required('Must provide a value'),
  brand_id: idSchema(),
  isHalfStep: flag(),
});

/** `POST products/half-step-repair` (multipart with file). */
export const halfStepRepairSchema = yup.object({
  product_id: idSchema().required('Must provide a value'),
  brand_id: idSchema(),
});

/** `POST products/variant-resync {brand_id, design_id}`. */
export const variantResyncSchema = yup.object({
  brand_id: idSchema(),
  design_id: idSchema().required('Must provide a value'),
});

/** `PUT products/toggle-fixed-scale {design_id, current}`: `current` is the value shown, which is flipped. */
export const toggleFixedScaleSchema = yup.object({
  design_id: idSchema().required('Must provide a value'),
  current: flag().required('Must provide a value'),
});

/** `POST products/shopify-products {brand_id, query}` or with direction, cursor, query, pageCount. */
export const storeProductsSearchSchema = yup.object({
  brand_id: idSchema().default(1),
  query: yup.string().max(200, 'Must be at most 200 characters').default(''),
  direction: yup.string().oneOf(['next', 'previous'], 'Must be next or previous'),
  cursor: yup.string().max(500, 'Must be at most 500 characters').nullable(),
  pageCount: yup
    .number()
    .typeError('Must be a number')
    .integer('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(100, 'Must be at most 100')
    .default(10),
});

/** `POST queues/image-processor`: a sample or header for a design, or processing a product again. */
export const imageJobSchema = yup.object({
  brand_id: idSchema(),
  category: yup
    .string()
    .required('Must provide a value')
    .oneOf([...JOB_CATEGORY_NAMES], `Must be one of: ${JOB_CATEGORY_NAMES.join(', ')}`),
  passthrough_data: yup
    .object({ product_id: idSchema(), design_id: idSchema(), generated_mockup_id: idSchema() })
    .noUnknown(true, unknownFieldMessage)
    .required('Must provide a value'),
});

/** The bulk upload's CSV columns; `pattern_file` names one of the files sent with it. */
export const BULK_COLUMNS = ['name', 'pattern_file', 'repeat', 'collection', 'materials', 'sizes', 'description'] as const;
export const BULK_MAX_ROWS = 200;

/** `POST bulk-upload` and `POST bulk-upload/validate` (multipart: csv, patterns). */
export const bulkUploadSchema = yup.object({ brand_id: idSchema() });
