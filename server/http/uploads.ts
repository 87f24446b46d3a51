/**
 * Image uploads (API.md "uploads in general"): multipart through multer into memory, limited in
 * size (413) and checked by their content, not their name (415).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { HttpError } from './errors';
import { unsafeInput } from './inputGuard';

export const ACCEPTED_IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export function uploadLimitBytes(env = process.env): number {
  const mb = Number(env.UPLOAD_MAX_MB || 5);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : 5) * 1024 * 1024);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Parses a multipart body with the named file fields (one file each); other fields land in req.body. */
export function imageUpload(fields: string[], maxBytes = uploadLimitBytes()): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: fields.length, fields: 50, fieldSize: 100_000 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (err?: any) => {
      if (!err) {
        // Multipart field names may nest (`a[b]`): the same checks as a JSON body.
        const problem = unsafeInput(req.body, 'body');
        return next(problem ? new HttpError(400, 'bad_request', 'The request has a value that is not accepted.', problem) : undefined);
      }
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(
            new HttpError(413, 'payload_too_large', `The image is too large: the limit is ${megabytes(maxBytes)}.`, {
              [err.field ?? 'file']: `Must be at most ${megabytes(maxBytes)}`,
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

export interface CheckedImage {
  field: string;
  buffer: Buffer;
  mime: string;
  extension: string;
}

/** The uploaded file of a field, checked to be an accepted image by its bytes. */
export async function uploadedImage(req: Request, field: string): Promise<CheckedImage | undefined> {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const file = files[field]?.[0];
  if (!file) return undefined;
  const detected = file.size > 0 ? await fileTypeFromBuffer(file.buffer) : undefined;
  const extension = detected && ACCEPTED_IMAGE_TYPES[detected.mime];
  if (!detected || !extension) {
    throw new HttpError(415, 'unsupported_media_type', `${file.originalname || field} is not a PNG, JPEG, WebP or GIF image.`, {
      [field]: 'Must be a PNG, JPEG, WebP or GIF image',
    });
  }
  return { field, buffer: file.buffer, mime: detected.mime, extension };
}
