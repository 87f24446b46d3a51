/**
 * The orders area: store orders through the order-processor queue, orders with their line items
 * and timeline, customers with their addresses, and their reference data.
 */
import { ORDERS_RESOURCES } from '../../resources/orders';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { customerRoutes } from './customerRoutes';
import { customerAddressHooks, customerHooks } from './customerService';
import { startDemoOrderStream } from './demoOrders';
import { importOrderJob, ORDER_IMPORT } from './importer';
import { lineItemHooks, lineItemRoutes } from './lineItemRoutes';
import { giftwrapRoutes, orderEmailRoutes } from './orderMailRoutes';
import { orderHooks } from './orderHooks';
import { orderRoutes } from './orderRoutes';
import { queueRoutes } from './queueRoutes';
import { orderHits } from './search';
import { ORDERS_ROUTE_DOCS } from './routeDocs';
import { seedOrders } from './seed';
import { startStorePull } from './storePull';
import { orderEventHooks, timelineRoutes } from './timelineRoutes';
import { startWebhookReceiptPrune, webhookRoutes } from './webhookRoutes';

export const ordersArea: ServerArea = {
  id: 'orders',
  bindings: bindDeclared(ORDERS_RESOURCES, schema, {
    customers: { hooks: customerHooks, routes: customerRoutes },
    'customer-addresses': { hooks: customerAddressHooks },
    orders: {
      hooks: orderHooks,
      routes: orderRoutes,
      search: orderHits,
      // Kept by migration 0026's triggers: deep pages newest or oldest first start at their day.
      dayCounts: { column: 'created_at', table: schema.orderCounts, keys: ['brand_id', 'status'] },
    },
    'line-items': { hooks: lineItemHooks, routes: lineItemRoutes },
    'order-events': { hooks: orderEventHooks, routes: timelineRoutes },
    'order-queue': { routes: queueRoutes },
  }),
  routes: {
    '/v2/email': orderEmailRoutes,
    '/giftwraps': giftwrapRoutes,
    '/webhooks/shopify': webhookRoutes,
  },
  routeDocs: ORDERS_ROUTE_DOCS,
  jobs: { [ORDER_IMPORT]: importOrderJob },
  seed: seedOrders,
  start(ctx) {
    const stops = [
      startDemoOrderStream(ctx, Number(process.env.DEMO_ORDERS_PER_HOUR)),
      startStorePull(ctx, Number(process.env.STORE_PULL_MINUTES)),
      startWebhookReceiptPrune(ctx),
    ];
    return () => stops.forEach((stop) => stop());
  },
};
