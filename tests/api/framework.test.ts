/** The resource framework, proven on feature flags and languages. */
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('feature flags (REST group from a declaration)', () => {
  it('creates, reads, updates and deletes a flag, writing the audit log', async () => {
    const boss = await t.as('superadmin@demo.test');
    const created = await boss
      .post('/api/feature-flags')
      .send({ flag_name: 'bulk-upload-v2', production_value: true, description: 'New bulk upload' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), flag_name: 'bulk-upload-v2', production_value: true });
    const id = created.body.id;

    expect((await boss.get(`/api/feature-flags/${id}`)).body.flag_name).toBe('bulk-upload-v2');
    expect((await t.api.get('/api/feature-flags/bulk-upload-v2')).body).toEqual({ flag_name: 'bulk-upload-v2', value: true });

    const updated = await boss.put(`/api/feature-flags/${id}`).send({ production_value: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ flag_name: 'bulk-upload-v2', production_value: false, description: 'New bulk upload' });
    expect((await t.api.get('/api/feature-flags/bulk-upload-v2')).body.value).toBe(false);

    expect((await boss.delete(`/api/feature-flags/${id}`)).status).toBe(200);
    expect((await boss.get(`/api/feature-flags/${id}`)).status).toBe(404);
    expect((await t.api.get('/api/feature-flags/bulk-upload-v2')).status).toBe(404);

    const audit = await t.ctx.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.resource, 'feature-flags'), eq(a.record_id, String(id))),
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({
      user_email: 'superadmin@demo.test',
      before: expect.objectContaining({ production_value: true }),
      after: expect.objectContaining({ production_value: false }),
    });
  });

  it('answers bad input with field errors', async () => {
    const boss = await t.as('superadmin@demo.test');
    const res = await boss.post('/api/feature-flags').send({ flag_name: 'Bad Name', production_value: 'maybe', colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toMatchObject({
      flag_name: 'Use lowercase letters, digits and dashes (e.g. show-create-account)',
      production_value: 'Must be true or false',
    });
    const missing = await boss.post('/api/feature-flags').send({});
    expect(missing.body.error.errors).toMatchObject({ flag_name: 'Must provide a value', production_value: 'Must provide a value' });
    const unknown = await boss.post('/api/feature-flags').send({ flag_name: 'ok-flag', production_value: true, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.error)).toContain('colour');
  });

  it('answers a duplicate name with a 409 on the field', async () => {
    const boss = await t.as('superadmin@demo.test');
    const res = await boss.post('/api/feature-flags').send({ flag_name: 'show-create-account', production_value: false });
    expect(res.status).toBe(409);
    expect(res.body.error.errors).toEqual({ flag_name: 'Flag Name is already used by another feature flag' });
    // By key too: the record's kind by its declaration, for the app to name in the chosen language.
    expect(res.body.error.message_codes.flag_name).toEqual({
      code: 'fields.unique',
      values: {
        field: 'Flag Name',
        field_key: 'resources.development/feature-flags.fields.flag_name',
        one: 'feature flag',
        resource: 'development/feature-flags',
      },
    });
  });

  it('answers a missing or malformed id with 404 / 400', async () => {
    const boss = await t.as('superadmin@demo.test');
    expect((await boss.put('/api/feature-flags/999999').send({ production_value: true })).status).toBe(404);
    expect((await boss.delete('/api/feature-flags/999999')).status).toBe(404);
    expect((await boss.put('/api/feature-flags/abc').send({ production_value: true })).status).toBe(400);
  });

  it('keeps flags to SUPERADMIN: 401 without a session, 403 for others', async () => {
    expect((await t.api.get('/api/feature-flags')).status).toBe(401);
    for (const email of ['admin@demo.test', 'user@demo.test', 'technician@demo.test', 'superuser@demo.test']) {
      const other = await t.as(email);
      expect((await other.get('/api/feature-flags')).status).toBe(403);
      expect((await other.post('/api/feature-flags').send({ flag_name: 'x', production_value: true })).status).toBe(403);
    }
  });

  it('paginates, filters, searches and sorts in the docs/requirements/platform.md §2 shape', async () => {
    const boss = await t.as('superadmin@demo.test');
    for (const name of ['alpha-one', 'alpha-two', 'beta-three', 'gamma-four']) {
      await boss
        .post('/api/feature-flags')
        .send({ flag_name: name, production_value: name.startsWith('alpha') })
        .expect(201);
    }
    const page0 = await boss.get('/api/feature-flags?page_count=2&page=0&sort_by=flag_name&order=ASC');
    expect(page0.body).toMatchObject({ count: 5, hasNext: true, hasBefore: false });
    expect(page0.body.results.map((f: any) => f.flag_name)).toEqual(['alpha-one', 'alpha-two']);
    const page2 = await boss.get('/api/feature-flags?page_count=2&page=2&sort_by=flag_name&order=ASC');
    expect(page2.body).toMatchObject({ count: 5, hasNext: false, hasBefore: true });
    expect(page2.body.results.map((f: any) => f.flag_name)).toEqual(['show-create-account']);

    const filtered = await boss.get(
      `/api/feature-flags?filter_by=${encodeURIComponent('{"production_value":true,"q":"alpha"}')}&sort_by=flag_name&order=DESC`,
    );
    expect(filtered.body.map((f: any) => f.flag_name)).toEqual(['alpha-two', 'alpha-one']);
    const inList = await boss.get(`/api/feature-flags?filter_by=${encodeURIComponent('{"flag_name":["beta-three","gamma-four"]}')}`);
    expect(inList.body.map((f: any) => f.flag_name).sort()).toEqual(['beta-three', 'gamma-four']);
    const search = await boss.get('/api/feature-flags?q=amma');
    expect(search.body.map((f: any) => f.flag_name)).toEqual(['gamma-four']);
  });

  it('answers bad list parameters with 400, not 500', async () => {
    const boss = await t.as('superadmin@demo.test');
    expect((await boss.get('/api/feature-flags?filter_by={oops')).status).toBe(400);
    expect((await boss.get('/api/feature-flags?filter_by=[1]')).status).toBe(400);
    expect((await boss.get('/api/feature-flags?sort_by=password')).body.error.errors).toEqual({ sort_by: 'Unknown field: password' });
    expect((await boss.get('/api/feature-flags?order=SIDEWAYS')).status).toBe(400);
    expect((await boss.get('/api/feature-flags?page_count=-1')).status).toBe(400);
    expect((await boss.get('/api/feature-flags?filter_by={"nope":1}')).status).toBe(400);
  });
});

