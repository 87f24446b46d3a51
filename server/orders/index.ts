/** The orders area: orders, customers and their reference data. */
import { ORDERS_RESOURCES } from '../../resources/orders';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { seedOrders } from './seed';

export const ordersArea: ServerArea = {
  id: 'orders',
  bindings: bindDeclared(ORDERS_RESOURCES, schema),
  seed: seedOrders,
};
