/**
 * Image uploads (docs/requirements/platform.md §5 "uploads in general"): multipart through multer into memory, limited in
 * size (413) and checked by their content, not their name (415).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { HttpError, INVALID_FIELDS } from './errors';
import { ACCEPTED_IMAGE_TYPES, safeImage, type SafeImage } from './imagePolicy';

export { ACCEPTED_IMAGE_TYPES };
import { unsafeInput } from './inputGuard';
import { assertKnownFields, multipartFields } from './strictBody';
import { UPLOAD_KINDS, parseUploadKey, type UploadKindName } from '../../resources/uploads';
import type { StorageAdapter } from '../adapters/storage';
import { ERROR_MESSAGES, FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export function uploadLimitBytes(env = process.env): number {
  const mb = Number(env.UPLOAD_MAX_MB || 5);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : 5) * 1024 * 1024);
}

const inMegabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const megabytes = (bytes: number) => `${inMegabytes(bytes)} MB`;

/** Parses a multipart body with the named file fields (one file each); other fields land in req.body. */
export function imageUpload(fields: string[], maxBytes = uploadLimitBytes()): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: fields.length, fields: 50, fieldSize: 100_000 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (err?: unknown) => {
      if (!err) {
        // Multipart field names may nest (`a[b]`): the same checks as a JSON body.
        const problem = unsafeInput(req.body, 'body');
        if (problem) return next(new HttpError(400, 'bad_request', 'The request has a value that is not accepted.', problem));
        // The route's documented fields (strictBody.ts): an unknown one is a 400 naming it.
        const allowed = multipartFields(req);
        try {
          if (allowed) assertKnownFields(req.body, allowed);
        } catch (error) {
          return next(error);
        }
        return next();
      }
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(
            new HttpError(413, 'payload_too_large', `The image is too large: the limit is ${megabytes(maxBytes)}.`, {
              [err.field ?? 'file']: FIELD_MESSAGES.message('at_most_megabytes', { megabytes: inMegabytes(maxBytes) }),
            }),
          );
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(
            new HttpError(400, 'bad_request', `Unexpected file field: ${err.field}. Send ${fields.join(', ')}.`, {
              [err.field ?? 'file']: 'Unexpected file',
            }),
          );
        }
        return next(new HttpError(400, 'bad_request', `The upload could not be read: ${err.message}.`));
      }
      next(new HttpError(400, 'bad_request', 'The upload could not be read.'));
    });
  };
}

export interface CheckedImage extends SafeImage {
  field: string;
}

/**
 * The uploaded image of a field under the image policy (imagePolicy.ts): 415 when its bytes are
 * not an image, 413 over the pixel limit, 400 when damaged; `buffer` is the re-encoded copy to store.
 */
export async function uploadedImage(req: Request, field: string): Promise<CheckedImage | undefined> {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const file = files[field]?.[0];
  if (!file) return undefined;
  return { field, ...(await safeImage(file.buffer, field, file.originalname || field)) };
}

export const tooLarge = (maxBytes: number, field = 'size') =>
  new HttpError(413, 'payload_too_large', ERROR_MESSAGES.message('file_too_large', { megabytes: inMegabytes(maxBytes) }), {
    [field]: FIELD_MESSAGES.message('at_most_megabytes', { megabytes: inMegabytes(maxBytes) }),
  });

const TYPE_NAMES: Record<string, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP', gif: 'GIF', tif: 'TIFF', pdf: 'PDF' };

export const unsupportedUpload = (kind: UploadKindName, field = 'content_type') => {
  const types = UPLOAD_KINDS[kind].types as Record<string, string>;
  const names = Object.values(types).map((extension) => TYPE_NAMES[extension] ?? extension.toUpperCase());
  return new HttpError(
    415,
    'unsupported_media_type',
    ERROR_MESSAGES.message('file_type', { types: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' }),
    { [field]: `Must be one of: ${Object.keys(types).join(', ')}` },
  );
};

/** Enough of a file's start for file-type to tell what it is. */
const SNIFF_BYTES = 4100;

/**
 * What a direct upload stored at a key (aws-presigner): not larger than its kind allows, and
 * really of an accepted type matching the key's extension, by its bytes. Anything else is
 * deleted and refused (413, 415); nothing at the key is a 400 on `field`.
 */
export async function checkedUpload(storage: StorageAdapter, kind: UploadKindName, key: string, field = 'key') {
  const head = await storage.direct.head(key);
  if (!head)
    throw new HttpError(400, 'bad_request', CATALOG_REFUSALS.message('nothing_uploaded'), {
      [field]: CATALOG_REFUSALS.message('upload_file_first'),
    });
  const { maxBytes, types } = UPLOAD_KINDS[kind];
  if (head.size > maxBytes) {
    await storage.delete(key);
    throw tooLarge(maxBytes, field);
  }
  const detected = await fileTypeFromBuffer(await storage.direct.readStart(key, SNIFF_BYTES));
  const extension = detected && (types as Record<string, string>)[detected.mime];
  if (!extension || !key.endsWith(`.${extension}`)) {
    await storage.delete(key);
    throw unsupportedUpload(kind, field);
  }
  return { key, url: storage.direct.urlOf(key), size: head.size, content_type: detected.mime };
}

/**
 * A key the aws-presigner gave for `kind` and `brandId`, checked as stored; else a 400 on `field`.
 * A kind of images only goes under the image policy like any upload: the object as sent is
 * replaced by its re-encoded copy (at a content key beside it), or deleted when refused.
 */
export async function uploadedKey(storage: StorageAdapter, kind: UploadKindName, brandId: number, key: unknown, field: string) {
  const parsed = typeof key === 'string' ? parseUploadKey(key) : undefined;
  if (!parsed || parsed.kind !== kind || parsed.brandId !== brandId)
    throw new HttpError(400, 'bad_request', INVALID_FIELDS(), {
      [field]: `Must be a key of a ${kind} upload for brand ${brandId}`,
    });
  const stored = await checkedUpload(storage, kind, key as string, field);
  if (!Object.keys(UPLOAD_KINDS[kind].types).every((type) => type in ACCEPTED_IMAGE_TYPES)) return stored;
  let image: SafeImage;
  try {
    image = await safeImage(await storage.read(stored.key), field);
  } catch (err) {
    await storage.delete(stored.key);
    throw err;
  }
  const copy = await storage.put(`${kind}/${brandId}`, image.buffer, image.mime, image.extension);
  if (copy.key !== stored.key) await storage.delete(stored.key);
  return { key: copy.key, url: copy.url, size: image.buffer.length, content_type: image.mime };
}
