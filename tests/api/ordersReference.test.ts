/** Customer address types (docs/requirements/orders.md §7 `GET customers/address/types`): the orders area's first declared resource. */
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('customer address types', () => {
  it('are read by every role at the spec’s path, sorted by name', async () => {
    const user = await t.as('user@demo.test');
    const res = await user.get('/api/customers/address/types');
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => a.name)).toEqual(['Billing', 'Returns', 'Shipping']);
    expect((await user.get('/api/customers/address/types?q=ship')).body.map((a: any) => a.name)).toEqual(['Shipping']);
  });

  it('are managed by SUPERADMIN only, with field errors and no duplicates', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/customers/address/types').send({ name: 'Gift' })).status).toBe(403);
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/customers/address/types').send({ name: 'Gift', description: 'A present for someone' });
    expect(created.status).toBe(201);
    expect((await superadmin.post('/api/customers/address/types').send({ name: 'Gift' })).status).toBe(409);
    const bad = await superadmin.post('/api/customers/address/types').send({ name: '', colour: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({ name: 'Must provide a value' });
    expect((await superadmin.put(`/api/customers/address/types/${created.body.id}`).send({ name: 'Gift wrap' })).body.name).toBe(
      'Gift wrap',
    );
    expect((await superadmin.delete(`/api/customers/address/types/${created.body.id}`)).status).toBe(200);
  });
});
