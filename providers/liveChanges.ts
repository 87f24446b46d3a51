/**
 * Live screens: the server's `resource.changed` events (every audited write, after it commits;
 * server/framework/events.ts) refresh what the screens show. One listener for the app
 * (`startLiveChanges`, mounted with the signed-in shell) invalidates the react-query reads of the
 * changed resource — react-admin's (`[resource, 'getList' | 'getOne' | …, params]`) and the
 * hand-written pages' (keyed by their area or resource, src/framework/pageData.ts) — so every list,
 * record page and dashboard card shown reads again. Events of one moment are taken together.
 *
 * A record being edited (a dirty form, `holdRecord`) is not read again under the person's hands:
 * its form is told who changed it (`onHeldRecordChange`) and offers to reload.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { AUDIT_LOG, BACKGROUND_JOBS, forgetPageCursors } from './pageCursors';
import { referenceRouteName } from './resourceNames';
import { liveUserId, subscribeLive, type LiveEvent, type LiveTopic, type ResourceChange } from './liveEvents';

export type { ResourceChange } from './liveEvents';

export const RESOURCE_CHANGED = 'resource.changed';

/** The first key parts of the areas' own pages (src/framework/pageData.ts): read again for a resource SHOWN_WITH does not name. */
const AREA_KEYS = ['accounts', 'billing', 'catalog', 'inventory', 'orders', 'production', 'settings', 'system'];

/** Screens that show a resource under other names: an order page shows its line items, shipments and timeline. */
const SHOWN_WITH: Record<string, string[]> = {
  orders: ['orders', 'production', 'customers', 'order-events', 'line-items'],
  'order-events': ['orders'],
  'line-items': ['orders', 'production'],
  shipments: ['orders', 'production', 'weigh-queue'],
  'weigh-queue': ['production', 'orders'],
  products: ['product', 'catalog', 'mockups'],
  'generated-mockups': ['mockups', 'product', 'products'],
  collections: ['collection'],
  customers: ['orders'],
  'inventory-items': ['inventory'],
  'purchase-orders': ['inventory'],
  'payment-methods': ['billing'],
  invoices: ['billing', 'invoices'],
  users: ['accounts'],
  brands: ['accounts', 'auth'],
  'order-queue': ['orders'],
};

/** The names a resource's own reads are keyed by: its declared name and its react-admin name (`development/feature-flags`). */
const ownKeys = (resource: string) => [...new Set([resource, referenceRouteName(resource)])];

/** The first query-key parts that read `resource`: its own names and those SHOWN_WITH names (else every area's pages). */
export function keysShowing(resource: string): string[] {
  return [...ownKeys(resource), ...(SHOWN_WITH[resource] ?? AREA_KEYS)];
}

/** Other events that change what lists show: a store order imported or failed, a background job's progress. */
const OTHER_TOPICS: Partial<Record<LiveTopic, string[]>> = {
  'order.imported': ['orders', 'order-queue'],
  'order.failed': ['orders', 'order-queue'],
  'job.updated': [BACKGROUND_JOBS, 'bulk-upload-jobs'],
  'job.enqueued': [BACKGROUND_JOBS],
};

const recordKey = (resource: string, id: unknown) => `${resource}/${String(id)}`;
const held = new Map<string, number>();
type HeldListener = (change: ResourceChange) => void;
const heldListeners = new Map<string, Set<HeldListener>>();

/**
 * Keeps the record `resource`/`id` from being read again while its form has unsaved changes;
 * `listener` hears of others' changes to it. Returns the release.
 */
export function holdRecord(resource: string, id: number | string, listener: HeldListener): () => void {
  const key = recordKey(resource, id);
  held.set(key, (held.get(key) ?? 0) + 1);
  const listeners = heldListeners.get(key) ?? new Set();
  listeners.add(listener);
  heldListeners.set(key, listeners);
  return () => {
    const count = (held.get(key) ?? 1) - 1;
    if (count > 0) held.set(key, count);
    else held.delete(key);
    listeners.delete(listener);
    if (!listeners.size) heldListeners.delete(key);
  };
}

/**
 * Whether `query` reads what changed: a read of one record (react-admin's `[resource, 'getOne',
 * {id}]`, a page's `[resource, id, …]`) only when that record is among the changed; any other
 * read of the resource (lists, summaries) always.
 */
function readsChanged(query: Query, changed: Map<string, Set<string> | null>): boolean {
  const [name, second, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  const ids = changed.get(String(name));
  if (ids === undefined) return false;
  if (ids === null) return true;
  if (second === 'getOne') return ids.has(String(params?.id));
  if (typeof second === 'number' || (typeof second === 'string' && /^\d+$/.test(second))) return ids.has(String(second));
  return true;
}

/** A react-admin read of one held record (`[resource, 'getOne', {id}]`). */
function isHeld(query: Query): boolean {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  return method === 'getOne' && typeof resource === 'string' && held.has(recordKey(resource, params?.id));
}

/**
 * Listens for the app's life: refreshes the reads of what changed, at most once per `delayMs`
 * for the changes of that moment. After the socket reconnects (events may have been missed) every
 * read shown is refreshed. Returns the stop.
 */
export function startLiveChanges(client: QueryClient, delayMs = 200): () => void {
  // By first key part: the records changed (their ids as text), or null for any.
  const pending = new Map<string, Set<string> | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let greeted = false;
  const flush = () => {
    timer = undefined;
    const changed = new Map(pending);
    pending.clear();
    // A read under way is let finish (not cancelled and started again): a steady stream of changes
    // would otherwise keep a screen loading for ever.
    void client.invalidateQueries({ predicate: (query) => readsChanged(query, changed) && !isHeld(query) }, { cancelRefetch: false });
  };
  const refresh = (keys: string[], resource?: string, ids?: ResourceChange['ids']) => {
    // The lists read again go by page number: their rows may have moved (pageCursors.ts).
    forgetPageCursors(keys);
    const own = resource ? ownKeys(resource) : [];
    for (const key of keys) {
      const known = pending.get(key);
      if (!own.includes(key) || !ids || known === null) pending.set(key, null);
      else pending.set(key, new Set([...(known ?? []), ...ids.map(String)]));
    }
    timer ??= setTimeout(flush, delayMs);
  };
  const onEvent = (event: LiveEvent) => {
    if (event.topic === 'hello') {
      if (greeted) {
        forgetPageCursors();
        void client.invalidateQueries({ predicate: (query) => !isHeld(query) }, { cancelRefetch: false });
      }
      greeted = true;
      return;
    }
    const others = OTHER_TOPICS[event.topic];
    if (others) return refresh(others);
    if (event.topic !== RESOURCE_CHANGED || !event.data?.resource) return;
    const change = event.data;
    // Every audited write adds a row to the audit log: its pages go by number again.
    forgetPageCursors([AUDIT_LOG]);
    refresh(keysShowing(change.resource), change.resource, change.ids);
    // One's own saves raise no "changed by".
    if (change.actor && change.actor.id === liveUserId()) return;
    for (const [key, listeners] of heldListeners) {
      const [resource, id] = [key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('/') + 1)];
      if (!ownKeys(change.resource).includes(resource) || (change.ids && !change.ids.some((changed) => String(changed) === id))) continue;
      listeners.forEach((listener) => listener(change));
    }
  };
  const stop = subscribeLive(onEvent);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
