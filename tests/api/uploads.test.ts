/**
 * Direct uploads with local storage (the default, no setup): the aws-presigner hands out URLs to
 * the server's own signed endpoints, which take S3's requests. A 20 MB file goes up in 3 parts;
 * signatures that expired or were changed are refused; types, sizes and other brands' keys too.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_BYTES } from '../../resources/uploads';
import { hostileImages } from '../support/images';
import { testApp, type TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** A real PNG followed by `size` bytes in all: the bytes say PNG, the size is what a test needs. */
async function pngOfSize(size: number) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, crypto.randomBytes(size - png.length)]);
}
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function presign(email: string, body: Record<string, unknown>) {
  return (await t.as(email)).post('/api/aws-presigner').send(body);
}

describe('multipart upload through the local presigned endpoints', () => {
  it('uploads a 20 MB file in 3 parts and serves the same bytes', { timeout: 120_000 }, async () => {
    const file = await pngOfSize(20 * MB);
    const start = await presign('admin@demo.test', { type: 'start', kind: 'images', content_type: 'image/png', size: file.length });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ part_size: PART_BYTES, parts: 3 });
    expect(start.body.key).toMatch(/^images\/1\/[a-f0-9]{32}\.png$/);
    const { key, upload_id } = start.body;

    const parts = await presign('admin@demo.test', { type: 'parts', key, upload_id, part_numbers: [1, 2, 3] });
    expect(parts.status).toBe(200);
    expect(parts.body.urls).toHaveLength(3);
    const etags: { part_number: number; etag: string }[] = [];
    for (const { part_number, url } of parts.body.urls) {
      const chunk = file.subarray((part_number - 1) * PART_BYTES, part_number * PART_BYTES);
      const put = await t.api.put(url).set('Content-Type', 'application/octet-stream').send(chunk);
      expect(put.status).toBe(200);
      expect(put.headers.etag).toBe(`"${crypto.createHash('md5').update(chunk).digest('hex')}"`);
      etags.push({ part_number, etag: put.headers.etag });
    }

    const done = await presign('admin@demo.test', { type: 'complete', key, upload_id, parts: etags });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ key, url: `/api/files/${key}`, size: file.length, content_type: 'image/png' });

    const served = await asBytes(t.api.get(done.body.url));
    expect(served.status).toBe(200);
    expect(sha(served.body)).toBe(sha(file));

    // A presigned GET and HEAD of the same object.
    const get = await presign('admin@demo.test', { type: 'get', key });
    expect(get.status).toBe(200);
    expect((await t.api.head(get.body.url)).status).toBe(200);
    expect(sha((await asBytes(t.api.get(get.body.url))).body)).toBe(sha(file));
  });

  it('creates a multipart upload with a presigned POST answering XML, completes with XML, and aborts', async () => {
    const direct = t.ctx.storage.direct;
    const key = `images/1/${'a'.repeat(32)}.png`;
    const created = await t.api.post(await direct.presign({ op: 'create', key, contentType: 'image/png' }, 60));
    expect(created.status).toBe(200);
    expect(created.headers['content-type']).toMatch(/application\/xml/);
    const uploadId = /<UploadId>(.+)<\/UploadId>/.exec(created.text)?.[1];
    expect(uploadId).toMatch(/^[a-f0-9]{32}$/);

    const body = await pngOfSize(1000);
    const part = await t.api
      .put(await direct.presign({ op: 'part', key, uploadId: uploadId!, partNumber: 1, maxBytes: MB }, 60))
      .send(body);
    expect(part.status).toBe(200);
    const completion = `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>${part.headers.etag}</ETag></Part></CompleteMultipartUpload>`;
    const completed = await t.api
      .post(await direct.presign({ op: 'complete', key, uploadId: uploadId! }, 60))
      .set('Content-Type', 'application/xml')
      .send(completion);
    expect(completed.status).toBe(200);
    expect(sha((await asBytes(t.api.get(`/api/files/${key}`))).body)).toBe(sha(body));

    const other = await presign('admin@demo.test', { type: 'start', kind: 'images', content_type: 'image/png', size: 20 * MB });
    const abort = await presign('admin@demo.test', { type: 'abort', key: other.body.key, upload_id: other.body.upload_id });
    expect(abort.status).toBe(200);
    const late = await presign('admin@demo.test', { type: 'abort', key: other.body.key, upload_id: other.body.upload_id });
    expect(late.status).toBe(400);
  });

  it('uploads a small file with a single presigned PUT', async () => {
    const file = await pngOfSize(50_000);
    const put = await presign('user@demo.test', { type: 'put', kind: 'images', content_type: 'image/png', size: file.length });
    expect(put.status).toBe(200);
    expect((await t.api.put(put.body.url).set('Content-Type', 'application/octet-stream').send(file)).status).toBe(200);
    const done = await presign('user@demo.test', { type: 'complete', key: put.body.key });
    expect(done.status).toBe(200);
    expect(done.body.size).toBe(file.length);
  });
});

