/**
 * The defects of issue 10, one test each: ids by another spelling, sign-up closed for sessions
 * too, websocket events scoped to their brand, translation keys behind their screen's level, and
 * malformed input answered with a 400 (never a 500).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachWebsocket } from '../../server/system/websocket';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const ODD_SPELLINGS = (id: number) => [`${id}.0`, `+${id}`, `0x${id.toString(16)}`, `${id}e0`, `0${id}`, ` ${id}`, `${id}.`];

describe('ids are parsed strictly and tenancy is decided on the stored record', () => {
  it('never answers another brand’s brand or material by another spelling of its id', async () => {
    const user = await t.as('user@demo.test');
    const [material] = (await (await t.as('superadmin@demo.test')).get('/api/materials?filter_by={"brand_id":2}')).body;
    expect(material.brand_id).toBe(2);
    for (const [base, id] of [
      ['brands', 2],
      ['materials', material.id],
    ] as const) {
      expect([403, 404]).toContain((await user.get(`/api/${base}/${id}`)).status);
      for (const spelling of ODD_SPELLINGS(id)) {
        const res = await user.get(`/api/${base}/${encodeURIComponent(spelling)}`);
        expect([400, 404], `${base}/${spelling}`).toContain(res.status);
      }
    }
  });

  it('still answers the canonical id of one’s own brand and shared materials', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.get('/api/brands/1')).body.id).toBe(1);
    const shared = (await user.get('/api/materials')).body.find((m: any) => m.brand_id === null);
    expect((await user.get(`/api/materials/${shared.id}`)).status).toBe(200);
  });

  it('refuses odd spellings in query and body ids', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/collections?brand_id=1.0')).status).toBe(400);
    expect((await admin.get('/api/brand-channel?brand_id=0x1')).status).toBe(400);
    expect((await admin.put('/api/brands').send({ id: '2.0', name: 'Mine now' })).status).toBe(400);
  });
});

describe('closed sign-up is closed for sessions too', () => {
  const newAccount = (email: string) => ({
    is_new_brand: true,
    brand: { name: `Brand of ${email}` },
    first: 'New',
    last: 'Owner',
    email,
    password: 'Str0ng-Passw0rd!',
    permission: 2,
  });

  it('answers 403 to every session while show-create-account is off', async () => {
    const boss = await t.as('superadmin@demo.test');
    const [flag] = (await boss.get('/api/feature-flags?filter_by={"flag_name":"show-create-account"}')).body;
    await boss.put(`/api/feature-flags/${flag.id}`).send({ production_value: false }).expect(200);
    try {
      for (const email of ['user@demo.test', 'admin@demo.test', 'technician@demo.test', 'superadmin@demo.test']) {
        const res = await (await t.as(email)).post('/api/auth/create').send(newAccount(`closed-${email}`));
        expect(res.status, email).toBe(403);
      }
    } finally {
      await boss.put(`/api/feature-flags/${flag.id}`).send({ production_value: true }).expect(200);
    }
  });
});

describe('translation keys need their screen’s level', () => {
  it('keeps a language’s texts public but keys and a key’s texts for SUPERADMIN', async () => {
    expect((await t.api.get('/api/translation?language_id=1')).status).toBe(200);
    expect((await t.api.get('/api/translation/keys')).status).toBe(401);
    expect((await t.api.get('/api/translation?key_id=1')).status).toBe(401);
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/translation/keys')).status).toBe(403);
    expect((await admin.get('/api/translation?key_id=1')).status).toBe(403);
    expect((await (await t.as('superadmin@demo.test')).get('/api/translation/keys')).status).toBe(200);
  });
});

describe('websocket events reach only their brand', () => {
  it('does not send brand 1’s logo change to brand 2, and takes device readings only from station staff', async () => {
    const server = http.createServer(t.app);
    attachWebsocket(t.ctx, server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connect = async (email: string) => {
      const ws = new WebSocket(`${base}/ws?token=${(await t.as(email)).token}`);
      const messages: any[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
      await new Promise((resolve, reject) => (ws.on('open', resolve), ws.on('error', reject)));
      const waitFor = async (match: (m: any) => boolean) => {
        for (let i = 0; i < 200 && !messages.some(match); i++) await new Promise((r) => setTimeout(r, 20));
        return messages.find(match);
      };
      return { ws, messages, waitFor };
    };
    try {
      const admin = await connect('admin@demo.test');
      const admin2 = await connect('admin2@demo.test');
      const tech = await connect('technician@demo.test');
      await t.ctx.events.publish({ topic: 'brands.changed', brand_id: 1, data: { brand_id: 1 } });
      expect(await admin.waitFor((m) => m.topic === 'brands.changed')).toBeDefined();
      expect(await tech.waitFor((m) => m.topic === 'brands.changed')).toBeDefined();

      // A brand user's device reading is refused; staff must name a station that sends it.
      admin.ws.send(JSON.stringify({ type: 'weight', station: 'weigh-station', data: { grams: 5 } }));
      expect(await admin.waitFor((m) => m.topic === 'error')).toBeDefined();
      tech.ws.send(JSON.stringify({ type: 'weight', station: 'scanner', data: { grams: 5 } }));
      expect(await tech.waitFor((m) => m.topic === 'error')).toBeDefined();
      tech.ws.send(JSON.stringify({ type: 'weight', station: 'weigh-station', data: { grams: 7 } }));
      expect(await tech.waitFor((m) => m.topic === 'device.weight')).toMatchObject({
        brand_id: null,
        data: { station: 'weigh-station', reading: { grams: 7 } },
      });

      // Sent last, so that everything before it has reached admin2 by the time it arrives.
      await t.ctx.events.publish({ topic: 'marker', brand_id: 2 });
      expect(await admin2.waitFor((m) => m.topic === 'marker')).toBeDefined();
      expect(admin2.messages.map((m) => m.topic)).toEqual(['hello', 'marker']);
      for (const c of [admin, admin2, tech]) c.ws.close();
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('malformed input is a 400, never a 500', () => {
  it('answers each of the reported cases with a 400 and field messages', async () => {
    const admin = await t.as('admin@demo.test');
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const cases: Array<[string, () => Promise<any>]> = [
      ['array as email', () => t.api.post('/api/auth/login').send({ email: [], password: 'x' })],
      ['object as email', () => t.api.post('/api/auth/login').send({ email: { a: 1 }, password: 'x' })],
      [
        '__proto__ key',
        () =>
          t.api
            .post('/api/auth/login')
            .set('Content-Type', 'application/json')
            .send('{"__proto__":{"x":1},"email":"a@b.c","password":"x"}'),
      ],
      ['constructor key', () => admin.put('/api/brands').send({ id: 1, constructor: { prototype: {} } })],
      ['deep JSON', () => t.api.post('/api/auth/login').set('Content-Type', 'application/json').send(deep)],
      ['NUL in body', () => t.api.post('/api/auth/login').send({ email: 'a\u0000@b.c', password: 'x' })],
      ['NUL in query', () => admin.get('/api/fonts?q=%00')],
      ['NUL in path', () => admin.get('/api/fonts/1%00')],
      ['bad date', () => admin.get(`/api/collections?filter_by=${encodeURIComponent('{"created_at_lte":"2026-13-45"}')}`)],
      ['sort_by=__proto__', () => admin.get('/api/fonts?sort_by=__proto__')],
      ['sort_by=constructor', () => admin.get('/api/fonts?sort_by=constructor')],
      ['object as filter value', () => admin.get(`/api/fonts?filter_by=${encodeURIComponent('{"name":{"toString":1}}')}`)],
      ['filter key __proto__', () => admin.get(`/api/fonts?filter_by=${encodeURIComponent('{"__proto__":1}')}`)],
      ['text in number filter', () => admin.get(`/api/collections?filter_by=${encodeURIComponent('{"id":"abc"}')}`)],
      ['repeated query value', () => admin.get('/api/fonts?q=a&q=b')],
      ['huge page', () => admin.get('/api/fonts?page=1e300&page_count=10')],
    ];
    for (const [name, send] of cases) {
      const res = await send();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error?.code, name).toBe('bad_request');
    }
  });
});

describe('GraphQL client mistakes and limits', () => {
  const post = (token: string | undefined, body: unknown, accept = 'application/json') => {
    const req = t.api.post('/api/graphql').set('Accept', accept);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
  };

  it('answers wrong variable types and unknown input fields as BAD_USER_INPUT (400 for graphql-response+json)', async () => {
    const { token } = await t.as('technician@demo.test');
    const wrongType = await post(
      token,
      { query: 'query ($f: Int) { vendorsPaginated(first: $f) { id } }', variables: { f: true } },
      'application/graphql-response+json',
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const unknownField = await post(token, {
      query: 'mutation ($i: VendorInput!) { createVendor(input: $i) }',
      variables: { i: { brand_name: 'x', nope: 1 } },
    });
    expect(unknownField.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const badFilter = await post(token, { query: '{ vendors(query: "{\\"created_at_lte\\":\\"2026-13-45\\"}") { id } }' });
    expect(badFilter.body.errors[0].extensions.code).toBe('bad_request');
  });

  it('refuses a request with hundreds of aliases at once', async () => {
    const { token } = await t.as('superadmin@demo.test');
    const query = `{ ${Array.from({ length: 400 }, (_, i) => `a${i}: stockMovements { id trackable_item_id stock_after }`).join(' ')} }`;
    const started = Date.now();
    const res = await post(token, { query });
    expect(res.body.errors[0].message).toMatch(/Too many aliases/);
    expect(res.body.data).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps introspection for staff sessions', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await post((await t.as('technician@demo.test')).token, { query })).body.data.__schema.queryType.name).toBe('Query');
    for (const token of [undefined, (await t.as('admin@demo.test')).token]) {
      const res = await post(token, { query });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/staff/);
    }
  });
});
