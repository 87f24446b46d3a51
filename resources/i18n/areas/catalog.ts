/** What the catalog's background jobs say when they are done (server/catalog/productJobs.ts). */
import { defineMessages } from '../catalogue';

export const CATALOG_JOB_MESSAGES = defineMessages('catalog.jobs', {
  product_ready: {
    en: '%{name}: thumbnail and print file ready',
    fr: '%{name} : vignette et fichier d’impression prêts',
  },
  sample_ready: { en: '%{name}: sample ready', fr: '%{name} : échantillon prêt' },
  header_ready: { en: '%{name}: header ready', fr: '%{name} : en-tête prêt' },
});
