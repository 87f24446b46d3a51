/** Single-use, expiring tokens for email verification, invitations and password resets. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userTokens } from '../db/schema';
import { hashToken, newToken } from './secrets';

export type TokenKind = 'verify' | 'invite' | 'reset';

export async function issueToken(db: DbOrTx, userId: number, kind: TokenKind, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    user_id: userId,
    kind,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlHours * 3600_000),
  });
  return token;
}

/** The row of a live token: right user, right kind, not used, not expired. */
const liveToken = (userId: number, kind: TokenKind, token: string) =>
  and(
    eq(userTokens.token_hash, hashToken(token)),
    eq(userTokens.user_id, userId),
    eq(userTokens.kind, kind),
    isNull(userTokens.used_at),
    gt(userTokens.expires_at, new Date()),
  );

/** Whether a token is live, without using it: the cheap check made before any costly work. */
export async function tokenIsLive(db: DbOrTx, userId: number, kind: TokenKind, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(liveToken(userId, kind, token))
    .limit(1);
  return !!row;
}

/**
 * Uses a token up: true when it was live (right user, right kind, not expired, not used).
 * The conditional UPDATE makes two simultaneous uses of one token succeed only once.
 */
export async function consumeToken(db: DbOrTx, userId: number, kind: TokenKind, token: string): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(liveToken(userId, kind, token))
    .returning({ id: userTokens.id });
  return used.length === 1;
}
