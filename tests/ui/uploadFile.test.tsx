/**
 * uploadFile and the direct storage helpers against a stand-in storage and presigner: the part
 * sizes, how many go at once, progress, one retry, abort on failure, and the helpers' parsing.
 * The real requests are covered by tests/api/uploads*.test.ts and the brand header e2e test.
 */
import { describe, expect, it } from 'vitest';
import { PART_BYTES } from '../../resources/uploads';
import { storageRequests, type StorageTransport } from '../../providers/storageRequests';
import { uploadFile } from '../../providers/uploadFile';

const MB = 1024 * 1024;

/** A stand-in of storage and the presigner that records what it was asked. */
function standIn({ failures = new Map<number, number>() } = {}) {
  const calls: any[] = [];
  const sent = new Map<number, number>();
  let inFlight = 0;
  let mostInFlight = 0;
  const presign = async (payload: any) => {
    calls.push(payload);
    switch (payload.type) {
      case 'start':
        return { key: 'headers/1/k.png', upload_id: 'u1', part_size: PART_BYTES };
      case 'put':
        return { key: 'headers/1/k.png', url: '/put' };
      case 'part':
        return { url: `/part/${payload.part_number}` };
      case 'complete':
        return { key: payload.key, url: '/api/files/headers/1/k.png', size: 1, content_type: 'image/png' };
      default:
        return {};
    }
  };
  const transport: StorageTransport = async (_method, url, body, { onProgress }) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const part = Number(/\/part\/(\d+)/.exec(url)?.[1] ?? 1);
      // Progress in two steps, after a turn of the event loop, as a browser reports it.
      await new Promise((r) => setTimeout(r, 0));
      onProgress?.(Math.floor(body!.size / 2));
      await new Promise((r) => setTimeout(r, 0));
      const left = failures.get(part) ?? 0;
      if (left > 0) {
        failures.set(part, left - 1);
        throw new Error('Network Error');
      }
      onProgress?.(body!.size);
      sent.set(part, body!.size);
      return { status: 200, etag: `"etag-${part}"`, text: '' };
    } finally {
      inFlight--;
    }
  };
  return { calls, sent, presign, transport, mostInFlight: () => mostInFlight };
}

const pngOf = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' });

describe('uploadFile', () => {
  it('sends 20 MB in 3 parts, at most 3 at once, reporting progress up to 1', async () => {
    const storage = standIn();
    const progress: number[] = [];
    const file = pngOf(20 * MB);
    const stored = await uploadFile(file, {
      kind: 'headers',
      brandId: 1,
      onProgress: (fraction) => progress.push(fraction),
      transport: storage.transport,
      presign: storage.presign,
    });
    expect(stored.url).toBe('/api/files/headers/1/k.png');
    expect(storage.calls[0]).toEqual({ type: 'start', kind: 'headers', brand_id: 1, content_type: 'image/png', size: file.size });
    expect([...storage.sent.entries()].sort()).toEqual([
      [1, PART_BYTES],
      [2, PART_BYTES],
      [3, 20 * MB - 2 * PART_BYTES],
    ]);
    expect(storage.mostInFlight()).toBeGreaterThan(1);
    expect(storage.mostInFlight()).toBeLessThanOrEqual(3);
    // Progress never goes back, passes through the middle, and ends at the whole file.
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1])).toBe(true);
    expect(progress.some((p) => p > 0.2 && p < 0.8)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(storage.calls.at(-1)).toEqual({
      type: 'complete',
      key: 'headers/1/k.png',
      upload_id: 'u1',
      parts: [
        { part_number: 1, etag: 'etag-1' },
        { part_number: 2, etag: 'etag-2' },
        { part_number: 3, etag: 'etag-3' },
      ],
    });
  });

  it('retries a failed part once, with a fresh URL', async () => {
    const storage = standIn({ failures: new Map([[2, 1]]) });
    const progress: number[] = [];
    await uploadFile(pngOf(20 * MB), {
      kind: 'headers',
      onProgress: (f) => progress.push(f),
      transport: storage.transport,
      presign: storage.presign,
    });
    expect(storage.calls.filter((c) => c.type === 'part' && c.part_number === 2)).toHaveLength(2);
    expect(progress.at(-1)).toBe(1);
  });

  it('aborts the upload when a part fails twice', async () => {
    const storage = standIn({ failures: new Map([[3, 2]]) });
    await expect(uploadFile(pngOf(20 * MB), { kind: 'headers', transport: storage.transport, presign: storage.presign })).rejects.toThrow(
      'Network Error',
    );
    expect(storage.calls.at(-1)).toEqual({ type: 'abort', key: 'headers/1/k.png', upload_id: 'u1' });
  });

  it('sends a small file in one PUT, then completes it', async () => {
    const storage = standIn();
    const progress: number[] = [];
    await uploadFile(pngOf(100_000), {
      kind: 'images',
      onProgress: (f) => progress.push(f),
      transport: storage.transport,
      presign: storage.presign,
    });
    expect(storage.calls.map((c) => c.type)).toEqual(['put', 'complete']);
    expect(progress).toContain(0.5);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('direct storage helpers', () => {
  const answering =
    (status: number, text = '', etag: string | null = null): StorageTransport =>
    async () => ({ status, etag, text });

  it('createMultipart reads the UploadId from the markup', async () => {
    const xml =
      '<?xml version="1.0"?><InitiateMultipartUploadResult><Key>k</Key><UploadId>abc-123</UploadId></InitiateMultipartUploadResult>';
    expect(await storageRequests(answering(200, xml)).createMultipart('/create')).toBe('abc-123');
  });

  it('uploadPart answers the ETag without quotes', async () => {
    expect(await storageRequests(answering(200, '', '"d41d8cd98f"')).uploadPart('/part', new Blob(['x']))).toBe('d41d8cd98f');
  });

  it('headObject answers the status; putObject and getObject throw S3’s message', async () => {
    expect(await storageRequests(answering(404)).headObject('/head')).toBe(404);
    const denied = storageRequests(answering(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'));
    await expect(denied.putObject('/put', new Blob(['x']))).rejects.toMatchObject({ status: 403, message: 'Request has expired' });
    await expect(denied.getObject('/get')).rejects.toMatchObject({ status: 403 });
    expect(await storageRequests(answering(200, 'hello')).getObject('/get')).toBe('hello');
  });
});
