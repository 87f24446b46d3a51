/**
 * Request ids (issue 29): every request gets one, taken from a trusted proxy's `X-Request-Id`
 * (TRUST_PROXY, as for `X-Forwarded-For`) or generated; it is in every log line of the request,
 * in the `X-Request-Id` answer header and in error answers.
 */
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logging';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** An app on the test context with its own log and trust setting; the log's lines parsed. */
function appWithLog(trustProxy: boolean | number | string) {
  const lines: any[] = [];
  const sink = new Writable({
    write: (chunk, _enc, done) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const api = supertest(createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy } }, createLogger('info', sink)));
  return { api, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('generates an id per request: in the answer header, the error answer and every log line of the request', async () => {
    const { api, lines } = appWithLog('loopback');
    const first = await api.get('/api/no-such-route');
    const second = await api.post('/api/auth/login').send({ email: 'admin@demo.test', password: 'Wrong-Pass-1!' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    expect(first.status).toBe(404);
    expect(first.body.error).toMatchObject({ code: 'not_found', request_id: id });
    expect(second.status).toBe(401);
    expect(second.body.error.request_id).toBe(second.headers['x-request-id']);
    // Every line of a request names it; the request's own lines name only it.
    const own = lines.filter((line) => line.req?.url === '/api/no-such-route');
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) expect(line.request_id).toBe(id);
    for (const line of lines) expect(line.request_id).toMatch(UUID);
  });

  it('a successful answer carries its id too', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes the id a trusted proxy sends (tests connect over loopback, trusted by default)', async () => {
    const { api, lines } = appWithLog('loopback');
    const res = await api.get('/api/no-such-route').set('X-Request-Id', 'lb-7f3a.42');
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(res.body.error.request_id).toBe('lb-7f3a.42');
    expect(lines.find((line) => line.req?.url === '/api/no-such-route')).toMatchObject({ request_id: 'lb-7f3a.42' });
  });

  it('ignores the header when the peer is not a trusted proxy', async () => {
    const { api, lines } = appWithLog(false);
    const res = await api.get('/api/no-such-route').set('X-Request-Id', 'forged-by-a-client');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.body.error.request_id).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(lines)).not.toContain('"request_id":"forged-by-a-client"');
  });

  it('generates one when a trusted proxy sends an id that could forge a log line or header', async () => {
    const { api } = appWithLog('loopback');
    for (const bad of ['a'.repeat(129), 'two words', 'x"}{"level":60']) {
      const res = await api.get('/api/health').set('X-Request-Id', bad);
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });
});
