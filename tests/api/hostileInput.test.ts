/**
 * Hostile input of issue 30, one test per finding: a NUL inside `filter_by` (finding 5), a body
 * of another content type (finding 6), and a GraphQL query nested thousands of levels deep
 * (finding 10). Each is a 4xx that names what is wrong; nothing is charged or crashes.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { invoices, payments } from '../../server/db/schema';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('NUL and unpaired surrogates inside JSON-encoded parameters', () => {
  it('answers 400 naming the parameter on list routes, with and without a session', async () => {
    const nul = await t.api.get(`/api/languages?filter_by=${encodeURIComponent('{"q":"\\u0000"}')}`);
    expect(nul.status).toBe(400);
    expect(nul.body.error.errors).toEqual({ 'filter_by.q': 'Must not contain NUL characters' });
    const admin = await t.as('admin@demo.test');
    for (const base of ['products', 'collections', 'materials', 'orders']) {
      const res = await admin.get(`/api/${base}?filter_by=${encodeURIComponent('{"q":"a\\u0000b"}')}`);
      expect(res.status, base).toBe(400);
      expect(res.body.error.errors, base).toEqual({ 'filter_by.q': 'Must not contain NUL characters' });
    }
    // Written inside a GraphQL query's text (where no JSON body carries it): the same 400.
    const superadmin = await t.as('superadmin@demo.test');
    for (const query of ['{ vendors(query: "{\\"q\\":\\"\\\\u0000\\"}") { id } }', '{ vendors(query: {q: "a\\u0000"}) { id } }']) {
      const res = await superadmin.graphql(query);
      expect(res.body.errors?.[0]?.extensions, query).toMatchObject({
        code: 'bad_request',
        errors: { 'query.q': 'Must not contain NUL characters' },
      });
    }
    const half = await admin.get(`/api/products?filter_by=${encodeURIComponent('{"q":"\\ud800"}')}`);
    expect(half.status).toBe(400);
    expect(half.body.error.errors).toEqual({ 'filter_by.q': 'Must not contain unpaired surrogates (not valid Unicode text)' });
    // A whole pair (an emoji) is text like any other.
    expect((await admin.get(`/api/products?filter_by=${encodeURIComponent('{"q":"\\ud83c\\udf3f"}')}`)).status).toBe(200);
  });

  it('answers 400 for them in JSON bodies and in JSON text inside a body', async () => {
    const admin = await t.as('admin@demo.test');
    const body = await admin.put('/api/brands').set('Content-Type', 'application/json').send('{"id":1,"name":"a\\udc00"}');
    expect(body.status).toBe(400);
    expect(body.body.error.errors).toEqual({ 'body.name': 'Must not contain unpaired surrogates (not valid Unicode text)' });
    const inText = await admin.put('/api/brands').send({ id: 1, name: '["x\\u0000"]' });
    expect(inText.status).toBe(400);
    expect(inText.body.error.errors).toEqual({ 'body.name[0]': 'Must not contain NUL characters' });
  });
});

describe('a body of another content type', () => {
  it('is refused with 415 before anything runs: the invoice is not charged', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const [draft] = (await superadmin.post('/api/invoices').send({ status: 'draft', brand_id: 2 })).body.results;
    const open = (await superadmin.post(`/api/invoices/${draft.id}/issue`)).body;
    expect(open.status).toBe('open');
    for (const type of ['application/vnd.api+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await superadmin
        .post(`/api/invoices/${open.id}/pay`)
        .set('Content-Type', type)
        .send(JSON.stringify({ customer_source_id: 'card_declines' }));
      expect(res.status, type).toBe(415);
      expect(res.body.error.errors, type).toEqual({ 'content-type': 'Must be application/json' });
    }
    const db = t.ctx.database.db;
    expect((await db.select().from(invoices).where(eq(invoices.id, open.id)))[0].status).toBe('open');
    expect(await db.select().from(payments).where(eq(payments.invoice_id, open.id))).toEqual([]);
  });

  it('takes JSON (with a charset) everywhere, and multipart only where files go', async () => {
    const admin = await t.as('admin@demo.test');
    const json = await admin.put('/api/brands').set('Content-Type', 'application/json; charset=utf-8').send('{"id":1,"name":"Demo Brand"}');
    expect(json.status).toBe(200);
    const form = await admin.post('/api/brands/logo').field('brand_id', '1');
    expect(form.status).toBe(400);
    expect(form.body.error.errors).toEqual({ brand_logo: 'Choose an image' });
    const formElsewhere = await admin.put('/api/brands').field('id', '1');
    expect(formElsewhere.status).toBe(415);
    expect(formElsewhere.body.error.errors).toEqual({ 'content-type': 'Must be application/json' });
    const onFileRoute = await admin.post('/api/brands/logo').set('Content-Type', 'text/plain').send('brand_id=1');
    expect(onFileRoute.body.error.errors).toEqual({ 'content-type': 'Must be application/json or multipart/form-data' });
  });
});

describe('a GraphQL query nested thousands of levels deep', () => {
  it('answers 400 with the reason before parsing, and logs it', async () => {
    const lines: any[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = createApp(t.ctx, logger);
    const supertest = (await import('supertest')).default;
    const token = await t.login('superadmin@demo.test');
    const deep = `{${'a{'.repeat(5000)}b${'}'.repeat(5000)}}`;
    const res = await supertest(app).post('/api/graphql').set('Authorization', `Bearer ${token}`).send({ query: deep });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Query is too deeply nested: at most 64 levels of brackets.');
    expect(lines.some((l) => l.msg === 'GraphQL query refused before parsing' && /deeply nested/.test(l.graphql?.refused))).toBe(true);
    // The same depth in arguments (a list value), and a query of too many tokens.
    const deepList = await supertest(app)
      .post('/api/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: `{ products(ids: ${'['.repeat(3000)}${']'.repeat(3000)}) { id } }` });
    expect(deepList.status).toBe(400);
    const many = await supertest(app)
      .post('/api/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: `{ ${'a '.repeat(12_000)}}` });
    // graphql-js's own token limit: a syntax error (graphql-http answers those 200 to application/json clients).
    expect(many.status).toBeLessThan(500);
    expect(many.body.errors[0].message).toMatch(/Document contains more \w+ 10000 tokens/);
    // A normal query still runs.
    expect(
      (await supertest(app).post('/api/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ __typename }' })).status,
    ).toBe(200);
  });
});
