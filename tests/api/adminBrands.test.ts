import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { notAnImage, oversizeFile, pngImage } from '../support/images';
import { eq } from 'drizzle-orm';
import { ShopifyStore } from '../../server/adapters/store';
import { brandChannels } from '../../server/db/schema';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('GET brands', () => {
  it('gives staff every brand', async () => {
    const res = await (await t.as('superuser@demo.test')).get('/api/brands');
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => b.name)).toEqual(expect.arrayContaining(['Wallflower Studio', 'Northwind Papers']));
  });

  it('gives a brand user only their own brand, paginated too', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.get('/api/brands');
    expect(res.body.map((b: any) => b.id)).toEqual([1]);
    const page = await admin.get('/api/brands?page=0&page_count=10');
    expect(page.body).toMatchObject({ count: 1, hasNext: false, hasBefore: false });
  });

  it('needs a session', async () => {
    expect((await t.api.get('/api/brands')).status).toBe(401);
  });
});

describe('GET brands/{id}', () => {
  it('returns the brand with its channels, never a token', async () => {
    const res = await (await t.as('superadmin@demo.test')).get('/api/brands/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, name: 'Northwind Papers', shopify_brand_name: 'northwind-papers' });
    expect(res.body.channels).toEqual([
      expect.objectContaining({ channel: 'SHOPIFY', provider: 'demo', shop_domain: 'northwind-papers.demo-store.local' }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('access_token');
  });

  it('refuses another brand to a brand user (403) and an unknown brand (404)', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.get('/api/brands/2')).status).toBe(403);
    expect((await (await t.as('superadmin@demo.test')).get('/api/brands/999')).status).toBe(404);
  });
});

describe('PUT brands', () => {
  it('lets a brand ADMIN rename their brand and records it in the audit log', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.put('/api/brands').send({ id: 1, name: 'Wallflower Studio Co', brand_logo: 'https://evil.example/x.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, name: 'Wallflower Studio Co', brand_logo: null });
    const log = await (await t.as('superadmin@demo.test')).get('/api/admin-tools/audit-log?resource=brands&user=admin@demo.test');
    expect(log.body.results[0]).toMatchObject({ action: 'update', record_id: '1', user_email: 'admin@demo.test' });
    await admin.put('/api/brands').send({ id: 1, name: 'Wallflower Studio' });
  });

  it('refuses another brand, a USER, and bad input', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.put('/api/brands').send({ id: 2, name: 'Mine now' })).status).toBe(403);
    expect((await (await t.as('user@demo.test')).put('/api/brands').send({ id: 1, name: 'x' })).status).toBe(403);
    const bad = await admin.put('/api/brands').send({ id: 1, name: '', shopify_brand_name: 'Not A Slug' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({
      name: 'Must provide a value',
      shopify_brand_name: 'Use lowercase letters, digits and dashes',
    });
    expect((await admin.put('/api/brands').send({ name: 'no id' })).status).toBe(400);
  });
});

describe('POST brands/logo', () => {
  it('stores the logo and serves it with cache headers', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.post('/api/brands/logo').field('brand_id', '1').attach('brand_logo', pngImage(), 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.brand_logo).toMatch(/^\/api\/files\/brands\/1\/[0-9a-f]+\.png$/);
    const file = await t.api.get(res.body.brand_logo);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    // The image policy's re-encoded copy of the upload: the same picture, not the bytes sent.
    expect(await sharp(file.body).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect([...(await sharp(file.body).raw().toBuffer()).subarray(0, 3)]).toEqual([46, 125, 50]);
    // The brand selector reads it from the user's brand.
    const me = await admin.get('/api/auth/me');
    expect(me.body.user.brand?.brand_logo ?? res.body.brand_logo).toBe(res.body.brand_logo);
  });

  it('takes a rect logo in the same call', async () => {
    const res = await (
      await t.as('superadmin@demo.test')
    )
      .post('/api/brands/logo')
      .field('brand_id', '2')
      .attach('brand_logo', pngImage(4, 4), 'square.png')
      .attach('rect_logo', pngImage(16, 4), 'wide.png');
    expect(res.status).toBe(200);
    expect(res.body.rect_logo).toMatch(/\.png$/);
    expect(res.body.rect_logo).not.toBe(res.body.brand_logo);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await (
      await t.as('admin@demo.test')
    )
      .post('/api/brands/logo')
      .field('brand_id', '1')
      .attach('brand_logo', notAnImage, 'logo.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({
      code: 'unsupported_media_type',
      errors: { brand_logo: 'Must be a PNG, JPEG, WebP or GIF image' },
    });
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await (
      await t.as('admin@demo.test')
    )
      .post('/api/brands/logo')
      .field('brand_id', '1')
      .attach('brand_logo', oversizeFile(), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The image is too large: the limit is 5 MB.');
  });

  it('needs a file, a brand id, and the brand of the user', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.post('/api/brands/logo').field('brand_id', '1')).body.error.errors).toEqual({ brand_logo: 'Choose an image' });
    expect((await admin.post('/api/brands/logo').attach('brand_logo', pngImage(), 'a.png')).body.error.errors).toEqual({
      brand_id: 'Must provide a value',
    });
    expect((await admin.post('/api/brands/logo').field('brand_id', '2').attach('brand_logo', pngImage(), 'a.png')).status).toBe(403);
    expect(
      (await (await t.as('user@demo.test')).post('/api/brands/logo').field('brand_id', '1').attach('brand_logo', pngImage(), 'a.png'))
        .status,
    ).toBe(403);
    expect((await admin.post('/api/brands/logo').field('brand_id', '1').attach('other', pngImage(), 'a.png')).status).toBe(400);
  });

  it('answers 404 for an unknown file', async () => {
    expect((await t.api.get('/api/files/brands/1/nope.png')).status).toBe(404);
    expect((await t.api.get('/api/files/../../etc/passwd')).status).toBe(404);
  });
});

