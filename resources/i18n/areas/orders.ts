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
  // Why a store order failed to import (server/orders/storeOrder.ts, storeIdentity.ts), stored with the queue item.
  unreadable: { en: 'The order could not be read.', fr: 'La commande n’a pas pu être lue.' },
  no_material: { en: 'Line %{line} (%{title}) has no material.', fr: 'Ligne %{line} (%{title}) : aucun matériau.' },
  no_valid_size: {
    en: 'Line %{line} (%{title}) has no valid size: width and height must be 1 to 1200 inches.',
    fr: 'Ligne %{line} (%{title}) : taille non valide, la largeur et la hauteur vont de 1 à 1200 pouces.',
  },
  older_version: {
    en: 'Order %{number} was imported from a newer version of this store order; this older version differs (%{smart_count} difference) and was not applied. |||| Order %{number} was imported from a newer version of this store order; this older version differs (%{smart_count} differences) and was not applied.',
    fr: 'La commande %{number} a été importée d’une version plus récente de cette commande de la boutique ; cette version plus ancienne diffère (%{smart_count} différence) et n’a pas été appliquée. |||| La commande %{number} a été importée d’une version plus récente de cette commande de la boutique ; cette version plus ancienne diffère (%{smart_count} différences) et n’a pas été appliquée.',
  },
  changed_after_cancel: {
    en: 'Order %{number} changed in the store (%{smart_count} difference) after it was cancelled here: apply the changes by hand, then dismiss this item. |||| Order %{number} changed in the store (%{smart_count} differences) after it was cancelled here: apply the changes by hand, then dismiss this item.',
    fr: 'La commande %{number} a changé dans la boutique (%{smart_count} différence) après son annulation ici : appliquez les changements à la main, puis écartez cet élément. |||| La commande %{number} a changé dans la boutique (%{smart_count} différences) après son annulation ici : appliquez les changements à la main, puis écartez cet élément.',
  },
  changed_in_production: {
    en: 'Order %{number} changed in the store (%{smart_count} difference) after production started: apply the changes by hand, then dismiss this item. |||| Order %{number} changed in the store (%{smart_count} differences) after production started: apply the changes by hand, then dismiss this item.',
    fr: 'La commande %{number} a changé dans la boutique (%{smart_count} différence) après le début de la production : appliquez les changements à la main, puis écartez cet élément. |||| La commande %{number} a changé dans la boutique (%{smart_count} différences) après le début de la production : appliquez les changements à la main, puis écartez cet élément.',
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
