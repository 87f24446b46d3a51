/** What the order import says for each store order (server/orders/importer.ts): jobs, retries. */
import { defineMessages } from '../catalogue';

export const ORDER_IMPORT_MESSAGES = defineMessages('orders.import', {
  imported: { en: 'Imported order %{number}', fr: 'Commande %{number} importée' },
  already_imported: { en: 'Order %{number} was already imported', fr: 'La commande %{number} était déjà importée' },
  updated: { en: 'Updated order %{number} from the store', fr: 'Commande %{number} mise à jour depuis la boutique' },
  not_waiting: {
    en: 'Queue item %{id} is not waiting to be imported.',
    fr: 'L’élément %{id} de la file n’attend pas d’import.',
  },
  imported_elsewhere: {
    en: 'Queue item %{id} was imported by another run.',
    fr: 'L’élément %{id} de la file a été importé par une autre exécution.',
  },
});

/** What an order's cancel and push refuse (server/orders/orderService.ts). */
export const ORDER_REFUSALS = defineMessages('orders.refusals', {
  cancelled_cannot_push: {
    en: 'A cancelled order cannot be pushed to the queue.',
    fr: 'Une commande annulée ne peut pas être envoyée dans la file.',
  },
  items_shipped: {
    en: 'This order cannot be cancelled: some of its items have already shipped.',
    fr: 'Cette commande ne peut pas être annulée : certains de ses articles sont déjà expédiés.',
  },
  nothing_waiting: {
    en: 'This order has no line items waiting for production.',
    fr: "Cette commande n'a aucun article en attente de production.",
  },
  already_cancelled: { en: 'This order is already cancelled.', fr: 'Cette commande est déjà annulée.' },
});
