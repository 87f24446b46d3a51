import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const events = () => t.ctx.database.db.query.analyticsEvents.findMany({ orderBy: (e, { asc }) => [asc(e.id)] });

describe('analytics events', () => {
  it('records a visitor’s signup event without a session', async () => {
    const res = await t.api.post('/api/analytics/events').send({ name: 'signup', path: '/new-account', props: { password_valid: true } });
    expect(res.status).toBe(202);
    expect((await events()).at(-1)).toMatchObject({ name: 'signup', path: '/new-account', props: { password_valid: true }, user_id: null });
  });

  it('takes the user and brand from the session, never from the body', async () => {
    const admin = await t.as('admin@demo.test');
    await admin.post('/api/analytics/events').send({ name: 'page_view', path: '/orders' }).expect(202);
    expect((await events()).at(-1)).toMatchObject({ name: 'page_view', path: '/orders', brand_id: 1, user_id: expect.any(Number) });
    const forged = await admin.post('/api/analytics/events').send({ name: 'page_view', brand_id: 2 });
    expect(forged.status).toBe(400);
  });

  it('refuses bad events with field messages', async () => {
    const res = await t.api
      .post('/api/analytics/events')
      .send({ name: 'Bad Name!', path: 'x'.repeat(600), props: { blob: 'x'.repeat(3000) } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.errors).sort()).toEqual(['name', 'path', 'props']);
    expect((await t.api.post('/api/analytics/events').send({})).body.error.errors).toEqual({ name: 'Must provide a value' });
  });
});

describe('reading events', () => {
  it('lists them newest first for staff, filtered by name; refuses brand users', async () => {
    const staff = await t.as('technician@demo.test');
    const res = await staff.get('/api/analytics/events?name=signup');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((e: any) => e.name === 'signup')).toBe(true);
    expect((await (await t.as('admin@demo.test')).get('/api/analytics/events')).status).toBe(403);
    expect((await t.api.get('/api/analytics/events')).status).toBe(401);
  });
});
