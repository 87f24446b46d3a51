/**
 * CSV import of declared resources (server/framework/csvImport.ts, issue 26): every row checked
 * with the declaration's create schema, per-row field errors without saving anything, all rows
 * saved in one transaction with one audit row, access and brand tenancy on the server.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers, vendors } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const customersNamed = async (last: string) =>
  (await t.ctx.database.db.select({ n: count() }).from(customers).where(eq(customers.last, last)))[0].n;
const importAudits = async (resource: string) =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, resource), eq(auditLog.action, 'import')))
  )[0].n;

describe('CSV import', () => {
  it('reports each bad row with its field messages and saves nothing', async () => {
    const admin = await t.as('admin@demo.test');
    const rows = [
      { first: 'Ada', last: 'Importa', email: 'ada.importa@example.test' },
      { first: 'Bea', last: 'Importa', email: 'not-an-email' },
      { first: 'Cy', last: 'Importa', email: 'ada.importa@example.test', accepts_marketing: 'maybe' },
    ];
    const checked = await admin.post('/api/imports/customers/validate').send({ rows });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(checked.body.rows).toEqual([
      { row: 2, errors: { email: 'Must be a valid email' }, message_codes: { email: { code: 'fields.email', values: {} } } },
      {
        row: 3,
        errors: expect.objectContaining({ accepts_marketing: 'Must be true or false' }),
        message_codes: expect.objectContaining({ accepts_marketing: { code: 'fields.boolean', values: {} } }),
      },
    ]);
    const refused = await admin.post('/api/imports/customers').send({ rows });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors['row 2.email']).toBe('Must be a valid email');
    expect(refused.body.error.message_codes['row 2.email']).toEqual({ code: 'fields.email', values: {} });
    expect(await customersNamed('Importa')).toBe(0);
    expect(await importAudits('customers')).toBe(0);
  });

  it('finds a value taken in the database or twice in the file', async () => {
    const admin = await t.as('admin@demo.test');
    const [taken] = await t.ctx.database.db.select({ email: customers.email }).from(customers).where(eq(customers.brand_id, 1)).limit(1);
    const res = await admin.post('/api/imports/customers/validate').send({
      rows: [{ email: taken.email }, { email: 'twice@example.test' }, { email: 'TWICE@example.test' }],
    });
    expect(res.body.rows).toEqual([
      {
        row: 1,
        errors: { email: expect.stringContaining('already used') },
        message_codes: { email: { code: 'fields.unique', values: expect.objectContaining({ field: expect.any(String) }) } },
      },
      {
        row: 3,
        errors: { email: 'Also in row 2: each value may appear once' },
        message_codes: { email: { code: 'import.duplicate_row', values: { row: 2 } } },
      },
    ]);
  });

  it('saves every row in one transaction with one audit row, in the brand user’s own brand', async () => {
    const admin = await t.as('admin@demo.test');
    const rows = [
      { first: 'Dee', last: 'Imported', email: 'dee.imported@example.test', accepts_marketing: 'true' },
      { first: 'Eve', last: 'Imported', email: '', phone: ' 555 0101 ' },
    ];
    const res = await admin.post('/api/imports/customers').send({ rows });
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(2);
    const made = await t.ctx.database.db.select().from(customers).where(eq(customers.last, 'Imported'));
    expect(made.map((c) => [c.first, c.brand_id, c.accepts_marketing, c.email, c.phone])).toEqual(
      expect.arrayContaining([
        ['Dee', 1, true, 'dee.imported@example.test', null],
        ['Eve', 1, false, null, '555 0101'],
      ]),
    );
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.action, 'import')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ record_id: null, brand_id: 1 });
    expect((audits[0].after as any).records.map((r: any) => r.name).sort()).toEqual(['Dee Imported', 'Eve Imported']);
  });

  it('holds brand tenancy: a brand user cannot import into another brand; staff must choose one', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/imports/customers').send({ brand_id: 2, rows: [{ first: 'X' }] })).status).toBe(403);
    const row = await admin.post('/api/imports/customers/validate').send({ rows: [{ first: 'X', brand_id: '2' }] });
    expect(row.body.rows[0].errors.brand_id).toBeTruthy();
    const staff = await t.as('superadmin@demo.test');
    const unchosen = await staff.post('/api/imports/customers').send({ rows: [{ first: 'Y' }] });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.error.errors.brand_id).toBe('Must provide a value');
    const chosen = await staff.post('/api/imports/customers').send({ brand_id: 2, rows: [{ first: 'Zed', last: 'Northwind' }] });
    expect(chosen.status).toBe(201);
    const [zed] = await t.ctx.database.db.select().from(customers).where(eq(customers.last, 'Northwind'));
    expect(zed.brand_id).toBe(2);
  });

  it('checks access with the resource’s own rules', async () => {
    const technician = await t.as('technician@demo.test');
    expect((await technician.post('/api/imports/customers/validate').send({ brand_id: 1, rows: [{ first: 'T' }] })).status).toBe(403);
    const admin = await t.as('admin@demo.test');
    // Materials are SUPERADMIN's; vendors ADMIN's.
    expect((await admin.post('/api/imports/materials').send({ rows: [{ name: 'M', sku: 'M-1' }] })).status).toBe(403);
    const user = await t.as('user@demo.test');
    expect((await user.post('/api/imports/vendors').send({ rows: [{ brand_name: 'V' }] })).status).toBe(403);
    expect((await admin.post('/api/imports/orders').send({ rows: [{}] })).status).toBe(404);
    expect((await admin.post('/api/imports/customers').send({ rows: [] })).status).toBe(400);
    expect((await admin.post('/api/imports/customers').send({ rows: [{ first: 'A' }], extra: 1 })).status).toBe(400);
  });

  it('takes references by name and reports a name it does not know', async () => {
    const admin = await t.as('admin@demo.test');
    const vendorRows = [{ brand_name: 'Imported Paper Mill', email: 'mill@example.test', website: 'https://mill.example.test' }];
    expect((await admin.post('/api/imports/vendors').send({ rows: vendorRows })).status).toBe(201);
    const [vendor] = await t.ctx.database.db.select().from(vendors).where(eq(vendors.brand_name, 'Imported Paper Mill'));
    const technician = await t.as('technician@demo.test');
    const items = await technician.post('/api/imports/trackable-items/validate').send({
      rows: [
        { sku: 'IMP-1', name: 'Imported roll', vendor_id: 'Imported Paper Mill', cost: '12.50', cost_basis: 'UNIT' },
        { sku: 'IMP-2', name: 'Unknown vendor roll', vendor_id: 'Nobody Mills' },
        { sku: 'bad sku!', name: 'Bad', standard_unit_count: '0' },
      ],
    });
    expect(items.body.rows).toEqual([
      {
        row: 2,
        errors: { vendor_id: 'Not found: “Nobody Mills”' },
        message_codes: { vendor_id: { code: 'import.not_found', values: { name: 'Nobody Mills' } } },
      },
      {
        row: 3,
        errors: { sku: expect.any(String), standard_unit_count: 'Must be at least 1' },
        message_codes: { standard_unit_count: { code: 'fields.min', values: { min: 1 } } },
      },
    ]);
    const saved = await technician.post('/api/imports/trackable-items').send({
      rows: [{ sku: 'IMP-1', name: 'Imported roll', vendor_id: 'Imported Paper Mill', cost: '12.50' }],
    });
    expect(saved.status).toBe(201);
    const [item] = await t.ctx.database.db
      .execute<{ vendor_id: number }>(sql`SELECT vendor_id FROM trackable_items WHERE sku = 'IMP-1'`)
      .then((r: any) => r.rows ?? r);
    expect(item.vendor_id).toBe(vendor.id);
  });
});
