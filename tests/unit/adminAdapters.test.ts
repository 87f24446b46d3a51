import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage, createStorageAdapter, storageSettingsFromEnv } from '../../server/adapters/storage';
import { DemoStore, ShopifyStore, createStoreAdapter } from '../../server/adapters/store';

const brand = { id: 1, name: 'Wallflower Studio', shopify_brand_name: 'wallflower-studio' };

describe('storage adapter', () => {
  it('stores files under DATA_DIR/files by content hash and refuses keys outside its root', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-storage-'));
    const storage = createStorageAdapter({ dataDir: dir }) as LocalStorage;
    const stored = await storage.put('brands/1', Buffer.from('abc'), 'image/png', 'png');
    expect(stored.url).toMatch(/^\/api\/files\/brands\/1\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(dir, 'files', stored.key), 'utf8')).toBe('abc');
    expect((await storage.put('brands/1', Buffer.from('abc'), 'image/png', 'png')).key).toBe(stored.key);
    expect(storage.keyOf(stored.url)).toBe(stored.key);
    expect(storage.pathOf('../../etc/passwd')).toBeUndefined();
    await storage.delete(stored.key);
    expect(fs.existsSync(path.join(dir, 'files', stored.key))).toBe(false);
  });

  it('is S3 when S3_BUCKET is set, with a public URL from the endpoint or AWS', () => {
    expect(storageSettingsFromEnv('/d', {}).s3).toBeUndefined();
    expect(storageSettingsFromEnv('/d', { S3_BUCKET: 'imgs', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      publicUrl: 'https://imgs.s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
    });
    expect(storageSettingsFromEnv('/d', { S3_BUCKET: 'imgs', S3_ENDPOINT: 'http://minio:9000/' }).s3).toMatchObject({
      publicUrl: 'http://minio:9000/imgs',
      forcePathStyle: true,
    });
    expect(
      createStorageAdapter(storageSettingsFromEnv('/d', { S3_BUCKET: 'imgs', S3_PUBLIC_URL: 'https://cdn.example/' })).keyOf(
        'https://cdn.example/a/b.png',
      ),
    ).toBe('a/b.png');
  });
});

describe('store adapter', () => {
  it('is the built-in demo store by default', async () => {
    expect(createStoreAdapter({}).kind).toBe('demo');
    expect(await new DemoStore().connect({ brand, channel: 'SHOPIFY' })).toEqual({
      provider: 'demo',
      shop_domain: 'wallflower-studio.demo-store.local',
      shop_name: 'Wallflower Studio (demo store)',
      access_token: null,
    });
  });

  it('is Shopify with STORE_PROVIDER=shopify: it checks the token against the Admin API', async () => {
    expect(createStoreAdapter({ STORE_PROVIDER: 'shopify' }).kind).toBe('shopify');
    const calls: Array<[string, Record<string, string>]> = [];
    const shopify = new ShopifyStore('2025-01', (async (url: string, init: any) => {
      calls.push([url, init.headers]);
      return new Response(JSON.stringify({ shop: { name: 'Wallflower Shop' } }), { status: 200 });
    }) as typeof fetch);
    const connection = await shopify.connect({
      brand,
      channel: 'SHOPIFY',
      shop_domain: 'Wallflower.myshopify.com',
      access_token: 'shpat_1',
    });
    expect(connection).toEqual({
      provider: 'shopify',
      shop_domain: 'wallflower.myshopify.com',
      shop_name: 'Wallflower Shop',
      access_token: 'shpat_1',
    });
    expect(calls).toEqual([
      ['https://wallflower.myshopify.com/admin/api/2025-01/shop.json', { 'X-Shopify-Access-Token': 'shpat_1', Accept: 'application/json' }],
    ]);
    // The PAPERED channel (our own storefront) does not go to Shopify.
    expect((await shopify.connect({ brand, channel: 'PAPERED' })).provider).toBe('demo');
    expect(calls).toHaveLength(1);
  });

  it('reports Shopify refusals as field errors and outages as 502', async () => {
    const answer = (status: number) => new ShopifyStore('2025-01', (async () => new Response('{}', { status })) as unknown as typeof fetch);
    const connect = (store: ShopifyStore, extra = {}) =>
      store.connect({ brand, channel: 'SHOPIFY', shop_domain: 'w.myshopify.com', access_token: 't', ...extra });
    await expect(connect(answer(401))).rejects.toMatchObject({ status: 400, errors: { access_token: 'Not accepted by Shopify' } });
    await expect(connect(answer(404))).rejects.toMatchObject({ status: 400, errors: { shop_domain: 'No such shop' } });
    await expect(connect(answer(503))).rejects.toMatchObject({ status: 502 });
    const down = new ShopifyStore('2025-01', (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(connect(down)).rejects.toMatchObject({ status: 502, message: 'Shopify could not be reached. Please try again.' });
    await expect(connect(answer(200), { shop_domain: 'evil.com', access_token: '' })).rejects.toMatchObject({
      status: 400,
      errors: { shop_domain: 'Must be a shop domain such as my-shop.myshopify.com', access_token: 'Must provide a value' },
    });
  });
});

describe('S3 storage against an S3-compatible endpoint', () => {
  it('puts and deletes objects with the AWS SDK (path-style, as with MinIO)', async () => {
    const http = await import('node:http');
    const seen: Array<{ method: string; url: string; type?: string; cache?: string; auth?: string; body: Buffer }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          type: req.headers['content-type'],
          cache: req.headers['cache-control'],
          auth: req.headers.authorization,
          body: Buffer.concat(chunks),
        });
        res.statusCode = req.method === 'DELETE' ? 204 : 200;
        res.setHeader('ETag', '"abc"');
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const storage = createStorageAdapter(
        storageSettingsFromEnv('/unused', {
          S3_BUCKET: 'papered',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        }),
      );
      expect(storage.kind).toBe('s3');
      const stored = await storage.put('brands/1', Buffer.from('png-bytes'), 'image/png', 'png');
      expect(stored.url).toBe(`http://127.0.0.1:${port}/papered/${stored.key}`);
      await storage.delete(stored.key);
      const put = seen.find((s) => s.method === 'PUT')!;
      expect(put.url.split('?')[0]).toBe(`/papered/${stored.key}`);
      expect(put).toMatchObject({ type: 'image/png', cache: 'public, max-age=31536000, immutable' });
      expect(put.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=key\//);
      expect(put.body.toString()).toContain('png-bytes');
      expect(seen.some((s) => s.method === 'DELETE' && s.url.split('?')[0] === `/papered/${stored.key}`)).toBe(true);
    } finally {
      server.close();
    }
  });
});