describe('a brand header uploaded straight to storage', () => {
  it('sets the header from a key of the brand’s headers, and refuses others', async () => {
    const admin = await t.as('admin@demo.test');
    const file = await pngOfSize(9 * MB);
    const start = await presign('admin@demo.test', { type: 'start', kind: 'headers', content_type: 'image/png', size: file.length });
    const { key, upload_id } = start.body;
    const urls = (await presign('admin@demo.test', { type: 'parts', key, upload_id, part_numbers: [1, 2] })).body.urls;
    const parts = [];
    for (const { part_number, url } of urls)
      parts.push({
        part_number,
        etag: (await t.api.put(url).send(file.subarray((part_number - 1) * PART_BYTES, part_number * PART_BYTES))).headers.etag,
      });
    expect((await presign('admin@demo.test', { type: 'complete', key, upload_id, parts })).status).toBe(200);

    const saved = await admin.put('/api/brands/header').send({ brand_id: 1, key });
    expect(saved.status).toBe(200);
    // The image policy's re-encoded copy (the 4 × 4 picture without the 9 MB after it) replaces the object as sent.
    expect(saved.body.header).toMatch(/^\/api\/files\/headers\/1\/[a-f0-9]{32}\.png$/);
    const served = await t.api.get(saved.body.header).buffer(true);
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    expect(served.body.length).toBeLessThan(1000);
    expect((await t.api.get(`/api/files/${key}`)).status).toBe(404);

    // Another brand's header key, an image key, nothing at the key, no key at all.
    expect((await admin.put('/api/brands/header').send({ brand_id: 2, key })).status).toBe(403);
    const superadmin = await t.as('superadmin@demo.test');
    const wrongBrand = await superadmin.put('/api/brands/header').send({ brand_id: 2, key });
    expect(wrongBrand.status).toBe(400);
    expect(wrongBrand.body.error.errors.key).toBe('Must be a key of a headers upload for brand 2');
    const image = await presign('admin@demo.test', { type: 'put', kind: 'images', content_type: 'image/png', size: 1000 });
    expect((await admin.put('/api/brands/header').send({ brand_id: 1, key: image.body.key })).status).toBe(400);
    const empty = await presign('admin@demo.test', { type: 'put', kind: 'headers', content_type: 'image/png', size: 1000 });
    const nothing = await admin.put('/api/brands/header').send({ brand_id: 1, key: empty.body.key });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.errors.key).toBe('Upload the file first');
    expect((await admin.put('/api/brands/header').send({ brand_id: 1 })).body.error.errors.header).toBe('Choose an image');
  });

  it('refuses a header that declares too many pixels, and deletes it', async () => {
    const admin = await t.as('admin@demo.test');
    const bomb = hostileImages.declaredHuge();
    const put = await presign('admin@demo.test', { type: 'put', kind: 'headers', content_type: 'image/png', size: bomb.length });
    expect((await t.api.put(put.body.url).set('Content-Type', 'application/octet-stream').send(bomb)).status).toBe(200);
    const refused = await admin.put('/api/brands/header').send({ brand_id: 1, key: put.body.key });
    expect(refused.status).toBe(413);
    expect(refused.body.error.errors).toEqual({ key: 'Must be at most 40 million pixels' });
    expect((await t.api.get(`/api/files/${put.body.key}`)).status).toBe(404);
  });
});

