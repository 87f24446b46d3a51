/**
 * "Adding a resource" as the README says it (issue 27): a fixture declaration, its table and one
 * area line give REST calls with validation, access and audit, and OpenAPI paths, with no
 * framework file touched. Its sidebar entry from the same declaration: tests/ui/areaManifest.test.tsx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry';
import { SERVER_AREAS } from '../../server/areas';
import { bindDeclared, type ServerArea } from '../../server/framework/area';
import { CARRIERS_MIGRATION, carriers, carriersTable } from '../fixtures/carriers';
import { testApp, type TestApp } from '../support/testApp';

/** The server's line of a new area: its declarations bound to its tables. */
const fixtureArea: ServerArea = { id: 'fixture', bindings: bindDeclared([carriers], { carriersTable }) };

let t: TestApp;
beforeAll(async () => {
  // The area's resource list (resources/<area>/index.ts), which the registry gathers: its access rules.
  RESOURCES.push(carriers);
  t = await testApp({}, { areas: [...SERVER_AREAS, fixtureArea], migration: CARRIERS_MIGRATION });
});
afterAll(async () => {
  await t?.close();
  RESOURCES.splice(RESOURCES.indexOf(carriers), 1);
});

describe('a fixture resource added by declaration', () => {
  it('is created, listed, changed and deleted through REST, with field errors and an audit row', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/carriers').send({ name: 'Parcel Express', tracking_url: 'https://parcel.test/{n}' });
    expect(created.status).toBe(201);
    const bad = await superadmin.post('/api/carriers').send({ name: '', speed: 'fast' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['name', 'speed']);
    const technician = await t.as('technician@demo.test');
    const list = await technician.get('/api/carriers');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Parcel Express']);
    // Declared access: a TECHNICIAN views, only a SUPERADMIN writes; a brand user sees nothing.
    expect((await technician.post('/api/carriers').send({ name: 'Freight Co' })).status).toBe(403);
    expect((await (await t.as('user@demo.test')).get('/api/carriers')).status).toBe(403);
    const changed = await superadmin.put(`/api/carriers/${created.body.id}`).send({ name: 'Parcel Express Ltd' });
    expect(changed.body).toMatchObject({ name: 'Parcel Express Ltd', tracking_url: 'https://parcel.test/{n}' });
    expect((await superadmin.delete(`/api/carriers/${created.body.id}`)).status).toBe(200);
    const audit = await t.ctx.database.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.resource, 'carriers') });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.api.get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/carriers'))).toEqual(
      expect.arrayContaining(['/api/carriers', '/api/carriers/{id}']),
    );
  });
});