describe('languages (bodyKey, update in body, delete by query)', () => {
  it('are public to read', async () => {
    const res = await t.api.get('/api/languages');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: 1, name: 'English', language_key: 'en' });
    expect(res.body.length).toBeGreaterThanOrEqual(2);
  });

  it('are managed by SUPERADMIN with the spec payloads', async () => {
    const boss = await t.as('superadmin@demo.test');
    const created = await boss.post('/api/languages').send({ language: { name: 'Deutsch', language_key: 'de' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await boss.put('/api/languages').send({ language: { id, name: 'German' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'German', language_key: 'de' });
    expect((await boss.put('/api/languages').send({ language: { name: 'No id' } })).status).toBe(400);
    expect((await boss.delete('/api/languages')).status).toBe(400);
    expect((await boss.delete(`/api/languages?language_id=${id}`)).status).toBe(200);
    expect((await t.api.get(`/api/languages/${id}`)).status).toBe(404);
  });

  it('refuses changes by ADMIN', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/languages').send({ language: { name: 'Klingon', language_key: 'tlh' } })).status).toBe(403);
  });
});

describe('translations', () => {
  it('serves a language’s texts by key, publicly', async () => {
    const res = await t.api.get('/api/translation?language_id=2');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(expect.objectContaining({ translation_key: 'menu.dashboard', text: 'Tableau de bord' }));
  });

  it('adds and changes a text (SUPERADMIN), and refuses others', async () => {
    const boss = await t.as('superadmin@demo.test');
    const added = await boss.post('/api/translation').send({ translation_key: 'test.greeting', language_id: 1, text: 'Hello' });
    expect(added.status).toBe(201);
    await boss.put('/api/translation').send({ translation_key: 'test.greeting', language_id: 1, text: 'Hi there' }).expect(200);
    const en = await t.api.get('/api/translation?language_id=1');
    expect(en.body).toContainEqual(expect.objectContaining({ translation_key: 'test.greeting', text: 'Hi there' }));
    const keys = await boss.get('/api/translation/keys');
    const key = keys.body.find((k: any) => k.translation_key === 'test.greeting');
    expect((await boss.get(`/api/translation?key_id=${key.id}`)).body).toEqual([
      expect.objectContaining({ language_id: 1, text: 'Hi there' }),
    ]);
    expect(
      (await (await t.as('admin@demo.test')).post('/api/translation').send({ translation_key: 'x', language_id: 1, text: 'x' })).status,
    ).toBe(403);
    expect(
      (await boss.post('/api/translation').send({ translation_key: 'test.x', language_id: 999, text: 'x' })).body.error.errors,
    ).toEqual({ language_id: 'No such language' });
    // Adding never overwrites a live text, and keys have a format.
    const again = await boss.post('/api/translation').send({ translation_key: 'menu.dashboard', language_id: 1, text: 'Overwritten' });
    expect(again.status).toBe(400);
    expect(again.body.error.errors.translation_key).toMatch(/already has a text in English/);
    const bad = await boss.post('/api/translation').send({ translation_key: 'Bad Key With Spaces!', language_id: 1, text: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors.translation_key).toMatch(/dotted lowercase words/);
    expect((await boss.delete(`/api/translation/keys?translation_key_id=${key.id}`)).status).toBe(204);
    expect((await boss.get(`/api/translation?key_id=${key.id}`)).body).toEqual([]);
  });
});

describe('background jobs (notifications) and brand tenancy', () => {
  it('shows a brand its own jobs, newest first, and refuses another brand’s', async () => {
    const { jobs } = await import('../../server/db/schema');
    await t.ctx.database.db.insert(jobs).values([
      { brand_id: 1, category: 'MOCKUP_UPLOAD', status: 'processed', passthrough_data: { product_id: 1 } },
      { brand_id: 1, category: 'SAMPLE_CREATION', status: 'failed', status_message: 'Bad image', passthrough_data: { design_id: 2 } },
      { brand_id: 2, category: 'HEADER_CREATION', status: 'processing', passthrough_data: { generated_mockup_id: 3 } },
    ]);
    const admin = await t.as('admin@demo.test');
    const own = await admin.get('/api/queues/image-processor?brand_id=1');
    expect(own.status).toBe(200);
    expect(own.body.map((j: any) => j.category)).toEqual(['SAMPLE_CREATION', 'MOCKUP_UPLOAD']);
    expect((await admin.get('/api/queues/image-processor?brand_id=2')).status).toBe(403);
    // A brand user names their brand; staff on all brands leave it out and get every brand's jobs.
    expect((await admin.get('/api/queues/image-processor')).status).toBe(400);
    const staff = await t.as('technician@demo.test');
    expect((await staff.get('/api/queues/image-processor?brand_id=2')).body).toHaveLength(1);
    // Staff working on all brands: every brand's jobs, newest first.
    const every = await staff.get('/api/queues/image-processor');
    expect(every.status).toBe(200);
    expect(every.body.map((j: any) => [j.brand_id, j.category]).slice(0, 3)).toEqual([
      [2, 'HEADER_CREATION'],
      [1, 'SAMPLE_CREATION'],
      [1, 'MOCKUP_UPLOAD'],
    ]);
    const unnamed = (await admin.get('/api/queues/image-processor')).body.error;
    expect(unnamed.errors).toEqual({ brand_id: 'Must provide a value' });
    // By key too, as every field message (issue 27): the French app words it « Valeur requise ».
    expect(unnamed.message_codes).toEqual({ brand_id: { code: 'fields.required', values: {} } });
  });

  it('counts every job by status, however many (the dashboard’s figure); another brand’s are refused', async () => {
    const { jobs } = await import('../../server/db/schema');
    const admin = await t.as('admin@demo.test');
    const before = (await admin.get('/api/queues/image-processor/counts?brand_id=1')).body;
    // More than the 200 the notifications list shows.
    await t.ctx.database.db
      .insert(jobs)
      .values(Array.from({ length: 250 }, () => ({ brand_id: 1, category: 'MOCKUP_UPLOAD', status: 'processed', passthrough_data: {} })));
    const after = await admin.get('/api/queues/image-processor/counts?brand_id=1');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ ...before, processed: before.processed + 250 });
    expect((await admin.get('/api/queues/image-processor/counts?brand_id=2')).status).toBe(403);
    expect((await admin.get('/api/queues/image-processor/counts')).status).toBe(400);
    const every = (await (await t.as('technician@demo.test')).get('/api/queues/image-processor/counts')).body;
    expect(every.processed).toBeGreaterThanOrEqual(before.processed + 250);
  });
});
