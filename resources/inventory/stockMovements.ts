import { choice, datetime, int, json, longText, reference, text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';

export const STOCK_MOVEMENT_KINDS = ['INTAKE', 'ADJUST', 'MOVE', 'CONSUME', 'WASTE', 'STATUS', 'CREATE', 'DELETE', 'AUDIT'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * The stock history: one row per change, written by the server in the change's transaction.
 * Read-only for everybody (no Add, Edit or Delete rule), viewed at the Inventory level.
 */
const declaration = defineResource({
  name: 'stock-movements',
  labels: { one: 'Stock Movement', many: 'Stock Movements' },
  serve: graphql('StockMovement', 'stockMovements', { timestamps: false }),
  access: { View: 'TECHNICIAN' },
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/stock-movements',
  fields: {
    kind: choice(STOCK_MOVEMENT_KINDS).readOnly().labelled('What'),
    trackable_item_id: reference('trackable-items').readOnly().labelled('Trackable Item'),
    inventory_item_id: reference('inventory-items').readOnly().labelled('Inventory Item'),
    user_id: int().readOnly().labelled('User'),
    user_email: text().readOnly().labelled('Who'),
    stock_before: int().readOnly().labelled('Stock Before'),
    stock_after: int().readOnly().labelled('Stock After'),
    units_before: int().readOnly().labelled('Units Before'),
    units_after: int().readOnly().labelled('Units After'),
    item_units_before: int().readOnly().labelled('Item Units Before'),
    item_units_after: int().readOnly().labelled('Item Units After'),
    zone_before_id: reference('zones').readOnly().labelled('From Zone'),
    zone_after_id: reference('zones').readOnly().labelled('To Zone'),
    note: longText().readOnly().labelled('Note'),
    // A note the server wrote, by key and values (resources/i18n/areas/inventory.ts): shown by key.
    note_code: text().readOnly().hidden().labelled('Note Key'),
    note_values: json().readOnly().hidden().labelled('Note Values'),
    created_at: datetime().readOnly().labelled('When'),
  },
  list: {
    columns: [
      'created_at',
      'kind',
      'trackable_item_id',
      'inventory_item_id',
      'user_email',
      'stock_before',
      'stock_after',
      'units_before',
      'units_after',
    ],
    search: ['user_email', 'note'],
    filters: ['kind', 'trackable_item_id', 'inventory_item_id'],
    sort: ['id', 'DESC'],
  },
  represent: (r) => `${r.kind} #${r.id}`,
  translations: {
    fr: {
      Intake: 'Réception',
      Adjust: 'Ajustement',
      Move: 'Déplacement',
      Consume: 'Consommation',
      Waste: 'Perte',
      Create: 'Création',
      Delete: 'Suppression',
      Audit: 'Inventaire',
    },
  },
});

export default declaration;
/** A stored record, as the API answers it. */
export type StockMovementRecord = RecordOf<typeof declaration>;
