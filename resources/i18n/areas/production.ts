/** What the production jobs (server/production/jdml.ts) and the stations' refusals say. */
import { defineMessages } from '../catalogue';

export const PRODUCTION_JOB_MESSAGES = defineMessages('production.jobs', {
  jdml_made: {
    en: 'Made %{smart_count} JDML |||| Made %{smart_count} JDMLs',
    fr: '%{smart_count} JDML généré |||| %{smart_count} JDML générés',
  },
});

/** Refusals of the weigh and ship stations (server/production/scanService.ts). */
export const STATION_MESSAGES = defineMessages('production.stations', {
  order_cancelled: {
    en: 'Order %{number} was cancelled: set the parcel aside, do not ship it.',
    fr: 'La commande %{number} a été annulée : mettez le colis de côté, ne l’expédiez pas.',
  },
});
