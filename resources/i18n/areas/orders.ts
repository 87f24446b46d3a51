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
