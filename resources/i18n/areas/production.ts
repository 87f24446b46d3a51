/** What the production jobs say (server/production/jdml.ts). */
import { defineMessages } from '../catalogue';

export const PRODUCTION_JOB_MESSAGES = defineMessages('production.jobs', {
  jdml_made: {
    en: 'Made %{smart_count} JDML |||| Made %{smart_count} JDMLs',
    fr: '%{smart_count} JDML généré |||| %{smart_count} JDML générés',
  },
});
