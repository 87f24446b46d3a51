/** The production floor's hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import {
  badgeSchema,
  manualSearchSchema,
  resetWeighQueueSchema,
  scanItemSchema,
  shipScanSchema,
  updateWeightSchema,
  voidLabelSchema,
} from '../../resources/production/schemas';
import { listQuery, type RouteDoc } from '../http/routeDocs';

const station = { resource: 'weigh-queue', action: 'View' } as const;

export const PRODUCTION_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/employees/sign-in',
    summary: 'The employee a scanned badge names',
    access: { resource: 'employees', action: 'View' },
    body: badgeSchema,
  },
  {
    method: 'post',
    path: '/api/scan/scan-item',
    summary: 'Scan (or unscan) a line item, a tool, a box or waste at the scanner station',
    access: station,
    body: scanItemSchema,
    probe: { body: { scanValue: '#squeegee#', employeeId: 1 } },
  },
  {
    method: 'post',
    path: '/api/scan/manual-search',
    summary: 'Find line items by order number, customer or line item',
    access: station,
    body: manualSearchSchema,
    probe: { body: { query: 'zz' } },
  },
  {
    method: 'post',
    path: '/api/scan/update-weight',
    summary: 'Weigh a parcel: buy its label and print its packing slip',
    access: station,
    body: updateWeightSchema,
  },
  {
    method: 'get',
    path: '/api/scan/weight-queue/search',
    summary: 'Search the weigh queue',
    access: station,
    query: listQuery.concat(yup.object({ search: yup.string().max(120) })),
  },
  {
    method: 'post',
    path: '/api/scan/weight-queue/unprocessed',
    summary: 'Reset a weighed entry to be weighed again',
    access: { resource: 'weigh-queue', action: 'Delete' },
    body: resetWeighQueueSchema,
  },
  {
    method: 'post',
    path: '/api/shipping/scan-item',
    summary: 'Scan a parcel out at the ship station',
    access: station,
    body: shipScanSchema,
  },
  {
    method: 'post',
    path: '/api/shipping/void-label',
    summary: 'Void a label (final)',
    access: { resource: 'weigh-queue', action: 'Delete' },
    body: voidLabelSchema,
  },
  {
    method: 'get',
    path: '/api/shipping/get-shipping-info/{id}',
    summary: 'An order’s shipments',
    access: { resource: 'shipments', action: 'View' },
    tenancy: { in: 'path', name: 'id', names: 'orders' },
  },
  { method: 'get', path: '/api/shipping/label/{id}', summary: 'A shipment’s label (PDF)', access: station, produces: 'application/pdf' },
  {
    method: 'get',
    path: '/api/printers/jobs/{id}/document',
    summary: 'A print job’s PDF',
    access: { resource: 'print-jobs', action: 'View' },
    produces: 'application/pdf',
  },
];
