/**
 * The texts of the chosen language as the server has them (`GET /api/languages`,
 * `GET /api/translation?language_id`), without react-admin: the login screen asks for them while
 * the rest of its code is still loading, and the app after sign-in reuses the same answers.
 */
import { api } from './httpClient';

export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE_ID = 1;

export interface Language {
  id: number;
  name: string;
  language_key: string;
}

export function storedLanguageId(): number {
  const id = Number(localStorage.getItem(LANGUAGE_KEY));
  return Number.isInteger(id) && id > 0 ? id : DEFAULT_LANGUAGE_ID;
}

/** The texts of one language, fresh from the server: `{translation_key: text}`. */
export async function fetchTexts(languageId: number): Promise<Record<string, string>> {
  const rows = await api<Array<{ translation_key: string; text: string }>>('/api/translation', { query: { language_id: languageId } });
  return Object.fromEntries(rows.map((row) => [row.translation_key, row.text]));
}

let firstLoad: { languageId: number; languages: Promise<Language[]>; texts: Promise<Record<string, string>> } | undefined;

/**
 * The languages and the stored language's texts of this page load, asked for once: the first
 * caller starts both calls, later callers share the answers. A failed call gives no languages or
 * no server texts (the English texts built into the app then show).
 */
export function firstLoadTexts() {
  const languageId = storedLanguageId();
  if (!firstLoad || firstLoad.languageId !== languageId) {
    firstLoad = {
      languageId,
      languages: api<Language[]>('/api/languages').catch(() => [] as Language[]),
      texts: fetchTexts(languageId).catch(() => ({})),
    };
  }
  return firstLoad;
}

/** The first load's answers for one user of them (the app's i18n provider): later calls ask again. */
export function takeFirstLoadTexts() {
  const load = firstLoadTexts();
  firstLoad = undefined;
  return load;
}
