/**
 * The access matrix: every REST operation of the OpenAPI document and every GraphQL field ×
 * the six demo roles and no session, expecting the docs/requirements/access.md §6 levels (through `x-access` and the
 * declarations' access rules): no session → 401, a role below the level → 403, a role at the
 * level → anything but 401/403. Operations that name a brand's record (`x-tenancy`) are also
 * called by brand users on the other brand's record (refused) and with odd spellings of ids
 * (never answered). An Express route missing from the document, or an operation without a
 * classification, fails the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleFromPermissionId, type Role } from '../../resources/access';
import { findResource } from '../../resources/registry';
import { BINDINGS, RESOURCES } from '../support/resources';
import { buildSchema } from '../../server/graphql/schema';
import { listRoutes } from '../../server/http/routeList';
import { classified, graphqlDocument, graphqlOperations, label, passes, restOperations, type RestOperation } from '../support/operations';
import { testApp, type TestApp } from '../support/testApp';

const ACCOUNTS = [
  'superadmin@demo.test',
  'superuser@demo.test',
  'technician@demo.test',
  'admin@demo.test',
  'user@demo.test',
  'admin2@demo.test',
];
const MISSING_ID = 999_999;

interface Identity {
  name: string;
  role?: Role;
  brand_id: number | null;
  token?: string;
}

let t: TestApp;
let doc: any;
let identities: Identity[];
beforeAll(async () => {
  t = await testApp();
  doc = (await t.api.get('/api/openapi.json')).body;
  identities = [{ name: 'anonymous', brand_id: null }];
  for (const email of ACCOUNTS) {
    const token = await t.login(email);
    const me = (await t.api.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).body.user;
    identities.push({ name: email, role: roleFromPermissionId(me.permission_id)!, brand_id: me.brand_id, token });
  }
});
afterAll(async () => {
  await t.close();
});

/** A record of `names` ('brand' or a resource) in `brand` (null: a shared record), for tenancy probes. */
const records = new Map<string, number | undefined>();
async function recordOf(names: string, brand: number | null): Promise<number | undefined> {
  if (names === 'brand') return brand ?? undefined;
  const key = `${names}|${brand}`;
  if (!records.has(key)) {
    const superadmin = await t.as('superadmin@demo.test');
    const rows = (await superadmin.get(`/api/${names}?filter_by=${encodeURIComponent(JSON.stringify({ brand_id: brand }))}`)).body;
    records.set(key, Array.isArray(rows) && rows.length ? rows[0].id : undefined);
  }
  return records.get(key);
}

/** The identity's own record for a tenancy probe: its brand's, else a shared one. */
async function ownRecord(names: string, brand: number) {
  return (await recordOf(names, brand)) ?? (await recordOf(names, null));
}

/** Sends `op` with its tenancy parameter (if any) set to `id` and other ids to a missing record. */
async function send(op: RestOperation, who: Identity, id: number | string | undefined, token = who.token) {
  const fill = (name: string) =>
    op.tenancy?.name === name && id !== undefined ? String(id) : name === 'id' || name.endsWith('_id') ? String(MISSING_ID) : 'x';
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name) =>
    encodeURIComponent(op.tenancy?.in === 'path' || name === 'id' ? fill(name) : 'x'),
  );
  const query = new URLSearchParams();
  for (const p of op.parameters)
    if (p.in === 'query' && (p.required || op.tenancy?.name === p.name)) query.set(p.name, op.probe?.query?.[p.name] ?? fill(p.name));
  const body: Record<string, unknown> = { ...(op.probe?.body ?? {}) };
  if (op.tenancy?.in === 'body' && id !== undefined) body[op.tenancy.name] = typeof id === 'number' ? id : id;
  const url = `${path}${query.size ? `?${query}` : ''}`;
  let req = (t.api as any)[op.method](url);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return op.method === 'get' || op.method === 'delete' ? req : req.send(body);
}

describe('the API description covers every route', () => {
  it('lists every Express route of /api in the OpenAPI document', () => {
    const described = new Set(restOperations(doc).map((op) => `${op.method} ${op.path}`));
    const missing = listRoutes((t.app as any).router)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !described.has(r));
    expect(missing).toEqual([]);
  });

  it('classifies the access of every REST operation and GraphQL field', () => {
    const unclassified = [...restOperations(doc), ...graphqlOperations(buildSchema(RESOURCES))]
      .filter((op) => !classified(op.access))
      .map(label);
    expect(unclassified).toEqual([]);
  });
});

