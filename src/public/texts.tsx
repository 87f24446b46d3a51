/**
 * Translated texts for the screens before sign-in, without react-admin's i18n: the texts of the
 * stored language are asked for as the page starts (providers/serverTexts.ts), while the code
 * loads. In the default language the built-in English texts show at once and the server's (which
 * may have been edited on /translations) replace them when they arrive; another language waits
 * for its texts, so nothing flashes in English.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from '../../resources/i18n/en';
import { renderText } from '../../resources/i18n/catalogue';
import { DEFAULT_LANGUAGE_ID, firstLoadTexts } from '../../providers/serverTexts';
import { serverMessageOf } from '../../providers/serverMessages';
import { keepLoginTexts } from './shellHandoff';

interface Texts {
  ready: boolean;
  /** A key's text with its values put in (`%{field}`), as polyglot does in the app; an unknown key is empty. */
  translate: (key: string, values?: Record<string, string | number>) => string;
}

type Translate = Texts['translate'];

/**
 * The words of a message that is a key (`auth.account_ready`), a refusal the server sent with its
 * key (worded by that key), or anything else (shown as written).
 */
export function wordsOf(translate: Translate, message: string): string {
  const coded = serverMessageOf(message);
  if (coded) return translate(coded.code, coded.values) || message;
  return translate(message) || message;
}

const textOf = (text: string | undefined, values?: Record<string, string | number>) => (text === undefined ? '' : renderText(text, values));

const TextsContext = createContext<Texts>({ ready: true, translate: (key, values) => textOf(en[key], values) });

export function PublicTexts({ children }: { children: ReactNode }) {
  const [load] = useState(firstLoadTexts);
  const [server, setServer] = useState<Record<string, string>>();
  useEffect(() => {
    let live = true;
    load.texts.then((texts) => {
      if (Object.keys(texts).length) keepLoginTexts(load.languageId, texts);
      if (live) setServer(texts);
    });
    return () => {
      live = false;
    };
  }, [load]);
  const value = useMemo<Texts>(
    () => ({
      ready: !!server || load.languageId === DEFAULT_LANGUAGE_ID,
      // As in the app (providers/i18nProvider.ts): the server's text, else the English one.
      translate: (key, values) => textOf(server?.[key] ?? en[key], values),
    }),
    [server, load],
  );
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

export const usePublicTexts = () => useContext(TextsContext);
export const useTranslate = () => usePublicTexts().translate;
/** wordsOf with the chosen language's texts. */
export function useWords() {
  const { translate } = usePublicTexts();
  return (message: string) => wordsOf(translate, message);
}
