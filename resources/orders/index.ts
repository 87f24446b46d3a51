/**
 * The orders area's declared resources: orders, customers and their reference data. Order
 * matters for routing: a resource whose base lies under another's (`customers/address/types`
 * under `customers`) comes first.
 */
import customerAddresses from './customerAddresses';
import customerAddressTypes from './customerAddressTypes';
import customers from './customers';
import customerTypes from './customerTypes';
import lineItems from './lineItems';
import orderEvents from './orderEvents';
import orderQueue from './orderQueue';
import orders from './orders';

export const ORDERS_RESOURCES = [
  customerAddressTypes,
  customerTypes,
  customerAddresses,
  customers,
  orders,
  lineItems,
  orderEvents,
  orderQueue,
];
