/**
 * What is still translated from its English: the screens' words (`FR_TEXTS`, resources/i18n/screens)
 * and the declarations' labels, by their whole text. Nothing is taken apart by pattern: anything
 * the server sends or stores is keyed instead (resources/i18n/areas, docs/app.md "Texts by key").
 */
import { RESOURCES } from '../registry';
import { FR_LABELS } from './frLabels';
import { FR_TEXTS } from './screens';

export { FR_TEXTS };

let declaredWords: Record<string, string> | undefined;
/** Every declaration's own French words, by English text (built on first use). */
function declaredFrench(): Record<string, string> {
  declaredWords ??= Object.assign({}, ...RESOURCES.map((declaration) => declaration.translations?.fr ?? {}));
  return declaredWords!;
}

/** The French of a screen's words or a label, when known; undefined otherwise. */
export function translateMessage(message: string, languageKey: string): string | undefined {
  if (languageKey !== 'fr') return undefined;
  if (Object.hasOwn(FR_TEXTS, message)) return FR_TEXTS[message];
  // A declaration's label (a page title, a column) is one text in both dictionaries.
  if (Object.hasOwn(FR_LABELS, message)) return FR_LABELS[message];
  // A declaration's own words (its `translations.fr`: labels, choices), which a screen also shows
  // by their English (`translate('Fixed Scale')`), not only through the generated keys.
  const declared = declaredFrench();
  if (Object.hasOwn(declared, message)) return declared[message];
  return undefined;
}
