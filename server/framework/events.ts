/**
 * Cross-instance events (job progress, notifications, device messages) over Postgres
 * LISTEN/NOTIFY, so the websocket hub works with many instances and no extra broker.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { beforeCommit } from '../db/transaction';

const CHANNEL = 'papered_events';

/**
 * Every event names who may receive it: `brand_id` a brand (its users and staff), `null` staff
 * only; `audience: 'everybody'` only for events that carry nothing brand-specific.
 */
export interface AppEvent {
  topic: string;
  /** When it was published (ms since the epoch): set on the way out, taken off on the way in (the bus's delay metric). */
  sent_at?: number;
  brand_id: number | null;
  audience?: 'everybody';
  data?: unknown;
}

/**
 * Publishes an event when the caller's transaction commits (PostgreSQL holds a NOTIFY until then),
 * and never if it rolls back: for what other instances must learn of a change (cache evictions).
 */
export async function publishOnCommit(tx: DbOrTx, event: AppEvent) {
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${stamped(event)})`);
}

/** An event's payload, with the time it is sent (the receiving instances measure the bus's delay from it). */
const stamped = (event: AppEvent, sentAt = Date.now()) => JSON.stringify({ ...event, sent_at: sentAt });

/** The topic of a record's change (ResourceChange): every screen showing the resource refreshes. */
export const RESOURCE_CHANGED = 'resource.changed';

/** Who changed a record: a person (their id and how they are called), or null for the system (a job, a store). */
export interface ChangeActor {
  id: number;
  name: string;
}

/** What a `resource.changed` event carries: the resource, its records (null: too many to name), what was done and by whom. */
export interface ResourceChange {
  resource: string;
  ids: Array<number | string> | null;
  action: string;
  actor: ChangeActor | null;
}

/** Most ids one event names; a larger change says `ids: null` (every record of the resource may have changed). */
const MAX_IDS = 100;

/** Changes noted in each open transaction, by its handle, to be sent as it commits. */
const noted = new WeakMap<object, Map<string, { brand_id: number | null; change: ResourceChange }>>();

/** The events of `changes`, those of one resource, action, brand and person as one, their ids gathered. */
function changeEvents(changes: Iterable<{ brand_id: number | null; change: ResourceChange }>): AppEvent[] {
  return [...changes].map(({ brand_id, change }) => ({
    topic: RESOURCE_CHANGED,
    brand_id,
    data: { ...change, ids: change.ids && change.ids.length <= MAX_IDS ? change.ids : null },
  }));
}

async function notifyAll(tx: DbOrTx, events: AppEvent[]) {
  if (!events.length) return;
  // One round trip for them all: the payloads as one JSON array of texts.
  const sentAt = Date.now();
  const payloads = JSON.stringify(events.map((event) => stamped(event, sentAt)));
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, payload) FROM json_array_elements_text(${payloads}::json) AS payload`);
}

/**
 * Notes that records of a resource changed (every audited write does, framework/audit.ts): a
 * `resource.changed` event for the websocket hub, sent when the transaction commits — one per
 * resource, action, brand and person however many records the transaction wrote — and never if it
 * rolls back. On the pool's handle (no transaction) it is sent at once, the write being done.
 */
export async function noteChange(tx: DbOrTx, brandId: number | null, change: ResourceChange) {
  let changes = noted.get(tx);
  if (!changes) {
    const pending = new Map<string, { brand_id: number | null; change: ResourceChange }>();
    if (!beforeCommit(tx, (t) => notifyAll(t, changeEvents(pending.values())))) {
      return notifyAll(tx, changeEvents([{ brand_id: brandId, change }]));
    }
    noted.set(tx, (changes = pending));
  }
  const key = JSON.stringify([change.resource, change.action, brandId, change.actor?.id ?? null]);
  const known = changes.get(key);
  if (!known) return void changes.set(key, { brand_id: brandId, change: { ...change, ids: change.ids && [...change.ids] } });
  if (!known.change.ids || !change.ids) known.change.ids = null;
  else {
    for (const id of change.ids) if (!known.change.ids.includes(id)) known.change.ids.push(id);
    if (known.change.ids.length > MAX_IDS) known.change.ids = null;
  }
}

export class EventBus {
  private emitter = new EventEmitter();
  private stop?: () => Promise<void>;
  /**
   * `onDelay` is told, for every event received, how long it took from its publication (seconds;
   * across instances, as far as their clocks agree).
   */
  constructor(
    private database: Database,
    private onDelay: (seconds: number) => void = () => {},
  ) {
    this.emitter.setMaxListeners(0);
  }
  async start() {
    this.stop = await this.database.listen(CHANNEL, (payload) => {
      let event: AppEvent;
      try {
        event = JSON.parse(payload) as AppEvent;
      } catch {
        return; /* not ours */
      }
      const { sent_at, ...received } = event;
      if (typeof sent_at === 'number') this.onDelay(Math.max(0, Date.now() - sent_at) / 1000);
      this.emitter.emit('event', received);
    });
  }
  async publish(event: AppEvent) {
    await this.database.notify(CHANNEL, stamped(event));
  }
  subscribe(listener: (event: AppEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  async close() {
    await this.stop?.();
  }
}
