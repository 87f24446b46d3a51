/**
 * Property-based fuzzing of every operation of the OpenAPI document and every GraphQL field
 * (fast-check, seeded and bounded): wrong types, huge and deep values, NUL characters,
 * prototype keys, impossible dates and odd content types, as a staff session. Whatever is sent,
 * the answer is never a 5xx nor an `internal` GraphQL error, and the server is healthy after.
 * FUZZ_RUNS raises the runs per operation (default 3 in `npm test`; e.g. FUZZ_RUNS=200 for a
 * long run), FUZZ_SEED replays a failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema';
import { graphqlDocument, graphqlOperations, label, restOperations } from '../support/operations';
import { testApp, type TestApp } from '../support/testApp';
import { RESOURCES } from '../support/resources';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let doc: any;
let token: string;
beforeAll(async () => {
  t = await testApp();
  doc = (await t.api.get('/api/openapi.json')).body;
  token = await t.login('superadmin@demo.test');
});
afterAll(async () => {
  await t.close();
});

/** Values a careless or hostile client sends. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '2026-13-45',
    '2026-02-31',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1.0',
    '+1',
    '0x1',
    '1e309',
    '9'.repeat(40),
    '__proto__',
    'constructor',
    "'; drop table users; --",
    '%',
    '_',
    '\\',
    '{"a":1}',
    '[]',
    'true',
    'null',
  ),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
  fc.constantFrom([], {}, [[[[]]]], { toString: 1 }, { __proto__: { polluted: 1 } }, { constructor: { prototype: { x: 1 } } }, [
    'a',
    1,
    null,
  ]),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(70_000)),
  fc.constant(JSON.parse('['.repeat(40) + ']'.repeat(40))),
);

const bodyOf = (keys: string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.constantFrom('__proto__', 'constructor', 'id', 'brand_id')),
    nasty,
    { maxKeys: 6 },
  );

/** A session of its own again when a fuzzed call ended it (logout, password change). */
async function keepSession() {
  if ((await t.api.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status === 401) {
    const { DEMO_PASSWORD } = await import('../support/testApp');
    token = (await t.api.post('/api/auth/login').send({ email: 'superadmin@demo.test', password: DEMO_PASSWORD })).body.authToken;
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

describe('fuzzing every REST operation', () => {
  it('never answers a 5xx', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const op of restOperations(doc)) {
      const params: string[] = op.parameters.map((p) => p.name);
      const bodyKeys = Object.keys(op.body?.properties ?? {});
      await fc
        .assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...(params.length ? params : ['q']), 'filter_by', 'sort_by', '__proto__'), nasty, { maxKeys: 4 }),
            fc.dictionary(fc.constantFrom(...(op.path.match(/\{(\w+)\}/g) ?? ['{none}'])), nasty, { maxKeys: 2 }),
            bodyOf(bodyKeys),
            fc.constantFrom(
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/xml',
            ),
            async (query, pathValues, body, contentType) => {
              const path = op.path.replace(/\{(\w+)\}/g, (m) => encodeURIComponent(asText(pathValues[m] ?? '1')));
              const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, asText(v)]));
              let req = (t.api as any)[op.method](`${path}${search.size ? `?${search}` : ''}`).set('Authorization', `Bearer ${token}`);
              if (op.method !== 'get' && op.method !== 'delete') {
                const raw = contentType === 'application/json' ? JSON.stringify(body) : asText(body);
                req = req.set('Content-Type', contentType).send(raw);
              }
              const res = await req;
              statuses.add(res.status);
              if (res.status >= 500)
                failures.push(`${label(op)} → ${res.status}: ${path}?${search} ${contentType} ${JSON.stringify(body).slice(0, 300)}`);
              return res.status < 500;
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => {});
      await keepSession();
    }
    expect(failures).toEqual([]);
    // The fuzzing reached the routes: their validation answered.
    expect(statuses).toContain(400);
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});

