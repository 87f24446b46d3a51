/** Loads languages, keys and every language's texts into one grid: key → language id → text. */
import { useCallback, useEffect, useState } from 'react';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { TranslationLanguage as Language, TranslationKeyRow as TranslationKey } from '../../../providers/methods/settings';

export type { Language, TranslationKey };

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
  const dataProvider = useAppDataProvider();
  const [grid, setGrid] = useState<TranslationGrid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const [languages, keys] = await Promise.all([dataProvider.translationLanguages(), dataProvider.translationKeys()]);
      const perLanguage = await Promise.all(languages.map((l) => dataProvider.translationsOf(l.id)));
      const texts: TranslationGrid['texts'] = {};
      languages.forEach((language, i) => {
        for (const row of perLanguage[i]) (texts[row.translation_key] ??= {})[language.id] = row.text;
      });
      setGrid({ languages, keys, texts });
      setError(null);
    } catch (e) {
      setError((e as Error)?.message || 'Failed to load translations.');
    }
  }, [dataProvider]);
  useEffect(() => {
    load();
  }, [load]);
  return { grid, error, reload: load, setGrid };
}
