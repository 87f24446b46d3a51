/**
 * Direct uploads against a real S3-compatible server (s3rver, started here): the aws-presigner
 * signs with SigV4 and the bytes go to the bucket, never through the API. s3rver is not a
 * dependency of the project: the suite runs when it can be imported (`npm install s3rver`, or
 * S3RVER_MODULE=/path/to/node_modules/s3rver), and says it is skipped otherwise.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_BYTES } from '../../resources/uploads';
import { printFileSigner } from '../../server/production/printFiles';
import { testApp, type TestApp } from '../support/testApp';

const S3rver = await import(/* @vite-ignore */ process.env.S3RVER_MODULE ?? 's3rver').then(
  (m) => m.default ?? m,
  () => undefined,
);

const MB = 1024 * 1024;
const BUCKET = 'papered-test';
const sha = (b: Buffer | ArrayBuffer) =>
  crypto
    .createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');

describe.skipIf(!S3rver)('direct uploads to S3 (s3rver)', () => {
  let t: TestApp;
  let server: any;
  let directory: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    t = await testApp();
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await t?.close();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const presign = async (body: Record<string, unknown>) => (await t.as('admin@demo.test')).post('/api/aws-presigner').send(body);

  it('uploads a 20 MB file in 3 parts to the bucket through presigned URLs', { timeout: 120_000 }, async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const file = Buffer.concat([png, crypto.randomBytes(20 * MB - png.length)]);
    const start = await presign({ type: 'start', kind: 'images', content_type: 'image/png', size: file.length });
    expect(start.status).toBe(200);
    const { key, upload_id } = start.body;
    const parts = await presign({ type: 'parts', key, upload_id, part_numbers: [1, 2, 3] });
    expect(parts.body.urls[0].url).toMatch(/X-Amz-Signature=/);

    const etags = [];
    for (const { part_number, url } of parts.body.urls) {
      const res = await fetch(url, { method: 'PUT', body: file.subarray((part_number - 1) * PART_BYTES, part_number * PART_BYTES) });
      expect(res.status).toBe(200);
      etags.push({ part_number, etag: res.headers.get('etag')!.replace(/"/g, '') });
    }
    const done = await presign({ type: 'complete', key, upload_id, parts: etags });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ key, size: file.length, content_type: 'image/png' });
    expect(done.body.url).toBe(`${process.env.S3_ENDPOINT}/${BUCKET}/${key}`);

    const get = await presign({ type: 'get', key });
    const stored = await fetch(get.body.url);
    expect(stored.status).toBe(200);
    expect(sha(await stored.arrayBuffer())).toBe(sha(file));
  });

  // s3rver checks a SigV4 URL's expiry but not its signature ("unimplemented" there), so a
  // tampered signature is refused by real S3 only; the local endpoints' test covers tampering.
  it('refuses an expired presigned URL (403)', async () => {
    const put = await presign({ type: 'put', kind: 'images', content_type: 'image/png', size: 1000 });
    expect(put.status).toBe(200);
    const expired = await t.ctx.storage.direct.presign({ op: 'put', key: put.body.key, contentType: 'image/png', maxBytes: 1000 }, 0);
    const refused = await fetch(expired, { method: 'PUT', body: Buffer.alloc(1000) });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/expired/);
  });

  it('signs a JDML’s print file as a presigned GET of the bucket, valid for PRINT_FILE_URL_TTL_HOURS', async () => {
    const tiff = Buffer.concat([Buffer.from('II*\0'), crypto.randomBytes(64)]);
    const stored = await t.ctx.storage.put('products/1/print', tiff, 'image/tiff', 'tif');
    const url = await printFileSigner(t.ctx)(stored.key);
    expect(url).toContain(`/${BUCKET}/${stored.key}?`);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(24 * 3600));
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(sha(await file.arrayBuffer())).toBe(sha(tiff));
  });

  it('checks the stored bytes on completion: not an image → 415, deleted', async () => {
    const put = await presign({ type: 'put', kind: 'images', content_type: 'image/png', size: 1000 });
    expect((await fetch(put.body.url, { method: 'PUT', body: Buffer.from('<html>'.padEnd(1000, ' ')) })).status).toBe(200);
    const done = await presign({ type: 'complete', key: put.body.key });
    expect(done.status).toBe(415);
    expect(await t.ctx.storage.direct.head(put.body.key)).toBeUndefined();
  });

  it('streams the image jobs’ files: putFile uploads a file under its content key, fileOf streams it back to disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-files-'));
    try {
      const file = path.join(dir, 'pattern.png');
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toFile(file);
      const bytes = fs.readFileSync(file);
      const stored = await t.ctx.storage.putFile('products/1/patterns', file, 'image/png', 'png');
      // The same content key as put() gives the same bytes.
      expect(stored.key).toBe(`products/1/patterns/${sha(bytes).slice(0, 32)}.png`);
      const copy = await t.ctx.storage.fileOf(stored.key, dir);
      expect(copy.startsWith(dir)).toBe(true);
      expect(sha(fs.readFileSync(copy))).toBe(sha(bytes));
      expect(await sharp(copy).metadata()).toMatchObject({ width: 300, height: 200 });
      await expect(t.ctx.storage.fileOf('products/1/patterns/none.png', dir)).rejects.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
