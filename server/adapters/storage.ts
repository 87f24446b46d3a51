/**
 * File storage adapter (docs/requirements/platform.md §6). Local default: files under DATA_DIR/files, served by
 * the API at /api/files/{key} with long cache headers (keys are content-addressed, so a file at
 * a key never changes). S3-compatible storage when S3_BUCKET is set: objects are written with
 * the AWS SDK and served from S3_PUBLIC_URL (a bucket website or CDN origin).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DirectUploads } from './directUploads';
import { LocalDirectUploads } from './localUploads';
import { S3DirectUploads } from './s3Uploads';

export interface StoredFile {
  key: string;
  /** The URL clients load the file from. */
  url: string;
}

export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  /** The origin files are served from when it is not the app's own (allowed by the CSP). */
  readonly publicOrigin?: string;
  put(folder: string, body: Buffer, contentType: string, extension: string): Promise<StoredFile>;
  /** The key of a URL this adapter produced, or undefined. */
  keyOf(url: string): string | undefined;
  /** The URL clients load a stored key from (the inverse of keyOf). */
  urlOf(key: string): string;
  /** The bytes stored at a key; throws when there are none. Big images use `fileOf` instead. */
  read(key: string): Promise<Buffer>;
  /**
   * A file holding the bytes stored at a key, for libvips to read as it needs (never a whole
   * Buffer in the JS heap): the stored file itself (local), or a copy streamed into `tempDir` (S3).
   */
  fileOf(key: string, tempDir: string): Promise<string>;
  /**
   * Stores a finished file by streaming it (hashed on the way for its content key); the file is
   * moved (local) or uploaded and left for the caller's temp directory to remove (S3).
   */
  putFile(folder: string, file: string, contentType: string, extension: string): Promise<StoredFile>;
  delete(key: string): Promise<void>;
  /** Presigned direct uploads from the browser (the aws-presigner). */
  readonly direct: DirectUploads;
}

export interface StorageSettings {
  dataDir: string;
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    publicUrl: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
}

export function storageSettingsFromEnv(dataDir: string, env = process.env): StorageSettings {
  const bucket = env.S3_BUCKET;
  if (!bucket) return { dataDir };
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT || undefined;
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === '1' || !!endpoint;
  const publicUrl = (
    env.S3_PUBLIC_URL || (endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    dataDir,
    s3: {
      bucket,
      region,
      endpoint,
      publicUrl,
      forcePathStyle,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    },
  };
}

/** A key made of the folder and the content's hash: the same bytes get the same key. */
function contentKey(folder: string, body: Buffer | string, extension: string) {
  const safeFolder = folder.replace(/[^a-z0-9/_-]/gi, '').replace(/^\/+|\/+$/g, '');
  const hash = typeof body === 'string' ? body : crypto.createHash('sha256').update(body).digest('hex');
  return `${safeFolder}/${hash.slice(0, 32)}.${extension}`;
}

/** The content hash of a file, read as a stream. */
async function fileHash(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export const LOCAL_FILES_PREFIX = '/api/files/';

/** Runs `work` with a fresh temporary directory, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'papered-images-'));
  try {
    return await work(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export class LocalStorage implements StorageAdapter {
  readonly kind = 'local' as const;
  readonly direct: LocalDirectUploads;
  /** `signingKey` signs the presigned URLs of direct uploads (random per process when not given). */
  constructor(
    readonly root: string,
    signingKey: Buffer = crypto.randomBytes(32),
  ) {
    this.direct = new LocalDirectUploads(root, signingKey);
  }

  /** The absolute path of a key, or undefined when the key would leave the root. */
  pathOf(key: string): string | undefined {
    const full = path.resolve(this.root, key);
    return full.startsWith(this.root + path.sep) ? full : undefined;
  }

  async put(folder: string, body: Buffer, _contentType: string, extension: string): Promise<StoredFile> {
    const key = contentKey(folder, body, extension);
    const full = this.pathOf(key)!;
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(temp, body);
    await fs.promises.rename(temp, full);
    return { key, url: `${LOCAL_FILES_PREFIX}${key}` };
  }

  keyOf(url: string) {
    return url.startsWith(LOCAL_FILES_PREFIX) ? url.slice(LOCAL_FILES_PREFIX.length) : undefined;
  }

  urlOf(key: string) {
    return `${LOCAL_FILES_PREFIX}${key}`;
  }

  async read(key: string) {
    const full = this.pathOf(key);
    if (!full) throw new Error(`No stored file at ${key}`);
    return fs.promises.readFile(full);
  }

  async fileOf(key: string) {
    const full = this.pathOf(key);
    if (!full) throw new Error(`No stored file at ${key}`);
    await fs.promises.access(full, fs.constants.R_OK);
    return full;
  }

  async putFile(folder: string, file: string, _contentType: string, extension: string): Promise<StoredFile> {
    const key = contentKey(folder, await fileHash(file), extension);
    const full = this.pathOf(key)!;
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    // A rename when the file is on the same disk; else a copy (streamed by the system) first.
    await fs.promises.rename(file, temp).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      await fs.promises.copyFile(file, temp);
      await fs.promises.rm(file, { force: true });
    });
    await fs.promises.rename(temp, full);
    return { key, url: `${LOCAL_FILES_PREFIX}${key}` };
  }

  async delete(key: string) {
    const full = this.pathOf(key);
    if (full) await fs.promises.rm(full, { force: true });
  }
}

