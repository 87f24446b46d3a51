/** The hand-written REST routes of administration (brands, users, collections, checklist, Admin Tools), as in routeDocs.ts. */
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import { connectChannelSchema } from '../../resources/accounts/schemas';
import { brandIdSchema, headerKeySchema } from '../../resources/accounts/schemas';

import { listQuery, type RouteDoc } from './routeDocTypes';

const withBrand = (schema: yup.AnyObjectSchema) => schema.shape({ brand_id: idSchema() });
const auditLogQuery = yup.object({
  page: yup.number().integer().min(0),
  page_count: yup.number().integer().min(1).max(200),
  /** Keyset: the rows older than this id (newest first), however deep. */
  after: yup.number().integer().min(1),
  user: yup.string().max(254),
  resource: yup.string().max(80),
  action: yup.string().max(40),
  from: yup.date(),
  to: yup.date(),
});
const jobsToolQuery = yup.object({
  page: yup.number().integer().min(0),
  page_count: yup.number().integer().min(1).max(200),
  /** Keyset: the jobs older than this id (newest first), however deep. */
  after: yup.number().integer().min(1),
  status: yup.string().oneOf(['unprocessed', 'processing', 'processed', 'failed']),
  category: yup.string().max(40),
  brand_id: idSchema(),
});
const checklistIds = yup.object({ brand_id: idSchema().required(), completed_item_id: idSchema().required() });
const collectionForm = yup.object({ id: idSchema(), name: yup.string().max(120), brand_id: idSchema() });
/** A brand object as the app sends it back: images and channels change through their own calls and are ignored here. */
const brandUpdate = yup.object({
  id: idSchema().required(),
  name: yup.string().max(120),
  shopify_brand_name: yup.string().max(120),
  brand_logo: yup.mixed(),
  rect_logo: yup.mixed(),
  header: yup.mixed(),
  channels: yup.mixed(),
});

export const ADMIN_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/brands',
    summary: 'Brands (brand users: their own)',
    access: { resource: 'brands', action: 'View' },
    query: listQuery,
  },
  {
    method: 'get',
    path: '/api/brands/{id}',
    summary: 'A brand with its channels',
    access: { resource: 'brands', action: 'View' },
    tenancy: { in: 'path', name: 'id', names: 'brand' },
  },
  {
    method: 'put',
    path: '/api/brands',
    summary: 'Change a brand',
    access: { resource: 'brands', action: 'Edit' },
    body: brandUpdate,
    tenancy: { in: 'body', name: 'id', names: 'brand' },
  },
  {
    method: 'post',
    path: '/api/brands/logo',
    summary: 'Upload a brand’s logos',
    access: { resource: 'brands', action: 'Edit' },
    body: brandIdSchema,
    files: ['brand_logo', 'rect_logo'],
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'put',
    path: '/api/brands/header',
    summary: 'Upload a brand’s header (multipart), or set it to a `key` uploaded through the aws-presigner (JSON)',
    access: { resource: 'brands', action: 'Edit' },
    body: brandIdSchema.concat(headerKeySchema),
    files: ['header'],
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'get',
    path: '/api/brand-channel',
    summary: 'A brand’s store channels',
    access: { resource: 'brands', action: 'View' },
    query: brandIdSchema,
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'post',
    path: '/api/brand-channel/connect-channel',
    summary: 'Connect a store channel',
    access: { resource: 'brands', action: 'Edit' },
    body: connectChannelSchema,
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'get',
    path: '/api/collections',
    summary: 'Collections (of a brand)',
    access: { resource: 'collections', action: 'View' },
    query: withBrand(listQuery),
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'post',
    path: '/api/collections',
    summary: 'Add a collection (multipart)',
    access: { resource: 'collections', action: 'Add' },
    body: collectionForm,
    files: ['collection_logo', 'secondary_image'],
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'put',
    path: '/api/collections',
    summary: 'Change a collection (multipart)',
    access: { resource: 'collections', action: 'Edit' },
    body: collectionForm,
    files: ['collection_logo', 'secondary_image'],
    tenancy: { in: 'body', name: 'id', names: 'collections' },
  },
  {
    method: 'get',
    path: '/api/materials',
    summary: 'Materials offered to a brand',
    access: { resource: 'materials', action: 'View' },
    query: withBrand(listQuery),
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'get',
    path: '/api/checklist/items',
    summary: 'Checklist items (a brand’s, with completed)',
    access: { resource: 'checklist-items', action: 'View' },
    query: withBrand(listQuery),
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'delete',
    path: '/api/checklist/items',
    summary: 'Archive (or delete) an item',
    access: { resource: 'checklist-items', action: 'Archive' },
    query: yup.object({ id: idSchema().required(), archive: yup.boolean() }),
  },
  {
    method: 'get',
    path: '/api/checklist/maps',
    summary: 'A brand’s completed items',
    access: { resource: 'checklist-maps', action: 'View' },
    query: brandIdSchema,
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'post',
    path: '/api/checklist/maps',
    summary: 'Complete an item for a brand',
    access: { resource: 'checklist-maps', action: 'Add' },
    body: checklistIds,
  },
  {
    method: 'delete',
    path: '/api/checklist/maps',
    summary: 'Un-complete an item',
    access: { resource: 'checklist-maps', action: 'Delete' },
    query: checklistIds,
  },
  {
    method: 'post',
    path: '/api/checklist/page-visits',
    summary: 'Record a page visit',
    access: 'session',
    body: yup.object({ path: yup.string().max(300).required() }),
  },
  {
    method: 'get',
    path: '/api/checklist/page-visits',
    summary: 'Visits of a page by a brand',
    access: { resource: 'checklist-maps', action: 'View' },
    query: yup.object({ brand_id: idSchema().required(), link: yup.string().max(300).required() }),
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
    probe: { query: { link: '/collection' } },
  },
  {
    method: 'get',
    path: '/api/admin-tools/audit-log',
    summary: 'The audit log',
    access: { resource: 'audit-log', action: 'View' },
    query: auditLogQuery,
  },
  {
    method: 'get',
    path: '/api/admin-tools/jobs',
    summary: 'Background jobs',
    access: { resource: 'admin-tools', action: 'View' },
    query: jobsToolQuery,
  },
  { method: 'get', path: '/api/admin-tools/health', summary: 'System health', access: { resource: 'admin-tools', action: 'View' } },
  {
    method: 'get',
    path: '/api/admin-tools/backups',
    summary: 'Backups of the embedded database (or why there are none: an external PostgreSQL)',
    access: { resource: 'backups', action: 'View' },
  },
  {
    method: 'post',
    path: '/api/admin-tools/backups',
    summary: 'Take a backup of the embedded database now (409 on an external PostgreSQL)',
    access: { resource: 'backups', action: 'Add' },
    body: yup.object({}),
  },
  {
    method: 'get',
    path: '/api/admin-tools/backups/{name}',
    summary: 'Download a backup (a gzipped tar)',
    access: { resource: 'backups', action: 'View' },
    params: { name: yup.string().matches(/^papered-[0-9TZ]+\.tar\.gz$/) },
    produces: 'application/gzip',
  },
];
