/**
 * The write policy on the routes of issue findings: an unknown body field is a 400 naming it on
 * hand-written routes too, an update changes only the fields sent, and an update that changes
 * nothing writes no audit row. (The contract over every route: writeContract.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const auditRows = (resource: string, id?: number) =>
  t.ctx.database.db.query.auditLog.findMany({
    where: (a, { and, eq }) => and(eq(a.resource, resource), id === undefined ? undefined : eq(a.record_id, String(id))),
    orderBy: (a, { asc }) => [asc(a.id)],
  });

describe('unknown fields on hand-written routes', () => {
  it('refuses a drop group with line_item_ids (the field is line_items) and makes no print run', async () => {
    const boss = await t.as('superadmin@demo.test');
    const before = (await boss.get('/api/jdml/dropper/groups')).body;
    const res = await boss.post('/api/jdml/dropper/group').send({ brand_id: 1, material_id: 1, line_item_ids: [20] });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ line_item_ids: 'Unknown field: line_item_ids' });
    expect((await boss.get('/api/jdml/dropper/groups')).body.length).toBe(before.length);
  });

  it('refuses an order email with body (the field is message) and sends nothing', async () => {
    const boss = await t.as('superadmin@demo.test');
    const sent = await t.ctx.database.db.query.emailOutbox.findMany();
    const res = await boss.post('/api/v2/email/send').send({ order_id: 1, template: 'custom', subject: 'Hi', body: 'Hello' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown field: body');
    expect(res.body.error.errors).toEqual({ body: 'Unknown field: body' });
    expect((await t.ctx.database.db.query.emailOutbox.findMany()).length).toBe(sent.length);
  });
});

describe('declared CRUD through the audited-write helper', () => {
  it('changes only the fields sent, clears with null, and writes no audit row for no change', async () => {
    const boss = await t.as('superadmin@demo.test');
    const created = await boss
      .post('/api/feature-flags')
      .send({ flag_name: 'write-policy-flag', production_value: true, description: 'Kept' });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const partial = await boss.put(`/api/feature-flags/${id}`).send({ production_value: false });
    expect(partial.body).toMatchObject({ production_value: false, description: 'Kept' });

    const same = await boss.put(`/api/feature-flags/${id}`).send({ production_value: false, description: 'Kept' });
    expect(same.status).toBe(200);
    expect((await auditRows('feature-flags', id)).map((a) => a.action)).toEqual(['create', 'update']);

    const cleared = await boss.put(`/api/feature-flags/${id}`).send({ description: null });
    expect(cleared.body).toMatchObject({ production_value: false, description: null });
    const rows = await auditRows('feature-flags', id);
    expect(rows.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(rows[2]).toMatchObject({
      user_email: 'superadmin@demo.test',
      before: expect.objectContaining({ description: 'Kept' }),
      after: expect.objectContaining({ description: null }),
    });
  });
});

describe('billing details', () => {
  it('a partial save changes only the fields sent, with one audit row; null clears', async () => {
    const admin = await t.as('admin@demo.test');
    const full = await admin.post('/api/billing/details').send({
      brand_id: 1,
      plan: 'token_basic_plan',
      company_name: 'Moonlit Walls',
      email: 'billing@moonlit.test',
      tax_id: 'FR123',
    });
    expect(full.status).toBe(200);
    const audited = (await auditRows('billing', 1)).length;

    const partial = await admin.post('/api/billing/details').send({ brand_id: 1, plan: 'token_premium_plan' });
    expect(partial.status).toBe(200);
    const details = (await admin.get('/api/billing?brand_id=1')).body;
    expect(details.plan).toBe('token_premium_plan');
    expect(details.details).toMatchObject({ company_name: 'Moonlit Walls', email: 'billing@moonlit.test', tax_id: 'FR123' });
    const rows = await auditRows('billing', 1);
    expect(rows.length).toBe(audited + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      user_email: 'admin@demo.test',
      brand_id: 1,
      before: expect.objectContaining({ plan: 'token_basic_plan' }),
      after: expect.objectContaining({ plan: 'token_premium_plan', company_name: 'Moonlit Walls' }),
    });

    await admin.post('/api/billing/details').send({ brand_id: 1, plan: 'token_premium_plan' });
    expect((await auditRows('billing', 1)).length).toBe(audited + 1);

    await admin.post('/api/billing/details').send({ brand_id: 1, plan: 'token_premium_plan', tax_id: null });
    expect((await admin.get('/api/billing?brand_id=1')).body.details).toMatchObject({ company_name: 'Moonlit Walls', tax_id: null });
  });
});
