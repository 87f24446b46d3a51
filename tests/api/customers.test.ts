/**
 * Customers (docs/requirements/orders.md §7 Customers; issue 12): list and search, one customer with addresses and
 * orders, create/update/delete (refused while orders reference it), addresses, types, search by
 * the store's id and sync from the store ("Customer not found.", "Failed to sync customer.").
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ShopifyStore } from '../../server/adapters/store';
import { auditLog, brandChannels, customers, orders } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const filter = (f: object) => `filter_by=${encodeURIComponent(JSON.stringify(f))}`;

describe('customers', () => {
  it('are listed per brand, searched by name and email, and read with addresses and orders', async () => {
    const admin = await t.as('admin@demo.test');
    const list = await admin.get('/api/customers?page_count=10&page=0');
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBe(10);
    expect(list.body.results.every((c: any) => c.brand_id === 1)).toBe(true);
    const one = list.body.results[3];
    for (const q of [one.first, one.last, one.email])
      expect((await admin.get(`/api/customers?q=${encodeURIComponent(q)}`)).body.map((c: any) => c.id)).toContain(one.id);
    const full = await admin.get(`/api/customers/${one.id}?view=full`);
    expect(full.status).toBe(200);
    expect(full.body.addresses.length).toBeGreaterThan(0);
    expect(full.body.orders.length).toBeGreaterThan(0);
    expect(full.body.orders.every((o: any) => typeof o.order_number === 'string')).toBe(true);
    expect((await admin.get(`/api/customers/${one.id}`)).body.orders).toBeUndefined();
    expect((await admin.get(`/api/customers/${one.id}?view=everything`)).status).toBe(400);
    expect((await admin.get(`/api/customers?page_count=10&page=0&${filter({ brand_id: 2 })}`)).status).toBe(403);
  });

  it('are found by a whole or partial email, only those that contain it, in the caller’s brand only', async () => {
    const db = t.ctx.database.db;
    // An email's search asks the index for its part before the @ (textSearch.ts): look-alikes that
    // share that part must still be told apart by the whole term.
    await db.insert(customers).values([
      { brand_id: 1, first: 'Ada', last: 'Zzmail', email: 'ada.zz@example.com' },
      { brand_id: 1, first: 'Ada', last: 'Zzmail', email: 'ada.zz@elsewhere.org' },
      { brand_id: 1, first: 'Ada', last: 'Zzmail', email: 'xada.zz@example.com' },
      { brand_id: 2, first: 'Ada', last: 'Zzmail', email: 'ada.zz@brand2.example.com' },
    ]);
    const admin = await t.as('admin@demo.test');
    const emails = async (q: string) =>
      ((await admin.get(`/api/customers?${filter({ q })}`)).body as Array<{ email: string }>).map((c) => c.email).sort();
    expect(await emails('ada.zz@example.com')).toEqual(['ada.zz@example.com', 'xada.zz@example.com']);
    expect(await emails('ADA.ZZ@EXAMPLE')).toEqual(['ada.zz@example.com', 'xada.zz@example.com']);
    expect(await emails('ada.zz@else')).toEqual(['ada.zz@elsewhere.org']);
    expect(await emails('ada.zz@brand2')).toEqual([]);
    // Too short before the @ to narrow, and LIKE's wildcards as plain text.
    expect(await emails('zz@elsewhere')).toEqual(['ada.zz@elsewhere.org']);
    expect(await emails('ada_zz@example.com')).toEqual([]);
    const staff = await t.as('superadmin@demo.test');
    const everyBrand = await staff.get(`/api/customers?${filter({ q: 'ada.zz@' })}`);
    expect(everyBrand.body.map((c: { email: string }) => c.email).sort()).toEqual([
      'ada.zz@brand2.example.com',
      'ada.zz@elsewhere.org',
      'ada.zz@example.com',
      'xada.zz@example.com',
    ]);
  });

  it('are created, changed and deleted with field errors; one referenced by orders is refused with 409', async () => {
    const user = await t.as('user@demo.test');
    const created = await user
      .post('/api/customers')
      .send({ first: 'Grace', last: 'Hopper', email: 'grace@example.com', customer_type_id: 2 });
    expect(created.status).toBe(201);
    expect(created.body.brand_id).toBe(1);
    const duplicate = await user.post('/api/customers').send({ first: 'G', email: 'GRACE@example.com' });
    expect(duplicate.status).toBe(409);
    const bad = await user.post('/api/customers').send({ email: 'not-an-email', first: 'x'.repeat(81) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({ email: 'Must be a valid email', first: expect.stringMatching(/80/) });
    const changed = await user.put('/api/customers').send({ id: created.body.id, phone: '+1 555 0100' });
    expect(changed.body.phone).toBe('+1 555 0100');
    expect((await user.delete(`/api/customers/${created.body.id}`)).status).toBe(200);
    const [withOrders] = await t.ctx.database.db.select().from(customers).where(eq(customers.brand_id, 1)).limit(1);
    const refused = await user.delete(`/api/customers/${withOrders.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This record is still in use by orders and cannot be deleted.');
    // The app words it by key (resources/i18n/areas/system.ts).
    expect(refused.body.error).toMatchObject({ message_code: 'errors.in_use', message_values: { users: 'orders' } });
  });

  it('record a change of a customer on their open orders’ timelines', async () => {
    const admin = await t.as('admin@demo.test');
    const open = await admin.get(`/api/orders?page_count=1&page=0&${filter({ status: 'UNFULFILLED' })}`);
    const order = open.body.results[0];
    const res = await admin.put('/api/customers').send({ id: order.customer_id, phone: '+1 555 0199' });
    expect(res.status).toBe(200);
    const [event] = (await admin.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
    expect(event).toMatchObject({
      type: 'customer_update',
      message: 'Customer details changed: Phone',
      data: { message_code: 'customer_changed', message_values: { fields: ['phone'] } },
    });
  });

  it('stay within the brand', async () => {
    const admin2 = await t.as('admin2@demo.test');
    const [brand1] = await t.ctx.database.db.select().from(customers).where(eq(customers.brand_id, 1)).limit(1);
    expect((await admin2.get(`/api/customers/${brand1.id}`)).status).toBe(403);
    expect((await admin2.put('/api/customers').send({ id: brand1.id, notes: 'x' })).status).toBe(403);
    expect((await admin2.delete(`/api/customers/${brand1.id}`)).status).toBe(403);
    expect((await admin2.post('/api/customers').send({ first: 'X', brand_id: 1 })).status).toBe(403);
    expect((await admin2.get('/api/customers/999999')).status).toBe(404);
    // Staff name the brand.
    const staff = await t.as('superuser@demo.test');
    const noBrand = await staff.post('/api/customers').send({ first: 'Y' });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error.errors).toEqual({ brand_id: 'Must provide a value' });
    expect((await staff.post('/api/customers').send({ first: 'Y', brand_id: 2 })).status).toBe(201);
  });
});

describe('customer addresses and types', () => {
  it('adds, changes and deletes addresses with one default, within the brand', async () => {
    const admin = await t.as('admin@demo.test');
    const [c] = await t.ctx.database.db.select().from(customers).where(eq(customers.brand_id, 1)).limit(1);
    const added = await admin.post('/api/customers/address').send({
      customer_id: c.id,
      address_type_id: 2,
      address1: '1 Infinite Loop',
      city: 'Cupertino',
      country_code: 'US',
      is_default: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.brand_id).toBe(1);
    const addresses = (await admin.get(`/api/customers/${c.id}`)).body.addresses;
    expect(addresses.filter((a: any) => a.is_default).map((a: any) => a.id)).toEqual([added.body.id]);
    const changed = await admin.put('/api/customers/address').send({ id: added.body.id, city: 'San José' });
    expect(changed.body.city).toBe('San José');
    const bad = await admin.post('/api/customers/address').send({ customer_id: c.id, address1: '', city: 'X', country_code: 'USA' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({
      address1: 'Must provide a value',
      country_code: 'Use the two-letter country code (e.g. US, FR)',
    });
    expect((await admin.delete(`/api/customers/address/${added.body.id}`)).status).toBe(200);
    const [other] = await t.ctx.database.db.select().from(customers).where(eq(customers.brand_id, 2)).limit(1);
    expect(
      (await admin.post('/api/customers/address').send({ customer_id: other.id, address1: 'x', city: 'y', country_code: 'US' })).status,
    ).toBe(403);
  });

  it('lists customer and address types for everybody', async () => {
    const tech = await t.as('technician@demo.test');
    expect((await tech.get('/api/customers/types')).body.map((x: any) => x.name)).toEqual(['Retail', 'Trade', 'Wholesale']);
    expect((await tech.get('/api/customers/address/types')).body.map((x: any) => x.name)).toEqual(['Billing', 'Returns', 'Shipping']);
  });
});

describe('the store’s customers', () => {
  it('finds a customer by the store id, or answers "Customer not found."', async () => {
    const admin = await t.as('admin@demo.test');
    const [c] = await t.ctx.database.db.select().from(customers).where(eq(customers.brand_id, 1)).limit(1);
    const found = await admin.get(`/api/customers/search/${c.shopify_id}`);
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(c.id);
    const missing = await admin.get('/api/customers/search/123');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Customer not found.');
    expect((await admin.get(`/api/customers/search/${c.shopify_id}?brand_id=2`)).status).toBe(403);
    const staff = await t.as('superadmin@demo.test');
    expect((await staff.get(`/api/customers/search/${c.shopify_id}`)).body.error.errors).toEqual({ brand_id: 'Must provide a value' });
  });

  it('syncs a customer from the store (brand 2’s demo store), or says why not', async () => {
    const admin2 = await t.as('admin2@demo.test');
    const synced = await admin2.post('/api/customers/sync').send({ shopify_id: '72000333' });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ brand_id: 2, shopify_id: '72000333', email: expect.stringMatching(/333@example\.com$/) });
    const again = await admin2.post('/api/customers/sync').send({ shopify_id: '72000333' });
    expect(again.body.id).toBe(synced.body.id);
    const missing = await admin2.post('/api/customers/sync').send({ shopify_id: '999' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Customer not found.');
    // Brand 1 has no connected store.
    const unconnected = await (await t.as('admin@demo.test')).post('/api/customers/sync').send({ shopify_id: '71000001' });
    expect(unconnected.status).toBe(409);
    expect(unconnected.body.error.message).toBe('Failed to sync customer.');
    expect((await admin2.post('/api/customers/sync').send({ shopify_id: 'abc' })).status).toBe(400);
  });
});

describe('customer sync merges what the store sent (issue 24 #6)', () => {
  it('keeps a field the store left out, clears one it sent as null, audits and tells the open orders', async () => {
    const db = t.ctx.database.db;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.brand_id, 2), eq(orders.status, 'UNFULFILLED')))
      .limit(1);
    const [before] = await db.select().from(customers).where(eq(customers.id, order.customer_id!));
    await db.update(customers).set({ phone: '+1 555 0123', email: 'kept@example.com' }).where(eq(customers.id, before.id));
    const sent = { customer: { id: Number(before.shopify_id), first_name: 'Anaïs', email: null } };
    const shopify = new ShopifyStore(
      '2025-01',
      (async () => new Response(JSON.stringify(sent), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    );
    const [channel] = await db.select().from(brandChannels).where(eq(brandChannels.brand_id, 2));
    await db
      .update(brandChannels)
      .set({ provider: 'shopify', shop_domain: 'northwind.myshopify.com', access_token: t.ctx.secrets.encrypt('shpat_x') })
      .where(eq(brandChannels.brand_id, 2));
    const original = t.ctx.store;
    t.ctx.store = shopify;
    try {
      const admin2 = await t.as('admin2@demo.test');
      const synced = await admin2.post('/api/customers/sync').send({ shopify_id: before.shopify_id });
      expect(synced.status).toBe(200);
      expect(synced.body).toMatchObject({ id: before.id, first: 'Anaïs', last: before.last, email: null, phone: '+1 555 0123' });
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.record_id, String(before.id))));
      expect(audit.at(-1)).toMatchObject({
        action: 'sync',
        user_email: 'admin2@demo.test',
        before: expect.objectContaining({ email: 'kept@example.com', phone: '+1 555 0123' }),
        after: expect.objectContaining({ first: 'Anaïs', email: null, phone: '+1 555 0123' }),
      });
      const [event] = (await admin2.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
      expect(event).toMatchObject({ type: 'customer_update', data: { message_values: { fields: ['first', 'email'] } } });
      // The same again changes nothing and writes nothing.
      await admin2.post('/api/customers/sync').send({ shopify_id: before.shopify_id });
      const after = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.record_id, String(before.id))));
      expect(after.length).toBe(audit.length);
    } finally {
      t.ctx.store = original;
      await db.update(brandChannels).set(channel).where(eq(brandChannels.brand_id, 2));
    }
  });
});
