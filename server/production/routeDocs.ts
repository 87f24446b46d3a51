/** The production floor's hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import {
  badgeSchema,
  dropGroupSchema,
  dropperQuerySchema,
  fulfillmentQuerySchema,
  wasteReportSchema,
  manualSearchSchema,
  resetWeighQueueSchema,
  scanItemSchema,
  shipScanSchema,
  updateWeightSchema,
  voidLabelSchema,
} from '../../resources/production/schemas';
import { listQuery, type RouteDoc } from '../http/routeDocs';
import { dropGroupDeleteSchema, sectionFormSchema, sectionsQuerySchema } from './dropperRoutes';

const station = { resource: 'weigh-queue', action: 'View' } as const;

/** An analytics call: a date range, a brand (checked like every brand) and a design; staff only. */
const analyticsCall = (name: string, summary: string): RouteDoc => ({
  method: 'get',
  path: `/api/v2/analytics/${name}`,
  summary,
  access: { resource: 'analytics', action: 'View' },
  query: fulfillmentQuerySchema,
  tenancy: { in: 'query', name: 'brandId', names: 'brand' },
  probe: { query: { startDate: '2026-01-01', endDate: '2026-12-31' } },
});

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
  {
    method: 'get',
    path: '/api/jdml/sections',
    summary: 'The sections (drops) of a JDML',
    access: { resource: 'jdmls', action: 'View' },
    query: sectionsQuerySchema,
  },
  {
    method: 'put',
    path: '/api/jdml/section',
    summary: 'Replace a section’s print file (multipart)',
    access: { resource: 'jdmls', action: 'Edit' },
    body: sectionFormSchema,
    files: ['print_file'],
  },
  {
    method: 'get',
    path: '/api/jdml/dropper/group',
    summary: 'What a drop group of a brand and material would hold',
    access: { resource: 'drop-groups', action: 'View' },
    query: dropperQuerySchema,
    probe: { query: { brand_id: '1', material_id: '1' } },
  },
  {
    method: 'post',
    path: '/api/jdml/dropper/group',
    summary: 'Make a drop group (a print run)',
    access: { resource: 'drop-groups', action: 'View' },
    body: dropGroupSchema,
  },
  {
    method: 'delete',
    path: '/api/jdml/dropper/group',
    summary: 'Undo a drop group',
    access: { resource: 'drop-groups', action: 'View' },
    query: dropGroupDeleteSchema,
  },
  {
    method: 'get',
    path: '/api/waste-tracking/report',
    summary: 'The waste report',
    access: { resource: 'waste-records', action: 'View' },
    query: wasteReportSchema,
    probe: { query: { from: '2026-01-01', to: '2026-12-31' } },
  },
  analyticsCall('average-fulfillment-time', 'Average fulfilment time (order created → shipped)'),
  analyticsCall('orders-by-status', 'Orders created in a date range, by status'),
  analyticsCall('station-throughput', 'Line items scanned, parcels weighed and shipped per day'),
  {
    method: 'post',
    path: '/api/webhooks/easypost',
    summary: 'EasyPost tracker webhook (X-Hmac-Signature with EASYPOST_WEBHOOK_SECRET): a delivered parcel',
    access: 'signed',
    body: yup.object({ description: yup.string().max(80) }),
  },
];
