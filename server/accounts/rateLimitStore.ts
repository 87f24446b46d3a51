/**
 * An express-rate-limit store on the `rate_limits` table: counters live in the database, so
 * every instance on one PostgreSQL (`DATABASE_URL`) shares them. One upsert per hit: a window
 * that has ended starts again at 1.
 */
import { eq, sql } from 'drizzle-orm';
import type { Options, Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  /** Keys of different limiters must not meet: each store has its own prefix. */
  constructor(
    private db: Db,
    private keyPrefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const id = `${this.keyPrefix}:${key}`.slice(0, 400);
    const resetAt = new Date(Date.now() + this.windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: id, hits: 1, reset_at: resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.reset_at} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          reset_at: sql`case when ${rateLimits.reset_at} <= now() then excluded.reset_at else ${rateLimits.reset_at} end`,
        },
      })
      .returning();
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, `${this.keyPrefix}:${key}`.slice(0, 400)));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, `${this.keyPrefix}:${key}`.slice(0, 400)));
  }
}
