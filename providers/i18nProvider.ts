/**
 * The i18n provider (ra-i18n-polyglot) fed by the server: the languages of `GET /api/languages`
 * (locales are language ids as text) and the texts of `GET /api/translation?language_id`, merged
 * over react-admin's English messages. The chosen language id is kept in local storage under
 * `language` (default 1, docs/requirements/settings.md §3).
 *
 * Missing texts: a key the server has no text for falls back to the English text of
 * resources/i18n/en.ts; a translation key nobody knows shows empty text (docs/requirements/settings.md §3), while a
 * plain label (words, not a dotted key: a record's name) shows as written. Nothing is found by its
 * English: a screen's words are keys, and the server sends a message's key with its English.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../resources/i18n';
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
      // A message the server sent with its key (providers/serverMessages.ts) by that key; an
      // unknown dotted key shows empty text; other words (a record's name) as written.
      onMissingKey: (key: string, options?: Record<string, unknown>) =>
        byServerKey(key) ?? (looksLikeKey(key) ? '' : withValues(key, options)),
    },
  );
  /** The words of a message the server sent by key and values (resources/i18n/areas), in the chosen language. */
  const byServerKey = (text: string): string | undefined => {
    const coded = serverMessageOf(text);
    return coded ? provider.translate(coded.code, { ...namedInLanguage(provider.translate, coded.values), _: text }) : undefined;
  };
  return withValidationMessages({
    ...provider,
    translate: (key: string, options?: Record<string, unknown>) => {
      // A server's message passed as its own default (`translate(error.message, { _: error.message })`)
      // is worded by its key.
      const text = provider.translate(key, options);
      if (text !== options?._ || typeof text !== 'string') return text;
      return byServerKey(text) ?? text;
    },
    changeLocale: async (locale: string, options?: unknown) => {
      // Loading the texts first: a failed load leaves the current language in place.
      await provider.changeLocale(locale, options);
      localStorage.setItem(LANGUAGE_KEY, locale);
    },
  });
}

const ENCODED_MESSAGE = '@@react-admin@@';

/**
 * A message's values that name things, put in the chosen language: `field`, a field's label (by its
 * key); `one`, the kind of record (« un autre enregistrement (fournisseur) »), by its
 * resource's name key when `resource` (its react-admin name) comes with it.
 */
export function namedInLanguage(translate: I18nProvider['translate'], values: Record<string, unknown> = {}): Record<string, unknown> {
  const named = { ...values };
  // A declared field's label by its key (« Nom de la fonctionnalité »): `field` is the key itself
  // (a failed rule's code) or its English with the key beside it (`field_key`, a uniqueness refusal).
  if (typeof values.field === 'string')
    named.field = translate(typeof values.field_key === 'string' ? values.field_key : values.field, { _: values.field });
  if (typeof values.one === 'string' && typeof values.resource === 'string')
    named.one = translate(`resources.${values.resource}.name`, { smart_count: 1, _: values.one }).toLowerCase();
  return named;
}

/**
 * Validation messages with their values (src/framework/validation.ts): react-admin's encoded
 * message (`@@react-admin@@{message, args}`) read by any caller of `translate` (a custom input too),
 * and a `validation.<code>` (or `fields.<code>`) text's field label (and kind of record) translated
 * before it is put in: « Largeur (po) doit être supérieur ou égal à 1 ».
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
    if (typeof key === 'string' && /^(validation|fields)\./.test(key) && options)
      return provider.translate(key, namedInLanguage(provider.translate, options));
    return provider.translate(key, options);
  };
  return { ...provider, translate };
}
