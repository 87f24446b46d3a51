/** The account calls of docs/requirements/accounts.md §7 under /api/auth, plus the user's own profile and password. */
import { Router, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import * as yup from 'yup';
import {
  changePasswordSchema,
  completeInvitationSchema,
  forgotPasswordSchema,
  inviteSchema,
  loginSchema,
  newAccountSchema,
  profileSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../resources/accounts/schemas';
import { idSchema, parseId } from '../../resources/ids';
import type { AppContext } from '../context';
import { HttpError, badRequest, validate, INVALID_FIELDS, unauthorized } from '../http/errors';
import { actorOf, requireAccess, requireSession } from '../framework/actor';
import { DatabaseRateLimitStore } from './rateLimitStore';
import { sessionsEnded } from './sessionCache';
import { revokeSession } from './sessions';
import { AccountService } from './service';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const idParam = (name: string) => yup.object({ [name]: idSchema().required('Must provide a value') });

/** Where links in emails point: PUBLIC_URL, else the origin the request came to. */
export function originOf(ctx: AppContext, req: Request): string {
  return ctx.config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

function limiter(store: Store, windowMs: number, limit: number, key: (req: Request) => string, skipSuccessfulRequests = false) {
  return rateLimit({
    store,
    windowMs,
    limit,
    skipSuccessfulRequests,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    handler: (_req, _res, next) =>
      next(new HttpError(429, 'too_many_requests', 'Too many attempts. Please wait a few minutes and try again.')),
  });
}

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const emailKey = (req: Request) =>
  `${ipKey(req)}|${String(req.body?.email ?? '')
    .trim()
    .toLowerCase()}`;

export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  const accounts = new AccountService(ctx);
  const { windowMs, login, forgot, reset, loginPerAddress, create } = ctx.config.rateLimit;
  // Counters in the database: shared by every instance on one PostgreSQL.
  const store = (name: string) => new DatabaseRateLimitStore(ctx.database.db, name);
  // Failed logins count per address and email, and per address over all emails (spraying);
  // successful ones do not.
  const loginLimiter = limiter(store('login'), windowMs, login, emailKey, true);
  const loginAddressLimiter = limiter(store('login-address'), windowMs, loginPerAddress, ipKey, true);
  const forgotLimiter = limiter(store('forgot'), windowMs, forgot, emailKey);
  const resetLimiter = limiter(store('reset'), windowMs, reset, ipKey);
  const updateLimiter = limiter(store('update'), windowMs, reset, ipKey);
  const createLimiter = limiter(store('create'), windowMs, create, ipKey);

  router.post('/login', loginAddressLimiter, loginLimiter, async (req, res) => {
    const input = await validate(loginSchema, req.body ?? {});
    res.json(await accounts.login(input.email, input.password));
  });

  router.post('/logout', requireSession, async (req, res) => {
    await revokeSession(ctx.database.db, req.token!);
    await sessionsEnded(ctx, { token: req.token! });
    res.status(204).end();
  });

  router.get('/me', requireSession, async (req, res) => {
    res.json({ user: await accounts.me(actorOf(req)) });
  });

  router.put('/me', requireSession, async (req, res) => {
    const input = await validate(profileSchema.noUnknown(true, 'Unknown field'), req.body ?? {});
    res.json({ user: await accounts.updateProfile(actorOf(req), input) });
  });

  router.post('/change-password', requireSession, async (req, res) => {
    const input = await validate(changePasswordSchema, req.body ?? {});
    const { authToken } = await accounts.changePassword(actorOf(req), input, req.token!);
    res.json({ authToken });
  });

  // Two callers share this path (docs/requirements/accounts.md §7): the create-account screen (a new brand) and the
  // Users screen (an invitation to an existing brand, with a session).
  // Sign-ups per address; invitations come from a signed-in ADMIN, accountable by the audit log.
  const signUpLimiter: RequestHandler = (req, res, next) => (req.actor ? next() : createLimiter(req, res, next));
  router.post('/create', signUpLimiter, async (req, res) => {
    const body = req.body ?? {};
    if (body.is_new_brand === true) {
      // A new brand through this call only while sign-up is open, for anybody, session or not
      // (SUPERADMIN adds brands through the brands screen). The flag before any other work.
      const flag = await ctx.database.db.query.featureFlags.findFirst({ where: (f, { eq }) => eq(f.flag_name, 'show-create-account') });
      if (!flag?.production_value) throw new HttpError(403, 'signup_closed', 'Creating new accounts is turned off.');
      const input = await validate(newAccountSchema, body);
      res.status(201).json({ user: await accounts.createAccount(input, originOf(ctx, req)) });
      return;
    }
    if (!req.actor) throw unauthorized();
    await new Promise<void>((resolve, reject) =>
      requireAccess('users', 'Add')(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
    );
    const input = await validate(inviteSchema, body);
    res.status(201).json({ user: await accounts.invite(actorOf(req), input, originOf(ctx, req)) });
  });

  router.post('/update', updateLimiter, async (req, res) => {
    const input = await validate(completeInvitationSchema, req.body ?? {});
    res.json({ user: await accounts.completeInvitation(input) });
  });

  router.post('/verify-email', async (req, res) => {
    const input = await validate(verifyEmailSchema, req.body ?? {});
    res.json({ user: await accounts.verifyEmail(input) });
  });

  router.get('/verify-status', requireSession, async (req, res) => {
    const { user_id } = await validate(idParam('user_id'), req.query);
    res.json(await accounts.verifyStatus(actorOf(req), user_id as number));
  });

  router.post(
    '/reset-password',
    async (req, res, next) => {
      const body = req.body ?? {};
      if (body.send_reset_email === true) return forgotLimiter(req, res, next);
      if (body.send_reset_email === false) return resetLimiter(req, res, next);
      throw badRequest(INVALID_FIELDS(), {
        send_reset_email: 'Must be true (send a reset email) or false (reset)',
      });
    },
    async (req, res) => {
      if (req.body.send_reset_email === true) {
        const input = await validate(forgotPasswordSchema, req.body);
        await accounts.forgotPassword(input.email, originOf(ctx, req));
        res.status(202).json({ message: 'If an account exists for this email, a reset link is on its way.' });
        return;
      }
      const input = await validate(resetPasswordSchema, req.body);
      await accounts.resetPassword(input);
      res.json({ message: 'Your password has been reset.' });
    },
  );

  router.get('/users', requireAccess('users', 'View'), async (req, res) => {
    const brandId = req.query.brand_id === undefined || req.query.brand_id === '' ? undefined : parseId(req.query.brand_id);
    if (req.query.brand_id !== undefined && req.query.brand_id !== '' && brandId === undefined)
      throw badRequest(INVALID_FIELDS(), { brand_id: FIELD_MESSAGES.message('number') });
    res.json(await accounts.listUsers(actorOf(req), brandId));
  });

  router.delete('/users', requireAccess('users', 'Delete'), async (req, res) => {
    const { user_id } = await validate(idParam('user_id'), req.query);
    await accounts.removeUser(actorOf(req), user_id as number);
    res.status(204).end();
  });

  router.get('/permissions', requireAccess('permissions', 'View'), async (_req, res) => {
    res.json(await accounts.listPermissions());
  });

  router.post('/permissions', requireAccess('permissions', 'Edit'), async (req, res) => {
    const schema = yup.object({
      user_id: idSchema().required('Must provide a value'),
      permission_id: idSchema().required('Must provide a value'),
    });
    const input = await validate(schema, req.body ?? {});
    res.json({ user: await accounts.assignPermission(actorOf(req), input.user_id, input.permission_id) });
  });

  return router;
}
