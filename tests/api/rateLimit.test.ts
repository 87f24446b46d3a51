import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ rateLimit: { windowMs: 60_000, login: 3, forgot: 2, reset: 2, loginPerAddress: 6, create: 2 } });
});
afterAll(() => t.close());

describe('rate limiting', () => {
  it('stops failed logins for an email after the limit with 429, successful ones do not count', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.api.post('/api/auth/login').send({ email: 'user@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await t.api.post('/api/auth/login').send({ email: 'admin@demo.test', password: 'wrong' })).status).toBe(401);
    }
    const blocked = await t.api.post('/api/auth/login').send({ email: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
      request_id: expect.any(String),
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account from the same address is not blocked.
    expect((await t.api.post('/api/auth/login').send({ email: 'admin2@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('limits reset emails', async () => {
    const ask = () => t.api.post('/api/auth/reset-password').send({ email: 'user@demo.test', send_reset_email: true });
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(429);
  });

  it('limits reset attempts', async () => {
    const attempt = () =>
      t.api.post('/api/auth/reset-password').send({ id: 1, reset_token: 'guess', send_reset_email: false, password: 'Guess-Pass-1!' });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('slows password spraying: failed logins from one address over many emails', async () => {
    // Failures counted for this address above go on counting over other emails, up to 6.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.api.post('/api/auth/login').send({ email: `spray${i}@x.test`, password: 'Spray-Pass-1!' })).status);
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits account creation and invitation completion per address, and checks the link before hashing', async () => {
    const account = (email: string) => ({
      is_new_brand: true,
      brand: { name: email },
      first: 'A',
      last: 'B',
      email,
      password: 'Str0ng-Passw0rd!',
      permission: 2,
    });
    expect((await t.api.post('/api/auth/create').send(account('one@new.test'))).status).toBe(201);
    expect((await t.api.post('/api/auth/create').send(account('two@new.test'))).status).toBe(201);
    expect((await t.api.post('/api/auth/create').send(account('three@new.test'))).status).toBe(429);
    const complete = () =>
      t.api.post('/api/auth/update').send({ id: 1, verify_token: 'forged', first: 'A', last: 'B', password: 'Str0ng-Passw0rd!' });
    expect((await complete()).body.error.errors).toEqual({ verify_token: 'Invalid or expired link' });
    expect((await complete()).status).toBe(400);
    expect((await complete()).status).toBe(429);
  });

  it('keeps its counters in the database (shared by every instance)', async () => {
    const rows = await t.ctx.database.db.query.rateLimits.findMany();
    expect(rows.map((r) => r.key.split(':')[0])).toEqual(expect.arrayContaining(['login', 'login-address', 'create', 'update']));
  });
});
