/**
 * The write policy as a contract over every write of the API, read from the server's own
 * descriptions (GET /api/openapi.json and the GraphQL schema), so a new route is held to it the day
 * it lands:
 * - every REST write (POST, PUT, DELETE) and every GraphQL mutation refuses an unknown field with
 *   a 400 (BAD_USER_INPUT) naming it;
 * - every REST write has a valid example (tests/support/writeExamples.ts) whose 2xx leaves exactly
 *   one audit row, or a documented exemption.
 * (Partial updates and no-change updates: writePolicy.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, sql } from 'drizzle-orm';
import { ROLES } from '../../resources/access';
import { auditLog } from '../../server/db/schema';
import { buildSchema } from '../../server/graphql/schema';
import { graphqlOperations, passes, restOperations, type RestOperation } from '../support/operations';
import { RESOURCES } from '../support/resources';
import { testApp, type TestApp } from '../support/testApp';
import { WRITE_EXAMPLES, WRITE_EXEMPT } from '../support/writeExamples';

const UNKNOWN = 'contract_unknown_field';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await testApp();
  doc = (await t.api.get('/api/openapi.json')).body;
});
afterAll(() => t.close());

const writes = (): RestOperation[] => restOperations(doc).filter((op) => op.method !== 'get');
const routeOf = (op: RestOperation) => `${op.method.toUpperCase()} ${op.path}`;

/** The operation's URL with its path and required query parameters filled (ids: 1). */
function urlOf(op: RestOperation): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name) => (name === 'id' || name.endsWith('_id') ? '1' : 'x'));
  const query = new URLSearchParams();
  for (const p of op.parameters)
    if (p.in === 'query' && p.required) query.set(p.name, op.probe?.query?.[p.name] ?? (p.name.endsWith('id') ? '1' : 'x'));
  return `${path}${query.size ? `?${query}` : ''}`;
}

describe('unknown fields', () => {
  it('every REST write refuses an unknown body field with a 400 naming it', { timeout: 120_000 }, async () => {
    const boss = await t.as('superadmin@demo.test');
    const wrong: string[] = [];
    for (const op of writes()) {
      if (op.access === 'signed') continue; // another party's payload (WRITE_EXEMPT says which)
      if (!passes(op.access, 'SUPERADMIN')) continue; // a write nobody may make (orders come from stores) is a 403 first
      const body: Record<string, unknown> = { ...(op.probe?.body ?? {}), [UNKNOWN]: 1 };
      // An update by body id needs the id to get to its fields.
      if (op.method === 'put' && !op.path.includes('{id}')) body.id ??= 1;
      const res = await (boss as any)[op.method](urlOf(op)).send(body);
      const named = JSON.stringify(res.body?.error ?? '').includes(UNKNOWN);
      if (res.status !== 400 || !named) wrong.push(`${routeOf(op)}: ${res.status} ${JSON.stringify(res.body?.error ?? '')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every GraphQL mutation refuses an unknown argument, naming it', { timeout: 60_000 }, async () => {
    const boss = await t.as('superadmin@demo.test');
    const wrong: string[] = [];
    for (const op of graphqlOperations(buildSchema(RESOURCES)).filter((o) => o.root === 'mutation')) {
      const res = await boss.graphql(`mutation { ${op.field.name}(${UNKNOWN}: 1) { __typename } }`);
      const named = (res.body.errors ?? []).some((e: any) => e.message.includes(UNKNOWN));
      if (!named || res.body.data?.[op.field.name]) wrong.push(`mutation ${op.field.name}: ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('one audit row per write', () => {
  it('has an example or an exemption for every REST write, and no stale entry', () => {
    const routes = writes().map(routeOf);
    // A write no role may make (orders come from stores, print jobs from the floor) never answers 2xx.
    const nobody = new Set(
      writes()
        .filter((op) => !ROLES.some((role) => passes(op.access, role)))
        .map(routeOf),
    );
    const examples = new Set(WRITE_EXAMPLES.map((e) => e.route));
    const uncovered = routes.filter((r) => !nobody.has(r) && !examples.has(r) && !(r in WRITE_EXEMPT));
    expect(uncovered).toEqual([]);
    // An exempt route has no example; a listed route that no longer exists leaves both lists.
    expect([...examples].filter((r) => r in WRITE_EXEMPT)).toEqual([]);
    expect([...examples, ...Object.keys(WRITE_EXEMPT)].filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const example of WRITE_EXAMPLES) {
    it(`${example.route} writes exactly one audit row (${example.audit.resource} ${example.audit.action})`, async () => {
      const who = example.as ? await t.as(example.as) : t.api;
      const { url, body, files } = await example.call(t);
      const [{ last }] = await t.ctx.database.db.select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
      const method = example.route.split(' ')[0].toLowerCase() as 'post' | 'put' | 'delete';
      const request = (who as any)[method](url);
      if (files) {
        for (const [name, value] of Object.entries(body ?? {}))
          request.field(name, typeof value === 'string' ? value : JSON.stringify(value));
        for (const [name, file] of Object.entries(files)) request.attach(name, file.content, file.name);
      }
      const res = await (files ? request : request.send(body ?? {}));
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const rows = await t.ctx.database.db.select().from(auditLog).where(gt(auditLog.id, last)).orderBy(auditLog.id);
      expect(rows.map((r) => `${r.resource} ${r.action}`)).toEqual([`${example.audit.resource} ${example.audit.action}`]);
      expect(rows[0].user_email).toBe(example.actor ?? example.as);
    });
  }
});
