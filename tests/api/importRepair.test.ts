/**
 * Failed import repair (issue 26): a store order that names a material the brand does not know
 * fails with what is missing in words and as data (`missing`); mapping the store's name to an
 * existing material (material-aliases, audited, per brand) lets the retry import it, and the
 * retry answers each order's true outcome.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, lineItems, materials } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const drain = useTestApp((app) => (t = app));

async function failedImport(brandId: number) {
  const staff = await t.as('technician@demo.test');
  const queued = await staff.post('/api/orders/demo-orders').send({ brand_id: brandId, count: 1, failing: true });
  expect(queued.status).toBe(202);
  await drain();
  return queued.body.queued[0].id as number;
}

describe('failed import repair', () => {
  it('says what is missing, maps the store’s material for the brand, and the retry imports the order', async () => {
    const id = await failedImport(1);
    const admin = await t.as('admin@demo.test');
    const item = (await admin.get(`/api/queues/order-processor/${id}`)).body;
    expect(item.status).toBe('failed');
    expect(item.reason).toContain('Metallic Foil');
    expect(item.missing.length).toBeGreaterThanOrEqual(1);
    expect(item.missing[0]).toMatchObject({ kind: 'material', name: 'Metallic Foil', line: expect.any(Number) });

    // Retrying before the mapping fails again, with the reason.
    const again = await admin.post('/api/queues/order-processor/retry').send({ ids: [id] });
    expect(again.body).toMatchObject({ succeeded: 0, failed: 1 });
    expect(again.body.results[0]).toMatchObject({ id, status: 'failed', missing: [expect.objectContaining({ name: 'Metallic Foil' })] });

    const [material] = await t.ctx.database.db.select().from(materials).where(isNull(materials.brand_id)).limit(1);
    const mapped = await admin.post('/api/material-aliases').send({ store_name: 'metallic foil', material_id: material.id });
    expect(mapped.status).toBe(201);
    expect(mapped.body).toMatchObject({ brand_id: 1, material_id: material.id });
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'material-aliases'), eq(auditLog.record_id, String(mapped.body.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);

    const retried = await admin.post('/api/queues/order-processor/retry').send({ ids: [id] });
    expect(retried.body).toMatchObject({ succeeded: 1, failed: 0 });
    const result = retried.body.results[0];
    expect(result).toMatchObject({ id, status: 'processed', outcome: 'imported', order_id: expect.any(Number) });
    const lines = await t.ctx.database.db.select().from(lineItems).where(eq(lineItems.order_id, result.order_id));
    expect(lines.some((l) => l.material_id === material.id)).toBe(true);
    const done = (await admin.get(`/api/queues/order-processor/${id}`)).body;
    expect(done).toMatchObject({ status: 'processed', order_id: result.order_id, missing: null, reason: null });
  });

  it('keeps the mapping to its brand: another brand still fails, and may not map for brand 1', async () => {
    const id = await failedImport(2);
    const admin2 = await t.as('admin2@demo.test');
    const retried = await admin2.post('/api/queues/order-processor/retry').send({ ids: [id] });
    expect(retried.body.results[0]).toMatchObject({ status: 'failed' });
    const [material] = await t.ctx.database.db.select().from(materials).where(isNull(materials.brand_id)).limit(1);
    const other = await admin2.post('/api/material-aliases').send({ brand_id: 1, store_name: 'Other Foil', material_id: material.id });
    expect(other.status).toBe(403);
    // brand 1's mapping is not brand 2's to read
    const listed = await admin2.get('/api/material-aliases');
    expect(listed.body.every((a: any) => a.brand_id === 2)).toBe(true);
  });

  it('refuses a material the brand is not offered, and a name mapped twice', async () => {
    const db = t.ctx.database.db;
    const [own] = await db.insert(materials).values({ name: 'Brand Two Only Paper', sku: 'B2-ONLY', brand_id: 2 }).returning();
    const admin = await t.as('admin@demo.test');
    const refused = await admin.post('/api/material-aliases').send({ store_name: 'Velvet', material_id: own.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.errors.material_id).toBe('This material is not offered to the brand');
    // Keyed for the app (resources/i18n/areas/system.ts), the English alongside.
    expect(refused.body.error.message_codes).toEqual({ material_id: { code: 'fields.material_not_offered', values: {} } });
    expect(refused.body.error.message_code).toBe('errors.invalid_fields');
    const [shared] = await db.select().from(materials).where(isNull(materials.brand_id)).limit(1);
    const twice = await admin.post('/api/material-aliases').send({ store_name: 'METALLIC FOIL', material_id: shared.id });
    expect(twice.status).toBe(409);
    const user = await t.as('technician@demo.test');
    expect((await user.post('/api/material-aliases').send({ brand_id: 1, store_name: 'X', material_id: shared.id })).status).toBe(403);
  });
});