/**
 * Body types a client may send by mistake or on purpose; only JSON (and forms where files go) is
 * read. (JSON itself is the random pass's: sent here it would really run every write.)
 */
const CONTENT_TYPES = [
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
];

describe('hostile input on every REST operation', () => {
  /** Sends one request to `op` (path ids 1) with a query and a raw body of a type. */
  const call = (op: ReturnType<typeof restOperations>[number], query: Record<string, string>, body?: { type: string; text: string }) => {
    const path = op.path.replace(/\{(\w+)\}/g, '1');
    const search = new URLSearchParams(query);
    let req = (t.api as any)[op.method](`${path}${search.size ? `?${search}` : ''}`).set('Authorization', `Bearer ${token}`);
    if (body) req = req.set('Content-Type', body.type).send(body.text);
    return req;
  };

  it('refuses NUL and unpaired surrogates inside every JSON-encoded value with a 400 naming it', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const op of restOperations(doc)) {
      const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const bodyKeys = Object.keys(op.body?.properties ?? {});
      // Every query value JSON text (filter_by and any other parameter sent as JSON) decoding to a
      // NUL or half a surrogate pair; then every body value a NUL, half a pair, or JSON text holding a NUL.
      const names = [...new Set(['filter_by', ...query])];
      const everyQuery = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
      const attempts: Array<{ query: Record<string, string>; body?: { type: string; text: string }; names: string[] }> = [
        { query: everyQuery('{"q":"\\u0000"}'), names },
        { query: everyQuery('["\\ud800"]'), names },
      ];
      if (op.method !== 'get' && !op.bytes) {
        const keys = bodyKeys.length ? bodyKeys : ['x'];
        const everyKey = (json: string) => `{${keys.map((key) => `"${key}":${json}`).join(',')}}`;
        for (const json of ['"a\\u0000b"', '"\\udc00"', JSON.stringify('{"a":"\\u0000"}')])
          attempts.push({ query: {}, body: { type: 'application/json', text: everyKey(json) }, names: keys.map((key) => `body.${key}`) });
      }
      for (const attempt of attempts) {
        const res = await call(op, attempt.query, attempt.body);
        const named = Object.keys(res.body?.error?.errors ?? {});
        // The value's parameter, or a path inside it (filter_by.q, body.items[0]).
        const inside = (n: string) => attempt.names.some((name) => n === name || n.startsWith(`${name}.`) || n.startsWith(`${name}[`));
        // A signed route refuses first for the signature (401/403); any other answers 400 on the value.
        const ok = op.access === 'signed' ? res.status < 500 : res.status === 400 && named.some(inside);
        if (!ok) failures.push(`${label(op)} ${JSON.stringify(attempt.query)} ${attempt.body?.text ?? ''} → ${res.status} ${named}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a body of another type than the route reads with a 415, never ignores it', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const op of restOperations(doc)) {
      if (op.method === 'get') continue;
      for (const type of CONTENT_TYPES) {
        const res = await call(op, {}, { type, text: '{"id":1}' });
        const read = op.bytes || (op.multipart && type.startsWith('multipart/form-data'));
        const ok = read ? res.status < 500 && res.status !== 415 : res.status === 415 && res.body?.error?.errors?.['content-type'];
        if (!ok) failures.push(`${label(op)} as ${type} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('fuzzing every GraphQL field', () => {
  it('never answers an internal error', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const op of graphqlOperations(buildSchema(RESOURCES))) {
      const { query, variableNames } = graphqlDocument(op);
      await fc
        .assert(
          fc.asyncProperty(
            fc.record(Object.fromEntries(variableNames.map((v) => [v.name, v.scalar.endsWith('Input') ? bodyOf([]) : nasty]))),
            async (variables) => {
              const res = await t.api.post('/api/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
              const internal = res.status >= 500 || res.body.errors?.some((e: any) => e.extensions?.code === 'internal');
              if (internal)
                failures.push(
                  `${label(op)}: ${JSON.stringify(variables).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body.errors?.[0] ?? '')}`,
                );
              return !internal;
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});
