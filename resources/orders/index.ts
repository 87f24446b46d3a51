/** The orders area's declared resources: orders, customers and their reference data. */
import customerAddressTypes from './customerAddressTypes';

export const ORDERS_RESOURCES = [customerAddressTypes];
