/** Inventory's messages: the notes the server writes on stock movements (server/inventory/items.ts). */
import { defineMessages } from '../catalogue';

export const STOCK_MESSAGES = defineMessages('inventory.stock', {
  set_to: { en: 'set to %{count}', fr: 'fixé à %{count}' },
  delta: { en: 'delta %{delta}', fr: 'écart de %{delta}' },
});
