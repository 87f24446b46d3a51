/** Inventory declarations bound to their tables, with the hooks that keep their rules. */
import { sql } from 'drizzle-orm';
import * as inventory from '../../resources/inventory';
import { rows } from '../db/client';
import * as schema from '../db/schema';
import { bind, type ResourceBinding, type ResourceHooks } from '../framework/crud';
import { inventoryItemHooks } from './items';
import { purchaseOrderHooks, purchaseOrderLineHooks } from './purchasing';
import { assertZoneList } from './zonesCheck';

const trackableItemHooks: ResourceHooks = {
  async beforeWrite(tx, input) {
    if (input.default_zones !== undefined) input.default_zones = await assertZoneList(tx, input.default_zones);
    return input;
  },
};

/** A requirement added without a position goes to the end of its group's list. */
const auditListHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (!existing && input.position == null) {
      const [{ next }] = await rows<{ next: number }>(
        tx,
        sql`SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${schema.trackableItemAuditLists} WHERE ${schema.trackableItemAuditLists.audit_group_id} = ${input.audit_group_id}`,
      );
      input.position = next;
    }
    return input;
  },
};

export const INVENTORY_BINDINGS: ResourceBinding[] = [
  bind(inventory.vendors, schema.vendors),
  bind(inventory.stockTypes, schema.stockTypes),
  bind(inventory.unitTypes, schema.unitTypes),
  bind(inventory.warehouses, schema.warehouses),
  bind(inventory.zoneGroups, schema.zoneGroups),
  bind(inventory.zones, schema.zones),
  bind(inventory.auditGroups, schema.trackableItemAuditGroups),
  bind(inventory.auditLists, schema.trackableItemAuditLists, auditListHooks),
  bind(inventory.trackableItems, schema.trackableItems, trackableItemHooks),
  bind(inventory.purchaseOrders, schema.purchaseOrders, purchaseOrderHooks),
  bind(inventory.purchaseOrderLines, schema.purchaseOrderLines, purchaseOrderLineHooks),
  bind(inventory.inventoryItems, schema.inventoryItems, inventoryItemHooks),
  bind(inventory.stockMovements, schema.stockMovements),
];
