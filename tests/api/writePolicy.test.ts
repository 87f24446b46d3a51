/**
 * The write policy on the routes of issue findings: an unknown body field is a 400 naming it on
 * hand-written routes too, an update changes only the fields sent, and an update that changes
 * nothing writes no audit row. (The contract over every route: writeContract.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../resources/access';
import { passes, restOperations, type RestOperation } from '../support/operations';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await testApp();
  doc = (await t.api.get('/api/openapi.json')).body;
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

/**
 * Every update of a declared record, read from the OpenAPI document: a field the caller may clear
 * (a nullable text field) is set on its own, then cleared with null, and no other field of the
 * record moves either time. Updates without such a field are listed, so a new one is seen.
 */
describe('every record update changes only the fields sent', () => {
  const WITHOUT_CLEARABLE_TEXT = [
    'PUT /api/brands',
    'PUT /api/collections',
    'PUT /api/fonts/{id}',
    'PUT /api/invoices/{id}',
    'PUT /api/jdml/{id}',
    'PUT /api/languages',
    'PUT /api/line-items',
    'PUT /api/material-aliases/{id}',
    'PUT /api/mockup-categories/{id}',
    'PUT /api/mockups',
    'PUT /api/queues/order-processor/{id}',
    'PUT /api/employees/{id}',
    // Action routes: their own tests hold what they change.
    'PUT /api/brands/header',
    'PUT /api/jdml/section',
    'PUT /api/pricing/brand-pricing',
    'PUT /api/products/toggle-fixed-scale',
    'PUT /api/translation',
  ];

  /** The PUT routes of declared records some role may call, with the body schema of their fields. */
  function recordUpdates() {
    const updates: Array<{ op: RestOperation; route: string; wrap?: string; fields: Record<string, any> }> = [];
    for (const op of restOperations(doc).filter((o) => o.method === 'put')) {
      if (typeof op.access !== 'object' || !ROLES.some((role) => passes(op.access, role))) continue;
      let schema = op.body;
      let wrap: string | undefined;
      // A payload wrapped in its resource's key (`{language: {...}}`).
      const keys = Object.keys(schema?.properties ?? {});
      if (keys.length === 1 && schema.properties[keys[0]].$ref) {
        wrap = keys[0];
        schema = schema.properties[keys[0]];
      }
      if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()];
      if (!schema?.properties) continue;
      updates.push({ op, route: `PUT ${op.path}`, wrap, fields: schema.properties });
    }
    return updates;
  }

  const clearable = (field: any) =>
    !field.readOnly &&
    Array.isArray(field.type) &&
    field.type.includes('string') &&
    field.type.includes('null') &&
    !field.enum &&
    !field.format;

  it('sets one field alone and clears it with null, leaving every other field as it was', { timeout: 60_000 }, async () => {
    const boss = await t.as('superadmin@demo.test');
    const wrong: string[] = [];
    const without: string[] = [];
    for (const { op, route, wrap, fields } of recordUpdates()) {
      // Free text first: other text fields have rules of their own (a link is a path, a currency three letters).
      const names = Object.keys(fields).filter((k) => clearable(fields[k]));
      const name = ['description', 'notes', 'note'].find((k) => names.includes(k)) ?? names[0];
      if (!name) {
        without.push(route);
        continue;
      }
      const base = op.path.replace(/\/\{id\}$/, '');
      const listed = (await boss.get(`${base}?page_count=1&sort_by=id&order=ASC`)).body;
      const record = (listed.results ?? listed)[0];
      if (!record) {
        wrong.push(`${route}: no record to update in GET ${base}`);
        continue;
      }
      const send = async (value: string | null) => {
        const url = op.path.includes('{id}') ? op.path.replace('{id}', String(record.id)) : op.path;
        const fieldsSent = op.path.includes('{id}') ? { [name]: value } : { id: record.id, [name]: value };
        const res = await boss.put(url).send(wrap ? { [wrap]: fieldsSent } : fieldsSent);
        if (res.status !== 200) wrong.push(`${route} ${name}=${value}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res.body?.[wrap ?? ''] ?? res.body;
      };
      const moved = (after: Record<string, unknown>) =>
        Object.keys(record).filter(
          (k) => k !== name && k !== 'updated_at' && k in after && JSON.stringify(after[k]) !== JSON.stringify(record[k]),
        );
      const value = name === 'link' ? '/partial-update' : 'Partial update';
      const set = await send(value);
      if (set?.[name] !== value || moved(set).length) wrong.push(`${route} ${name}: set moved ${moved(set ?? {})}`);
      const cleared = await send(null);
      if (cleared?.[name] !== null || moved(cleared).length) wrong.push(`${route} ${name}: null moved ${moved(cleared ?? {})}`);
    }
    expect(wrong).toEqual([]);
    expect(without.sort()).toEqual([...WITHOUT_CLEARABLE_TEXT].sort());
  });
});
