/**
 * The hand-written REST routes (those that are not a declaration's CRUD), each with who may
 * call it and the yup schemas that validate it. The OpenAPI document is built from this list and
 * the declarations (framework/openapi.ts); the access-matrix and fuzz suites in tests/ read that
 * document, and a test fails when an Express route is missing here — so a new route is described,
 * checked and fuzzed the day it lands.
 */
import * as yup from 'yup';
import type { Action } from '../../resources/access';
import {
  changePasswordSchema,
  completeInvitationSchema,
  forgotPasswordSchema,
  inviteSchema,
  loginSchema,
  newAccountSchema,
  profileSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../resources/accounts/schemas';
import { idSchema } from '../../resources/ids';
import { connectChannelSchema } from '../../resources/accounts/schemas';
import { brandIdSchema, headerKeySchema } from '../../resources/accounts/schemas';
import { scanSchema } from '../../resources/inventory/schemas';
import { translationKeyDeleteSchema, translationQuerySchema, translationTextSchema } from '../../resources/settings/schemas';
import { analyticsEventSchema, jobsQuerySchema, outboxQuerySchema } from '../../resources/system/schemas';

/**
 * Who may call an operation (docs/requirements/access.md §6 levels through the access rules):
 * 'public' anybody; 'signed' a caller that signs the body with a shared secret (store webhooks),
 * with or without a session; 'session' any signed-in user; or a resource action of the access rules.
 */
export type RouteAccess = 'public' | 'signed' | 'session' | { resource: string; action: Action };

/**
 * Where an operation names a brand or a brand's record: the parameter, and what it names —
 * 'brand' (a brand id) or a resource whose stored row carries the brand.
 */
export interface RouteTenancy {
  in: 'path' | 'query' | 'body';
  name: string;
  names: 'brand' | string;
}

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path, e.g. /api/brands/{id}. */
  path: string;
  summary: string;
  access: RouteAccess;
  tenancy?: RouteTenancy;
  query?: yup.AnyObjectSchema;
  body?: yup.AnyObjectSchema;
  /** Multipart form: its file fields (the other fields are `body`). */
  files?: string[];
  /** A body that is neither JSON nor a multipart form: its media range, e.g. any type for bytes stored as sent (inputGuard's 415). */
  consumes?: string;
  /** Path parameters (name → schema), besides `{id}` ids. */
  params?: Record<string, yup.AnySchema>;
  /** Not JSON (a file, HTML). */
  produces?: string;
  /** What the access-matrix suite sends to get past validation to the access decision (default: nothing). */
  probe?: { body?: Record<string, unknown>; query?: Record<string, string> };
}

