/**
 * Express's weak ETag (`W/"<length>-<sha1, 27 base64 characters>"`, the same value), hashed in
 * one call (crypto.hash) rather than through a hash object for every answer (issue 28).
 */
import crypto from 'node:crypto';

export function weakEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body, encoding) : body.length;
  return `W/"${length.toString(16)}-${crypto.hash('sha1', body, 'base64').slice(0, 27)}"`;
}
