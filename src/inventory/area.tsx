/**
 * The inventory and purchasing area (docs/requirements/inventory.md §2 routes under /inventory): generated views for every
 * entity, and the screens that are more than forms — the landing page with stock health, the
 * trackable item, purchase order, audit group and warehouse pages (react-admin's edit routes,
 * so /inventory/purchase-orders/{po_id} is the order's page).
 */
import { lazyChunk } from '../components/lazyChunk';
import { INVENTORY_RESOURCES } from '../../resources/inventory';
import { defineArea } from '../areas/types';

const InventoryHome = lazyChunk(() => import('./InventoryHome'));
const StockHealthCard = lazyChunk(() => import('./StockHealthCard'));
const TrackableItemDetail = lazyChunk(() => import('./trackableItems/TrackableItemDetail'));
const PurchaseOrderDetail = lazyChunk(() => import('./purchaseOrders/PurchaseOrderDetail'));
const AuditGroupDetail = lazyChunk(() => import('./auditGroups/AuditGroupDetail'));
const WarehouseDetail = lazyChunk(() => import('./warehouses/WarehouseDetail'));
const TrackableItemCreate = lazyChunk(() => import('./forms').then((m) => ({ default: m.TrackableItemCreate })));
const PurchaseOrderCreate = lazyChunk(() => import('./forms').then((m) => ({ default: m.PurchaseOrderCreate })));

export default defineArea({
  id: 'inventory',
  declarations: INVENTORY_RESOURCES,
  // The Inventory group (docs/requirements/shell.md §2): /inventory, its landing page, marks the group.
  menu: [
    { key: 'inventory', expands: true, path: '/inventory', level: 'TECHNICIAN', order: 110 },
    { key: 'vendors', resource: 'vendors', label: 'menu.vendors', group: 'inventory', order: 10 },
    { key: 'stock_types', resource: 'stock-types', label: 'menu.stock_types', group: 'inventory', order: 20 },
    { key: 'unit_types', resource: 'unit-types', label: 'menu.unit_types', group: 'inventory', order: 30 },
    { key: 'zones', resource: 'zones', label: 'menu.zones', group: 'inventory', order: 40 },
    { key: 'trackable_items', resource: 'trackable-items', label: 'menu.trackable_items', group: 'inventory', order: 50 },
    { key: 'purchase_orders', resource: 'purchase-orders', label: 'menu.purchase_orders', group: 'inventory', order: 60 },
    { key: 'audit_groups', resource: 'audit-groups', label: 'menu.audit_groups', group: 'inventory', order: 70 },
  ],
  views: {
    'trackable-items': { edit: TrackableItemDetail, create: TrackableItemCreate },
    'purchase-orders': { edit: PurchaseOrderDetail, create: PurchaseOrderCreate },
    'audit-groups': { edit: AuditGroupDetail },
    warehouses: { edit: WarehouseDetail },
    // The history is written by the server only: list and show, no forms.
    'stock-movements': { create: false, edit: false },
  },
  pages: [{ path: '/inventory', component: InventoryHome, title: 'screens.inventory.inventory' }],
  dashboard: [{ id: 'stock-health', level: 'TECHNICIAN', component: StockHealthCard, order: 30 }],
});
