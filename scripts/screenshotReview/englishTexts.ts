/**
 * What "English left in a French screen" means for the screenshot review: the app's English texts
 * that have a different French text (the seeded dictionaries — the screens' words among them —, FR_LABELS and
 * react-admin's own), and a short list of English words that no French screen should show.
 */
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { en, fr } from '../../resources/i18n';
import { FR_LABELS } from '../../resources/i18n/frLabels';

/** Common English words with no French homograph, never right in a French screen's own texts. */
const ENGLISH_WORDS = (
  'the and with your please not found loading save cancel delete edit show create add remove search filter export settings ' +
  'select choose name new back next previous rows upload download yes no close open view items required error failed retry ' +
  'welcome password of to for from by is are this that there here brand brands user users vendor vendors order orders customer ' +
  'customers units quantity price invoice invoices none empty nothing yet all any list saved updated created deleted element ' +
  'unsaved per when what which who how at it its be has have was'
).split(' '); // not "page", "an", "change", "date", "total", "type": French words too

/** Flattens react-admin's nested messages to `ra.action.save` → text. */
function flatten(messages: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object') flatten(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

/** A polyglot text as the texts it can show: each plural form, `%{x}` standing for any words. */
function shapes(text: string): string[] {
  return text
    .split('||||')
    .map((part) => part.trim())
    .filter(Boolean);
}

function patternOf(shape: string): RegExp | string {
  if (!shape.includes('%{')) return shape;
  const escaped = shape.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace(/%\\\{\w+\\\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}

export interface EnglishTexts {
  /** Exact English texts (with their French, for the report). */
  exact: Map<string, string>;
  /** English texts with values (`%{count} items`), as patterns. */
  patterns: Array<{ pattern: RegExp; french: string }>;
  /** Every French text, so a French text that happens to be English too is not reported. */
  french: Set<string>;
  words: Set<string>;
  /** The English texts of two words or more, to find inside a composed title ("New Waste Record"). */
  phrases: RegExp;
}

export function englishTexts(): EnglishTexts {
  const raEnglish = flatten(englishMessages);
  const raFrench = flatten(frenchMessages);
  const pairs: Array<[string, string | undefined]> = [];
  for (const [key, text] of Object.entries(en)) pairs.push([text, fr[key]]);
  for (const [key, text] of Object.entries(raEnglish)) pairs.push([text, raFrench[key]]);
  for (const [english, french] of Object.entries(FR_LABELS)) pairs.push([english, french]);

  const frenchTexts = new Set<string>();
  for (const text of [...Object.values(fr), ...Object.values(raFrench), ...Object.values(FR_LABELS)])
    for (const shape of shapes(text)) frenchTexts.add(shape);

  const exact = new Map<string, string>();
  const patterns: EnglishTexts['patterns'] = [];
  for (const [english, french] of pairs) {
    const frenchShapes = shapes(french ?? '');
    for (const shape of shapes(english)) {
      // Too short to tell (a letter, "OK", "ID"), or the same word in French.
      if (shape.replace(/%\{\w+\}/g, '').replace(/[^A-Za-z]/g, '').length < 3) continue;
      if (frenchShapes.includes(shape) || frenchTexts.has(shape)) continue;
      const pattern = patternOf(shape);
      if (typeof pattern === 'string') exact.set(shape, french ?? FR_LABELS[shape] ?? '(no French text)');
      else patterns.push({ pattern, french: french ?? '(no French text)' });
    }
  }
  const phrases = [...exact.keys()]
    .filter((text) => /^[A-Z][a-z]+( [A-Za-z]+)+$/.test(text))
    .sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
  return { exact, patterns, french: frenchTexts, words: new Set(ENGLISH_WORDS), phrases: new RegExp(`\\b(${phrases.join('|')})\\b`) };
}

/**
 * Why a text seen on a French screen is English, or undefined when it is not. `chrome`: the app's
 * own words (a button, a label), where English words count too; `title`: a page name or heading,
 * made of texts and data, where a known English label inside it counts.
 */
export function englishIn(text: string, dictionary: EnglishTexts, chrome: boolean, title = false): string | undefined {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\s*[*:]\s*$/, '')
    .trim();
  if (!clean || dictionary.french.has(clean)) return undefined;
  const known = dictionary.exact.get(clean);
  if (known !== undefined) return `English text (French: "${known}")`;
  for (const { pattern, french } of dictionary.patterns) if (pattern.test(clean)) return `English text (French: "${french}")`;
  if (title) {
    const phrase = dictionary.phrases.exec(clean)?.[1];
    if (phrase) return `English label "${phrase}" (French: "${dictionary.exact.get(phrase)}")`;
  }
  if (!chrome) return undefined;
  // Keys, paths, e-mails and snake_case names are identifiers, not words (the Translation Keys page shows keys).
  const prose = clean.replace(/\S*[._/@]\S*/g, ' ');
  const words = prose.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const english = words.filter((word) => dictionary.words.has(word));
  return english.length ? `English word${english.length > 1 ? 's' : ''} "${[...new Set(english)].join('", "')}"` : undefined;
}
