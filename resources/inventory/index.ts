/** The inventory and purchasing declarations, in sidebar order. */
import auditGroups from './auditGroups';
import auditLists from './auditLists';
import inventoryItems from './inventoryItems';
import purchaseOrderLines from './purchaseOrderLines';
import purchaseOrders from './purchaseOrders';
import stockMovements from './stockMovements';
import stockTypes from './stockTypes';
import trackableItems from './trackableItems';
import unitTypes from './unitTypes';
import vendors from './vendors';
import warehouses from './warehouses';
import zoneGroups from './zoneGroups';
import zones from './zones';

export {
  auditGroups,
  auditLists,
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  stockTypes,
  trackableItems,
  unitTypes,
  vendors,
  warehouses,
  zoneGroups,
  zones,
};

export const INVENTORY_RESOURCES = [
  vendors,
  stockTypes,
  unitTypes,
  zones,
  trackableItems,
  purchaseOrders,
  auditGroups,
  auditLists,
  purchaseOrderLines,
  warehouses,
  zoneGroups,
  inventoryItems,
  stockMovements,
];
