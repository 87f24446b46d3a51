/**
 * Encryption at rest for stored secrets (store access tokens): AES-256-GCM with a key from
 * `SECRETS_KEY` (32 bytes, base64 or hex), else a key generated once and kept in
 * `DATA_DIR/secrets.key` (mode 0600) for the local default. Values are stored as
 * `enc:v1:<iv>:<tag>:<ciphertext>` (base64url), so a stolen database alone reveals no token.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

function parseKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`)');
  return key;
}

/** The key: SECRETS_KEY, else DATA_DIR/secrets.key (created when missing), else one for this process. */
export function secretsKey(env: NodeJS.ProcessEnv, dataDir: string | undefined): Buffer {
  if (env.SECRETS_KEY) return parseKey(env.SECRETS_KEY.trim());
  if (!dataDir) return crypto.randomBytes(32);
  const file = path.join(dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return parseKey(fs.readFileSync(file, 'utf8').trim());
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join(':')}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored; // written before encryption
      const [iv, tag, data] = stored
        .slice(PREFIX.length)
        .split(':')
        .map((p) => Buffer.from(p, 'base64url'));
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
