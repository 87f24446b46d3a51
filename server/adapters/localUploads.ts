/**
 * Direct uploads for local storage (no setup): presigned URLs to the server's own endpoints
 * (`/api/storage/{key}`, server/system/storageRoutes.ts) that take S3's requests — POST `?uploads`
 * answers `<UploadId>`, PUT a part answers an `ETag`, POST `?uploadId` completes, HEAD, GET.
 *
 * A URL is signed with HMAC-SHA256 over the method, the key, its expiry and the parameters that
 * limit it (upload id, part number, size limit, content type), so it cannot be changed or reused
 * for another request, and it stops working when it expires.
 * Parts wait in `{root}.uploads/{uploadId}/` (outside the served files) until completed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { MIN_PART_BYTES } from '../../resources/uploads';
import { UploadRejected, type DirectUploads, type PresignRequest, type UploadedPart } from './directUploads';

export const LOCAL_UPLOADS_PREFIX = '/api/storage/';
const EXPIRES = 'X-Papered-Expires';
const SIGNATURE = 'X-Papered-Signature';
/** The query parameters a signature covers, besides the expiry. */
const SIGNED_PARAMS = ['uploads', 'uploadId', 'partNumber', 'max', 'type'] as const;
const HTTP_METHODS: Record<PresignRequest['op'], string> = {
  create: 'POST',
  complete: 'POST',
  put: 'PUT',
  part: 'PUT',
  abort: 'DELETE',
  get: 'GET',
};

/** Why a signed request is refused: no signature (401), or a wrong or expired one (403). */
export type SignatureProblem = 'missing' | 'invalid' | 'expired';

interface UploadMeta {
  key: string;
  contentType: string;
}

export class LocalDirectUploads implements DirectUploads {
  private readonly staging: string;

  constructor(
    private readonly root: string,
    private readonly signingKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.staging = `${root}.uploads`;
  }

  private signatureOf(method: string, key: string, params: URLSearchParams): string {
    const signed = [method, key, params.get(EXPIRES) ?? '', ...SIGNED_PARAMS.map((p) => `${p}=${params.get(p) ?? '-'}`)];
    return crypto.createHmac('sha256', this.signingKey).update(signed.join('\n')).digest('hex');
  }

  async presign(request: PresignRequest, expiresInSeconds: number): Promise<string> {
    const params = new URLSearchParams();
    if (request.op === 'create') params.set('uploads', '');
    if ('uploadId' in request) params.set('uploadId', request.uploadId);
    if (request.op === 'part') params.set('partNumber', String(request.partNumber));
    if ('maxBytes' in request) params.set('max', String(request.maxBytes));
    if ('contentType' in request) params.set('type', request.contentType);
    params.set(EXPIRES, String(Math.floor(this.now() / 1000) + expiresInSeconds));
    params.set(SIGNATURE, this.signatureOf(HTTP_METHODS[request.op], request.key, params));
    return `${LOCAL_UPLOADS_PREFIX}${request.key}?${params.toString().replace(/uploads=(&|$)/, 'uploads$1')}`;
  }

  /** Checks a request's signature (HEAD is checked as the GET it stands for). */
  verify(method: string, key: string, query: URLSearchParams): SignatureProblem | undefined {
    const given = query.get(SIGNATURE);
    const expires = Number(query.get(EXPIRES));
    if (!given) return 'missing';
    const expected = this.signatureOf(method === 'HEAD' ? 'GET' : method, key, query);
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return 'invalid';
    if (!Number.isFinite(expires) || expires * 1000 < this.now()) return 'expired';
    return undefined;
  }

  private objectPath(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new UploadRejected('No such key.', 'key');
    return full;
  }

  private uploadDir(uploadId: string): string {
    if (!/^[a-f0-9]{32}$/.test(uploadId)) throw new UploadRejected('No such upload.', 'upload_id');
    return path.join(this.staging, uploadId);
  }

  private async meta(key: string, uploadId: string): Promise<UploadMeta> {
    const text = await fs.promises.readFile(path.join(this.uploadDir(uploadId), 'meta.json'), 'utf8').catch(() => undefined);
    const meta = text ? (JSON.parse(text) as UploadMeta) : undefined;
    if (!meta || meta.key !== key) throw new UploadRejected('No such upload.', 'upload_id');
    return meta;
  }

