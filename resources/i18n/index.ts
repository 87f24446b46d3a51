import { en } from './en';
import { fr } from './fr';

/** Seeded languages, in id order: id 1 is English, the default (spec 1 §3). */
export const SEED_LANGUAGES = [
  { name: 'English', language_key: 'en', texts: en },
  { name: 'Français', language_key: 'fr', texts: fr },
] as const;

export { en, fr };