export class S3Storage implements StorageAdapter {
  readonly kind = 's3' as const;
  readonly publicOrigin: string;
  readonly direct: S3DirectUploads;
  private client: Promise<import('@aws-sdk/client-s3').S3Client>;
  constructor(private settings: NonNullable<StorageSettings['s3']>) {
    this.publicOrigin = new URL(settings.publicUrl).origin;
    this.client = import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          // Checksums only where S3 requires them: several S3-compatible stores refuse the default trailers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          credentials:
            settings.accessKeyId && settings.secretAccessKey
              ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
              : undefined,
        }),
    );
    this.direct = new S3DirectUploads(settings, this.client);
  }

  async put(folder: string, body: Buffer, contentType: string, extension: string): Promise<StoredFile> {
    return this.putObject(contentKey(folder, body, extension), body, contentType);
  }

  /** Stores under a content key: immutable, so cached for a year wherever it is served from. */
  private async putObject(key: string, body: Buffer | Readable, contentType: string, contentLength?: number): Promise<StoredFile> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (
      await this.client
    ).send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: contentLength,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return { key, url: this.urlOf(key) };
  }

  /** The stored object's body (a Node stream on the server). */
  private async bodyOf(key: string) {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const answer = await (await this.client).send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!answer.Body) throw new Error(`No stored file at ${key}`);
    return answer.Body;
  }

  keyOf(url: string) {
    const prefix = `${this.settings.publicUrl}/`;
    return url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
  }

  urlOf(key: string) {
    return `${this.settings.publicUrl}/${key}`;
  }

  async read(key: string) {
    return Buffer.from(await (await this.bodyOf(key)).transformToByteArray());
  }

  async fileOf(key: string, tempDir: string) {
    const body = await this.bodyOf(key);
    const file = path.join(tempDir, `${crypto.randomBytes(6).toString('hex')}${path.extname(key)}`);
    // Piped to disk chunk by chunk.
    await pipeline(body as Readable, fs.createWriteStream(file));
    return file;
  }

  async putFile(folder: string, file: string, contentType: string, extension: string): Promise<StoredFile> {
    const key = contentKey(folder, await fileHash(file), extension);
    const { size } = await fs.promises.stat(file);
    // A file stream with its length: the SDK sends it as it reads, never the whole file at once.
    return this.putObject(key, fs.createReadStream(file), contentType, size);
  }

  async delete(key: string) {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}

/** Local files live under DATA_DIR/files; without a data dir (tests), under the system temp dir. */
export function createStorageAdapter(settings: StorageSettings, signingKey?: Buffer): StorageAdapter {
  if (settings.s3) return new S3Storage(settings.s3);
  const root = settings.dataDir ? path.join(settings.dataDir, 'files') : path.join(os.tmpdir(), `papered-files-${process.pid}`);
  return new LocalStorage(path.resolve(root), signingKey);
}
