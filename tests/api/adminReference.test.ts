import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('fonts, art types and mockup categories', () => {
  it('are read by every role', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.get('/api/fonts')).body.map((f: any) => f.name)).toContain('Playfair Display');
    expect((await user.get('/api/art-types')).body.map((a: any) => a.name)).toContain('Mural');
    const categories = (await (await t.as('technician@demo.test')).get('/api/mockup-categories')).body;
    expect(new Set(categories.map((c: any) => c.category_type))).toEqual(
      new Set(['ROOM_TYPE', 'STYLE_TYPE', 'COLOR_TYPE', 'PRODUCT_TYPE', 'LISTING_TYPE']),
    );
  });

  it('filter mockup categories by type', async () => {
    const res = await (
      await t.as('user@demo.test')
    ).get(`/api/mockup-categories?filter_by=${encodeURIComponent(JSON.stringify({ category_type: 'ROOM_TYPE' }))}`);
    expect(res.body.map((c: any) => c.name)).toEqual(['Bedroom', 'Living Room', 'Nursery']);
  });

  it('are managed by SUPERADMIN, with field errors', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/mockup-categories').send({ name: 'Office', category_type: 'ROOM_TYPE' });
    expect(created.status).toBe(201);
    const bad = await superadmin.post('/api/mockup-categories').send({ name: 'Office', category_type: 'KITCHEN_TYPE' });
    expect(bad.body.error.errors).toEqual({
      category_type: 'Must be one of: ROOM_TYPE, STYLE_TYPE, COLOR_TYPE, PRODUCT_TYPE, LISTING_TYPE',
    });
    expect((await superadmin.post('/api/mockup-categories').send({ name: 'Office', category_type: 'ROOM_TYPE' })).status).toBe(409);
    expect((await superadmin.put(`/api/fonts/1`).send({ family: 'Georgia, serif' })).body.family).toBe('Georgia, serif');
    expect((await superadmin.post('/api/fonts').send({ name: 'Bad', family: 'x', url: 'not a url' })).body.error.errors).toEqual({
      url: 'Must be a valid URL',
    });
    expect(
      (await superadmin.delete(`/api/art-types/${(await superadmin.post('/api/art-types').send({ name: 'Collage' })).body.id}`)).status,
    ).toBe(200);
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/fonts').send({ name: 'Mine', family: 'x' })).status).toBe(403);
    expect((await admin.delete('/api/art-types/1')).status).toBe(403);
    expect((await admin.put('/api/mockup-categories/1').send({ name: 'x' })).status).toBe(403);
  });
});

describe('GET materials?brand_id', () => {
  it('lists the shared materials and the brand’s own', async () => {
    const admin2 = await t.as('admin2@demo.test');
    const res = await admin2.get('/api/materials?brand_id=2');
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => m.sku).sort()).toEqual(['GC-TEX', 'NW-LINEN', 'PS-MATTE', 'TR-SMOOTH']);
    expect(res.body.find((m: any) => m.sku === 'PS-MATTE').roll_width_inches).toBe(24);
  });

  it('keeps another brand’s materials from a brand user', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/materials?brand_id=1')).body.map((m: any) => m.sku)).not.toContain('NW-LINEN');
    expect((await admin.get('/api/materials')).body.map((m: any) => m.sku)).not.toContain('NW-LINEN');
    expect((await admin.get('/api/materials?brand_id=2')).status).toBe(403);
    const linen = (await (await t.as('superadmin@demo.test')).get('/api/materials')).body.find((m: any) => m.sku === 'NW-LINEN');
    expect((await admin.get(`/api/materials/${linen.id}`)).status).toBe(404);
    expect((await (await t.as('admin2@demo.test')).get(`/api/materials/${linen.id}`)).status).toBe(200);
    expect((await admin.get('/api/materials?brand_id=abc')).status).toBe(400);
  });

  it('are managed by SUPERADMIN', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const res = await superadmin.post('/api/materials').send({ name: 'Vinyl', sku: 'VINYL', roll_width_inches: 'wide' });
    expect(res.body.error.errors).toEqual({ roll_width_inches: 'Must be a number' });
    expect(
      (await superadmin.post('/api/materials').send({ name: 'Vinyl', sku: 'VINYL', brand_id: 1, roll_width_inches: 20.5 })).status,
    ).toBe(201);
    expect((await superadmin.post('/api/materials').send({ name: 'Dup', sku: 'VINYL' })).status).toBe(409);
    expect((await (await t.as('admin@demo.test')).post('/api/materials').send({ name: 'x', sku: 'x' })).status).toBe(403);
  });
});
