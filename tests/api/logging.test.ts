/**
 * The server's log after a login, an authenticated call and an emailed link's visit carries no
 * token, password or cookie (issue 10 item 8).
 */
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logging';
import { DEMO_PASSWORD, testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

it('writes no token, password or cookie to the log', async () => {
  let log = '';
  const sink = new Writable({ write: (chunk, _enc, done) => ((log += chunk.toString()), done()) });
  const api = supertest(createApp(t.ctx, createLogger('info', sink)));
  const login = await api
    .post('/api/auth/login')
    .set('Cookie', 'session=cookie-secret-value')
    .send({ email: 'admin@demo.test', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const token = login.body.authToken as string;
  expect((await api.get('/api/auth/me').set('Authorization', `Bearer ${token}`).set('Cookie', 'session=cookie-secret-value')).status).toBe(
    200,
  );
  await api.get('/new-user?user_id=5&verify_token=emailed-link-secret');
  await api.post('/api/auth/login').send({ email: 'admin@demo.test', password: 'Wrong-Secret-Pass-9!' });

  expect(log).toContain('/api/auth/me'); // the calls were logged…
  for (const secret of [token, DEMO_PASSWORD, 'cookie-secret-value', 'emailed-link-secret', 'Wrong-Secret-Pass-9!']) {
    expect(log, secret).not.toContain(secret); // …without their secrets
  }
  expect(log).toContain('[Redacted]');
});
