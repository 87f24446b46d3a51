/**
 * Account rules (docs/requirements/accounts.md §4–§8, docs/requirements/access.md §6): login, new accounts with a new brand, invitations,
 * verification, password reset, the users of a brand and their permission.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { PERMISSION_IDS, roleFromPermissionId } from '../../resources/access';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { brands, permissions, users } from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound, INVALID_FIELDS } from '../http/errors';
import { auditChange, createAudited, deleteAudited, updateAudited } from '../framework/write';
import { authorize, type Actor } from '../framework/actor';
import { invitationEmail, resetEmail, verificationEmail } from './emails';
import { dummyPasswordHash, hashPassword, verifyPassword } from './secrets';
import { sessionsChanged, sessionsEnded } from './sessionCache';
import { createSession, revokeAllSessions } from './sessions';
import { consumeToken, issueToken, tokenIsLive } from './tokens';
import { transact } from '../db/transaction';

export const LOGIN_FAILED = 'Login Failed. Please ensure your username and password were entered correctly.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

type UserRow = typeof users.$inferSelect;

/** Where users' writes and their audit rows go (server/framework/write.ts). */
const USERS = { table: users, resource: 'users' };

/** A user as the actor of their own change: a sign-up, or a link from an email that proves who follows it. */
const selfActor = (user: UserRow): Actor => ({
  id: user.id,
  email: user.email,
  role: roleFromPermissionId(user.permission_id)!,
  brand_id: user.brand_id,
});
type BrandRow = typeof brands.$inferSelect;

