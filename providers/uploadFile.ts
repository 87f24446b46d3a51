/**
 * One call to upload a file straight to storage (docs/requirements/platform.md §5): a single presigned PUT up to one
 * part's size, else a multipart upload in parts of PART_BYTES, a few at a time, each retried
 * once. Progress is reported as bytes sent of the whole; the answer is the stored key and URL,
 * which a screen then saves on its record (e.g. PUT brands/header `{brand_id, key}`).
 */
import { PART_BYTES, type PresignerPayload, type UploadKindName } from '../resources/uploads';
import { api, HttpError } from './httpClient';
import { storageRequests, xhrTransport, type StorageTransport } from './storageRequests';

export interface UploadedFile {
  key: string;
  url: string;
  size: number;
  content_type: string;
}

/** What the presigner answers to each step (`type`) of an upload. */
interface PresignerAnswers {
  put: { key: string; url: string };
  start: { key: string; upload_id: string; part_size?: number };
  part: { url: string };
  complete: UploadedFile;
  abort: unknown;
}

export interface UploadOptions {
  kind: UploadKindName;
  /** The brand the file is for (staff name it; a brand user's own brand otherwise). */
  brandId?: number;
  /** Called with the fraction sent so far, 0…1. */
  onProgress?: (fraction: number, loadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** Parts sent at the same time. */
  concurrency?: number;
  /** How requests reach storage (tests replace it). */
  transport?: StorageTransport;
  /** How the aws-presigner is asked (tests replace it). */
  presign?: (payload: PresignerPayload) => Promise<unknown>;
}

/** POST /api/aws-presigner with a typed payload. */
export const presign = (payload: PresignerPayload) => api('aws-presigner', { method: 'POST', body: payload });

/** Runs `attempt` again once when it fails for a reason other than a refusal of the request itself. */
async function retriedOnce<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    const lasting = status === 400 || status === 401 || status === 413 || status === 415;
    if (signal?.aborted || (error as Error)?.name === 'AbortError' || lasting) throw error;
    return attempt();
  }
}

export async function uploadFile(file: Blob, options: UploadOptions): Promise<UploadedFile> {
  const { kind, brandId, onProgress, signal, concurrency = 3 } = options;
  const presigner = options.presign ?? presign;
  // The answer of each step, as the presigner sends it.
  const ask = <Step extends keyof PresignerAnswers>(payload: PresignerPayload & { type: Step }) =>
    presigner(payload) as Promise<PresignerAnswers[Step]>;
  const storage = storageRequests(options.transport ?? xhrTransport);
  const contentType = file.type || 'application/octet-stream';
  const total = file.size;
  const loaded = new Map<number, number>();
  const report = () => {
    const sent = [...loaded.values()].reduce((a, b) => a + b, 0);
    onProgress?.(total ? Math.min(sent / total, 1) : 1, sent, total);
  };
  const declared = { kind, brand_id: brandId, content_type: contentType, size: total };

  if (total <= PART_BYTES) {
    const { key, url } = await ask({ type: 'put', ...declared });
    await retriedOnce(
      () =>
        storage.putObject(url, file, {
          contentType,
          signal,
          onProgress: (bytes) => {
            loaded.set(1, bytes);
            report();
          },
        }),
      signal,
    );
    loaded.set(1, total);
    report();
    return ask({ type: 'complete', key });
  }

  const { key, upload_id, part_size } = await ask({ type: 'start', ...declared });
  const partSize: number = part_size ?? PART_BYTES;
  const count = Math.ceil(total / partSize);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  try {
    // Each part asks for its URL just before it is sent, so none expires while earlier parts go.
    const etags = new Map<number, string>();
    const queue = [...numbers];
    const worker = async () => {
      while (queue.length) {
        if (signal?.aborted) throw new DOMException('The upload was cancelled.', 'AbortError');
        const partNumber = queue.shift()!;
        const body = file.slice((partNumber - 1) * partSize, partNumber * partSize);
        const etag = await retriedOnce(async () => {
          // A fresh URL each attempt: a retry after a long wait must not meet an expired one.
          const { url } = await ask({ type: 'part', key, upload_id, part_number: partNumber });
          loaded.set(partNumber, 0);
          return storage.uploadPart(url, body, {
            signal,
            onProgress: (bytes) => {
              loaded.set(partNumber, bytes);
              report();
            },
          });
        }, signal);
        loaded.set(partNumber, body.size);
        report();
        etags.set(partNumber, etag);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    return await ask({
      type: 'complete',
      key,
      upload_id,
      parts: numbers.map((n) => ({ part_number: n, etag: etags.get(n)! })),
    });
  } catch (error) {
    // Storage keeps an unfinished upload's parts until it is aborted.
    await ask({ type: 'abort', key, upload_id }).catch(() => undefined);
    throw error;
  }
}
