/**
 * Cross-instance events (job progress, notifications, device messages) over Postgres
 * LISTEN/NOTIFY, so the websocket hub works with many instances and no extra broker.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';

const CHANNEL = 'papered_events';

/**
 * Every event names who may receive it: `brand_id` a brand (its users and staff), `null` staff
 * only; `audience: 'everybody'` only for events that carry nothing brand-specific.
 */
export interface AppEvent {
  topic: string;
  brand_id: number | null;
  audience?: 'everybody';
  data?: unknown;
}

/**
 * Publishes an event when the caller's transaction commits (PostgreSQL holds a NOTIFY until then),
 * and never if it rolls back: for what other instances must learn of a change (cache evictions).
 */
export async function publishOnCommit(tx: DbOrTx, event: AppEvent) {
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

export class EventBus {
  private emitter = new EventEmitter();
  private stop?: () => Promise<void>;
  constructor(private database: Database) {
    this.emitter.setMaxListeners(0);
  }
  async start() {
    this.stop = await this.database.listen(CHANNEL, (payload) => {
      try {
        this.emitter.emit('event', JSON.parse(payload) as AppEvent);
      } catch {
        /* not ours */
      }
    });
  }
  async publish(event: AppEvent) {
    await this.database.notify(CHANNEL, JSON.stringify(event));
  }
  subscribe(listener: (event: AppEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  async close() {
    await this.stop?.();
  }
}
