/** The local storage's signed upload URLs and multipart staging (server/adapters/localUploads.ts). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDirectUploads } from '../../server/adapters/localUploads';

const roots: string[] = [];
function uploads(now = Date.now, key = crypto.randomBytes(32)) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-uploads-'));
  roots.push(root, `${root}.uploads`);
  return { direct: new LocalDirectUploads(root, key, now), root, key };
}
afterEach(() => {
  for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const KEY = `images/1/${'c'.repeat(32)}.png`;
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1]);

describe('signed URLs', () => {
  it('verifies its own URL for its method only', async () => {
    const { direct } = uploads();
    const url = await direct.presign({ op: 'put', key: KEY, contentType: 'image/png', maxBytes: 10 }, 60);
    expect(url.startsWith(`/api/storage/${KEY}?`)).toBe(true);
    expect(direct.verify('PUT', KEY, queryOf(url))).toBeUndefined();
    expect(direct.verify('GET', KEY, queryOf(url))).toBe('invalid');
    expect(direct.verify('PUT', KEY.replace('images/1', 'images/2'), queryOf(url))).toBe('invalid');
    expect(direct.verify('PUT', KEY, new URLSearchParams())).toBe('missing');
  });

  it('answers HEAD with a GET signature, and refuses another server key and an expired URL', async () => {
    const { direct } = uploads();
    const get = await direct.presign({ op: 'get', key: KEY }, 60);
    expect(direct.verify('HEAD', KEY, queryOf(get))).toBeUndefined();
    expect(uploads().direct.verify('GET', KEY, queryOf(get))).toBe('invalid');
    const { direct: signer, key, root } = uploads();
    const url = await signer.presign({ op: 'get', key: KEY }, 60);
    expect(new LocalDirectUploads(root, key, () => Date.now() + 61_000).verify('GET', KEY, queryOf(url))).toBe('expired');
  });

  it('marks a create URL `?uploads` as S3 does', async () => {
    const { direct } = uploads();
    expect(await direct.presign({ op: 'create', key: KEY, contentType: 'image/png' }, 60)).toMatch(/\?uploads&/);
  });
});

describe('multipart staging', () => {
  it('stores parts, refuses a wrong ETag, and assembles them in order', async () => {
    const { direct, root } = uploads();
    const id = await direct.createMultipart(KEY, 'image/png');
    const big = Buffer.alloc(5 * 1024 * 1024, 1);
    const e1 = await direct.uploadPart(KEY, id, 1, Readable.from([big]), big.length);
    const e2 = await direct.uploadPart(KEY, id, 2, Readable.from([Buffer.from('end')]), 10);
    await expect(
      direct.completeMultipart(KEY, id, [
        { partNumber: 1, etag: e1! },
        { partNumber: 2, etag: 'nope' },
      ]),
    ).rejects.toThrow(/ETag/);
    await direct.completeMultipart(KEY, id, [
      { partNumber: 2, etag: e2! },
      { partNumber: 1, etag: e1! },
    ]);
    const stored = fs.readFileSync(path.join(root, KEY));
    expect(stored.length).toBe(big.length + 3);
    expect(stored.subarray(-3).toString()).toBe('end');
  });

  it('refuses a part larger than allowed without keeping it', async () => {
    const { direct } = uploads();
    const id = await direct.createMultipart(KEY, 'image/png');
    expect(await direct.uploadPart(KEY, id, 1, Readable.from([Buffer.alloc(11)]), 10)).toBeUndefined();
    await expect(direct.completeMultipart(KEY, id, [{ partNumber: 1, etag: 'x' }])).rejects.toThrow(/not uploaded/);
  });

  it('drops uploads abandoned for a day when a new one starts', async () => {
    const { direct, root, key } = uploads();
    const old = await direct.createMultipart(KEY, 'image/png');
    const tomorrow = new LocalDirectUploads(root, key, () => Date.now() + 25 * 60 * 60 * 1000);
    await tomorrow.createMultipart(KEY, 'image/png');
    await expect.poll(() => fs.existsSync(path.join(`${root}.uploads`, old))).toBe(false);
  });
});
