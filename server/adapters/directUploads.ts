/**
 * Direct uploads (docs/requirements/platform.md §5): the browser sends a file's bytes straight to storage through
 * presigned URLs, as a single PUT or a multipart upload, and the server only hands out the URLs
 * and completes. S3 signs with SigV4; the local default with the server's own HMAC signatures
 * (server/adapters/localUploads.ts), on URLs that accept the same requests as S3's.
 */

/** What a presigned URL allows: one request on one key. */
export type PresignRequest =
  | { op: 'create'; key: string; contentType: string }
  | { op: 'put'; key: string; contentType: string; maxBytes: number }
  | { op: 'part'; key: string; uploadId: string; partNumber: number; maxBytes: number }
  | { op: 'complete' | 'abort'; key: string; uploadId: string }
  | { op: 'get'; key: string };

export interface UploadedPart {
  partNumber: number;
  /** Without quotes. */
  etag: string;
}

/** A refusal of storage itself (a part missing or too small): the API answers it as a 400. */
export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly field = 'parts',
  ) {
    super(message);
  }
}

export interface DirectUploads {
  /** Creates a multipart upload; answers its UploadId. */
  createMultipart(key: string, contentType: string): Promise<string>;
  /** A URL for one request, valid for `expiresInSeconds`. Local URLs are relative to the API's origin. */
  presign(request: PresignRequest, expiresInSeconds: number): Promise<string>;
  completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<void>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** The stored object's size, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** The first `bytes` bytes of a stored object (to check what it is). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  /** The URL clients load a stored object from. */
  urlOf(key: string): string;
}

/** An ETag as S3 sends it ("…") or as the spec's uploadPart answers it (no quotes). */
export const unquoted = (etag: string) => etag.replace(/^"|"$/g, '');