export const listQuery = yup.object({
  page_count: yup.number().integer().min(1).max(500),
  page: yup.number().integer().min(0),
  filter_by: yup.string().max(4000),
  sort_by: yup.string().matches(/^[a-z][a-z0-9_]*$/),
  order: yup.string().oneOf(['ASC', 'DESC', 'asc', 'desc']),
  q: yup.string().max(500),
});
const withBrand = (schema: yup.AnyObjectSchema) => schema.shape({ brand_id: idSchema() });
const idQuery = (name: string) => yup.object({ [name]: idSchema().required() });
const auditLogQuery = yup.object({
  page: yup.number().integer().min(0),
  page_count: yup.number().integer().min(1).max(200),
  user: yup.string().max(254),
  resource: yup.string().max(80),
  action: yup.string().max(40),
  from: yup.date(),
  to: yup.date(),
});
const jobsToolQuery = yup.object({
  page: yup.number().integer().min(0),
  page_count: yup.number().integer().min(1).max(200),
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

export const ROUTE_DOCS: RouteDoc[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness: the server and its database answer', access: 'public' },
  {
    method: 'get',
    path: '/api/health/ready',
    summary: 'Readiness: 200 when this instance can serve (database reachable, migrations applied, not draining), else 503 with the reason',
    access: 'public',
  },
  { method: 'get', path: '/api/openapi.json', summary: 'This OpenAPI document', access: 'public' },
  { method: 'get', path: '/api/docs', summary: 'The API reference page', access: 'public', produces: 'text/html' },
  {
    method: 'get',
    path: '/api/docs/start.js',
    summary: 'The API reference page’s start script',
    access: 'public',
    produces: 'text/javascript',
  },
  { method: 'get', path: '/api/app-config', summary: 'Settings the app needs before sign-in', access: 'public' },
  {
    method: 'post',
    path: '/api/graphql',
    summary: 'The GraphQL API (inventory); introspection for staff',
    access: 'public',
    body: yup.object({
      query: yup.string().required(),
      variables: yup.object().nullable(),
      operationName: yup.string().nullable(),
      extensions: yup.object().nullable(),
    }),
  },

  // Accounts (docs/requirements/accounts.md §7).
  { method: 'post', path: '/api/auth/login', summary: 'Sign in', access: 'public', body: loginSchema },
  { method: 'post', path: '/api/auth/logout', summary: 'Sign out', access: 'session' },
  { method: 'get', path: '/api/auth/me', summary: 'The signed-in user', access: 'session' },
  { method: 'put', path: '/api/auth/me', summary: 'Change one’s name', access: 'session', body: profileSchema },
  { method: 'post', path: '/api/auth/change-password', summary: 'Change one’s password', access: 'session', body: changePasswordSchema },
  {
    method: 'post',
    path: '/api/auth/create',
    summary: 'A new brand and its ADMIN (sign-up, while open), or an invitation (users Add)',
    access: 'public',
    body: newAccountSchema.concat(inviteSchema.partial() as yup.AnyObjectSchema),
    probe: { body: { is_new_brand: true } },
  },
  { method: 'post', path: '/api/auth/update', summary: 'Complete an invitation', access: 'public', body: completeInvitationSchema },
  { method: 'post', path: '/api/auth/verify-email', summary: 'Verify an email address', access: 'public', body: verifyEmailSchema },
  {
    method: 'get',
    path: '/api/auth/verify-status',
    summary: 'Whether a user verified their email',
    access: 'session',
    query: idQuery('user_id'),
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Send a reset email, or reset with its token',
    access: 'public',
    body: forgotPasswordSchema.concat(resetPasswordSchema.partial() as yup.AnyObjectSchema),
  },
  {
    method: 'get',
    path: '/api/auth/users',
    summary: 'Users of a brand',
    access: { resource: 'users', action: 'View' },
    query: yup.object({ brand_id: idSchema() }),
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'delete',
    path: '/api/auth/users',
    summary: 'Remove a user',
    access: { resource: 'users', action: 'Delete' },
    query: idQuery('user_id'),
  },
  { method: 'get', path: '/api/auth/permissions', summary: 'The permissions', access: { resource: 'permissions', action: 'View' } },
  {
    method: 'post',
    path: '/api/auth/permissions',
    summary: 'Give a user a permission',
    access: { resource: 'permissions', action: 'Edit' },
    body: yup.object({ user_id: idSchema().required(), permission_id: idSchema().required() }),
  },

  // Settings and system.
  {
    method: 'get',
    path: '/api/feature-flags/{flag_name}',
    summary: 'One flag’s value by name',
    access: 'public',
    params: { flag_name: yup.string().matches(/^[a-z][a-z0-9-]*$/) },
  },
  { method: 'get', path: '/api/translation/keys', summary: 'Translation keys', access: { resource: 'translation-keys', action: 'View' } },
  {
    method: 'delete',
    path: '/api/translation/keys',
    summary: 'Delete a key and its texts',
    access: { resource: 'translations', action: 'Delete' },
    query: translationKeyDeleteSchema,
  },
  {
    method: 'get',
    path: '/api/translation',
    summary: 'A language’s texts (public), or a key’s texts (translation-keys View)',
    access: 'public',
    query: translationQuerySchema,
  },
  {
    method: 'post',
    path: '/api/translation',
    summary: 'Add a text',
    access: { resource: 'translations', action: 'Add' },
    body: translationTextSchema,
  },
  {
    method: 'put',
    path: '/api/translation',
    summary: 'Change a text',
    access: { resource: 'translations', action: 'Edit' },
    body: translationTextSchema,
  },
  {
    method: 'get',
    path: '/api/queues/image-processor',
    summary: 'A brand’s image jobs',
    access: { resource: 'background-jobs', action: 'View' },
    query: jobsQuerySchema,
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  { method: 'post', path: '/api/analytics/events', summary: 'Record a product event', access: 'public', body: analyticsEventSchema },
  {
    method: 'get',
    path: '/api/analytics/events',
    summary: 'Recent product events',
    access: { resource: 'analytics', action: 'View' },
    query: yup.object({ name: yup.string().max(60), limit: yup.number().integer().min(1).max(500) }),
  },
  { method: 'get', path: '/api/outbox', summary: 'Sent emails', access: { resource: 'outbox', action: 'View' }, query: outboxQuerySchema },
  {
    method: 'get',
    path: '/api/files/{key}',
    summary: 'A stored file',
    access: 'public',
    params: { key: yup.string().max(300) },
    produces: 'image/*',
  },
  {
    method: 'post',
    path: '/api/v2/inventory/scan',
    summary: 'What a scanned barcode or serial is',
    access: { resource: 'inventory-items', action: 'View' },
    body: scanSchema,
  },

  // Administration.
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
