/** The shapes the onboarding checklist audit works on (see audit.ts for the completion types' metadata). */

export const COMPLETION_TYPES = ['manual', 'automatic', 'column', 'row', 'local', 'page', 'presigned'] as const;
export type CompletionType = (typeof COMPLETION_TYPES)[number];

export interface ChecklistItem {
  id: number;
  name: string;
  rank: number;
  link?: string | null;
  completion_type: CompletionType | string;
  completion_metadata?: unknown;
  /** A completion record exists for the brand (or the type is automatic). */
  completed?: boolean;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export interface AuditEnvironment {
  brandId: number;
  /** Values for {placeholders} in metadata; brand_id is always available. */
  placeholders?: Record<string, string | number | null | undefined>;
  /** GET a URL with the user's session; never throws for HTTP statuses. */
  request(url: string): Promise<ApiResponse>;
  /** HEAD a stored file (presigned check); returns the HTTP status. */
  headObject(url: string): Promise<number>;
  localStorage: { getItem(key: string): string | null };
  /** How often brand users visited a page; null when the count is unavailable. */
  pageVisits(link: string): Promise<number | null>;
  /** Records a completion for the brand (POST checklist/maps). */
  addCompletion(itemId: number, brandId: number): Promise<void>;
  /** docs/requirements/brands.md §4: a completion record is created on success "unless record generation is turned off". */
  generateRecords?: boolean;
}

export interface ItemResult {
  item: ChecklistItem;
  complete: boolean;
  /** Why the item is not complete (a docs/requirements/brands.md §8 message), in English. */
  message?: string;
  /** That message's key, when it is one of §8's (settings.checklist.*). */
  message_code?: string;
}

export interface AuditProgress {
  done: number;
  total: number;
  /** 0–100 */
  percent: number;
  last: ItemResult;
}

export interface AuditResult {
  results: ItemResult[];
  completed: number;
  total: number;
  /** Completed divided by total, as a whole percentage. */
  percentage: number;
  summary: AuditSummary;
}

export interface AuditSummary {
  level: 'info' | 'warning';
  text: string;
  /** The text's key (settings.checklist.*). */
  code: string;
  /** Milliseconds the message stays; undefined means the snackbar default (5 s). */
  duration?: number;
}
