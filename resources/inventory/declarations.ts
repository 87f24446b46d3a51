/** The area's declarations, one line each (resources/inventory/index.ts lists them all). */
export { default as vendors } from './vendors';
export { default as stockTypes } from './stockTypes';
export { default as unitTypes } from './unitTypes';
export { default as zones } from './zones';
export { default as trackableItems } from './trackableItems';
export { default as purchaseOrders } from './purchaseOrders';
export { default as auditGroups } from './auditGroups';
export { default as auditLists } from './auditLists';
export { default as purchaseOrderLines } from './purchaseOrderLines';
export { default as warehouses } from './warehouses';
export { default as zoneGroups } from './zoneGroups';
export { default as inventoryItems } from './inventoryItems';
export { default as stockMovements } from './stockMovements';
