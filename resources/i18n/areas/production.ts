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
  badge_first: {
    en: 'Sign in at the station with your badge first.',
    fr: "Identifiez-vous d'abord au poste avec votre badge.",
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was sent with another scan. Use a new key for a new scan.',
    fr: 'Cette clé d’idempotence a été envoyée avec un autre scan. Utilisez une nouvelle clé pour un nouveau scan.',
  },
  scan_failed: { en: 'Scan failed. Please try again.', fr: 'Échec du scan. Veuillez réessayer.' },
});

/** The dropper's refusals (server/production/dropperService.ts). */
export const DROPPER_MESSAGES = defineMessages('production.dropper', {
  dropped_elsewhere: {
    en: 'These line items were dropped by someone else a moment ago.',
    fr: "Ces articles viennent d'être envoyés par quelqu'un d'autre.",
  },
  nothing_to_drop: {
    en: 'No line items of this brand and material are waiting to be dropped.',
    fr: "Aucun article de cette marque et de ce matériau n'attend d'être envoyé.",
  },
});
