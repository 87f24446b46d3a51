import { describe, expect, it } from 'vitest';
import { notAnImage, oversizeFile, pngImage } from '../support/images';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('GET collections?brand_id', () => {
  it('lists the collections of a brand', async () => {
    const res = await (await t.as('admin@demo.test')).get('/api/collections?brand_id=1');
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.name)).toEqual(['Botanicals', 'Geometric']);
  });

  it('gives a brand user their own brand only', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.get('/api/collections')).body.every((c: any) => c.brand_id === 1)).toBe(true);
    expect((await user.get('/api/collections?brand_id=2')).status).toBe(403);
    expect((await user.get('/api/collections?brand_id=x')).status).toBe(400);
  });

  it('gives staff any brand, and TECHNICIAN nothing (Collection is USER level)', async () => {
    expect((await (await t.as('superuser@demo.test')).get('/api/collections?brand_id=2')).body.map((c: any) => c.name)).toEqual([
      'Coastal',
    ]);
    expect((await (await t.as('technician@demo.test')).get('/api/collections')).status).toBe(403);
  });
});

describe('POST collections (multipart)', () => {
  it('creates a collection with both images', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/collections')
      .field('name', 'Florals')
      .field('brand_id', '1')
      .attach('collection_logo', pngImage(8, 8, [200, 30, 30]), 'logo.png')
      .attach('secondary_image', pngImage(16, 8), 'second.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Florals', brand_id: 1 });
    expect(res.body.collection_logo).toMatch(/^\/api\/files\/collections\/1\/.+\.png$/);
    expect(res.body.secondary_image).toMatch(/^\/api\/files\/collections\/1\/.+\.png$/);
    expect((await t.api.get(res.body.collection_logo)).status).toBe(200);
  });

  it('puts a brand user’s collection in their brand even without brand_id', async () => {
    const res = await (await t.as('user@demo.test')).post('/api/collections').field('name', 'Stripes');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ brand_id: 1, collection_logo: null });
  });

  it('refuses another brand, missing names, wrong types and oversize files', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.post('/api/collections').field('name', 'X').field('brand_id', '2')).status).toBe(403);
    const missing = await user.post('/api/collections').field('brand_id', '1');
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ name: 'Must provide a value' });
    const wrongType = await user
      .post('/api/collections')
      .field('name', 'X')
      .field('brand_id', '1')
      .attach('collection_logo', notAnImage, 'a.gif');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.errors).toEqual({ collection_logo: 'Must be a PNG, JPEG, WebP or GIF image' });
    const big = await user
      .post('/api/collections')
      .field('name', 'X')
      .field('brand_id', '1')
      .attach('secondary_image', oversizeFile(), 'a.png');
    expect(big.status).toBe(413);
    // A staff member must name the brand.
    const staff = await (await t.as('superuser@demo.test')).post('/api/collections').field('name', 'X');
    expect(staff.body.error.errors).toEqual({ brand_id: 'Must provide a value' });
  });

  it('takes JSON too, but never an outside image URL', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.post('/api/collections').send({ name: 'Json', brand_id: 1, collection_logo: 'javascript:alert(1)' });
    expect(res.status).toBe(201);
    expect(res.body.collection_logo).toBeNull();
  });
});

describe('PUT collections (multipart)', () => {
  it('renames and replaces one image, keeping the other', async () => {
    const user = await t.as('user@demo.test');
    const created = await user
      .post('/api/collections')
      .field('name', 'Before')
      .field('brand_id', '1')
      .attach('collection_logo', pngImage(), 'a.png')
      .attach('secondary_image', pngImage(4, 4), 'b.png');
    const res = await user
      .put('/api/collections')
      .field('id', String(created.body.id))
      .field('name', 'After')
      .attach('collection_logo', pngImage(6, 6), 'c.png');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('After');
    expect(res.body.collection_logo).not.toBe(created.body.collection_logo);
    expect(res.body.secondary_image).toBe(created.body.secondary_image);
    // An empty field clears an image.
    const cleared = await user.put('/api/collections').field('id', String(created.body.id)).field('secondary_image', '');
    expect(cleared.body.secondary_image).toBeNull();
  });

  it('refuses another brand’s collection, a missing id and unknown ids', async () => {
    const admin2 = await t.as('admin2@demo.test');
    expect((await admin2.put('/api/collections').field('id', '1').field('name', 'Mine')).status).toBe(403);
    expect((await admin2.put('/api/collections').field('name', 'x')).status).toBe(400);
    expect((await admin2.put('/api/collections').field('id', '9999').field('name', 'x')).status).toBe(404);
    // Moving a collection to another brand is not allowed either.
    expect((await (await t.as('admin@demo.test')).put('/api/collections').field('id', '1').field('brand_id', '2')).status).toBe(403);
  });

  it('stores no image for a refused change', async () => {
    const stored: string[] = [];
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    t.ctx.storage.put = async (folder, ...rest) => {
      stored.push(folder);
      return put(folder, ...rest);
    };
    try {
      const admin = await t.as('admin@demo.test');
      const moved = await admin
        .put('/api/collections')
        .field('id', '1')
        .field('brand_id', '2')
        .attach('collection_logo', pngImage(6, 6), 'c.png');
      expect(moved.status).toBe(403);
      const created = await admin
        .post('/api/collections')
        .field('name', 'Elsewhere')
        .field('brand_id', '2')
        .attach('collection_logo', pngImage(6, 6), 'c.png');
      expect(created.status).toBe(403);
      expect(stored).toEqual([]);
    } finally {
      t.ctx.storage.put = put;
    }
  });
});

describe('DELETE collections?collection_id', () => {
  it('deletes a collection of the brand, not of another', async () => {
    const admin = await t.as('admin@demo.test');
    const created = await admin.post('/api/collections').send({ name: 'Temporary', brand_id: 1 });
    expect((await (await t.as('admin2@demo.test')).delete(`/api/collections?collection_id=${created.body.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/collections?collection_id=${created.body.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/collections?collection_id=${created.body.id}`)).status).toBe(404);
    expect((await admin.delete('/api/collections')).status).toBe(400);
  });
});
