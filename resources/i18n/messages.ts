/**
 * What is still translated from its English: the screens' words (`FR_TEXTS`, resources/i18n/screens),
 * the declarations' labels, and — by pattern, until they are keyed like the rest (docs/app.md,
 * "Texts by key") — the field messages yup and a few routes write in English ("Must be at most 80
 * characters"), the CSV import's row messages and the words stored in records. Anything the server
 * sends is keyed instead: resources/i18n/areas.
 */
import { RESOURCES } from '../registry';
import { FR_LABELS } from './frLabels';
import { FR_TEXTS } from './screens';

export { FR_TEXTS };

export interface MessagePattern {
  pattern: RegExp;
  fr: (...groups: string[]) => string;
}

export const MESSAGE_PATTERNS: MessagePattern[] = [
  { pattern: /^Must provide a value$/, fr: () => 'Valeur requise' },
  { pattern: /^Must be at most (\d+) characters$/, fr: (n) => `${n} caractères au maximum` },
  { pattern: /^Must be at least (\d+) characters$/, fr: (n) => `${n} caractères au minimum` },
  { pattern: /^Must be at most (-?[\d.]+)$/, fr: (n) => `Au maximum ${n}` },
  { pattern: /^Must be at least (-?[\d.]+)$/, fr: (n) => `Au minimum ${n}` },
  { pattern: /^Must be a number$/, fr: () => 'Doit être un nombre' },
  { pattern: /^Must be a whole number$/, fr: () => 'Doit être un nombre entier' },
  { pattern: /^Must be a valid email$/, fr: () => 'Doit être une adresse e-mail valide' },
  { pattern: /^Must be a valid URL$/, fr: () => 'Doit être une URL valide' },
  { pattern: /^Must be a valid date$/, fr: () => 'Doit être une date valide' },
  { pattern: /^Must be true or false$/, fr: () => 'Doit être vrai ou faux' },
  { pattern: /^Must be one of: (.*)$/, fr: (list) => `Doit être l'une des valeurs : ${list}` },
  { pattern: /^(.+) is already used by another (.+)$/, fr: (label) => `${label} : cette valeur est déjà utilisée` },
  // CSV import (server/framework/csvImport.ts).
  { pattern: /^Not found: “(.+)”$/, fr: (name) => `Introuvable : « ${name} »` },
  {
    pattern: /^Also in row (\d+): each value may appear once$/,
    fr: (row) => `Déjà à la ligne ${row} : chaque valeur ne peut figurer qu’une fois`,
  },
  { pattern: /^At most (\d+) rows at once$/, fr: (n) => `${n} lignes au plus à la fois` },
  // Words the server writes into records (issue 26): an invoice's shipping line, a stock count's note.
  { pattern: /^(\S+) · Shipping$/, fr: (order) => `${order} · Livraison` },
  // An invoice's line item (server/billing/invoicing.ts): the size in inches is in "po".
  {
    pattern: /^(.+ [\d.]+ × [\d.]+) in × (\d+)( — no price in the brand pricing)?$/,
    fr: (what, quantity, noPrice) => `${what} po × ${quantity}${noPrice ? ' — aucun prix dans la grille de la marque' : ''}`,
  },
  { pattern: /^set to (-?[\d.]+)$/, fr: (n) => `fixé à ${n}` },
  { pattern: /^delta ([+-]?[\d.]+)$/, fr: (n) => `écart de ${n}` },
];

/** The message in the language, when a pattern knows it; undefined otherwise. */
let declaredWords: Record<string, string> | undefined;
/** Every declaration's own French words, by English text (built on first use). */
function declaredFrench(): Record<string, string> {
  declaredWords ??= Object.assign({}, ...RESOURCES.map((declaration) => declaration.translations?.fr ?? {}));
  return declaredWords!;
}

export function translateMessage(message: string, languageKey: string): string | undefined {
  if (languageKey !== 'fr') return undefined;
  if (Object.hasOwn(FR_TEXTS, message)) return FR_TEXTS[message];
  // A declaration's label (a page title, a column) is one text in both dictionaries.
  if (Object.hasOwn(FR_LABELS, message)) return FR_LABELS[message];
  // A declaration's own words (its `translations.fr`: labels, choices), which a screen also shows
  // by their English (`translate('Fixed Scale')`), not only through the generated keys.
  const declared = declaredFrench();
  if (Object.hasOwn(declared, message)) return declared[message];
  for (const { pattern, fr } of MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return fr(...match.slice(1));
  }
  return undefined;
}
