/**
 * Direct uploads to an S3-compatible bucket: real SigV4 presigned URLs, signed by the S3 client's
 * own signer (`@aws-sdk/s3-request-presigner` is not a dependency; it does the same thing: sign a
 * request with `UNSIGNED-PAYLOAD` and the signature in the query). Create, complete and abort of
 * multipart uploads go through the SDK from the server, which also reads back what was stored.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageSettings } from './storage';
import { UploadRejected, type DirectUploads, type PresignRequest, type UploadedPart } from './directUploads';

type S3Settings = NonNullable<StorageSettings['s3']>;
type RequestPresigner = {
  presign(
    request: Record<string, unknown>,
    options: Record<string, unknown>,
  ): Promise<{ query?: Record<string, string | string[] | null> }>;
};

/** What the S3 client's failures hold. */
type S3Failure = { name?: string; Code?: string; message?: string; $metadata?: { httpStatusCode?: number } };

export class S3DirectUploads implements DirectUploads {
  constructor(
    private readonly settings: S3Settings,
    private readonly client: Promise<S3Client>,
  ) {}

  /** The request's URL pieces: path-style on a custom endpoint (or when forced), else virtual-hosted. */
  private target(key: string) {
    const { bucket, region, endpoint, forcePathStyle } = this.settings;
    const base = new URL(
      endpoint ?? (forcePathStyle ? `https://s3.${region}.amazonaws.com` : `https://${bucket}.s3.${region}.amazonaws.com`),
    );
    const prefix = base.pathname.replace(/\/$/, '');
    const path = endpoint || forcePathStyle ? `${prefix}/${bucket}/${key}` : `${prefix}/${key}`;
    return { base, path };
  }

  async presign(request: PresignRequest, expiresInSeconds: number): Promise<string> {
    const client = await this.client;
    const { base, path } = this.target(request.key);
    const query: Record<string, string> = {};
    if (request.op === 'create') query.uploads = '';
    if ('uploadId' in request) query.uploadId = request.uploadId;
    if (request.op === 'part') query.partNumber = String(request.partNumber);
    const method = { create: 'POST', complete: 'POST', put: 'PUT', part: 'PUT', abort: 'DELETE', get: 'GET' }[request.op];
    const port = base.port ? Number(base.port) : undefined;
    // The S3 client's signer is SignatureV4MultiRegion, which presigns as well as signs.
    const signer = (await client.config.signer()) as unknown as RequestPresigner;
    const signed = await signer.presign(
      {
        method,
        protocol: base.protocol,
        hostname: base.hostname,
        port,
        path,
        query,
        headers: { host: base.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      },
      { expiresIn: expiresInSeconds, signingRegion: this.settings.region, signingService: 's3' },
    );
    const search = Object.entries(signed.query ?? {})
      .map(([name, value]) =>
        value === '' && name === 'uploads' ? name : `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
      )
      .join('&');
    return `${base.protocol}//${base.host}${path}?${search}`;
  }

  async createMultipart(key: string, contentType: string): Promise<string> {
    const { CreateMultipartUploadCommand } = await import('@aws-sdk/client-s3');
    const created = await (
      await this.client
    ).send(
      new CreateMultipartUploadCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    if (!created.UploadId) throw new Error('S3 answered no UploadId');
    return created.UploadId;
  }

  async completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<void> {
    const { CompleteMultipartUploadCommand } = await import('@aws-sdk/client-s3');
    try {
      await (
        await this.client
      ).send(
        new CompleteMultipartUploadCommand({
          Bucket: this.settings.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map((p) => ({ PartNumber: p.partNumber, ETag: `"${p.etag}"` })),
          },
        }),
      );
    } catch (caught) {
      const err = (caught ?? {}) as S3Failure;
      // S3's refusals of the parts themselves are the caller's mistake, not an outage.
      if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'NoSuchUpload'].includes(err.name ?? err.Code ?? ''))
        throw new UploadRejected(`Storage refused the parts: ${err.message}`, err.name === 'NoSuchUpload' ? 'upload_id' : 'parts');
      throw caught;
    }
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    const { AbortMultipartUploadCommand } = await import('@aws-sdk/client-s3');
    try {
      await (await this.client).send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: key, UploadId: uploadId }));
    } catch (caught) {
      const err = (caught ?? {}) as S3Failure;
      if ((err?.name ?? err?.Code) === 'NoSuchUpload') throw new UploadRejected('No such upload.', 'upload_id');
      throw caught;
    }
  }

  async head(key: string) {
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const head = await (await this.client).send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (caught) {
      const err = (caught ?? {}) as S3Failure;
      if (err?.$metadata?.httpStatusCode === 404 || err?.name === 'NotFound' || err?.name === 'NoSuchKey') return undefined;
      throw caught;
    }
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const object = await (
      await this.client
    ).send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  urlOf(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }
}
