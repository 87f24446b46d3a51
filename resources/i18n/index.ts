import { messageTexts } from './areas';
import { DEMO_CHECKLIST_TEXTS } from '../settings/checklist/demoItems';
import { eventMessageTexts } from '../orders/eventMessages';
import { en as handWrittenEn } from './en';
import { fr as handWrittenFr } from './fr';
import { FR_LABELS } from './frLabels';
import { resourceTexts } from './resourceTexts';
import { screenTexts } from './screens';

/**
 * Every English text: hand-written keys, the keys generated from the declarations, the order
 * timeline's messages (`order_events.*`), the areas' keyed messages (`areas/`), the screens' words
 * (`screens.<area>.*`, `screens/`) and the names of the checklist items the system seeds (`checklist.*`).
 */
export const en: Record<string, string> = {
  ...resourceTexts(undefined, 'en', handWrittenEn['app.new_record']),
  ...eventMessageTexts('en'),
  ...messageTexts('en'),
  ...screenTexts('en'),
  ...DEMO_CHECKLIST_TEXTS.en,
  ...handWrittenEn,
};
/** Every French text; a key missing here shows its English text. */
export const fr: Record<string, string> = {
  ...resourceTexts((english) => FR_LABELS[english], 'fr', handWrittenFr['app.new_record']),
  ...eventMessageTexts('fr'),
  ...messageTexts('fr'),
  ...screenTexts('fr'),
  ...DEMO_CHECKLIST_TEXTS.fr,
  ...handWrittenFr,
};

/** Seeded languages, in id order: id 1 is English, the default (docs/requirements/settings.md §3). */
export const SEED_LANGUAGES = [
  { name: 'English', language_key: 'en', texts: en },
  { name: 'Français', language_key: 'fr', texts: fr },
] as const;
