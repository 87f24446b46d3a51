/** The area's declarations, one line each (resources/orders/index.ts lists them all). */
export { default as customerAddressTypes } from './customerAddressTypes';
export { default as customerTypes } from './customerTypes';
export { default as customerAddresses } from './customerAddresses';
export { default as customers } from './customers';
export { default as orders } from './orders';
export { default as lineItems } from './lineItems';
export { default as orderEvents } from './orderEvents';
export { default as orderQueue } from './orderQueue';
