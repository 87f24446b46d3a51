/** The settings area's calls beyond CRUD: the checklist's maps and visits, translations. */
import { api, sessionResponse } from '../httpClient';

export interface ChecklistItemInput {
  id?: number;
  name: string;
  rank?: number;
  link: string | null;
  completion_type: string;
  completion_metadata: unknown;
}

export interface TranslationText {
  translation_key: string;
  /** Missing: the server answers the field's message. */
  language_id?: number;
  text: string;
}

export interface TranslationLanguage {
  id: number;
  name: string;
  language_key: string;
}

export interface TranslationKeyRow {
  id: number;
  translation_key: string;
}

export const settingsMethods = {
  /** Every checklist item, archived ones included, by rank. */
  checklistItems: <Item>() => api<Item[]>('checklist/items', { query: { sort_by: 'rank', order: 'ASC' } }),
  /** Which items a brand has completed. */
  checklistMaps: (brandId: number) =>
    api<Array<{ brand_id: number; completed_item_id: number }>>('checklist/maps', { query: { brand_id: brandId } }),
  /** Adds an item (no id) or saves one (`PUT checklist/items` with the id in the body). */
  saveChecklistItem: (item: ChecklistItemInput) => api('checklist/items', { method: item.id ? 'PUT' : 'POST', body: item }),
  restoreChecklistItem: (id: number) => api('checklist/items', { method: 'PUT', body: { id, archived: false } }),
  archiveChecklistItem: (id: number) => api('checklist/items', { method: 'DELETE', query: { id } }),
  deleteChecklistItem: (id: number) => api('checklist/items', { method: 'DELETE', query: { id, archive: false } }),
  completeChecklistItem: (brandId: number, itemId: number) =>
    api('checklist/maps', { method: 'POST', body: { brand_id: brandId, completed_item_id: itemId } }),
  uncompleteChecklistItem: (brandId: number, itemId: number) =>
    api('checklist/maps', { method: 'DELETE', query: { brand_id: brandId, completed_item_id: itemId } }),
  /** A brand user opened a page: completes the page-type items that link to it. */
  recordPageVisit: (path: string) =>
    api<{ path: string; completed_item_ids: number[] }>('checklist/page-visits', { method: 'POST', body: { path } }),
  /** A URL a checklist item names, with the session: its status and body, whatever they are. */
  checklistRequest: (url: string) => sessionResponse(url),
  pageVisits: (brandId: number, link: string) =>
    api<{ link: string; visits: number }>('checklist/page-visits', { query: { brand_id: brandId, link } }),

  translationLanguages: () => api<TranslationLanguage[]>('languages'),
  translationKeys: () => api<TranslationKeyRow[]>('translation/keys'),
  translationsOf: (languageId: number) =>
    api<Array<{ translation_key: string; text: string }>>('translation', { query: { language_id: languageId } }),
  /** Adds a text, creating its key when new. */
  addTranslation: (text: TranslationText) => api('translation', { method: 'POST', body: text }),
  saveTranslation: (text: TranslationText) => api('translation', { method: 'PUT', body: text }),
  deleteTranslationKey: (keyId: number) => api('translation/keys', { method: 'DELETE', query: { translation_key_id: keyId } }),
};
