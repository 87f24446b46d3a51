/**
 * The print file a JDML points at: the design's print TIFF (`products.print_file`), handed to the
 * printer's RIP as a signed URL that stops working after PRINT_FILE_URL_TTL_HOURS — on S3 a
 * presigned GET, locally the storage's HMAC-signed `/api/storage/{key}` address (refused when
 * expired or changed). The same signer as direct uploads (StorageAdapter.direct.presign), so one
 * mechanism signs every storage URL. Local addresses are made absolute with PUBLIC_URL when set.
 */
import type { AppContext } from '../context';

/** A signed URL of a stored key. */
export type PrintFileSigner = (key: string) => Promise<string>;

export function printFileSigner(ctx: Pick<AppContext, 'storage' | 'config'>): PrintFileSigner {
  const seconds = Math.round(ctx.config.printFileUrlTtlHours * 3600);
  return async (key) => {
    const url = await ctx.storage.direct.presign({ op: 'get', key }, seconds);
    return url.startsWith('/') && ctx.config.publicUrl ? new URL(url, ctx.config.publicUrl).href : url;
  };
}
