/** The small calls the app shell needs: public client settings and the email outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/testApp';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ contactUrl: 'https://help.example.test/contact', chatWidgetUrl: undefined });
});
afterAll(() => t.close());

describe('GET /api/app-config', () => {
  it('gives the contact link and no chat widget without a session', async () => {
    const res = await t.api.get('/api/app-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactUrl: 'https://help.example.test/contact', chatWidgetUrl: null, paymentsPublishableKey: null });
  });
});

describe('GET /api/outbox', () => {
  it('lists the emails sent to an address, newest first, for technicians', async () => {
    await t.api.post('/api/auth/reset-password').send({ email: 'user@demo.test', send_reset_email: true }).expect(202);
    await t.api.post('/api/auth/reset-password').send({ email: 'user@demo.test', send_reset_email: true }).expect(202);
    const technician = await t.as('technician@demo.test');
    const res = await technician.get('/api/outbox?to=USER@demo.test');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    expect(res.body.every((e: any) => e.to === 'user@demo.test')).toBe(true);
    expect(res.body[0].id).toBeGreaterThan(res.body[1].id);
    expect(res.body[0].text).toMatch(/\/reset-password\?/);
  });

  it('shows whole links only to SUPERADMIN: the tokens in them take over an account', async () => {
    await t.api.post('/api/auth/reset-password').send({ email: 'superadmin@demo.test', send_reset_email: true }).expect(202);
    const technician = await t.as('technician@demo.test');
    const redacted = (await technician.get('/api/outbox?to=superadmin@demo.test')).body[0];
    expect(redacted.text).toMatch(/user_id=\d+&verify_token=hidden/);
    expect(redacted.html).toContain('verify_token=hidden');
    const superadmin = await t.as('superadmin@demo.test');
    const whole = (await superadmin.get('/api/outbox?to=superadmin@demo.test')).body[0];
    expect(whole.text).toMatch(/verify_token=[A-Za-z0-9_-]{40,}/);
  });

  it('is refused to brand users and to visitors', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/outbox')).status).toBe(403);
    expect((await t.api.get('/api/outbox')).status).toBe(401);
  });

  it('rejects a bad limit with a field message', async () => {
    const technician = await t.as('technician@demo.test');
    const res = await technician.get('/api/outbox?limit=abc');
    expect(res.status).toBe(400);
    expect(res.body.error.errors.limit).toBe('Must be a number');
  });
});
