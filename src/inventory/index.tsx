/**
 * The inventory and purchasing area (docs/requirements/inventory.md §2 routes under /inventory): generated views for every
 * entity, and the screens that are more than forms — the landing page with stock health, the
 * trackable item, purchase order, audit group and warehouse pages (react-admin's edit routes,
 * so /inventory/purchase-orders/{po_id} is the order's page).
 */
import { lazyChunk } from '../components/lazyChunk';
import { INVENTORY_RESOURCES } from '../../resources/inventory';
import type { AppArea } from '../areas/types';

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
  declarations: INVENTORY_RESOURCES,
  views: {
    'trackable-items': { edit: TrackableItemDetail, create: TrackableItemCreate },
    'purchase-orders': { edit: PurchaseOrderDetail, create: PurchaseOrderCreate },
    'audit-groups': { edit: AuditGroupDetail },
    warehouses: { edit: WarehouseDetail },
    // The history is written by the server only: list and show, no forms.
    'stock-movements': { create: false, edit: false },
  },
  pages: [{ path: '/inventory', component: InventoryHome, title: 'Inventory', menu: 'inventory' }],
  dashboard: [{ id: 'stock-health', level: 'TECHNICIAN', component: StockHealthCard, order: 30 }],
};
