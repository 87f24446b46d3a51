/** The search box's call (`GET /api/search`), shared by the server and the app (issue 26 "one search box"). */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';

/** Most results of one kind the search box shows. */
export const SEARCH_LIMIT = 5;

/** `GET /api/search?q=…&limit=…`: what was typed or scanned, and how many results of each kind. */
export const searchQuerySchema = yup.object({
  q: yup.string().trim().required(REQUIRED_MESSAGE).min(1, REQUIRED_MESSAGE).max(120, 'Must be at most 120 characters'),
  limit: yup.number().integer().min(1, 'Must be at least 1').max(20, 'Must be at most 20').default(SEARCH_LIMIT),
});

/** The kinds of record the search box finds, in the order it shows their groups. */
export const SEARCH_KINDS = ['orders', 'line_items', 'parcels', 'customers', 'products', 'purchase_orders', 'trackable_items'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One found record: what to show and the app path that opens it. */
export interface SearchHit {
  id: number;
  title: string;
  subtitle?: string | null;
  status?: string | null;
  path: string;
}

export interface SearchGroup {
  kind: SearchKind;
  items: SearchHit[];
  /** More records of this kind match than are shown. */
  more: boolean;
}

export interface SearchAnswer {
  q: string;
  groups: SearchGroup[];
}
