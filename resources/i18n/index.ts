import { en as handWrittenEn } from './en';
import { fr as handWrittenFr } from './fr';
import { FR_LABELS } from './frLabels';
import { resourceTexts } from './resourceTexts';

/** Every English text: hand-written keys and the keys generated from the declarations. */
export const en: Record<string, string> = { ...resourceTexts(), ...handWrittenEn };
/** Every French text; a key missing here shows its English text. */
export const fr: Record<string, string> = { ...resourceTexts((english) => FR_LABELS[english], 'fr'), ...handWrittenFr };

/** Seeded languages, in id order: id 1 is English, the default (spec 1 §3). */
export const SEED_LANGUAGES = [
  { name: 'English', language_key: 'en', texts: en },
  { name: 'Français', language_key: 'fr', texts: fr },
] as const;
