/**
 * Inventory's messages: the notes the server writes on stock movements (server/inventory/items.ts,
 * purchasing.ts), stored by key and values so each reader sees them in their own language.
 */
import { defineMessages } from '../catalogue';

export const STOCK_MESSAGES = defineMessages('inventory.stock', {
  set_to: { en: 'set to %{count}', fr: 'fixé à %{count}' },
  delta: { en: 'delta %{delta}', fr: 'écart de %{delta}' },
  moved_to: { en: 'to %{zone}', fr: 'vers %{zone}' },
  added_by_hand: { en: 'added by hand', fr: 'ajouté à la main' },
  deleted: { en: 'deleted %{unit}', fr: 'supprimé : %{unit}' },
  received: { en: '%{po} line %{line} (%{count} of %{ordered})', fr: '%{po} ligne %{line} (%{count} sur %{ordered})' },
});
