/**
 * Direct storage helpers by type (docs/requirements/platform.md §5): requests to presigned URLs — S3's, or the local
 * storage's `/api/storage/...`, which take the same requests. No session header goes with them:
 * the URL's signature is the permission (S3 refuses a second way of signing).
 *
 * Uploads go through XMLHttpRequest, the browser API that reports upload progress; a bucket must
 * expose the `ETag` header to the app's origin (CORS `ExposeHeaders`) for uploadPart to read it.
 */
import { HttpError, type HttpErrorBody } from './httpClient';

export interface SendOptions {
  onProgress?: (loadedBytes: number) => void;
  signal?: AbortSignal;
  contentType?: string;
}

export interface StorageAnswer {
  status: number;
  etag: string | null;
  text: string;
}

/** One request to a presigned URL; how it travels can be replaced (tests). */
export type StorageTransport = (method: string, url: string, body: Blob | null, options: SendOptions) => Promise<StorageAnswer>;

export const xhrTransport: StorageTransport = (method, url, body, { onProgress, signal, contentType }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (body && contentType) xhr.setRequestHeader('Content-Type', contentType);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, etag: xhr.getResponseHeader('ETag'), text: xhr.responseText });
    xhr.onerror = () => reject(new HttpError('Network Error', 0, {}));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

/** A refusal of storage: its status, and S3's `<Message>` or the API's message when there is one. */
function refused(answer: StorageAnswer): HttpError {
  let message = /<Message>([^<]*)<\/Message>/.exec(answer.text)?.[1];
  let body: HttpErrorBody & { error?: { message?: string } } = {};
  try {
    body = JSON.parse(answer.text);
    message = body?.error?.message ?? message;
  } catch {
    // S3 answers XML
  }
  return new HttpError(message || `Storage answered ${answer.status}`, answer.status, body);
}

const ok = (answer: StorageAnswer) => answer.status >= 200 && answer.status < 300;

export function storageRequests(transport: StorageTransport = xhrTransport) {
  return {
    /** POST to a presigned create URL; the answer's markup holds the UploadId. */
    async createMultipart(url: string): Promise<string> {
      const answer = await transport('POST', url, null, {});
      if (!ok(answer)) throw refused(answer);
      const uploadId = new DOMParser().parseFromString(answer.text, 'application/xml').getElementsByTagName('UploadId')[0]?.textContent;
      if (!uploadId) throw new HttpError('Storage answered no UploadId', answer.status, {});
      return uploadId;
    },
    /** HEAD: the status (200 when the object is there, 404 when not, …). */
    async headObject(url: string): Promise<number> {
      return (await transport('HEAD', url, null, {})).status;
    },
    /** PUT the whole object, an octet-stream body unless a content type is given. */
    async putObject(url: string, body: Blob, options: SendOptions = {}): Promise<void> {
      const answer = await transport('PUT', url, body, { contentType: 'application/octet-stream', ...options });
      if (!ok(answer)) throw refused(answer);
    },
    /** PUT one part; answers its ETag without quotes. */
    async uploadPart(url: string, body: Blob, options: SendOptions = {}): Promise<string> {
      const answer = await transport('PUT', url, body, options);
      if (!ok(answer)) throw refused(answer);
      if (!answer.etag) throw new HttpError('Storage answered no ETag (its CORS must expose it)', answer.status, {});
      return answer.etag.replace(/"/g, '');
    },
    /** GET the object's text. */
    async getObject(url: string): Promise<string> {
      const answer = await transport('GET', url, null, {});
      if (!ok(answer)) throw refused(answer);
      return answer.text;
    },
  };
}
