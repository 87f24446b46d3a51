/** The search box's call (`GET /api/search`, server/search): every kind of record, grouped by kind. */
import type { SearchAnswer } from '../../resources/search/schemas';
import { api } from '../httpClient';

export const searchMethods = {
  /** What `q` finds among the records the user may see, at most `limit` per kind. */
  search: (q: string, limit?: number) => api<SearchAnswer>('search', { query: { q, limit } }),
};
