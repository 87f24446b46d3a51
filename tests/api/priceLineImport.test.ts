/**
 * CSV import of a pricing template's price lines (server/billing/priceLineImport.ts) through the CSV
 * import's flow: per-row messages in words (keyed), nothing saved while a row is wrong, all rows in
 * one transaction with one audit row, the pricing tool's write access.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, materials, pricingTemplates } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

let templateId: number;
let matte: number;
const URL = '/api/imports/pricing-lines';

const linesOf = async () =>
  (await t.ctx.database.db.select().from(pricingTemplates).where(eq(pricingTemplates.id, templateId)))[0].lines as any[];
const importAudits = async () =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pricing-templates'), eq(auditLog.action, 'import'), eq(auditLog.record_id, String(templateId))))
  )[0].n;

beforeAll(async () => {
  [{ id: matte }] = await t.ctx.database.db.select({ id: materials.id }).from(materials).where(eq(materials.sku, 'PS-MATTE'));
  const superadmin = await t.as('superadmin@demo.test');
  const made = await superadmin.post('/api/pricing').send({
    name: 'CSV import test',
    brand_id: 1,
    lines: [{ material_id: matte, basis: 'square_foot', min_quantity: 1, internal_cents: 100, brand_cents: 300 }],
  });
  expect(made.status).toBe(201);
  templateId = made.body.id;
});

describe('CSV import of price lines', () => {
  it('reports each bad row in words, with the message keys, and saves nothing', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const rows = [
      { material: 'PS-MATTE', basis: 'roll', min_quantity: '', internal_price: '38.00', brand_price: '79' },
      { material: 'Northwind Linen', basis: 'sq ft', internal_price: '1', brand_price: '2' },
      { material: 'traditional smooth', basis: 'yard', min_quantity: '0', internal_price: '12.345', brand_price: '' },
      { material: 'PS-MATTE', basis: 'per roll', min_quantity: '1', internal_price: '1', brand_price: '2', colour: 'red' },
    ];
    const checked = await superadmin.post(`${URL}/validate`).send({ template_id: templateId, rows });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ total: 4, valid: 1, invalid: 3 });
    const [linen, smooth, twice] = checked.body.rows;
    expect(linen).toMatchObject({
      row: 2,
      errors: { material: expect.stringContaining('No material “Northwind Linen” can be priced in this template') },
      message_codes: { material: { code: 'billing.price_import.material_unknown', values: { name: 'Northwind Linen' } } },
    });
    expect(smooth.row).toBe(3);
    expect(Object.keys(smooth.errors).sort()).toEqual(['basis', 'brand_price', 'internal_price', 'min_quantity']);
    expect(smooth.errors.basis).toBe('“yard” is not a basis: roll, square_foot or sample');
    expect(smooth.message_codes.internal_price.code).toBe('billing.price_import.price_invalid');
    expect(smooth.errors.min_quantity).toBe('Must be a whole number from 1 to 100000');
    expect(smooth.errors.brand_price).toBe('Must provide a value');
    // A missing value is the one field message every route and import sends (`fields.required`).
    expect(smooth.message_codes.brand_price).toEqual({ code: 'fields.required', values: {} });
    expect(twice).toMatchObject({
      row: 4,
      errors: {
        min_quantity: 'Also in row 1: each material, basis and first quantity is priced once',
        colour: 'Not a column of price lines',
      },
    });

    const refused = await superadmin.post(URL).send({ template_id: templateId, rows });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('3 row(s) have errors: nothing was imported.');
    expect(refused.body.error.errors['row 2.material']).toContain('Northwind Linen');
    expect(await linesOf()).toHaveLength(1);
    expect(await importAudits()).toBe(0);
  });

  it('adds new tiers, replaces the prices of a tier already there, in one transaction with one audit row', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const rows = [
      { material: 'PS-MATTE', basis: 'square_foot', min_quantity: '1', internal_price: '1,10', brand_price: '$3.25' },
      { material: 'Traditional Smooth', basis: 'rouleau', min_quantity: '10', internal_price: '40', brand_price: '85.5' },
      { material: String(matte), basis: 'sample', internal_price: '1.20', brand_price: '4.50' },
    ];
    const checked = await superadmin.post(`${URL}/validate`).send({ template_id: templateId, rows });
    expect(checked.body).toEqual({ total: 3, valid: 3, invalid: 0, rows: [] });
    const saved = await superadmin.post(URL).send({ template_id: templateId, rows });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ created: 2, updated: 1, template_id: templateId });
    const [smooth] = await t.ctx.database.db.select({ id: materials.id }).from(materials).where(eq(materials.sku, 'TR-SMOOTH'));
    expect(await linesOf()).toEqual([
      { material_id: matte, basis: 'square_foot', min_quantity: 1, internal_cents: 110, brand_cents: 325 },
      { material_id: smooth.id, basis: 'roll', min_quantity: 10, internal_cents: 4000, brand_cents: 8550 },
      { material_id: matte, basis: 'sample', min_quantity: 1, internal_cents: 120, brand_cents: 450 },
    ]);
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pricing-templates'), eq(auditLog.record_id, String(templateId)), eq(auditLog.action, 'import')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ brand_id: 1, before: { lines: [expect.objectContaining({ brand_cents: 300 })] } });
    expect(audits[0].after).toMatchObject({ added: 2, replaced: 1 });
  });

  it('is the pricing tool’s write access, and names what is wrong with the request', async () => {
    const rows = [{ material: 'PS-MATTE', basis: 'sample', internal_price: '1', brand_price: '2' }];
    for (const email of ['superuser@demo.test', 'technician@demo.test', 'admin@demo.test', 'user@demo.test']) {
      const who = await t.as(email);
      expect((await who.post(`${URL}/validate`).send({ template_id: templateId, rows })).status, email).toBe(403);
      expect((await who.post(URL).send({ template_id: templateId, rows })).status, email).toBe(403);
    }
    const superadmin = await t.as('superadmin@demo.test');
    const unnamed = await superadmin.post(URL).send({ rows });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.errors.template_id).toBe('Must provide a value');
    const missing = await superadmin.post(URL).send({ template_id: 999999, rows });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message_code).toBe('billing.price_import.no_template');
    expect((await superadmin.post(URL).send({ template_id: templateId, brand_id: 1, rows })).status).toBe(400);
    expect((await superadmin.post(URL).send({ template_id: templateId, rows: [] })).status).toBe(400);
  });
});