describe('PUT brands/header', () => {
  it('stores the header image', async () => {
    const res = await (
      await t.as('admin@demo.test')
    )
      .put('/api/brands/header')
      .field('brand_id', '1')
      .attach('header', pngImage(32, 8), 'header.png');
    expect(res.status).toBe(200);
    expect(res.body.header).toMatch(/^\/api\/files\/brands\/1\//);
  });

  it('refuses wrong types, oversize files and other brands', async () => {
    const admin = await t.as('admin@demo.test');
    expect((await admin.put('/api/brands/header').field('brand_id', '1').attach('header', notAnImage, 'h.jpg')).status).toBe(415);
    expect((await admin.put('/api/brands/header').field('brand_id', '1').attach('header', oversizeFile(), 'h.png')).status).toBe(413);
    expect((await admin.put('/api/brands/header').field('brand_id', '2').attach('header', pngImage(), 'h.png')).status).toBe(403);
  });
});

describe('POST brand-channel/connect-channel', () => {
  it('connects a brand to the built-in demo store', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await admin.post('/api/brand-channel/connect-channel').send({ brand_id: 1, channel: 'SHOPIFY' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      brand_id: 1,
      channel: 'SHOPIFY',
      provider: 'demo',
      shop_domain: 'wallflower-studio.demo-store.local',
    });
    const channels = await admin.get('/api/brand-channel?brand_id=1');
    expect(channels.body).toHaveLength(1);
    // Connecting again updates the same channel.
    await admin
      .post('/api/brand-channel/connect-channel')
      .send({ brand_id: 1, channel: 'SHOPIFY', shop_domain: 'wallflower.demo-store.local' });
    expect((await admin.get('/api/brand-channel?brand_id=1')).body).toEqual([
      expect.objectContaining({ shop_domain: 'wallflower.demo-store.local' }),
    ]);
  });

  it('keeps a Shopify access token encrypted at rest and never answers it', async () => {
    // Shopify's answer to GET shop.json, as recorded; the adapter is the real one.
    const calls: Array<{ url: string; token: string | null }> = [];
    const recorded = (async (url: string, init?: RequestInit) => {
      calls.push({ url, token: new Headers(init?.headers).get('X-Shopify-Access-Token') });
      return new Response(
        JSON.stringify({ shop: { id: 548380009, name: 'Wallflower Studio', myshopify_domain: 'wallflower.myshopify.com' } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }) as typeof fetch;
    const store = t.ctx.store;
    t.ctx.store = new ShopifyStore('2025-01', recorded);
    try {
      const token = 'shpat_0123456789abcdef0123456789abcdef';
      const admin = await t.as('admin@demo.test');
      const res = await admin
        .post('/api/brand-channel/connect-channel')
        .send({ brand_id: 1, channel: 'SHOPIFY', shop_domain: 'wallflower.myshopify.com', access_token: token });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ provider: 'shopify', shop_name: 'Wallflower Studio' });
      expect(calls).toEqual([{ url: 'https://wallflower.myshopify.com/admin/api/2025-01/shop.json', token }]);
      // Never in an answer…
      expect(JSON.stringify(res.body)).not.toContain(token);
      expect(JSON.stringify((await admin.get('/api/brand-channel?brand_id=1')).body)).not.toContain(token);
      expect(JSON.stringify((await admin.get('/api/brands/1')).body)).not.toContain(token);
      // …stored encrypted, and readable with the instance's key only.
      const [row] = await t.ctx.database.db.select().from(brandChannels).where(eq(brandChannels.brand_id, 1));
      expect(row.access_token).toBeTruthy();
      expect(row.access_token).not.toContain(token);
      expect(row.access_token).not.toContain(Buffer.from(token).toString('base64'));
      expect(t.ctx.secrets.decrypt(row.access_token!)).toBe(token);
    } finally {
      t.ctx.store = store;
    }
  });

  it('refuses bad input and other brands', async () => {
    const admin = await t.as('admin@demo.test');
    const bad = await admin.post('/api/brand-channel/connect-channel').send({ brand_id: 1, channel: 'EBAY' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors.channel).toBe('Must be one of: SHOPIFY, PAPERED');
    for (const shop_domain of ['bad domain', 'https://shop.example/path', 'nodot']) {
      const badDomain = await admin.post('/api/brand-channel/connect-channel').send({ brand_id: 1, channel: 'SHOPIFY', shop_domain });
      expect(badDomain.status, shop_domain).toBe(400);
      expect(badDomain.body.error.errors.shop_domain).toBe('Must be a domain like my-shop.myshopify.com');
    }
    expect((await admin.post('/api/brand-channel/connect-channel').send({ brand_id: 2 })).status).toBe(403);
    expect((await admin.get('/api/brand-channel?brand_id=2')).status).toBe(403);
    expect((await (await t.as('superadmin@demo.test')).post('/api/brand-channel/connect-channel').send({ brand_id: 99 })).status).toBe(400);
  });
});

describe('POST and DELETE brands (SUPERADMIN)', () => {
  it('adds and removes a brand; a brand ADMIN may not', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/brands').send({ name: 'Test Brand' });
    expect(created.status).toBe(201);
    expect((await (await t.as('admin@demo.test')).post('/api/brands').send({ name: 'Nope' })).status).toBe(403);
    expect((await superadmin.delete(`/api/brands/${created.body.id}`)).status).toBe(200);
    // A brand with users cannot be removed.
    expect((await superadmin.delete('/api/brands/1')).status).toBe(409);
  });
});
