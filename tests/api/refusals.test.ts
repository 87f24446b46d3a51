/**
 * Refusals with a field message, not 500s or silent duplicates (issue 11 item 4): unique names
 * (case-insensitively, per brand where they belong to one) are a 409 on the field like the
 * database's own unique constraints; 1.5 stock units is a 400 on the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/testApp';
import { gql, gqlError, type Client } from '../support/inventory';

let t: TestApp;
let boss: Client;
beforeAll(async () => {
  t = await testApp();
  boss = await t.as('superadmin@demo.test');
});
afterAll(() => t.close());

describe('unique names', () => {
  it('refuses a vendor whose name differs only in case, under the name field', async () => {
    const error = await gqlError(boss, `mutation($i: VendorInput!) { createVendor(input: $i) }`, {
      i: { brand_name: 'atlas WALLCOVERING supply' },
    });
    expect(error.extensions?.status).toBe(409);
    expect(error.extensions?.errors).toEqual({ brand_name: 'Vendor Name is already used by another vendor' });
    // The same by key and values (issue 27): the app words it in the chosen language.
    expect(error.extensions?.message_codes).toEqual({
      brand_name: {
        code: 'fields.unique',
        values: {
          field: 'Vendor Name',
          field_key: 'resources.inventory/vendors.fields.brand_name',
          one: 'vendor',
          resource: 'inventory/vendors',
        },
      },
    });
  });

  it('lets a vendor keep its own name on update, and refuses another vendor’s', async () => {
    const data = await gql(boss, `{ vendors(sort: "brand_name") { id brand_name } }`);
    const [first, second] = data.vendors;
    await gql(boss, `mutation($id: ID!, $i: VendorUpdateInput!) { updateVendor(id: $id, input: $i) }`, {
      id: first.id,
      i: { brand_name: first.brand_name.toUpperCase() },
    });
    const error = await gqlError(boss, `mutation($id: ID!, $i: VendorUpdateInput!) { updateVendor(id: $id, input: $i) }`, {
      id: second.id,
      i: { brand_name: first.brand_name },
    });
    expect(error.extensions?.errors).toHaveProperty('brand_name');
  });

  it('refuses a duplicate brand name (REST) with a 400 on the field', async () => {
    const brands = await boss.get('/api/brands?page=0&page_count=10');
    const existing = brands.body.results[0];
    const other = brands.body.results[1];
    const res = await boss.put('/api/brands').send({ id: other.id, name: existing.name.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body.error.errors).toEqual({ name: 'Name is already used by another brand' });
    expect(res.body.error.message_codes).toEqual({
      name: {
        code: 'fields.unique',
        values: { field: 'Name', field_key: 'resources.brands.fields.name', one: 'brand', resource: 'brands' },
      },
    });
  });

  it('keeps collection names unique within a brand only', async () => {
    const brands = (await boss.get('/api/brands?page=0&page_count=10')).body.results;
    const first = await boss.post('/api/collections').field('name', 'Botanical Dreams').field('brand_id', String(brands[0].id));
    expect(first.status).toBe(201);
    const twin = await boss.post('/api/collections').field('name', 'BOTANICAL dreams').field('brand_id', String(brands[0].id));
    expect(twin.status).toBe(409);
    expect(twin.body.error.errors).toHaveProperty('name');
    const elsewhere = await boss.post('/api/collections').field('name', 'Botanical Dreams').field('brand_id', String(brands[1].id));
    expect(elsewhere.status).toBe(201);
  });
});

describe('whole numbers', () => {
  it('answers 1.5 stock units on a purchase order line with a field message', async () => {
    const { vendors, trackableItems } = await gql(boss, `{ vendors { id } trackableItems { id } }`);
    const po = await gql(boss, `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) }`, { i: { vendor_id: vendors[0].id } });
    const error = await gqlError(boss, `mutation($i: PurchaseOrderLineInput!) { createPurchaseOrderLine(input: $i) }`, {
      i: { purchase_order_id: po.createPurchaseOrder, trackable_item_id: trackableItems[0].id, order_stock_qty: 1.5 },
    });
    expect(error.message).not.toMatch(/on our side/);
    expect(error.extensions).toMatchObject({ status: 400, errors: { order_stock_qty: 'Must be a whole number' } });
    expect(error.extensions?.message_codes).toEqual({ order_stock_qty: { code: 'fields.integer', values: {} } });
  });
});

describe('field messages by key (issue 27)', () => {
  it('a failed yup rule answers its key and values next to its English and its labelled code', async () => {
    const res = await boss.post('/api/brands').send({ name: 'x'.repeat(300) });
    expect(res.status).toBe(400);
    expect(res.body.error.message_code).toBe('errors.invalid_fields');
    const [field, text] = Object.entries<string>(res.body.error.errors).find(([, said]) => /at most/.test(said))!;
    expect(text).toMatch(/^Must be at most \d+ characters$/);
    expect(res.body.error.message_codes[field]).toEqual({ code: 'fields.max_length', values: { max: Number(/\d+/.exec(text)![0]) } });
    expect(res.body.error.codes[field]).toMatchObject({ code: 'max_length' });
  });
});
