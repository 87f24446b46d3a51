/**
 * The orders area's calls beyond CRUD (docs/requirements/orders.md §7 Orders, Email and audit, Queues): the whole order
 * for its page, its timeline and comments, cancel, push, regenerate JDML, email, the failed order
 * queue's retry and dismiss, and the demo store's orders (Admin Tools). Plain writes are
 * react-admin's `update`/`create`/`delete` on the declared resources.
 */
import type { Address } from '../../resources/orders/schemas';
import { api } from '../httpClient';

export interface OrderLineItem {
  id: number;
  order_id: number;
  design_name: string;
  sku: string | null;
  material_id: number;
  material_name: string;
  width_inches: number;
  height_inches: number;
  quantity: number;
  unit_price: number;
  status: string;
  thumbnail_url: string | null;
  print_file_url: string | null;
  jdml_generated_at: string | null;
}

export interface OrderCustomer {
  id: number;
  first: string | null;
  last: string | null;
  email: string | null;
  phone: string | null;
  addresses: Array<Address & { id: number; is_default: boolean; address_type_id: number | null }>;
}

export interface OrderPage {
  id: number;
  brand_id: number;
  order_number: string;
  status: string;
  channel: string;
  customer_name: string | null;
  email: string | null;
  currency: string;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  total: number;
  shipping_address: Address | null;
  note: string | null;
  giftwrap_message: string | null;
  ordered_at: string;
  created_at: string;
  cancelled_at: string | null;
  delivered_at: string | null;
  customer: OrderCustomer | null;
  line_items: OrderLineItem[];
}

export interface OrderEvent {
  id: number;
  type: string;
  message: string;
  user_name: string | null;
  line_item_id: number | null;
  data: Record<string, unknown>;
  created_at: string;
}

export interface OrderEmail {
  order_id: number;
  template: 'order_confirmation' | 'shipping_update' | 'custom';
  to?: string | null;
  subject?: string | null;
  message?: string | null;
}

export interface OrderSummary {
  today: number;
  by_status: Record<string, number>;
  failed_queue: number;
  per_day: Array<{ day: string; orders: number }>;
}

export const ordersMethods = {
  /** The dashboard's figures, for the user's brand (staff: every brand). */
  orderSummary: () => api<OrderSummary>('orders/summary'),
  /** The order with its customer, addresses and line items (one request). */
  orderPage: (id: number | string) => api<OrderPage>(`orders/${id}`),
  orderTimeline: (orderId: number | string) =>
    api<OrderEvent[]>('v2/orders-audit', { query: { order_id: orderId, sort_by: 'id', order: 'DESC' } }),
  addOrderComment: (orderId: number, message: string) =>
    api<OrderEvent>('v2/orders-audit', { method: 'POST', body: { order_id: orderId, message } }),
  cancelOrder: (orderId: number) => api<OrderPage>('orders/order-cancel', { method: 'POST', body: { order_id: orderId } }),
  pushOrder: (orderId: number) => api<{ message: string }>('orders/push-order', { method: 'POST', body: { order_id: orderId } }),
  regenerateJdml: (orderId: number, lineItemId: number) =>
    api<{ job_id: number }>('orders/regenerate-jdml', { method: 'POST', body: { order_id: orderId, line_item: lineItemId } }),
  changeShippingAddress: (orderId: number, shippingAddress: Address) =>
    api<OrderPage>('orders', { method: 'PUT', body: { id: orderId, shipping_address: shippingAddress } }),
  sendOrderEmail: (email: OrderEmail) => api<{ message: string }>('v2/email/send', { method: 'POST', body: email }),
  /** The failed order queue (not dismissed), newest first. */
  failedImports: <Item>() => api<Item[]>('queues/order-processor', { query: { status: 'failed', sort_by: 'id', order: 'DESC' } }),
  queueItem: <Item>(id: number | string) => api<Item>(`queues/order-processor/${id}`),
  /** Retries failed imports at once: each item's real outcome. */
  retryQueueItems: (ids: number[]) => api<QueueRetryAnswer>('queues/order-processor/retry', { method: 'POST', body: { ids } }),
  dismissQueueItems: (ids: number[]) => api<{ dismissed: number[] }>('queues/order-processor/dismiss', { method: 'POST', body: { ids } }),
  produceDemoOrders: (brandId: number, count: number, failing: boolean) =>
    api<{ queued: Array<{ id: number; order_number: string | null; status: string }> }>('orders/demo-orders', {
      method: 'POST',
      body: { brand_id: brandId, count, failing },
    }),
  /** A customer with addresses and orders (`view=full`). */
  customerPage: <Customer>(id: number | string) => api<Customer>(`customers/${id}`, { query: { view: 'full' } }),
  syncCustomer: (shopifyId: string, brandId?: number) =>
    api<{ id: number }>('customers/sync', { method: 'POST', body: { shopify_id: shopifyId, brand_id: brandId } }),
};

/** What became of each retried queue item. */
export interface QueueRetryAnswer {
  retried: number[];
  results: Array<{
    id: number;
    status: 'processed' | 'failed' | 'skipped';
    outcome?: 'imported' | 'already_imported' | 'updated';
    order_id: number | null;
    order_number?: string;
    reason: string | null;
    /** A skipped or failed item's reason by key (resources/i18n/areas/orders.ts). */
    message_code?: string;
    message_values?: Record<string, string | number>;
    /** What the store order names that we do not know, when that is why it failed again. */
    missing?: Array<{ kind: 'material'; name: string; line: number; design: string | null }> | null;
  }>;
  succeeded: number;
  failed: number;
}