describe('refusals', () => {
  async function smallPut() {
    const res = await presign('admin@demo.test', { type: 'put', kind: 'images', content_type: 'image/png', size: 1000 });
    return res.body as { key: string; url: string };
  }

  it('refuses URLs without a signature (401), tampered (403) or expired (403)', async () => {
    const { key, url } = await smallPut();
    const body = await pngOfSize(1000);
    expect((await t.api.put(`/api/storage/${key}`).send(body)).status).toBe(401);
    const tampered = url.replace(/X-Papered-Signature=([0-9a-f])/, (_m, c) => `X-Papered-Signature=${c === '0' ? '1' : '0'}`);
    expect((await t.api.put(tampered).send(body)).status).toBe(403);
    // A larger size limit than the one signed.
    expect((await t.api.put(url.replace('max=1000', 'max=9000')).send(body)).status).toBe(403);
    // Another key with the same signature.
    expect((await t.api.put(url.replace(key, key.replace(/[a-f0-9]{32}/, 'b'.repeat(32)))).send(body)).status).toBe(403);
    // A GET signature used for a PUT.
    const get = await t.ctx.storage.direct.presign({ op: 'get', key }, 60);
    expect((await t.api.put(get).send(body)).status).toBe(403);
    const expired = await t.ctx.storage.direct.presign({ op: 'put', key, contentType: 'image/png', maxBytes: 1000 }, -1);
    const refused = await t.api.put(expired).send(body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/expired/);
    expect((await t.api.put(url).send(body)).status).toBe(200);
  });

  it('refuses types (415) and sizes (413) before and after the upload', async () => {
    const html = await presign('admin@demo.test', { type: 'start', kind: 'images', content_type: 'text/html', size: 1000 });
    expect(html.status).toBe(415);
    expect(html.body.error.errors.content_type).toMatch(/image\/png/);
    const pdf = await presign('admin@demo.test', { type: 'put', kind: 'images', content_type: 'application/pdf', size: 1000 });
    expect(pdf.status).toBe(415);
    const huge = await presign('admin@demo.test', { type: 'start', kind: 'headers', content_type: 'image/png', size: 26 * MB });
    expect(huge.status).toBe(413);
    expect(huge.body.error.errors.size).toBe('Must be at most 25 MB');
    expect(huge.body.error).toMatchObject({
      message_code: 'errors.file_too_large',
      message_values: { megabytes: 25 },
      message_codes: { size: { code: 'fields.at_most_megabytes', values: { megabytes: 25 } } },
    });

    // More bytes than were declared.
    const { url } = await smallPut();
    expect((await t.api.put(url).send(await pngOfSize(2000))).status).toBe(413);

    // Bytes that are not what was declared: refused and deleted.
    const { key, url: textUrl } = await smallPut();
    expect((await t.api.put(textUrl).send(Buffer.from('<html>'.padEnd(1000, ' ')))).status).toBe(200);
    const done = await presign('admin@demo.test', { type: 'complete', key });
    expect(done.status).toBe(415);
    expect(await t.ctx.storage.direct.head(key)).toBeUndefined();
  });

  it('refuses another brand’s keys and uploads for another brand (403)', async () => {
    const start = await presign('admin@demo.test', { type: 'start', kind: 'images', content_type: 'image/png', size: 10 * MB });
    const { key, upload_id } = start.body;
    for (const body of [
      { type: 'part', key, upload_id, part_number: 1 },
      { type: 'complete', key, upload_id, parts: [{ part_number: 1, etag: 'abc' }] },
      { type: 'abort', key, upload_id },
      { type: 'get', key },
      { type: 'start', kind: 'images', brand_id: 1, content_type: 'image/png', size: 1000 },
    ]) {
      const res = await presign('admin2@demo.test', body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    // Staff act for any brand, naming it.
    expect((await presign('superadmin@demo.test', { type: 'part', key, upload_id, part_number: 1 })).status).toBe(200);
    expect((await presign('superadmin@demo.test', { type: 'put', kind: 'images', content_type: 'image/png', size: 1 })).status).toBe(400);
  });

  it('asks for the access of what is uploaded: a header needs brands Edit', async () => {
    const res = await presign('user@demo.test', { type: 'put', kind: 'headers', content_type: 'image/png', size: 1000 });
    expect(res.status).toBe(403);
  });

  it('answers field messages for a bad payload', async () => {
    const res = await presign('admin@demo.test', { type: 'lift' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors.type).toBe('Must be one of: start, part, parts, complete, abort, put, get');
    const missing = await presign('admin@demo.test', { type: 'part' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toMatchObject({ key: 'Must provide a value', upload_id: 'Must provide a value' });
    const key = await presign('admin@demo.test', { type: 'get', key: '../../etc/passwd' });
    expect(key.status).toBe(400);
    expect((await t.api.post('/api/aws-presigner').send({ type: 'get' })).status).toBe(401);
  });
});
