/**
 * The inventory and purchasing area (spec 1 §2 routes under /inventory): generated views for every
 * entity, and the screens that are more than forms — the landing page with stock health, the
 * trackable item, purchase order, audit group and warehouse pages (react-admin's edit routes,
 * so /inventory/purchase-orders/{po_id} is the order's page).
 */
import { lazyChunk } from '../components/lazyChunk';
import { Route } from 'react-router-dom';
import * as inventory from '../../resources/inventory';
import type { AppArea } from '../areas/types';
import { resourceFor } from '../framework/resourceFor';

const InventoryHome = lazyChunk(() => import('./InventoryHome'));
const StockHealthCard = lazyChunk(() => import('./StockHealthCard'));
const TrackableItemDetail = lazyChunk(() => import('./trackableItems/TrackableItemDetail'));
const PurchaseOrderDetail = lazyChunk(() => import('./purchaseOrders/PurchaseOrderDetail'));
const AuditGroupDetail = lazyChunk(() => import('./auditGroups/AuditGroupDetail'));
const WarehouseDetail = lazyChunk(() => import('./warehouses/WarehouseDetail'));
const TrackableItemCreate = lazyChunk(() => import('./forms').then((m) => ({ default: m.TrackableItemCreate })));
const PurchaseOrderCreate = lazyChunk(() => import('./forms').then((m) => ({ default: m.PurchaseOrderCreate })));

export const inventoryArea: AppArea = {
  id: 'inventory',
  resources: [
    resourceFor(inventory.vendors),
    resourceFor(inventory.stockTypes),
    resourceFor(inventory.unitTypes),
    resourceFor(inventory.zones),
    resourceFor(inventory.trackableItems, { edit: TrackableItemDetail, create: TrackableItemCreate }),
    resourceFor(inventory.purchaseOrders, { edit: PurchaseOrderDetail, create: PurchaseOrderCreate }),
    resourceFor(inventory.auditGroups, { edit: AuditGroupDetail }),
    resourceFor(inventory.auditLists),
    resourceFor(inventory.purchaseOrderLines),
    resourceFor(inventory.warehouses, { edit: WarehouseDetail }),
    resourceFor(inventory.zoneGroups),
    resourceFor(inventory.inventoryItems),
    // The history is written by the server only: list and show, no forms.
    resourceFor(inventory.stockMovements, { create: false, edit: false }),
  ],
  routes: [<Route key="inventory" path="/inventory" element={<InventoryHome />} />],
  menu: [
    { key: 'inventory', path: '/inventory' },
    { key: 'vendors' },
    { key: 'stock_types' },
    { key: 'unit_types' },
    { key: 'zones' },
    { key: 'trackable_items' },
    { key: 'purchase_orders' },
    { key: 'audit_groups' },
  ],
  dashboard: [{ id: 'stock-health', level: 'TECHNICIAN', component: StockHealthCard, order: 30 }],
  titles: { '/inventory': 'Inventory' },
};