describe('REST: every operation × every role', () => {
  it('answers each identity as its level says', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const op of restOperations(doc)) {
      for (const who of identities) {
        // Logging out ends the session: probe it with a session of its own.
        const token = op.path.endsWith('/logout') && who.role ? await freshToken(who.name) : who.token;
        // Deletes probe a missing record; other calls the identity's own record where tenancy applies.
        const own = op.tenancy && op.method !== 'delete' ? await ownRecord(op.tenancy.names, who.brand_id ?? 1) : undefined;
        const res = await send(op, who, own, token);
        const allowed = passes(op.access, who.role);
        // Without its signature a signed call is refused as unauthenticated, session or not.
        const refusal = op.access === 'signed' || !who.role ? 401 : 403;
        const ok = res.status < 500 && (allowed ? res.status !== 401 && res.status !== 403 : res.status === refusal);
        if (!ok)
          wrong.push(
            `${label(op)} as ${who.name}: ${res.status} (expected ${allowed ? 'not 401/403' : refusal}) ${JSON.stringify(res.body?.error ?? '')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses brand users another brand’s records', { timeout: 120_000 }, async () => {
    const leaks: string[] = [];
    for (const op of restOperations(doc).filter((o) => o.tenancy)) {
      for (const who of identities.filter((i) => i.role && i.brand_id !== null)) {
        if (!passes(op.access, who.role)) continue; // refused anyway (the matrix above)
        const other = await recordOf(op.tenancy!.names, who.brand_id === 1 ? 2 : 1);
        if (other === undefined) continue; // the other brand has no such record
        const res = await send(op, who, other);
        if (![403, 404].includes(res.status) && !(res.status === 400 && op.method !== 'get'))
          leaks.push(`${label(op)} as ${who.name} on brand ${who.brand_id === 1 ? 2 : 1}: ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers no odd spelling of an id', { timeout: 120_000 }, async () => {
    const answered: string[] = [];
    const superadmin = identities.find((i) => i.role === 'SUPERADMIN')!;
    for (const op of restOperations(doc).filter((o) => o.path.includes('{id}'))) {
      for (const spelling of ['1.0', '+1', '0x1', '1e0', '01', ' 1', '1 ', '１']) {
        const res = await send({ ...op, tenancy: { in: 'path', name: 'id', names: 'brand' } }, superadmin, spelling);
        if (res.status < 300 || res.status >= 500) answered.push(`${label(op)} with id "${spelling}": ${res.status}`);
      }
    }
    expect(answered).toEqual([]);
  });
});

async function freshToken(email: string) {
  const { DEMO_PASSWORD } = await import('../support/testApp');
  return (await t.api.post('/api/auth/login').send({ email, password: DEMO_PASSWORD })).body.authToken as string;
}

describe('GraphQL: every field × every role', () => {
  it('answers each identity as the declarations’ access rules say', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const op of graphqlOperations(buildSchema(RESOURCES))) {
      const { query, variableNames } = graphqlDocument(op);
      // Ids of a missing record, nulls elsewhere: enough to reach the access check.
      const variables = Object.fromEntries(
        variableNames.map((v) => [
          v.name,
          v.scalar === 'ID' ? String(MISSING_ID) : v.scalar === 'Int' ? 1 : v.required ? (v.scalar.endsWith('Input') ? {} : 'x') : null,
        ]),
      );
      for (const who of identities) {
        const req = t.api.post('/api/graphql');
        const res = await (who.token ? req.set('Authorization', `Bearer ${who.token}`) : req).send({ query, variables });
        const code = res.body.errors?.[0]?.extensions?.code;
        const allowed = passes(op.access, who.role);
        const ok =
          res.status < 500 &&
          code !== 'internal' &&
          (allowed ? code !== 'unauthorized' && code !== 'forbidden' : code === (who.role ? 'forbidden' : 'unauthorized'));
        if (!ok) wrong.push(`${label(op)} as ${who.name}: ${res.status} ${code ?? 'no error'} ${res.body.errors?.[0]?.message ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('GraphQL: brand tenancy', () => {
  /** The brand of each row of a resource's table, as stored. */
  const brandOf = (resource: string) => BINDINGS.find((b) => b.resource.name === resource)?.table as any;

  it('classifies every GraphQL operation for tenancy', () => {
    // An operation reaches brand records only through a declaration with tenancy; one without
    // tenancy must be closed to brand users or hold no brand column, else it cannot be probed.
    const unclassified = graphqlOperations(buildSchema(RESOURCES))
      .filter((op) => typeof op.access === 'object' && op.access && 'resource' in op.access)
      .filter((op) => {
        const name = (op.access as { resource: string }).resource;
        const declaration = findResource(name);
        if (!declaration) return true;
        if (declaration.tenancy) return !/^(\w+?)(Paginated|Count)?$|^(create|update|delete)\w+$/.test(op.field.name);
        const openToBrands = passes(op.access, 'USER') || passes(op.access, 'ADMIN');
        return openToBrands && !!brandOf(name)?.brand_id;
      })
      .map(label);
    expect(unclassified).toEqual([]);
  });

  it('never gives a brand user another brand’s record', { timeout: 120_000 }, async () => {
    const leaks: string[] = [];
    const schema = buildSchema(RESOURCES);
    for (const op of graphqlOperations(schema)) {
      const access = op.access as { resource?: string } | undefined;
      const declaration = access?.resource ? findResource(access.resource) : undefined;
      if (!declaration?.tenancy) continue;
      for (const who of identities.filter((i) => i.role && i.brand_id !== null && passes(op.access, i.role))) {
        const otherBrand = who.brand_id === 1 ? 2 : 1;
        const other = await recordOf(declaration.name, otherBrand);
        if (other === undefined) continue;
        const { query, variableNames } = graphqlDocument(op);
        const variables = Object.fromEntries(
          variableNames.map((v) => [
            v.name,
            v.name === 'id'
              ? String(other)
              : v.name === 'query'
                ? { brand_id: otherBrand }
                : v.scalar === 'Int'
                  ? 1
                  : v.required
                    ? {}
                    : null,
          ]),
        );
        const res = await t.api.post('/api/graphql').set('Authorization', `Bearer ${who.token}`).send({ query, variables });
        const data = res.body.data?.[op.field.name];
        const refused = res.body.errors?.length || data === null || (Array.isArray(data) && data.length === 0) || data === 0;
        if (!refused) leaks.push(`${label(op)} as ${who.name} on brand ${otherBrand}: ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
