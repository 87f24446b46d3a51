/** The orders area: orders, customers and their reference data (generated screens so far). */
import { ORDERS_RESOURCES } from '../../resources/orders';
import type { AppArea } from '../areas/types';

export const ordersArea: AppArea = { id: 'orders', declarations: ORDERS_RESOURCES };
