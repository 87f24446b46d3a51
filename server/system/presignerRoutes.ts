/**
 * POST /api/aws-presigner (docs/requirements/platform.md §5 "Upload helpers"): a payload with a `type` field, answered
 * with presigned upload data, or completing a multipart upload (resources/uploads.ts lists the
 * types). The server chooses every key (`{kind}/{brand_id}/{random}.{ext}`), checks the content
 * type and size before signing anything, checks the stored bytes when the upload completes, and
 * confines brand users to their brand's keys. Uploading a kind needs the access of what it is
 * (e.g. a brand's header: brands Edit).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { isStaff } from '../../resources/access';
import {
  MAX_PARTS,
  PART_BYTES,
  PRESIGN_SECONDS,
  UPLOAD_KINDS,
  parseUploadKey,
  presignerSchema,
  type PresignerPayload,
  type UploadKindName,
} from '../../resources/uploads';
import { authorize, type Actor, actorOf, requireSession } from '../framework/actor';
import { UploadRejected, unquoted } from '../adapters/directUploads';
import type { AppContext } from '../context';
import { brands } from '../db/schema';
import { badRequest, validate, INVALID_FIELDS } from '../http/errors';
import { checkedUpload, tooLarge, unsupportedUpload } from '../http/uploads';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const REQUIRED = FIELD_MESSAGES.message('required');

/** Throws a 400 naming each missing field of `names`. */
function need<T extends PresignerPayload, K extends keyof T>(input: T, names: K[]): asserts input is T & Required<Pick<T, K>> {
  const missing = names.filter((n) => input[n] === undefined || input[n] === null);
  if (missing.length) throw badRequest(INVALID_FIELDS(), Object.fromEntries(missing.map((n) => [n, REQUIRED])));
}

export function presignerRoutes(ctx: AppContext): Router {
  const router = Router();
  const direct = ctx.storage.direct;

  /** The kind's access for a brand, and the brand itself for staff (who name it). */
  async function allowNew(actor: Actor, kind: UploadKindName, brandId: number | undefined) {
    const brand = brandId ?? (isStaff(actor.role) ? undefined : (actor.brand_id ?? undefined));
    if (brand === undefined) throw badRequest(INVALID_FIELDS(), { brand_id: REQUIRED });
    authorize(actor, { ...UPLOAD_KINDS[kind].access, brandId: brand });
    const [row] = await ctx.database.db.select({ id: brands.id }).from(brands).where(eq(brands.id, brand));
    if (!row) throw badRequest(INVALID_FIELDS(), { brand_id: 'No such brand' });
    return brand;
  }

  /** A key the caller may act on: its kind's access and its brand's tenancy. */
  function allowKey(actor: Actor, key: string) {
    const parsed = parseUploadKey(key)!;
    authorize(actor, { ...UPLOAD_KINDS[parsed.kind].access, brandId: parsed.brandId });
    return parsed.kind;
  }

  /** A new key of the kind for the brand, after checking the declared type and size. */
  function newKey(kind: UploadKindName, brandId: number, contentType: string, size: number) {
    const types = UPLOAD_KINDS[kind].types as Record<string, string>;
    const extension = types[contentType.toLowerCase()];
    if (!extension) throw unsupportedUpload(kind);
    if (size > UPLOAD_KINDS[kind].maxBytes) throw tooLarge(UPLOAD_KINDS[kind].maxBytes);
    return `${kind}/${brandId}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
  }

  const expiresAt = () => new Date(Date.now() + PRESIGN_SECONDS * 1000).toISOString();

  router.post('/', requireSession, async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(presignerSchema, req.body ?? {});
    try {
      switch (input.type) {
        case 'start':
        case 'put': {
          need(input, ['kind', 'content_type', 'size']);
          const kind = input.kind as UploadKindName;
          const brandId = await allowNew(actor, kind, input.brand_id);
          const key = newKey(kind, brandId, input.content_type, input.size);
          if (input.type === 'put') {
            const url = await direct.presign({ op: 'put', key, contentType: input.content_type, maxBytes: input.size }, PRESIGN_SECONDS);
            return res.json({ key, url, expires_at: expiresAt() });
          }
          if (Math.ceil(input.size / PART_BYTES) > MAX_PARTS) throw tooLarge(PART_BYTES * MAX_PARTS);
          const uploadId = await direct.createMultipart(key, input.content_type.toLowerCase());
          return res.json({ key, upload_id: uploadId, part_size: PART_BYTES, parts: Math.ceil(input.size / PART_BYTES) });
        }
        case 'part':
        case 'parts': {
          need(input, ['key', 'upload_id', ...(input.type === 'part' ? (['part_number'] as const) : (['part_numbers'] as const))]);
          const kind = allowKey(actor, input.key);
          const numbers = input.type === 'part' ? [input.part_number!] : input.part_numbers!;
          const urls = await Promise.all(
            numbers.map(async (partNumber) => ({
              part_number: partNumber,
              url: await direct.presign(
                { op: 'part', key: input.key, uploadId: input.upload_id, partNumber, maxBytes: UPLOAD_KINDS[kind].maxBytes },
                PRESIGN_SECONDS,
              ),
            })),
          );
          return res.json(input.type === 'part' ? { url: urls[0].url, expires_at: expiresAt() } : { urls, expires_at: expiresAt() });
        }
        case 'complete': {
          need(input, ['key']);
          const kind = allowKey(actor, input.key);
          if (input.upload_id) {
            need(input, ['parts']);
            await direct.completeMultipart(
              input.key,
              input.upload_id,
              input.parts.map((p) => ({ partNumber: p.part_number, etag: unquoted(p.etag) })),
            );
          }
          return res.json(await checkedUpload(ctx.storage, kind, input.key));
        }
        case 'abort': {
          need(input, ['key', 'upload_id']);
          allowKey(actor, input.key);
          await direct.abortMultipart(input.key, input.upload_id);
          return res.json({});
        }
        case 'get': {
          need(input, ['key']);
          allowKey(actor, input.key);
          return res.json({ url: await direct.presign({ op: 'get', key: input.key }, PRESIGN_SECONDS), expires_at: expiresAt() });
        }
      }
    } catch (err) {
      if (err instanceof UploadRejected) throw badRequest(err.message, { [err.field]: err.message });
      throw err;
    }
  });

  return router;
}
