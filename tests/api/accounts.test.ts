import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testApp, useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const NEW_PASSWORD = 'Brand-New-9#';
const newAccount = (email: string, overrides: Record<string, unknown> = {}) => ({
  brand_id: null,
  is_new_brand: true,
  brand: { name: 'Fresh Prints' },
  first: 'Fay',
  last: 'Fresh',
  email,
  password: NEW_PASSWORD,
  permission: 2,
  ...overrides,
});

describe('login', () => {
  it.each(['superadmin', 'superuser', 'technician', 'admin', 'user', 'admin2'])('logs %s@demo.test in', async (name) => {
    const res = await t.api.post('/api/auth/login').send({ email: `${name}@demo.test`, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.authToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user.email).toBe(`${name}@demo.test`);
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('returns the user with brand and permission in the spec shape', async () => {
    const res = await t.api.post('/api/auth/login').send({ email: 'ADMIN@demo.test ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'admin@demo.test',
      brand_id: 1,
      email_verified: true,
      role: 'ADMIN',
      permissions: { permission_id: { id: 2, permission: 'ADMIN' } },
    });
  });

  it('refuses a wrong password with the spec message', async () => {
    const res = await t.api.post('/api/auth/login').send({ email: 'user@demo.test', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Login Failed. Please ensure your username and password were entered correctly.');
  });

  it('refuses an unknown email with the same message', async () => {
    const res = await t.api.post('/api/auth/login').send({ email: 'ghost@demo.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Login Failed. Please ensure your username and password were entered correctly.');
  });

  it('asks for both fields with the spec messages', async () => {
    const res = await t.api.post('/api/auth/login').send({});
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
});

describe('sessions', () => {
  it('needs a session for /me: 401 without, the user with one', async () => {
    expect((await t.api.get('/api/auth/me')).status).toBe(401);
    expect((await t.api.get('/api/auth/me').set('Authorization', 'Bearer not-a-token')).status).toBe(401);
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('admin@demo.test');
  });

  it('stops a token working after logout', async () => {
    const login = await t.api.post('/api/auth/login').send({ email: 'user@demo.test', password: DEMO_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.authToken}` };
    expect((await t.api.get('/api/auth/me').set(auth)).status).toBe(200);
    expect((await t.api.post('/api/auth/logout').set(auth)).status).toBe(204);
    const after = await t.api.get('/api/auth/me').set(auth);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });

  it('stores tokens hashed, never as they are', async () => {
    const login = await t.api.post('/api/auth/login').send({ email: 'user@demo.test', password: DEMO_PASSWORD });
    const stored = await t.ctx.database.db.query.sessions.findMany();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((s) => s.token_hash === login.body.authToken)).toBe(false);
  });
});

describe('expired sessions and links', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await testApp({ sessionTtlHours: -1, tokenTtlHours: { verify: -1, reset: -1 } });
  });
  afterAll(() => short.close());

  it('refuses an expired session with 401', async () => {
    const login = await short.api.post('/api/auth/login').send({ email: 'user@demo.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect((await short.api.get('/api/auth/me').set('Authorization', `Bearer ${login.body.authToken}`)).status).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    await short.api.post('/api/auth/reset-password').send({ email: 'user@demo.test', send_reset_email: true }).expect(202);
    const { link } = await short.lastEmail('user@demo.test');
    const res = await short.api.post('/api/auth/reset-password').send({
      id: Number(link!.searchParams.get('user_id')),
      reset_token: link!.searchParams.get('verify_token'),
      send_reset_email: false,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This reset link is invalid or has expired.');
  });
});

describe('create account with a new brand', () => {
  it('creates the brand and its ADMIN, sends a working verification link', async () => {
    const res = await t.api.post('/api/auth/create').send(newAccount('fay@fresh.test'));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'fay@fresh.test', permission_id: 2, role: 'ADMIN', email_verified: false });
    expect(res.body.user.brand).toMatchObject({ name: 'Fresh Prints' });
    const userId = res.body.user.id;

    const { email, link } = await t.lastEmail('fay@fresh.test');
    expect(email?.kind).toBe('verification');
    expect(link?.pathname).toBe('/verify');
    expect(link?.searchParams.get('user_id')).toBe(String(userId));

    const login = await t.api.post('/api/auth/login').send({ email: 'fay@fresh.test', password: NEW_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.authToken}` };
    expect((await t.api.get(`/api/auth/verify-status?user_id=${userId}`).set(auth)).body).toEqual({ status: 0 });

    const verify = await t.api
      .post('/api/auth/verify-email')
      .send({ user_id: userId, verify_token: link!.searchParams.get('verify_token') });
    expect(verify.status).toBe(200);
    expect(verify.body.user.email_verified).toBe(true);
    // One user shape for every account call: the brand object, as login and /me answer it.
    expect(verify.body.user).toEqual((await t.api.get('/api/auth/me').set(auth)).body.user);
    expect(verify.body.user.brand).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect((await t.api.get(`/api/auth/verify-status?user_id=${userId}`).set(auth)).body).toEqual({ status: 100 });

    // Single use.
    const again = await t.api
      .post('/api/auth/verify-email')
      .send({ user_id: userId, verify_token: link!.searchParams.get('verify_token') });
    expect(again.status).toBe(400);
  });

  it('refuses a weak password with the spec message', async () => {
    const res = await t.api.post('/api/auth/create').send(newAccount('weak@fresh.test', { password: 'password' }));
    expect(res.status).toBe(400);
    expect(res.body.error.errors.password).toBe('Password is invalid. Please enter a password with the required parameters.');
  });

  it('refuses a password over 64 characters', async () => {
    const res = await t.api.post('/api/auth/create').send(newAccount('long@fresh.test', { password: `Aa1!${'x'.repeat(61)}` }));
    expect(res.status).toBe(400);
    expect(res.body.error.errors.password).toBeDefined();
  });

  it('lists every missing field', async () => {
    const res = await t.api.post('/api/auth/create').send({ is_new_brand: true, permission: 2 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.errors).sort()).toEqual(['brand.name', 'email', 'first', 'last', 'password']);
    expect(res.body.error.errors.first).toBe('Must provide a value');
  });

  it('refuses any permission other than 2', async () => {
    const res = await t.api.post('/api/auth/create').send(newAccount('boss@fresh.test', { permission: 5 }));
    expect(res.status).toBe(400);
    expect(res.body.error.errors.permission).toBeDefined();
  });

  it('refuses an email that already has an account (any case)', async () => {
    const res = await t.api.post('/api/auth/create').send(newAccount('Admin@Demo.test'));
    expect(res.status).toBe(409);
    expect(res.body.error.errors.email).toBe('An account with this email already exists.');
  });

  it('is closed while show-create-account is off', async () => {
    const boss = await t.as('superadmin@demo.test');
    const flags = await boss.get('/api/feature-flags?filter_by={"flag_name":"show-create-account"}');
    const flag = flags.body[0];
    await boss.put(`/api/feature-flags/${flag.id}`).send({ production_value: false }).expect(200);
    try {
      const res = await t.api.post('/api/auth/create').send(newAccount('closed@fresh.test'));
      expect(res.status).toBe(403);
    } finally {
      await boss.put(`/api/feature-flags/${flag.id}`).send({ production_value: true }).expect(200);
    }
  });
});

describe('invitations', () => {
  it('lets a brand ADMIN invite to their brand; the emailed link completes the user, who can log in', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.post('/api/auth/create').send({ brand_id: 1, email: 'ivy@wallflower.test', permission: 1 });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'ivy@wallflower.test', brand_id: 1, role: 'USER' });

    const { email, link } = await t.lastEmail('ivy@wallflower.test');
    expect(email?.kind).toBe('invitation');
    expect(link?.pathname).toBe('/new-user');
    const id = Number(link!.searchParams.get('user_id'));
    const verify_token = link!.searchParams.get('verify_token');

    const weak = await t.api.post('/api/auth/update').send({ id, verify_token, first: 'Ivy', last: 'Vine', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.errors.password).toBe('Password is invalid. Please enter a password with the required parameters.');

    const done = await t.api.post('/api/auth/update').send({ id, verify_token, first: 'Ivy', last: 'Vine', password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ first: 'Ivy', last: 'Vine', email_verified: true, brand: { id: 1, name: 'Wallflower Studio' } });
    const signedIn = await t.api.post('/api/auth/login').send({ email: 'ivy@wallflower.test', password: NEW_PASSWORD });
    expect(Object.keys(done.body.user).sort()).toEqual(Object.keys(signedIn.body.user).sort());
    expect(done.body.user.brand).toEqual(signedIn.body.user.brand);

    const reuse = await t.api.post('/api/auth/update').send({ id, verify_token, first: 'X', last: 'Y', password: NEW_PASSWORD });
    expect(reuse.status).toBe(400);

    const login = await t.api.post('/api/auth/login').send({ email: 'ivy@wallflower.test', password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('refuses an ADMIN inviting into another brand (403) or granting a staff role (403)', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/auth/create').send({ brand_id: 2, email: 'x@north.test', permission: 1 })).status).toBe(403);
    expect((await admin.post('/api/auth/create').send({ brand_id: 1, email: 'x@wall.test', permission: 5 })).status).toBe(403);
  });

  it('refuses a USER inviting anybody (403) and an anonymous caller (401)', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.post('/api/auth/create').send({ brand_id: 1, email: 'y@wall.test', permission: 1 })).status).toBe(403);
    expect((await t.api.post('/api/auth/create').send({ brand_id: 1, email: 'y@wall.test', permission: 1 })).status).toBe(401);
  });

  it('refuses an invitation with a bad token', async () => {
    const res = await t.api.post('/api/auth/update').send({ id: 5, verify_token: 'forged', first: 'A', last: 'B', password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This invitation link is invalid or has expired.');
  });
});

describe('forgot and reset password', () => {
  it('answers 202 whether or not the email exists, mails and audits (no actor) only real accounts', async () => {
    const known = await t.api.post('/api/auth/reset-password').send({ email: 'admin2@demo.test', send_reset_email: true });
    const unknown = await t.api.post('/api/auth/reset-password').send({ email: 'nobody@demo.test', send_reset_email: true });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    expect((await t.lastEmail('nobody@demo.test')).email).toBeUndefined();
    expect((await t.lastEmail('admin2@demo.test')).email?.kind).toBe('reset');
    const requests = await t.ctx.database.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.action, 'request-password-reset') });
    expect(requests.map((r) => [r.resource, r.user_id, Number(r.record_id) > 0])).toEqual([['users', null, true]]);
  });

  it('resets through the emailed link once, ends the old sessions, and the new password works', async () => {
    const old = await t.api.post('/api/auth/login').send({ email: 'admin2@demo.test', password: DEMO_PASSWORD });
    await t.api.post('/api/auth/reset-password').send({ email: 'admin2@demo.test', send_reset_email: true }).expect(202);
    const { link } = await t.lastEmail('admin2@demo.test');
    expect(link?.pathname).toBe('/reset-password');
    const body = {
      id: Number(link!.searchParams.get('user_id')),
      reset_token: link!.searchParams.get('verify_token'),
      send_reset_email: false,
      password: NEW_PASSWORD,
    };
    const weak = await t.api.post('/api/auth/reset-password').send({ ...body, password: 'weak' });
    expect(weak.status).toBe(400);
    expect((await t.api.post('/api/auth/reset-password').send(body)).status).toBe(200);
    expect((await t.api.post('/api/auth/reset-password').send(body)).status).toBe(400);
    expect((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${old.body.authToken}`)).status).toBe(401);
    expect((await t.api.post('/api/auth/login').send({ email: 'admin2@demo.test', password: NEW_PASSWORD })).status).toBe(200);
    expect((await t.api.post('/api/auth/login').send({ email: 'admin2@demo.test', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('asks for an email and for send_reset_email', async () => {
    expect((await t.api.post('/api/auth/reset-password').send({ send_reset_email: true })).body.error.errors).toEqual({
      email: 'Must provide a value',
    });
    expect((await t.api.post('/api/auth/reset-password').send({ email: 'a@b.c' })).status).toBe(400);
  });

  it('refuses a forged reset token', async () => {
    const res = await t.api
      .post('/api/auth/reset-password')
      .send({ id: 4, reset_token: 'forged', send_reset_email: false, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
  });
});

describe('verify status', () => {
  it('lets a user ask about themself, and not about another brand’s user', async () => {
    const user = await t.as('user@demo.test');
    const me = await user.get('/api/auth/me');
    expect((await user.get(`/api/auth/verify-status?user_id=${me.body.user.id}`)).body).toEqual({ status: 100 });
    const users = await (await t.as('superadmin@demo.test')).get('/api/auth/users');
    const other = users.body.find((u: any) => u.email === 'admin2@demo.test');
    expect((await user.get(`/api/auth/verify-status?user_id=${other.id}`)).status).toBe(403);
    expect((await user.get('/api/auth/verify-status?user_id=abc')).status).toBe(400);
  });
});

describe('users of a brand and permissions', () => {
  it('lists the users of the ADMIN’s brand only', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/auth/users?brand_id=1');
    expect(res.status).toBe(200);
    expect(res.body.every((u: any) => u.brand_id === 1)).toBe(true);
    expect(res.body.map((u: any) => u.email)).toEqual(expect.arrayContaining(['admin@demo.test', 'user@demo.test']));
    expect((await admin.get('/api/auth/users')).body.every((u: any) => u.brand_id === 1)).toBe(true);
  });

  it('refuses brand 2’s users to brand 1’s ADMIN', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/auth/users?brand_id=2')).status).toBe(403);
  });

  it('shows SUPERADMIN every brand’s users', async () => {
    const boss = await t.as('superadmin@demo.test');
    const res = await boss.get('/api/auth/users');
    expect(new Set(res.body.map((u: any) => u.brand_id))).toEqual(expect.objectContaining({}));
    expect(res.body.map((u: any) => u.email)).toEqual(
      expect.arrayContaining(['admin@demo.test', 'admin2@demo.test', 'technician@demo.test']),
    );
  });

  it('refuses the users list to USER and TECHNICIAN', async () => {
    expect((await (await t.as('user@demo.test')).get('/api/auth/users?brand_id=1')).status).toBe(403);
    expect((await (await t.as('technician@demo.test')).get('/api/auth/users')).status).toBe(403);
  });

  it('lists the five permissions', async () => {
    const res = await (await t.as('admin@demo.test')).get('/api/auth/permissions');
    expect(res.body).toEqual([
      { id: 1, permission: 'USER' },
      { id: 2, permission: 'ADMIN' },
      { id: 3, permission: 'SUPERUSER' },
      { id: 4, permission: 'TECHNICIAN' },
      { id: 5, permission: 'SUPERADMIN' },
    ]);
  });

  it('lets an ADMIN change and remove users of their brand only', async () => {
    const admin = await t.as('admin@demo.test');
    const invited = await admin.post('/api/auth/create').send({ brand_id: 1, email: 'temp@wallflower.test', permission: 1 });
    const id = invited.body.user.id;
    const promoted = await admin.post('/api/auth/permissions').send({ user_id: id, permission_id: 2 });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('ADMIN');
    expect(promoted.body.user.brand).toMatchObject({ id: 1, name: 'Wallflower Studio' });
    expect((await admin.post('/api/auth/permissions').send({ user_id: id, permission_id: 5 })).status).toBe(403);
    expect((await admin.post('/api/auth/permissions').send({ user_id: id, permission_id: 9 })).status).toBe(400);
    expect((await admin.post('/api/auth/permissions').send({ user_id: 'x' })).status).toBe(400);

    const boss = await t.as('superadmin@demo.test');
    const brand2 = (await boss.get('/api/auth/users?brand_id=2')).body[0];
    expect((await admin.post('/api/auth/permissions').send({ user_id: brand2.id, permission_id: 1 })).status).toBe(403);
    expect((await admin.delete(`/api/auth/users?user_id=${brand2.id}`)).status).toBe(403);

    expect((await admin.delete(`/api/auth/users?user_id=${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/auth/users?user_id=${id}`)).status).toBe(404);
  });

  it('refuses removing yourself', async () => {
    const admin = await t.as('admin@demo.test');
    const me = (await admin.get('/api/auth/me')).body.user;
    expect((await admin.delete(`/api/auth/users?user_id=${me.id}`)).status).toBe(403);
  });
});

describe('profile and password of the signed-in user', () => {
  it('changes the name, and the password with the current one', async () => {
    const login = await t.api.post('/api/auth/login').send({ email: 'technician@demo.test', password: DEMO_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.authToken}` };
    const renamed = await t.api.put('/api/auth/me').set(auth).send({ first: 'Theodore', last: 'Tech' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.first).toBe('Theodore');
    expect((await t.api.put('/api/auth/me').set(auth).send({ first: '' })).status).toBe(400);

    const wrong = await t.api.post('/api/auth/change-password').set(auth).send({ current_password: 'nope', password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.errors.current_password).toBeDefined();
    const changed = await t.api
      .post('/api/auth/change-password')
      .set(auth)
      .send({ current_password: DEMO_PASSWORD, password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${changed.body.authToken}`)).status).toBe(200);
    expect((await t.api.post('/api/auth/login').send({ email: 'technician@demo.test', password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records account changes with who did them, without secrets', async () => {
    const rows = await t.ctx.database.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.resource, 'users') });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.action === 'invite' && r.user_email === 'admin@demo.test')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/password_hash|scrypt\$/);
  });
});
