/**
 * The orders area: orders (list, the order page with its timeline, line items), the failed order
 * queue, customers with their addresses, and their reference data. The order page is react-admin's
 * edit route, so /orders/{order_id} is the order (docs/requirements/orders.md §2); technicians, who read only, get the
 * same page at its show route.
 */
import { Route } from 'react-router-dom';
import { ORDERS_RESOURCES } from '../../resources/orders';
import { lazyChunk } from '../components/lazyChunk';
import { defineArea } from '../areas/types';

const OrderList = lazyChunk(() => import('./orders/OrderList'));
const OrderPage = lazyChunk(() => import('./orders/OrderPage'));
const LineItemPage = lazyChunk(() => import('./orders/LineItemPage'));
const FailedQueueList = lazyChunk(() => import('./queue/FailedQueue').then((m) => ({ default: m.FailedQueueList })));
const FailedQueueItem = lazyChunk(() => import('./queue/FailedQueue').then((m) => ({ default: m.FailedQueueItem })));
const CustomerPage = lazyChunk(() => import('./customers/CustomerPage'));
const DemoOrdersTool = lazyChunk(() => import('./DemoOrdersTool'));
const CustomerDetails = lazyChunk(() => import('./customers/CustomerDetails'));
const cards = () => import('./dashboard/OrderCards');
const OrdersTodayCard = lazyChunk(() => cards().then((m) => ({ default: m.OrdersTodayCard })));
const OrdersByStatusCard = lazyChunk(() => cards().then((m) => ({ default: m.OrdersByStatusCard })));
const OrdersChartCard = lazyChunk(() => cards().then((m) => ({ default: m.OrdersChartCard })));

/** Written by the server, read inside the order and customer pages: no screens of their own. */
const NO_SCREENS = { list: false, show: false, create: false, edit: false } as const;

export default defineArea({
  id: 'orders',
  declarations: ORDERS_RESOURCES,
  menu: [
    { key: 'orders', resource: 'orders', label: 'menu.orders', level: 'EVERYBODY', order: 30 },
    { key: 'customers', resource: 'customers', label: 'menu.customers', level: 'EVERYBODY', order: 40 },
  ],
  views: {
    orders: {
      list: OrderList,
      edit: OrderPage,
      show: OrderPage,
      create: false,
      children: <Route path=":id/line-item/:lineItemId" element={<LineItemPage />} />,
    },
    // /customers/{id} is the customer's page; its details are edited at /customers/{id}/details.
    customers: {
      edit: CustomerPage,
      show: CustomerPage,
      children: <Route path=":id/details" element={<CustomerDetails />} />,
    },
    'line-items': NO_SCREENS,
    'order-events': NO_SCREENS,
    'order-queue': NO_SCREENS,
    'customer-addresses': NO_SCREENS,
  },
  dashboard: [
    { id: 'orders-today', level: 'EVERYBODY', component: OrdersTodayCard, order: 10 },
    { id: 'orders-by-status', level: 'EVERYBODY', component: OrdersByStatusCard, order: 11 },
    { id: 'orders-chart', level: 'EVERYBODY', component: OrdersChartCard, order: 12, wide: true },
  ],
  tools: [{ id: 'demo-orders', label: 'screens.orders.demo_store', level: 'TECHNICIAN', component: DemoOrdersTool }],
  pages: [
    {
      path: '/orders/failed',
      component: FailedQueueList,
      title: 'screens.orders.failed_imports',
      access: { resource: 'order-queue', action: 'list' },
    },
    {
      path: '/orders/failed/:id',
      component: FailedQueueItem,
      title: 'screens.orders.failed_imports',
      access: { resource: 'order-queue', action: 'show' },
    },
  ],
});
