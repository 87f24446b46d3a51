/**
 * Keyed messages: a text the server sends or stores (a refusal, a job's result) is a code — its
 * translation key, `<area>.<topic>.<name>` — and values, never English for the app to take apart.
 * Each area declares its messages once, English and French side by side, in
 * `resources/i18n/areas/<area>.ts` (`defineMessages`); they are seeded like every text, so the
 * Translations screens edit them. Texts are polyglot's, as react-admin's: `%{name}` values and
 * `||||` plural forms chosen by `smart_count`.
 */

/** A message's text in each language the app ships. */
export interface MessageText {
  en: string;
  fr: string;
}

export type MessageValues = Record<string, string | number>;

/** What the server sends (`message_code`, `message_values`) or stores for a message. */
export interface CodedMessage {
  code: string;
  values?: MessageValues;
}

/** A coded message with its English sentence, which stays alongside for API clients and logs. */
export interface CodedText extends CodedMessage {
  text: string;
}

/** What a message says: words as they are, or a coded message's English. */
export const textOf = (said: string | CodedText): string => (typeof said === 'string' ? said : said.text);

/** An English polyglot text with its values put in (the `||||` form by `smart_count`: one, or many). */
export function renderText(template: string, values: Record<string, unknown> = {}): string {
  const forms = template.split('||||').map((form) => form.trim());
  const form = forms.length > 1 && Number(values.smart_count) !== 1 ? forms[1] : forms[0];
  return form.replace(/%\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

export interface MessageCatalogue<K extends string = string> {
  namespace: string;
  texts: Record<K, MessageText>;
  /** The key of a message: `<namespace>.<name>`. */
  key(name: K): string;
  /** A message with its values and its English sentence. */
  message(name: K, values?: MessageValues): CodedText;
}

/** An area's messages under one namespace (`orders.import`): the keys are `<namespace>.<name>`. */
export function defineMessages<K extends string>(namespace: string, texts: Record<K, MessageText>): MessageCatalogue<K> {
  const key = (name: K) => `${namespace}.${name}`;
  return {
    namespace,
    texts,
    key,
    message: (name, values = {}) => ({ code: key(name), values, text: renderText(texts[name].en, values) }),
  };
}

/** The catalogues' texts in one language, by translation key. */
export function catalogueTexts(catalogues: readonly MessageCatalogue[], language: keyof MessageText): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const catalogue of catalogues)
    for (const [name, text] of Object.entries<MessageText>(catalogue.texts)) texts[`${catalogue.namespace}.${name}`] = text[language];
  return texts;
}
