/** The mockups' hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import { generateForProductSchema, mockupIdBodySchema } from '../../resources/catalog/mockups';
import { idSchema } from '../../resources/ids';
import { listQuery, type RouteDoc } from '../http/routeDocs';
import { generatedListQuerySchema } from './generatedMockupRoutes';
import { mockupListQuerySchema, previewQuerySchema } from './mockupRoutes';

const mockupForm = yup.object({ id: idSchema(), name: yup.string().max(120), categories: yup.string().max(2000) });
const generateForm = yup.object({ data: yup.string().max(10_000) });

export const MOCKUP_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/mockups',
    summary: 'Mockups (room photos), of a category',
    access: { resource: 'mockups', action: 'View' },
    query: listQuery.concat(mockupListQuerySchema),
  },
  {
    method: 'post',
    path: '/api/mockups',
    summary: 'Upload a room photo (multipart: mockup_file, name, categories)',
    access: { resource: 'mockups', action: 'Add' },
    body: mockupForm,
    files: ['mockup_file'],
  },
  {
    method: 'put',
    path: '/api/mockups',
    summary: 'Change a mockup (multipart: id, name, categories, a new mockup_file)',
    access: { resource: 'mockups', action: 'Edit' },
    body: mockupForm,
    files: ['mockup_file'],
  },
  {
    method: 'post',
    path: '/api/mockups/{id}/analyze',
    summary: 'Find the wall (mask) and the lighting of a mockup',
    access: { resource: 'mockups', action: 'Edit' },
  },
  {
    method: 'post',
    path: '/api/mockups/analyze',
    summary: 'Find the wall and the lighting of a mockup (the fallback of POST mockups/{id}/analyze)',
    access: { resource: 'mockups', action: 'Edit' },
    body: mockupIdBodySchema,
  },
  {
    method: 'get',
    path: '/api/mockups/preview',
    summary: 'A product on a mockup’s wall, small and not stored (JPEG)',
    access: { resource: 'mockups', action: 'View' },
    query: previewQuerySchema,
    produces: 'image/jpeg',
    tenancy: { in: 'query', name: 'product_id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/mockups/generate-mockup',
    summary:
      'Queue a MOCKUP_UPLOAD job that generates and keeps a mockup (multipart: mockup_file, a pattern to try; data JSON with mockup_id, product_id, attributes); 202 with the job',
    access: { resource: 'generated-mockups', action: 'Add' },
    body: generateForm,
    files: ['mockup_file'],
  },
  {
    method: 'get',
    path: '/api/mockups/generated',
    summary: 'Generated mockups, of a product',
    access: { resource: 'generated-mockups', action: 'View' },
    query: listQuery.concat(generatedListQuerySchema),
    tenancy: { in: 'query', name: 'product_id', names: 'products' },
  },
  {
    method: 'post',
    path: '/api/mockups/generated',
    summary: 'Queue a MOCKUP_UPLOAD job that generates a product’s mockups in the rooms given; 202 with the job',
    access: { resource: 'generated-mockups', action: 'Add' },
    body: generateForProductSchema,
    tenancy: { in: 'body', name: 'product_id', names: 'products' },
  },
];
