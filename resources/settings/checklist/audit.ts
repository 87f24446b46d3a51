/**
 * The onboarding checklist audit engine (docs/requirements/brands.md §4–§5, messages of §8). Pure: every outside
 * effect (API calls with the user's session, the browser's localStorage, page-visit counts,
 * recording a completion) is injected, so the app runs it in the browser and tests run it
 * with plain functions.
 *
 * Metadata per completion type (stored as JSON, placeholders like {brand_id} substituted first):
 *   manual     —                                   complete only through a completion record
 *   automatic  —                                   always complete
 *   column     { url, columns: [...], values: [...] }  some row of the response matches every column
 *   row        { url, status }                     the response status equals `status`
 *   local      { key, columns: [...], values: [...] }  the JSON object under localStorage[key] matches
 *   page       —  (uses the item's link)           a brand user visited the page
 *   presigned  { url, column }                     the stored file named by `column` of the response exists
 */

import { CHECKLIST_MESSAGES } from '../../i18n/areas/settings';
import { MESSAGES, type ChecklistMessageName } from './messages';
import { AUDIT_WARNING_DURATION_MS } from './timing';
import type { ChecklistItem, ApiResponse, AuditEnvironment, ItemResult, AuditProgress, AuditResult, AuditSummary } from './types';

/** A check that did not pass, with its docs/requirements/brands.md §8 message: its English and its key. */
export class ChecklistError extends Error {
  readonly code: string;
  constructor(name: ChecklistMessageName) {
    super(MESSAGES[name]);
    this.code = CHECKLIST_MESSAGES.key(name);
  }
}

const fail = (name: ChecklistMessageName): never => {
  throw new ChecklistError(name);
};

// ---------------------------------------------------------------- completion and ordering

export function isComplete(item: ChecklistItem): boolean {
  return item.completion_type === 'automatic' || !!item.completed;
}

/** Incomplete items first, then by rank (docs/requirements/brands.md §4). */
export function orderItems<T extends ChecklistItem>(items: T[]): T[] {
  return [...items].sort((a, b) => Number(isComplete(a)) - Number(isComplete(b)) || a.rank - b.rank || a.id - b.id);
}

/** Completed divided by total, as a whole percentage (an empty checklist is complete). */
export function completionPercentage(items: ChecklistItem[]): number {
  if (items.length === 0) return 100;
  return Math.round((items.filter(isComplete).length / items.length) * 100);
}

/** Marks items complete from the brand's completion maps. */
export function withCompletion<T extends ChecklistItem>(items: T[], maps: Array<{ completed_item_id: number }>): T[] {
  const done = new Set(maps.map((m) => m.completed_item_id));
  return items.map((item) => ({ ...item, completed: item.completion_type === 'automatic' || done.has(item.id) }));
}

// ---------------------------------------------------------------- metadata

/**
 * Substitutes {name} placeholders in the metadata's JSON text, then parses it. Values are
 * JSON-escaped, so a placeholder inside a string stays a valid string. Unknown placeholders stay.
 */
export function substitutePlaceholders(metadata: unknown, values: Record<string, string | number | null | undefined>): unknown {
  const raw = typeof metadata === 'string' ? metadata : JSON.stringify(metadata ?? null);
  const replaced = raw.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return JSON.stringify(value == null ? '' : String(value)).slice(1, -1);
  });
  try {
    return JSON.parse(replaced);
  } catch {
    return fail('invalidMetadata');
  }
}

/** An item's completion metadata as its check reads it; each check verifies the keys it uses. */
interface Metadata {
  url?: unknown;
  status?: unknown;
  key: string;
  column: string;
  columns: string[];
  values: unknown[];
}

function metadataObject(item: ChecklistItem, env: AuditEnvironment): Metadata {
  const parsed = substitutePlaceholders(item.completion_metadata, { ...env.placeholders, brand_id: env.brandId });
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail('invalidMetadata');
  return parsed as Metadata;
}

// ---------------------------------------------------------------- matching

