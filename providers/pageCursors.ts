/**
 * Keyset paging for the app's lists. A screen pages by number (react-admin's pagination); when
 * the page just before the one asked for was read, with the same sort, filter and page size, and
 * nothing in that resource has changed since, the next page is asked for as "after its last row"
 * (`after`, docs/architecture.md "Keyset pages") with its number as the fallback. The database
 * then walks its index from that row instead of skipping every row before it, and the page holds
 * the very rows the number gives: positions only shift when rows change, and any change the app
 * hears of (its own writes, the live `resource.changed` events, a reconnect) forgets the cursors
 * of what changed, so the next read goes by number again.
 */
import type { GetListParams, GetManyReferenceParams, Identifier, RaRecord } from 'react-admin';

/** The names Admin Tools' audit log and jobs pages keep their cursors under (providers/methods/system.ts). */
export const AUDIT_LOG = 'audit-log';
export const BACKGROUND_JOBS = 'background-jobs';

/** Lists remembered per resource, and pages per list: enough for a day's paging, bounded. */
const LISTS_PER_RESOURCE = 20;
const PAGES_PER_LIST = 200;

type ListRead = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'> & Partial<Pick<GetManyReferenceParams, 'target' | 'id'>>;

/** By resource, by list (its sort, filter, page size, reference): the last id of each full page read. */
const cursors = new Map<string, Map<string, Map<number, Identifier>>>();

function listKey({ pagination, sort, filter, meta, target, id }: ListRead): string {
  const { after: _after, ...otherMeta } = (meta ?? {}) as Record<string, unknown>;
  return JSON.stringify([sort?.field, sort?.order, filter ?? {}, pagination?.perPage, otherMeta, target, id]);
}

/** The id of the last row of the page before the one `params` asks for, when it was read since the last change. */
export function cursorFor(resource: string, params: ListRead): Identifier | undefined {
  const page = params.pagination?.page ?? 1;
  if (page <= 1) return undefined;
  return cursors
    .get(resource)
    ?.get(listKey(params))
    ?.get(page - 1);
}

/** Notes where the page `params` asked for ends (a full page only: a short one has no next). */
export function rememberPage(resource: string, params: ListRead, rows: RaRecord[]): void {
  if (!params.pagination) return;
  const { page, perPage } = params.pagination;
  const lists = cursors.get(resource) ?? new Map<string, Map<number, Identifier>>();
  cursors.set(resource, lists);
  const key = listKey(params);
  const pages = lists.get(key) ?? new Map<number, Identifier>();
  lists.delete(key); // Re-inserted last: the most recently read list is the last to go.
  lists.set(key, pages);
  if (lists.size > LISTS_PER_RESOURCE) lists.delete(lists.keys().next().value!);
  pages.delete(page);
  if (rows.length !== perPage) return;
  pages.set(page, rows[rows.length - 1].id);
  if (pages.size > PAGES_PER_LIST) pages.delete(pages.keys().next().value!);
}

/** Forgets the cursors of `resources` (every resource when not given): their rows changed. */
export function forgetPageCursors(resources?: Iterable<string>): void {
  if (!resources) return cursors.clear();
  for (const resource of resources) cursors.delete(resource);
}

/**
 * The keyset of a page an area's own call reads (`{page (0-based), page_count, …filters}`, e.g.
 * Admin Tools' audit log): the `after` to send, and how to note where the page ends.
 */
export function keysetPage(resource: string, query: { page: number; page_count: number } & Record<string, unknown>) {
  const { page, page_count, ...filter } = query;
  const params = { pagination: { page: page + 1, perPage: page_count }, filter };
  return { after: cursorFor(resource, params), remember: (rows: unknown[]) => rememberPage(resource, params, rows as RaRecord[]) };
}
