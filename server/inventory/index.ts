/** The inventory area: the warehouse and purchasing, served by the GraphQL inventory API, and the scan call. */
import { sql } from 'drizzle-orm';
import { INVENTORY_RESOURCES } from '../../resources/inventory';
import { rows } from '../db/client';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import type { ResourceHooks } from '../framework/crud';
import { inventoryMutations } from './graphql';
import { inventoryItemHooks } from './items';
import { purchaseOrderHooks, purchaseOrderLineHooks } from './purchasing';
import { inventoryScanRoutes } from './scan';
import { seedInventory } from './seed';
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

export const inventoryArea: ServerArea = {
  id: 'inventory',
  bindings: bindDeclared(INVENTORY_RESOURCES, schema, {
    'audit-lists': { hooks: auditListHooks },
    'trackable-items': { hooks: trackableItemHooks },
    'purchase-orders': { hooks: purchaseOrderHooks },
    'purchase-order-lines': { hooks: purchaseOrderLineHooks },
    'inventory-items': { hooks: inventoryItemHooks },
  }),
  routes: { '/v2/inventory': inventoryScanRoutes },
  mutations: inventoryMutations,
  seed: seedInventory,
};