/** `*` matches anything, `^…` is a regular expression, anything else an exact match (docs/requirements/brands.md §5). */
export function valueMatches(expected: unknown, actual: unknown): boolean {
  const wanted = String(expected);
  if (wanted === '*') return true;
  const text = actual == null ? '' : typeof actual === 'object' ? JSON.stringify(actual) : String(actual);
  if (wanted.startsWith('^')) {
    try {
      return new RegExp(wanted).test(text);
    } catch {
      return false;
    }
  }
  return actual != null && text === wanted;
}

export function rowMatches(row: unknown, columns: string[], values: unknown[]): boolean {
  if (!row || typeof row !== 'object') return false;
  return columns.every((column, i) => valueMatches(values[i], readPath(row, column)));
}

/** Reads `a.b.c` from an object. */
function readPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]), value);
}

/** The rows of a response: an array, a paginated `{results}`, or one object. */
function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const { results = (body as { data?: unknown }).data } = body as { results?: unknown };
    if (Array.isArray(results)) return results;
    return Object.keys(body).length ? [body] : [];
  }
  return [];
}

// ---------------------------------------------------------------- the checks

async function callApi(env: AuditEnvironment, url: unknown): Promise<ApiResponse> {
  if (typeof url !== 'string' || url === '') fail('invalidMetadata');
  const response = await env.request(url as string);
  return response;
}

function assertApiOk(response: ApiResponse) {
  if (response.status === 404) fail('notFound');
  if (response.status >= 500) fail('serverError');
}

async function columnCheck(item: ChecklistItem, env: AuditEnvironment) {
  const meta = metadataObject(item, env);
  if (!Array.isArray(meta.columns) || !Array.isArray(meta.values)) fail('columnMissingValues');
  if (meta.columns.length !== meta.values.length) fail('columnLengthMismatch');
  const response = await callApi(env, meta.url);
  assertApiOk(response);
  if (response.status < 200 || response.status >= 300) fail('columnFailed');
  const rows = rowsOf(response.body);
  if (rows.length === 0) fail('dataMissing');
  if (!rows.some((row) => rowMatches(row, meta.columns, meta.values))) fail('columnFailed');
}

async function rowCheck(item: ChecklistItem, env: AuditEnvironment) {
  const meta = metadataObject(item, env);
  if (meta.status === undefined || meta.status === null || meta.status === '') fail('rowStatusMissing');
  const response = await callApi(env, meta.url);
  if (response.status === Number(meta.status)) {
    // A successful status must come with data: the row the check is about.
    if (response.status >= 200 && response.status < 300 && rowsOf(response.body).length === 0) fail('dataMissing');
    return;
  }
  assertApiOk(response);
  fail('rowFailed');
}

function localCheck(item: ChecklistItem, env: AuditEnvironment) {
  const meta = metadataObject(item, env);
  if (typeof meta.key !== 'string' || meta.key === '' || !Array.isArray(meta.columns) || !Array.isArray(meta.values)) {
    fail('invalidLocalStorageItem');
  }
  if (meta.columns.length !== meta.values.length) fail('localStorageMismatch');
  const stored = env.localStorage.getItem(meta.key);
  if (stored === null || stored === '') fail('localStorageNoData');
  let data: unknown;
  try {
    data = JSON.parse(stored as string);
  } catch {
    return fail('localStorageFailed');
  }
  const rows = Array.isArray(data) ? data : [data];
  if (!rows.some((row) => rowMatches(row, meta.columns, meta.values))) fail('localStorageFailed');
}

/** An item's link for a brand: `{brand_id}` and other placeholders filled in (e.g. /brands/{brand_id}). */
export function linkFor(link: string, values: Record<string, string | number | null | undefined>): string {
  return link.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    name in values && values[name] != null ? encodeURIComponent(String(values[name])) : whole,
  );
}

async function pageCheck(item: ChecklistItem, env: AuditEnvironment) {
  if (!item.link) fail('invalidMetadata');
  const visits = await env.pageVisits(linkFor(item.link as string, { ...env.placeholders, brand_id: env.brandId }));
  if (!visits) fail('pageNotVisited');
}

