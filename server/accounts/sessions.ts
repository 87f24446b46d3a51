/** Sessions: opaque bearer tokens, stored hashed, with an expiry; logout revokes. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from './secrets';

export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlHours * 3600_000),
  });
  return token;
}

/** The user of a live session, or undefined when the token is unknown, expired or revoked. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, session_id: sessions.id, expires_at: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(eq(sessions.token_hash, hashToken(token)));
}

/** After a password reset every other session of the user ends. */
export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
