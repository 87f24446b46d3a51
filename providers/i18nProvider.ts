/**
 * The i18n provider (ra-i18n-polyglot) fed by the server: the languages of `GET /api/languages`
 * (locales are language ids as text) and the texts of `GET /api/translation?language_id`, merged
 * over react-admin's English messages. The chosen language id is kept in local storage under
 * `language` (default 1, docs/requirements/settings.md §3).
 *
 * Missing texts: a key the server has no text for falls back to the English text of
 * resources/i18n/en.ts; a translation key nobody knows shows empty text (docs/requirements/settings.md §3), while a
 * plain label (words, not a dotted key) shows as written.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../resources/i18n';
import { translateMessage } from '../resources/i18n/messages';
import { serverMessageOf } from './serverMessages';
import { fetchTexts, takeFirstLoadTexts, storedLanguageId, DEFAULT_LANGUAGE_ID, LANGUAGE_KEY } from './serverTexts';

export { DEFAULT_LANGUAGE_ID, LANGUAGE_KEY, storedLanguageId, type Language } from './serverTexts';

/** react-admin's own texts (buttons, notifications, pagination) in the languages it ships. */
const FRAMEWORK_MESSAGES: Record<string, TranslationMessages> = { fr: frenchMessages as TranslationMessages };

export function messagesFor(serverTexts: Record<string, string>, languageKey = 'en'): TranslationMessages {
  return { ...englishMessages, ...(FRAMEWORK_MESSAGES[languageKey] ?? {}), ...en, ...serverTexts } as TranslationMessages;
}

/** Values put in as polyglot would (`%{email}`). */
const withValues = (text: string, options?: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name) => (options && name in options ? String(options[name]) : whole));

/** A dotted identifier such as `menu.dashboard` is a key; anything else is a label to show as is. */
const looksLikeKey = (phrase: string) => /^[a-z0-9_-]+(\.[A-Za-z0-9_/-]+)+$/.test(phrase);

export async function createI18nProvider(): Promise<I18nProvider> {
  // Usually asked for already by the login screen or the entry (src/main.tsx).
  const first = takeFirstLoadTexts();
  const [languages, initialTexts] = await Promise.all([first.languages, first.texts]);
  let initialLanguage = storedLanguageId();
  if (languages.length && !languages.some((l) => l.id === initialLanguage)) initialLanguage = DEFAULT_LANGUAGE_ID;
  const locales = languages.length
    ? languages.map((l) => ({ locale: String(l.id), name: l.name }))
    : [{ locale: String(DEFAULT_LANGUAGE_ID), name: 'English' }];

  // The texts loaded with the app serve the first render only; choosing a language again (also
  // the current one, after texts were edited on /translations) loads them fresh from the server.
  let initialServed = false;
  const keyOf = (locale: string) => languages.find((l) => String(l.id) === locale)?.language_key ?? 'en';
  let currentKey = keyOf(String(initialLanguage));
  const provider = polyglotI18nProvider(
    (locale) => {
      if (!initialServed && locale === String(initialLanguage)) {
        initialServed = true;
        return messagesFor(initialTexts, keyOf(locale));
      }
      return fetchTexts(Number(locale)).then((texts) => messagesFor(texts, keyOf(locale)));
    },
    String(initialLanguage),
    locales,
    {
      allowMissing: true,
      // A message the server sent with its key (providers/serverMessages.ts) by that key; a
      // screen's English words by their French (resources/i18n/screens); an unknown dotted key
      // shows empty text; a plain label as written.
      onMissingKey: (key: string, options?: Record<string, unknown>) =>
        byServerKey(key) ?? withValues(translateMessage(key, currentKey) ?? (looksLikeKey(key) ? '' : key), options),
    },
  );
  /**
   * A message's `field` value is a label (English, as declared), and its `one` a record's kind of
   * the declaration `resource` names (`fields.unique`): both put in in the chosen language, the
   * kind by its declaration's name key (`resources.<resource>.name`, FR labels), in lower case as
   * within a sentence.
   */
  const labelled = (values: Record<string, unknown> = {}) => ({
    ...values,
    ...(typeof values.field === 'string' && { field: provider.translate(values.field) }),
    ...(typeof values.resource === 'string' &&
      typeof values.one === 'string' && {
        one: provider.translate(`resources.${values.resource}.name`, { smart_count: 1, _: values.one }).toLowerCase(),
      }),
  });
  /** The words of a message the server sent by key and values (resources/i18n/areas), in the chosen language. */
  const byServerKey = (text: string): string | undefined => {
    const coded = serverMessageOf(text);
    return coded ? provider.translate(coded.code, { ...labelled(coded.values), _: text }) : undefined;
  };
  return withValidationMessages({
    ...provider,
    translate: (key: string, options?: Record<string, unknown>) => {
      // English words as the key (`'New print run'`, `'%{count} failed imports'`) get their French,
      // values put in, before the default; a plain message passed as its own default its key's words.
      const text = provider.translate(key, options);
      if (text !== options?._ || typeof text !== 'string') return text;
      const keyed = byServerKey(text);
      if (keyed !== undefined) return keyed;
      const own = looksLikeKey(key) ? undefined : translateMessage(key, currentKey);
      return own !== undefined ? withValues(own, options) : (translateMessage(text, currentKey) ?? text);
    },
    changeLocale: async (locale: string, options?: unknown) => {
      // Loading the texts first: a failed load leaves the current language in place.
      await provider.changeLocale(locale, options);
      currentKey = keyOf(locale);
      localStorage.setItem(LANGUAGE_KEY, locale);
    },
  });
}

const ENCODED_MESSAGE = '@@react-admin@@';

/**
 * Validation messages with their values (src/framework/validation.ts): react-admin's encoded
 * message (`@@react-admin@@{message, args}`) read by any caller of `translate` (a custom input too),
 * and a `validation.<code>` (or `fields.<code>`) text's field label translated before it is put in: « Largeur (po) doit
 * être supérieur ou égal à 1 ».
 */
export function withValidationMessages(provider: I18nProvider): I18nProvider {
  const translate = (key: string, options?: Record<string, unknown>): string => {
    if (typeof key === 'string' && key.startsWith(ENCODED_MESSAGE)) {
      try {
        const { message, args } = JSON.parse(key.slice(ENCODED_MESSAGE.length));
        return translate(message, { _: message, ...args });
      } catch {
        return key;
      }
    }
    if (typeof key === 'string' && /^(validation|fields)\./.test(key) && typeof options?.field === 'string')
      return provider.translate(key, { ...options, field: provider.translate(options.field, { _: options.field }) });
    return provider.translate(key, options);
  };
  return { ...provider, translate };
}
