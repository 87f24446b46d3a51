/** The inventory operations beyond CRUD (docs/requirements/inventory.md §7): confirmPO, quantity, move, intake. */
import { GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLOutputType } from 'graphql';
import type { Action } from '../../resources/access';
import type { Fields, GraphqlContext } from '../graphql/resourceTypes';
import { authorize } from '../framework/actor';
import { moveToZone, updateQuantity } from './items';
import { confirmPurchaseOrder, intakeLineUnit } from './purchasing';

const allowedActor = (ctx: GraphqlContext, resource: string, action: Action) => authorize(ctx.actor, { resource, action });

export function inventoryMutations(typeOf: (resource: string) => GraphQLOutputType): Fields {
  const inventoryItem = new GraphQLNonNull(typeOf('inventory-items'));
  const id = new GraphQLNonNull(GraphQLID);
  const db = (ctx: GraphqlContext) => ctx.app.database.db;
  return {
    confirmPO: {
      type: new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'ConfirmPOResult',
          fields: { id: { type: id }, status: { type: new GraphQLNonNull(GraphQLString) } },
        }),
      ),
      description: 'Confirms a DRAFT purchase order that has lines; returns its id and new status (CONFIRMED).',
      args: { id: { type: id } },
      extensions: { access: { resource: 'purchase-orders', action: 'Edit' } },
      resolve: (_root, args, ctx) => confirmPurchaseOrder(db(ctx), allowedActor(ctx, 'purchase-orders', 'Edit'), args.id),
    },
    updateInventoryItemQuantity: {
      type: inventoryItem,
      description: 'Changes the units of an inventory item by a delta or to an absolute value (exactly one).',
      args: { id: { type: id }, delta: { type: GraphQLInt }, absolute: { type: GraphQLInt } },
      extensions: { access: { resource: 'inventory-items', action: 'Edit' } },
      resolve: (_root, args, ctx) => updateQuantity(db(ctx), allowedActor(ctx, 'inventory-items', 'Edit'), args.id, args),
    },
    moveInventoryItemToZone: {
      type: inventoryItem,
      args: { id: { type: id }, zone_id: { type: id } },
      extensions: { access: { resource: 'inventory-items', action: 'Edit' } },
      resolve: (_root, args, ctx) => moveToZone(db(ctx), allowedActor(ctx, 'inventory-items', 'Edit'), args.id, args.zone_id),
    },
    intakePurchaseOrderLineUnit: {
      type: inventoryItem,
      description: 'Receives one stock unit of a purchase-order line into a zone (default: the item’s first default zone).',
      args: {
        purchase_order_line_id: { type: id },
        zone_id: { type: GraphQLID },
        serial: { type: GraphQLString },
        barcode: { type: GraphQLString },
      },
      extensions: { access: { resource: 'inventory-items', action: 'Add' } },
      resolve: (_root, args, ctx) => intakeLineUnit(db(ctx), allowedActor(ctx, 'inventory-items', 'Add'), args),
    },
  };
}
