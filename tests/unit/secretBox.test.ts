import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, secretsKey } from '../../server/adapters/secretBox';

describe('secrets at rest', () => {
  it('encrypts so the stored text reveals nothing, and decrypts with the same key only', () => {
    const box = createSecretBox(secretsKey({}, undefined));
    const stored = box.encrypt('shpat_live_token_123');
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain('shpat_live_token_123');
    expect(box.encrypt('shpat_live_token_123')).not.toBe(stored); // a fresh IV each time
    expect(box.decrypt(stored)).toBe('shpat_live_token_123');
    expect(() => createSecretBox(secretsKey({}, undefined)).decrypt(stored)).toThrow();
  });

  it('takes SECRETS_KEY, else keeps a generated key in DATA_DIR', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(secretsKey({ SECRETS_KEY: key }, undefined).toString('base64')).toBe(key);
    expect(() => secretsKey({ SECRETS_KEY: 'short' }, undefined)).toThrow(/32 bytes/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-secrets-'));
    const first = secretsKey({}, dir);
    expect(secretsKey({}, dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});