/** The user as the API sends it (docs/requirements/accounts.md §3): never a hash or a token. */
export function publicUser(user: UserRow, brand?: Pick<BrandRow, 'id' | 'name' | 'brand_logo'> | null) {
  const role = roleFromPermissionId(user.permission_id);
  return {
    id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    email_verified: user.email_verified,
    brand_id: user.brand_id,
    brand: brand ? { id: brand.id, name: brand.name, brand_logo: brand.brand_logo } : null,
    permission_id: user.permission_id,
    role,
    permissions: { permission_id: { id: user.permission_id, permission: role } },
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

async function brandOf(db: DbOrTx, brandId: number | null) {
  if (brandId == null) return null;
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  return brand ?? null;
}

export async function userWithBrand(db: DbOrTx, user: UserRow) {
  return publicUser(user, await brandOf(db, user.brand_id));
}

/** The user of `id`, locked for the rest of the transaction. */
async function lockUser(tx: DbOrTx, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('No such user.');
  return user;
}

export class AccountService {
  constructor(private ctx: AppContext) {}
  private get db() {
    return this.ctx.database.db;
  }

  async login(email: string, password: string) {
    const user = await findUserByEmail(this.db, email);
    // Compare against a dummy hash for unknown emails so timing does not tell who has an account.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw new HttpError(401, 'login_failed', LOGIN_FAILED);
    const authToken = await createSession(this.db, user.id, this.ctx.config.sessionTtlHours);
    const [updated] = await this.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id)).returning();
    return { user: await userWithBrand(this.db, updated), authToken };
  }

  async me(actor: Actor) {
    const [user] = await this.db.select().from(users).where(eq(users.id, actor.id));
    if (!user) throw notFound('No such user.');
    return userWithBrand(this.db, user);
  }

  /** Create-account screen: a new brand and its first user, an ADMIN (permission 2). */
  async createAccount(input: { brand: { name: string }; first: string; last: string; email: string; password: string }, origin: string) {
    // A taken email is answered before the costly hash.
    if (await findUserByEmail(this.db, input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const passwordHash = await hashPassword(input.password);
    return transact(this.db, async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const [brand] = await tx.insert(brands).values({ name: input.brand.name }).returning();
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email.trim(),
          first: input.first,
          last: input.last,
          password_hash: passwordHash,
          brand_id: brand.id,
          permission_id: PERMISSION_IDS.ADMIN,
        })
        .returning();
      const token = await issueToken(tx, user.id, 'verify', this.ctx.config.tokenTtlHours.verify);
      await this.ctx.email.send(tx, verificationEmail(origin, user.email, user.id, token));
      // One change, one audit row: the user signed up, with the brand they opened.
      await auditChange(tx, selfActor(user), {
        action: 'sign-up',
        resource: 'users',
        record_id: user.id,
        brand_id: brand.id,
        after: { ...user, brand },
      });
      return publicUser(user, brand);
    });
  }

  /** Users screen: invite somebody to a brand with a permission; they set name and password from the email. */
  async invite(
    actor: Actor,
    input: { brand_id: number; email: string; first?: string | null; last?: string | null; permission: number },
    origin: string,
  ) {
    authorize(actor, { brandId: input.brand_id });
    this.assertMayGrant(actor, input.permission);
    const brand = await brandOf(this.db, input.brand_id);
    if (!brand) throw badRequest(INVALID_FIELDS(), { brand_id: 'No such brand' });
    return transact(this.db, async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const values = {
        email: input.email.trim(),
        first: input.first || null,
        last: input.last || null,
        brand_id: brand.id,
        permission_id: input.permission,
      };
      const user = await createAudited(tx, actor, USERS, values, { action: 'invite' });
      const token = await issueToken(tx, user.id, 'invite', this.ctx.config.tokenTtlHours.verify);
      await this.ctx.email.send(tx, invitationEmail(origin, user.email, user.id, token, brand.name));
      return publicUser(user, brand);
    });
  }

  /** Create-user screen: completes an invitation with a name and a password. */
  async completeInvitation(input: { id: number; verify_token: string; first: string; last: string; password: string }) {
    // The token first (one indexed read), then the costly hash: a forged link costs no scrypt.
    if (!(await tokenIsLive(this.db, input.id, 'invite', input.verify_token))) {
      throw badRequest('This invitation link is invalid or has expired.', { verify_token: 'Invalid or expired link' });
    }
    const passwordHash = await hashPassword(input.password);
    return transact(this.db, async (tx) => {
      if (!(await consumeToken(tx, input.id, 'invite', input.verify_token))) {
        throw badRequest('This invitation link is invalid or has expired.', { verify_token: 'Invalid or expired link' });
      }
      const invited = await lockUser(tx, input.id);
      const changes = { first: input.first, last: input.last, password_hash: passwordHash, email_verified: true };
      const { row: user } = await updateAudited(tx, selfActor(invited), USERS, invited, changes, { action: 'accept-invitation' });
      return userWithBrand(tx, user);
    });
  }

  async verifyEmail(input: { user_id: number; verify_token: string }) {
    return transact(this.db, async (tx) => {
      if (!(await consumeToken(tx, input.user_id, 'verify', input.verify_token))) {
        throw badRequest('This verification link is invalid or has expired.', { verify_token: 'Invalid or expired link' });
      }
      const before = await lockUser(tx, input.user_id);
      // A second click on the link changes nothing and writes nothing.
      const { row: user } = await updateAudited(tx, selfActor(before), USERS, before, { email_verified: true }, { action: 'verify-email' });
      return userWithBrand(tx, user);
    });
  }

  /** 100 once verified, else 0 (docs/requirements/accounts.md §7). A user asks for themself; managers for users they may see. */
  async verifyStatus(actor: Actor, userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('No such user.');
    if (user.id !== actor.id) this.assertMayManage(actor, user);
    return { status: user.email_verified ? 100 : 0 };
  }

  /** Sends a reset link when the email has an account; says nothing either way. */
  async forgotPassword(email: string, origin: string) {
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    await transact(this.db, async (tx) => {
      const token = await issueToken(tx, user.id, 'reset', this.ctx.config.tokenTtlHours.reset);
      await this.ctx.email.send(tx, resetEmail(origin, user.email, user.id, token));
      // Asked by whoever knows the address, signed in or not: the row names the account, not a person.
      await auditChange(tx, null, { action: 'request-password-reset', resource: 'users', record_id: user.id });
    });
  }

  async resetPassword(input: { id: number; reset_token: string; password: string }) {
    if (!(await tokenIsLive(this.db, input.id, 'reset', input.reset_token))) {
      throw badRequest('This reset link is invalid or has expired.', { reset_token: 'Invalid or expired link' });
    }
    const passwordHash = await hashPassword(input.password);
    await transact(this.db, async (tx) => {
      if (!(await consumeToken(tx, input.id, 'reset', input.reset_token))) {
        throw badRequest('This reset link is invalid or has expired.', { reset_token: 'Invalid or expired link' });
      }
      const before = await lockUser(tx, input.id);
      // The emailed link proves the address too. A new hash is always a change: one audit row.
      await updateAudited(
        tx,
        selfActor(before),
        USERS,
        before,
        { password_hash: passwordHash, email_verified: true },
        { action: 'reset-password' },
      );
      await revokeAllSessions(tx, input.id);
    });
    await sessionsEnded(this.ctx, { user_id: input.id });
  }

  async updateProfile(actor: Actor, input: { first: string; last: string }) {
    const updated = await transact(this.db, async (tx) => {
      const { row: user } = await updateAudited(tx, actor, USERS, actor.id, input);
      return userWithBrand(tx, user);
    });
    // Sessions carry the name (order timeline events are written with it): read it again.
    await sessionsChanged(this.ctx, actor.id);
    return updated;
  }

  async changePassword(actor: Actor, input: { current_password: string; password: string }, currentToken: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, actor.id));
    if (!(await verifyPassword(input.current_password, user?.password_hash))) {
      throw badRequest(INVALID_FIELDS(), { current_password: 'The current password is not correct.' });
    }
    const passwordHash = await hashPassword(input.password);
    await transact(this.db, async (tx) => {
      await updateAudited(tx, actor, USERS, actor.id, { password_hash: passwordHash }, { action: 'change-password' });
    });
    // Other sessions end; this one goes on.
    await revokeAllSessions(this.db, actor.id);
    await sessionsEnded(this.ctx, { user_id: actor.id });
    return createSession(this.db, actor.id, this.ctx.config.sessionTtlHours).then((authToken) => ({ authToken, previous: currentToken }));
  }

  async listUsers(actor: Actor, brandId?: number) {
    if (brandId !== undefined) authorize(actor, { brandId: brandId });
    else if (actor.role !== 'SUPERADMIN') {
      // Without a brand, brand users get their own brand; only SUPERADMIN sees every brand's users.
      brandId = actor.brand_id ?? -1;
    }
    const rows = await this.db
      .select({ user: users, brand: brands })
      .from(users)
      .leftJoin(brands, eq(brands.id, users.brand_id))
      .where(brandId === undefined ? undefined : eq(users.brand_id, brandId))
      .orderBy(asc(users.id));
    return rows.map((r) => publicUser(r.user, r.brand));
  }

  async listPermissions() {
    return this.db.select().from(permissions).orderBy(asc(permissions.id));
  }

  async assignPermission(actor: Actor, userId: number, permissionId: number) {
    const user = await this.managedUser(actor, userId);
    this.assertMayGrant(actor, permissionId);
    if (user.id === actor.id) throw forbidden('You cannot change your own permission.');
    const after = await transact(this.db, async (tx) => {
      const { row: after } = await updateAudited(
        tx,
        actor,
        USERS,
        userId,
        { permission_id: permissionId },
        { action: 'change-permission' },
      );
      return after;
    });
    // Cached sessions carry the role: the user's next request reads the new one.
    await sessionsEnded(this.ctx, { user_id: userId });
    return userWithBrand(this.db, after);
  }

  async removeUser(actor: Actor, userId: number) {
    const user = await this.managedUser(actor, userId);
    if (user.id === actor.id) throw forbidden('You cannot remove yourself.');
    await transact(this.db, async (tx) => {
      await deleteAudited(tx, actor, USERS, userId);
    });
    await sessionsEnded(this.ctx, { user_id: userId });
  }

  private async managedUser(actor: Actor, userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('No such user.');
    this.assertMayManage(actor, user);
    return user;
  }

  /** ADMIN manages the users of their own brand; SUPERADMIN everybody. */
  private assertMayManage(actor: Actor, user: UserRow) {
    if (actor.role === 'SUPERADMIN') return;
    if (actor.role === 'ADMIN' && user.brand_id != null && user.brand_id === actor.brand_id) return;
    throw forbidden('You cannot manage this user.');
  }

  /** Nobody grants more than they have; brand ADMINs grant USER or ADMIN. */
  private assertMayGrant(actor: Actor, permissionId: number) {
    const role = roleFromPermissionId(permissionId);
    if (!role) throw badRequest(INVALID_FIELDS(), { permission: 'No such permission' });
    if (actor.role === 'SUPERADMIN') return;
    if (role === 'USER' || role === 'ADMIN') return;
    throw forbidden('You cannot grant this permission.');
  }
}

// What the rest of the server uses of the accounts area besides these rules: the session of each
// request (the app's middleware) and of each websocket connection.
export { loadSession } from './middleware';
export { findSessionUser } from './sessions';
/** Opaque tokens stored hashed, as sessions are (station shifts use them too). */
export { hashToken, newToken } from './secrets';
