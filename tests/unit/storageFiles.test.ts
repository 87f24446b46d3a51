/**
 * The local storage's file calls used by the image jobs (server/adapters/storage.ts): `putFile`
 * streams a finished file to its content key (the key `put` gives the same bytes) and moves it
 * there; `fileOf` answers the stored file itself for libvips to read, never a Buffer copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage, withTempDir } from '../../server/adapters/storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-files-'));
const storage = new LocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage files', () => {
  it('stores a file under the key put() gives its bytes, moving it, and reads it back as the stored file', async () => {
    const bytes = Buffer.from('a pattern, as bytes'.repeat(1000));
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'out.png');
      fs.writeFileSync(file, bytes);
      const stored = await storage.putFile('products/1/thumbnails', file, 'image/png', 'png');
      expect(stored).toEqual(await storage.put('products/1/thumbnails', bytes, 'image/png', 'png'));
      expect(fs.existsSync(file)).toBe(false);
      const found = await storage.fileOf(stored.key);
      expect(found).toBe(path.join(root, stored.key));
      expect(fs.readFileSync(found).equals(bytes)).toBe(true);
    });
  });

  it('refuses a key that is missing or would leave its folder', async () => {
    await expect(storage.fileOf('products/1/none.png')).rejects.toThrow();
    await expect(storage.fileOf('../outside.png')).rejects.toThrow('No stored file');
  });

  it('removes its temp directory whatever happens', async () => {
    let seen = '';
    await expect(
      withTempDir(async (dir) => {
        seen = dir;
        fs.writeFileSync(path.join(dir, 'x'), 'x');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(fs.existsSync(seen)).toBe(false);
  });
});