  /** Drops the parts of uploads started more than a day ago and never completed or aborted (a closed tab). */
  private async pruneAbandoned() {
    const dayAgo = this.now() - 24 * 60 * 60 * 1000;
    for (const name of await fs.promises.readdir(this.staging).catch(() => [] as string[])) {
      const dir = path.join(this.staging, name);
      // The folder's own time: a folder just made may not have its meta.json yet.
      const stat = await fs.promises.stat(dir).catch(() => undefined);
      if (stat && stat.birthtimeMs < dayAgo && stat.mtimeMs < dayAgo) await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  async createMultipart(key: string, contentType: string): Promise<string> {
    this.objectPath(key);
    void this.pruneAbandoned().catch(() => undefined);
    const uploadId = crypto.randomBytes(16).toString('hex');
    const dir = this.uploadDir(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'meta.json'), JSON.stringify({ key, contentType } satisfies UploadMeta));
    return uploadId;
  }

  /**
   * Writes a body to a temporary file next to `target`, at most `maxBytes`, then moves it there;
   * answers the MD5 (S3's ETag of a single PUT or a part). Undefined when the body was too large.
   */
  private async receive(body: Readable, target: string, maxBytes: number): Promise<string | undefined> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    const md5 = crypto.createHash('md5');
    let size = 0;
    let tooLarge = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        // Past the limit the rest is read and dropped, so the client gets the 413 (not a reset).
        if (size > maxBytes) tooLarge = true;
        if (tooLarge) return done();
        md5.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(temp));
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
    if (tooLarge) {
      await fs.promises.rm(temp, { force: true });
      return undefined;
    }
    await fs.promises.rename(temp, target);
    return md5.digest('hex');
  }

  /** A single PUT: the object itself. */
  putObject(key: string, body: Readable, maxBytes: number) {
    return this.receive(body, this.objectPath(key), maxBytes);
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, body: Readable, maxBytes: number) {
    await this.meta(key, uploadId);
    return this.receive(body, path.join(this.uploadDir(uploadId), `part-${partNumber}`), maxBytes);
  }

  async completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<void> {
    await this.meta(key, uploadId);
    const dir = this.uploadDir(uploadId);
    const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    if (ordered.length === 0) throw new UploadRejected('Send the uploaded parts.');
    const files: string[] = [];
    for (const [index, part] of ordered.entries()) {
      if (index > 0 && ordered[index - 1].partNumber === part.partNumber)
        throw new UploadRejected(`Part ${part.partNumber} is listed twice.`);
      const file = path.join(dir, `part-${part.partNumber}`);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) throw new UploadRejected(`Part ${part.partNumber} was not uploaded.`);
      // S3's rule: every part but the last has 5 MB at least.
      if (index < ordered.length - 1 && stat.size < MIN_PART_BYTES)
        throw new UploadRejected(`Part ${part.partNumber} is smaller than 5 MB.`);
      const etag = crypto.createHash('md5');
      for await (const chunk of fs.createReadStream(file)) etag.update(chunk as Buffer);
      if (etag.digest('hex') !== part.etag) throw new UploadRejected(`Part ${part.partNumber}'s ETag does not match.`);
      files.push(file);
    }
    const target = this.objectPath(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    const out = fs.createWriteStream(temp);
    try {
      for (const file of files) for await (const chunk of fs.createReadStream(file)) if (!out.write(chunk)) await once(out, 'drain');
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      await fs.promises.rename(temp, target);
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
    await fs.promises.rm(dir, { recursive: true, force: true });
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    await this.meta(key, uploadId);
    await fs.promises.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async head(key: string) {
    const stat = await fs.promises.stat(this.objectPath(key)).catch(() => undefined);
    return stat?.isFile() ? { size: stat.size } : undefined;
  }

  /** The object's path when it exists (for GET). */
  async existingPath(key: string): Promise<string | undefined> {
    return (await this.head(key)) ? this.objectPath(key) : undefined;
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const handle = await fs.promises.open(this.objectPath(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async deleteObject(key: string) {
    await fs.promises.rm(this.objectPath(key), { force: true });
  }

  urlOf(key: string): string {
    return `/api/files/${key}`;
  }
}
