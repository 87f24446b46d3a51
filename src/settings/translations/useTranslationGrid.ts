/** Loads languages, keys and every language's texts into one grid: key → language id → text. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../providers/httpClient';

export interface Language {
  id: number;
  name: string;
  language_key: string;
}
export interface TranslationKey {
  id: number;
  translation_key: string;
}

export interface TranslationGrid {
  languages: Language[];
  keys: TranslationKey[];
  /** texts[key][languageId] */
  texts: Record<string, Record<number, string>>;
}

export function missingCount(grid: TranslationGrid, key: string): number {
  return grid.languages.filter((l) => !grid.texts[key]?.[l.id]).length;
}

export function useTranslationGrid() {
  const [grid, setGrid] = useState<TranslationGrid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const [languages, keys] = await Promise.all([api<Language[]>('/api/languages'), api<TranslationKey[]>('/api/translation/keys')]);
      const perLanguage = await Promise.all(
        languages.map((l) => api<Array<{ translation_key: string; text: string }>>('/api/translation', { query: { language_id: l.id } })),
      );
      const texts: TranslationGrid['texts'] = {};
      languages.forEach((language, i) => {
        for (const row of perLanguage[i]) (texts[row.translation_key] ??= {})[language.id] = row.text;
      });
      setGrid({ languages, keys, texts });
      setError(null);
    } catch (e) {
      setError((e as Error)?.message || 'Failed to load translations.');
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);
  return { grid, error, reload: load, setGrid };
}

export async function saveText(translation_key: string, language_id: number, text: string) {
  return api('/api/translation', { method: 'PUT', body: { translation_key, language_id, text } });
}