async function presignedCheck(item: ChecklistItem, env: AuditEnvironment) {
  const meta = metadataObject(item, env);
  if (typeof meta.column !== 'string' || meta.column === '') fail('invalidMetadata');
  const response = await callApi(env, meta.url);
  assertApiOk(response);
  const fileUrl = rowsOf(response.body)
    .map((row) => readPath(row, meta.column))
    .find((v) => typeof v === 'string' && v !== '');
  if (!fileUrl) fail('dataMissing');
  const status = await env.headObject(fileUrl as string);
  if (status === 404) fail('notFound');
  if (status >= 500) fail('serverError');
  if (status < 200 || status >= 300) fail('dataMissing');
}

/** Checks one item; resolves when it passes, rejects with a ChecklistError otherwise. */
export async function checkItem(item: ChecklistItem, env: AuditEnvironment): Promise<void> {
  switch (item.completion_type) {
    case 'automatic':
      return;
    case 'manual':
      return fail('manualRequired');
    case 'column':
      return columnCheck(item, env);
    case 'row':
      return rowCheck(item, env);
    case 'local':
      return localCheck(item, env);
    case 'page':
      return pageCheck(item, env);
    case 'presigned':
      return presignedCheck(item, env);
    default:
      return fail('invalidMetadata');
  }
}

/** Validates the ids of a completion record before it is sent (docs/requirements/brands.md §5). */
export function assertCompletionIds(itemId: unknown, brandId: unknown): void {
  const valid = (v: unknown) => Number.isInteger(Number(v)) && Number(v) > 0 && v !== null && v !== '';
  if (!valid(itemId) || !valid(brandId)) fail('invalidItemOrBrand');
}

// ---------------------------------------------------------------- the audit

/**
 * Checks each item in turn, reporting progress after each. Items already complete stay complete;
 * an item that passes gets a completion record unless `generateRecords` is false.
 */
export async function runAudit(
  items: ChecklistItem[],
  env: AuditEnvironment,
  onProgress?: (p: AuditProgress) => void,
): Promise<AuditResult> {
  const results: ItemResult[] = [];
  const ordered = [...items].sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const item of ordered) {
    let result: ItemResult;
    if (isComplete(item)) {
      result = { item, complete: true };
    } else {
      try {
        await checkItem(item, env);
        if (env.generateRecords !== false) {
          assertCompletionIds(item.id, env.brandId);
          await env.addCompletion(item.id, env.brandId);
        }
        result = { item: { ...item, completed: true }, complete: true };
      } catch (err) {
        result =
          err instanceof ChecklistError
            ? { item, complete: false, message: err.message, message_code: err.code }
            : { item, complete: false, message: errorText(err) };
      }
    }
    results.push(result);
    onProgress?.({
      done: results.length,
      total: ordered.length,
      percent: Math.round((results.length / ordered.length) * 100),
      last: result,
    });
  }
  const completed = results.filter((r) => r.complete).length;
  const percentage = ordered.length === 0 ? 100 : Math.round((completed / ordered.length) * 100);
  return { results, completed, total: ordered.length, percentage, summary: auditSummary(completed, ordered.length) };
}

export function auditSummary(completed: number, total: number): AuditSummary {
  return completed === total
    ? { level: 'info', text: MESSAGES.auditSucceeded, code: CHECKLIST_MESSAGES.key('auditSucceeded') }
    : {
        level: 'warning',
        text: MESSAGES.auditIncomplete,
        code: CHECKLIST_MESSAGES.key('auditIncomplete'),
        duration: AUDIT_WARNING_DURATION_MS,
      };
}

function errorText(err: unknown): string {
  return err instanceof Error && err.message ? err.message : MESSAGES.dataMissing;
}

/** Loads a brand's items with their completion; any failure becomes the docs/requirements/brands.md §8 load message. */
export async function loadChecklist(request: (url: string) => Promise<ApiResponse>, brandId: number): Promise<ChecklistItem[]> {
  try {
    const [items, maps] = await Promise.all([
      request(`/api/checklist/items?brand_id=${brandId}`),
      request(`/api/checklist/maps?brand_id=${brandId}`),
    ]);
    if (items.status !== 200 || maps.status !== 200 || !Array.isArray(items.body) || !Array.isArray(maps.body)) throw new Error();
    return orderItems(withCompletion(items.body as ChecklistItem[], maps.body as Array<{ completed_item_id: number }>));
  } catch {
    return fail('loadFailed');
  }
}
