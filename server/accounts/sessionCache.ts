/**
 * Live sessions kept in memory for a short while, so a request does not look its session up in
 * the database every time. Ending sessions (logout, password reset or change, a new permission,
 * a removed user) evicts them here at once and, through the event bus (Postgres NOTIFY), on every
 * other instance; the short TTL bounds how long a missed event could keep one alive.
 */
import { roleFromPermissionId } from '../../resources/access';
import type { AppContext } from '../context';
import type { Actor } from '../framework/actor';
import { hashToken } from './secrets';
import { findSessionUser } from './sessions';

export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const TOPIC = 'internal.sessions-ended';

interface Entry {
  actor: Actor;
  /** When the cached entry must be looked up again: the TTL, or the session's own expiry if sooner. */
  until: number;
}

/** Whose sessions ended: one token (logout) or every session of a user. */
export type EndedSessions = { token_hash: string } | { user_id: number };

class SessionCache {
  private entries = new Map<string, Entry>();

  constructor(private ctx: AppContext) {
    ctx.events.subscribe((event) => {
      if (event.topic === TOPIC) this.evict(event.data as EndedSessions);
    });
  }

  /** The actor of a live session, or undefined when the token is unknown, expired or revoked. */
  async actorOf(token: string): Promise<Actor | undefined> {
    const hash = hashToken(token);
    const cached = this.entries.get(hash);
    if (cached && cached.until > Date.now()) return cached.actor;
    if (cached) this.entries.delete(hash);
    const found = await findSessionUser(this.ctx.database.db, token);
    const role = found && roleFromPermissionId(found.user.permission_id);
    if (!found || !role) return undefined;
    const actor: Actor = {
      id: found.user.id,
      email: found.user.email,
      role,
      brand_id: found.user.brand_id,
      // Kept for the order timeline's "by whom" (a renamed user's sessions are evicted: sessionsChanged).
      name: [found.user.first, found.user.last].filter(Boolean).join(' ') || found.user.email,
    };
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { actor, until: Math.min(Date.now() + SESSION_CACHE_TTL_MS, found.expires_at.getTime()) });
    return actor;
  }

  evict(ended: EndedSessions) {
    if ('token_hash' in ended) this.entries.delete(ended.token_hash);
    else for (const [hash, entry] of this.entries) if (entry.actor.id === ended.user_id) this.entries.delete(hash);
  }
}

const caches = new WeakMap<AppContext, SessionCache>();

/** The session cache of an app instance (one per context). */
export function sessionCache(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new SessionCache(ctx)));
  return cache;
}

/** After a user's name changed: their cached sessions are looked up again, here and on every other instance. */
export const sessionsChanged = (ctx: AppContext, userId: number) => sessionsEnded(ctx, { user_id: userId });

/** After sessions were revoked in the database: forget them here and tell the other instances. */
export async function sessionsEnded(ctx: AppContext, ended: { token: string } | { user_id: number }) {
  const event: EndedSessions = 'token' in ended ? { token_hash: hashToken(ended.token) } : ended;
  sessionCache(ctx).evict(event);
  await ctx.events.publish({ topic: TOPIC, brand_id: null, data: event });
}
