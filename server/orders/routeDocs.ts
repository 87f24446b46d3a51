/** The orders area's hand-written routes for the OpenAPI document, the access-matrix and the fuzz suites. */
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import { demoOrdersSchema, orderEmailSchema, orderIdSchema, queueItemsSchema, regenerateJdmlSchema } from '../../resources/orders/schemas';
import { listQuery, type RouteDoc } from '../http/routeDocs';
import { customerSearchQuerySchema, customerSyncSchema, customerViewQuerySchema } from './customerRoutes';
import { lineItemsQuerySchema } from './lineItemRoutes';
import { giftwrapSchema } from './orderMailRoutes';
import { orderStatusQuerySchema, pullStoreSchema, summaryQuerySchema } from './orderRoutes';
import { orderQueueQuerySchema } from './queueRoutes';
import { timelineQuerySchema } from './timelineRoutes';

const onOrder = { in: 'body', name: 'order_id', names: 'orders' } as const;
const brandQuery = { in: 'query', name: 'brand_id', names: 'brand' } as const;

export const ORDERS_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/orders',
    summary: 'Orders (page object with the brand’s channel)',
    access: { resource: 'orders', action: 'View' },
    query: listQuery,
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    summary: 'One order with its customer, addresses and line items',
    access: { resource: 'orders', action: 'View' },
    tenancy: { in: 'path', name: 'id', names: 'orders' },
  },
  {
    method: 'get',
    path: '/api/orders/summary',
    summary: 'Dashboard figures: today’s orders, by status, failed imports, 30 days',
    access: { resource: 'orders', action: 'View' },
    query: summaryQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'get',
    path: '/api/orders/order-status',
    summary: 'An order’s status by its number',
    access: { resource: 'orders', action: 'View' },
    query: orderStatusQuerySchema,
    tenancy: brandQuery,
    probe: { query: { order_number: '#11001' } },
  },
  {
    method: 'post',
    path: '/api/orders/order-cancel',
    summary: 'Cancel an order',
    access: { resource: 'orders', action: 'Edit' },
    body: orderIdSchema,
    tenancy: onOrder,
  },
  {
    method: 'post',
    path: '/api/orders/push-order',
    summary: 'Push an order to the production queue',
    access: { resource: 'orders', action: 'Edit' },
    body: orderIdSchema,
    tenancy: onOrder,
  },
  {
    method: 'post',
    path: '/api/orders/regenerate-jdml',
    summary: 'Regenerate a line item’s JDML',
    access: { resource: 'orders', action: 'Edit' },
    body: regenerateJdmlSchema,
    tenancy: onOrder,
  },
  {
    method: 'post',
    path: '/api/orders/demo-orders',
    summary: 'Produce demo store orders (Admin Tools)',
    access: { resource: 'admin-tools', action: 'View' },
    body: demoOrdersSchema,
    probe: { body: { brand_id: 1, count: 1 } },
  },
  {
    method: 'post',
    path: '/api/orders/pull-store',
    summary: 'Pull recent orders from connected Shopify stores (Admin Tools)',
    access: { resource: 'admin-tools', action: 'View' },
    body: pullStoreSchema,
  },
  {
    method: 'get',
    path: '/api/customers/{id}',
    summary: 'One customer with addresses (and orders with view=full)',
    access: { resource: 'customers', action: 'View' },
    query: customerViewQuerySchema,
    tenancy: { in: 'path', name: 'id', names: 'customers' },
  },
  {
    method: 'get',
    path: '/api/customers/search/{shopifyId}',
    summary: 'A customer by the store’s id',
    access: { resource: 'customers', action: 'View' },
    params: { shopifyId: yup.string().matches(/^[0-9]{1,20}$/) },
    query: customerSearchQuerySchema,
    tenancy: brandQuery,
  },
  {
    method: 'post',
    path: '/api/customers/sync',
    summary: 'Sync a customer from the store',
    access: { resource: 'customers', action: 'Edit' },
    body: customerSyncSchema,
    tenancy: { in: 'body', name: 'brand_id', names: 'brand' },
    probe: { body: { shopify_id: '71000001' } },
  },
  {
    method: 'get',
    path: '/api/line-items',
    summary: 'Line items of a brand or an order',
    access: { resource: 'line-items', action: 'View' },
    query: listQuery.concat(lineItemsQuerySchema),
    tenancy: brandQuery,
  },
  {
    method: 'get',
    path: '/api/v2/orders-audit',
    summary: 'An order’s timeline',
    access: { resource: 'order-events', action: 'View' },
    query: listQuery.concat(timelineQuerySchema),
    tenancy: { in: 'query', name: 'order_id', names: 'orders' },
  },
  {
    method: 'get',
    path: '/api/queues/order-processor',
    summary: 'The order-processor queue of a brand',
    access: { resource: 'order-queue', action: 'View' },
    query: listQuery.concat(orderQueueQuerySchema),
    tenancy: brandQuery,
  },
  {
    method: 'post',
    path: '/api/queues/order-processor/retry',
    summary: 'Retry failed store orders',
    access: { resource: 'order-queue', action: 'Edit' },
    body: queueItemsSchema,
  },
  {
    method: 'post',
    path: '/api/queues/order-processor/dismiss',
    summary: 'Dismiss failed store orders',
    access: { resource: 'order-queue', action: 'Edit' },
    body: queueItemsSchema,
  },
  {
    method: 'post',
    path: '/api/v2/email/send',
    summary: 'Email the customer about an order',
    access: { resource: 'orders', action: 'Edit' },
    body: orderEmailSchema,
    tenancy: onOrder,
  },
  {
    method: 'post',
    path: '/api/giftwraps',
    summary: 'Add a gift wrap to an order (multipart)',
    access: { resource: 'orders', action: 'Edit' },
    body: giftwrapSchema,
    files: ['image'],
    tenancy: onOrder,
  },
  {
    method: 'post',
    path: '/api/webhooks/shopify/orders',
    summary: 'Shopify order webhook (X-Shopify-Hmac-Sha256 with SHOPIFY_WEBHOOK_SECRET)',
    access: 'signed',
    body: yup.object({ id: idSchema() }),
  },
];
