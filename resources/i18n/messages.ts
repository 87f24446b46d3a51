/**
 * What is still found by its English, not by its key: a `translate(variable)` whose value is
 * English held in data (a category's or a plan's name) and the server's messages that have no key
 * yet. A screen's written words are keys: lint's `local/texts-by-key` refuses English in a
 * `label`, `title`, `empty`, `helperText`, `aria-label`… prop, a column's `header`, and in
 * `notify('…')` and `translate('…')`. A screen's words are found in the screens' keyed catalogues (resources/i18n/screens) and
 * worded by their key, so the Translations screens' edits show; a declaration's label by its whole
 * text. Nothing is taken apart by pattern: anything the server sends or stores is keyed instead
 * (resources/i18n/areas, docs/app.md "Texts by key").
 */
import { RESOURCES } from '../registry';
import { FR_LABELS } from './frLabels';
import { SCREEN_CATALOGUES } from './screens';

let declaredWords: Record<string, string> | undefined;
/** Every declaration's own French words, by English text (built on first use). */
function declaredFrench(): Record<string, string> {
  declaredWords ??= Object.assign({}, ...RESOURCES.map((declaration) => declaration.translations?.fr ?? {}));
  return declaredWords!;
}

let screenKeys: Map<string, string> | undefined;
/** The key of a screen's words given by their English (`'Save'` → `screens.shell.save`); the first catalogue's when two have it. */
export function screenKeyOf(english: string): string | undefined {
  if (!screenKeys) {
    screenKeys = new Map();
    for (const catalogue of SCREEN_CATALOGUES)
      for (const [name, text] of Object.entries(catalogue.texts))
        if (!screenKeys.has(text.en)) screenKeys.set(text.en, catalogue.key(name));
  }
  return screenKeys.get(english);
}

/** The French of a declaration's label (a page title, a column, a choice), when known; undefined otherwise. */
export function translateMessage(message: string, languageKey: string): string | undefined {
  if (languageKey !== 'fr') return undefined;
  // A declaration's label is one text in both dictionaries.
  if (Object.hasOwn(FR_LABELS, message)) return FR_LABELS[message];
  // A declaration's own words (its `translations.fr`: labels, choices), which a screen also shows
  // by their English (`label="Fixed Scale"`), not only through the generated keys.
  const declared = declaredFrench();
  if (Object.hasOwn(declared, message)) return declared[message];
  return undefined;
}
