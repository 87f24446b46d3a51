/** The products' hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import { writableFields } from '../../resources/framework';
import { findResource } from '../../resources/registry';
import {
  brandQuerySchema,
  brandRequiredQuerySchema,
  bulkUploadSchema,
  halfStepRepairSchema,
  imageJobSchema,
  productsQuerySchema,
  replacePatternSchema,
  storeProductsSearchSchema,
  toggleFixedScaleSchema,
  variantResyncSchema,
} from '../../resources/catalog/productSchemas';
import type { RouteDoc } from '../http/routeDocs';

const brandQuery = { in: 'query', name: 'brand_id', names: 'brand' } as const;
const brandBody = { in: 'body', name: 'brand_id', names: 'brand' } as const;
const view = { resource: 'products', action: 'View' } as const;
const add = { resource: 'products', action: 'Add' } as const;
const edit = { resource: 'products', action: 'Edit' } as const;
const remove = { resource: 'products', action: 'Delete' } as const;
/**
 * The create form's text fields: the products declaration's writable fields (validated against it
 * by the route), its lists (`material_ids`, `sizes`) sent as text — JSON or comma-separated.
 */
const createForm = yup.object(
  Object.fromEntries(
    writableFields(findResource('products')!).map(([name, field]) => [
      name,
      field.type === 'json' ? yup.string().max(2000) : field.schema(),
    ]),
  ),
);

export const PRODUCT_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/products',
    summary: 'Products (designs) of a brand, paginated, with has_sample and queryString search',
    access: view,
    query: productsQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'get',
    path: '/api/products/{id}',
    summary: 'One product with its image URLs',
    access: view,
    tenancy: { in: 'path', name: 'id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/products/create',
    summary: 'Create a product with its pattern image (multipart); its images are made by a PRODUCT_UPLOAD job',
    access: add,
    body: createForm,
    files: ['pattern_file'],
    tenancy: brandBody,
  },
  {
    method: 'post',
    path: '/api/products/update',
    summary: 'Replace a product’s pattern (multipart: pattern_file, brand_id, product_id, isHalfStep)',
    access: edit,
    body: replacePatternSchema,
    files: ['pattern_file'],
    tenancy: { in: 'body', name: 'product_id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/products/half-step-repair',
    summary: 'Make a half-step pattern a straight block (multipart: file, product_id, brand_id)',
    access: edit,
    body: halfStepRepairSchema,
    files: ['file'],
    tenancy: { in: 'body', name: 'product_id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/products/variant-resync',
    summary: 'List the design in the brand’s shop again with its variants',
    access: edit,
    body: variantResyncSchema,
    tenancy: { in: 'body', name: 'design_id', names: 'products' },
  },
  {
    method: 'put',
    path: '/api/products/toggle-fixed-scale',
    summary: 'Flip a design’s fixed scale from its current value',
    access: edit,
    body: toggleFixedScaleSchema,
    tenancy: { in: 'body', name: 'design_id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/products/shopify-products',
    summary: 'Search the products of the brand’s shop (brand id defaults to 1; cursor paging)',
    access: view,
    body: storeProductsSearchSchema,
    tenancy: brandBody,
    probe: { body: { brand_id: 1, query: 'a' } },
  },
  {
    method: 'delete',
    path: '/api/products/shopify-products/{id}',
    summary: 'Delete a product of the brand’s shop',
    access: remove,
    query: brandRequiredQuerySchema,
    params: { id: yup.string().max(200) },
    tenancy: brandQuery,
  },
  {
    method: 'get',
    path: '/api/design-headers',
    summary: 'Design headers of a brand',
    access: view,
    query: brandRequiredQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'post',
    path: '/api/queues/image-processor',
    summary: 'Queue product processing, a sample or a design header',
    access: edit,
    body: imageJobSchema,
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'get',
    path: '/api/app-requests/check',
    summary: 'Whether the brand’s background image requests are still running',
    access: view,
    query: brandQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'post',
    path: '/api/bulk-upload/validate',
    summary: 'Check a bulk upload (multipart: csv, patterns) row by row; creates nothing',
    access: add,
    body: bulkUploadSchema,
    files: ['csv', 'patterns'],
    tenancy: brandBody,
  },
  {
    method: 'post',
    path: '/api/bulk-upload',
    summary: 'Create the products of a checked bulk upload, all or none, and queue their image jobs',
    access: add,
    body: bulkUploadSchema,
    files: ['csv', 'patterns'],
    tenancy: brandBody,
  },
];
