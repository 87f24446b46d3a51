/**
 * The hand-written REST routes (those that are not a declaration's CRUD), each with who may
 * call it and the yup schemas that validate it. The OpenAPI document is built from this list and
 * the declarations (framework/openapi.ts); the access-matrix and fuzz suites in tests/ read that
 * document, and a test fails when an Express route is missing here — so a new route is described,
 * checked and fuzzed the day it lands.
 */
import * as yup from 'yup';
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
import { scanSchema } from '../../resources/inventory/schemas';
import { translationKeyDeleteSchema, translationQuerySchema, translationTextSchema } from '../../resources/settings/schemas';
import { analyticsEventSchema, jobsQuerySchema, outboxQuerySchema } from '../../resources/system/schemas';

import { ADMIN_ROUTE_DOCS } from './adminRouteDocs';
import { type RouteDoc } from './routeDocTypes';

export { listQuery } from './routeDocTypes';
export type { RouteAccess, RouteDoc, RouteTenancy } from './routeDocTypes';

const idQuery = (name: string) => yup.object({ [name]: idSchema().required() });
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
    body: newAccountSchema.concat(inviteSchema.partial()),
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
    body: forgotPasswordSchema.concat(resetPasswordSchema.partial()),
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
    summary: 'A brand’s image jobs (staff: every brand’s when no brand is named)',
    access: { resource: 'background-jobs', action: 'View' },
    query: jobsQuerySchema,
    tenancy: { in: 'query', name: 'brand_id', names: 'brand' },
  },
  {
    method: 'get',
    path: '/api/queues/image-processor/counts',
    summary: 'How many image jobs there are in each status (staff: every brand’s when no brand is named)',
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
  ...ADMIN_ROUTE_DOCS,
];
