/** Direct uploads' routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import { presignerSchema } from '../../resources/uploads';
import type { RouteDoc } from '../http/routeDocs';

const storageKey = { key: yup.string().max(300) };
const signedQuery = yup.object({
  'X-Papered-Expires': yup.string().max(20),
  'X-Papered-Signature': yup.string().max(64),
});

export const UPLOAD_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/aws-presigner',
    summary: 'Presigned upload data by `type`: start, part, parts, complete, abort, put, get (docs/requirements/platform.md §5)',
    // Each kind asks for the access of what it uploads (resources/uploads.ts); the document gives
    // the one of images (collections Edit), which the probe below uploads.
    access: { resource: 'collections', action: 'Edit' },
    body: presignerSchema,
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
    // A small image of the caller's brand: enough to reach the access decision.
    probe: { body: { type: 'put', kind: 'images', content_type: 'image/png', size: 1000 } },
  },
  {
    method: 'get',
    path: '/api/storage/{key}',
    summary: 'A stored object through a presigned GET (local storage)',
    access: 'signed',
    params: storageKey,
    query: signedQuery,
    produces: '*/*',
  },
  {
    method: 'put',
    path: '/api/storage/{key}',
    summary: 'Store an object or a part through a presigned PUT (local storage); answers its ETag',
    access: 'signed',
    consumes: '*/*',
    params: storageKey,
    query: signedQuery,
  },
  {
    method: 'post',
    path: '/api/storage/{key}',
    summary: 'Create (`?uploads`) or complete (`?uploadId`) a multipart upload through a presigned POST (local storage); answers XML',
    access: 'signed',
    consumes: '*/*',
    params: storageKey,
    query: signedQuery,
    produces: 'application/xml',
  },
  {
    method: 'delete',
    path: '/api/storage/{key}',
    summary: 'Abort a multipart upload through a presigned DELETE (local storage)',
    access: 'signed',
    params: storageKey,
    query: signedQuery,
  },
];
