/**
 * Direct uploads (docs/requirements/platform.md §5 "Upload helpers"): what may be uploaded through the aws-presigner,
 * shared by the server (which checks it) and the app (which chooses how to send a file).
 *
 * A kind is the folder an upload lands in; it names who may upload (an action of the access
 * rules, the same as sending the file to the API) and what: content types and a size limit.
 */
import * as yup from 'yup';
import type { Action } from './access';
import { idSchema } from './ids';

export interface UploadKind {
  /** What uploading such a file is, in the access rules. */
  access: { resource: string; action: Action };
  /** Accepted content types, each with the extension its key gets. */
  types: Record<string, string>;
  maxBytes: number;
}

const IMAGES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const MB = 1024 * 1024;

export const UPLOAD_KINDS = {
  /** Collection and catalogue images. */
  images: { access: { resource: 'collections', action: 'Edit' }, types: IMAGES, maxBytes: 50 * MB },
  /** A brand's header (the brand page's banner). */
  headers: { access: { resource: 'brands', action: 'Edit' }, types: IMAGES, maxBytes: 25 * MB },
  /** Product artwork and print files: large images, TIFF and PDF. */
  products: {
    access: { resource: 'collections', action: 'Add' },
    types: { ...IMAGES, 'image/tiff': 'tif', 'application/pdf': 'pdf' },
    maxBytes: 500 * MB,
  },
} satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKindName[];

/** S3's limits on multipart uploads: parts of 5 MB at least (but the last), 10,000 parts at most. */
export const MIN_PART_BYTES = 5 * MB;
export const MAX_PARTS = 10_000;
/** The part size the app uploads with; files up to one part go in a single PUT. */
export const PART_BYTES = 8 * MB;
/** How long a presigned URL works. */
export const PRESIGN_SECONDS = 15 * 60;

export const PRESIGNER_TYPES = ['start', 'part', 'parts', 'complete', 'abort', 'put', 'get'] as const;
export type PresignerType = (typeof PRESIGNER_TYPES)[number];

/** The brand's folder of a key: `{kind}/{brand_id}/{random}.{ext}`; undefined for any other shape. */
export function parseUploadKey(key: string): { kind: UploadKindName; brandId: number } | undefined {
  const match = /^([a-z]+)\/([1-9][0-9]{0,9})\/[a-f0-9]{32}\.[a-z]{2,4}$/.exec(key);
  if (!match || !(UPLOAD_KIND_NAMES as string[]).includes(match[1])) return undefined;
  return { kind: match[1] as UploadKindName, brandId: Number(match[2]) };
}

const REQUIRED = 'Must provide a value';
const keyRule = yup
  .string()
  .max(200)
  .test('upload-key', 'Must be a key answered by start or put', (value) => value === undefined || !!parseUploadKey(value));
const partNumber = yup.number().integer('Must be a whole number').min(1).max(MAX_PARTS).typeError('Must be a whole number');

/**
 * The aws-presigner's payload. `type` says what is asked:
 * - start `{kind, brand_id, content_type, size}` → `{key, upload_id, part_size}` (a multipart upload is created)
 * - part `{key, upload_id, part_number}` → `{url}`; parts `{key, upload_id, part_numbers}` → `{urls: [{part_number, url}]}`
 * - complete `{key, upload_id, parts: [{part_number, etag}]}` → `{key, url, size}`; after a `put`, `{key}` only
 * - abort `{key, upload_id}` → `{}`
 * - put `{kind, brand_id, content_type, size}` → `{key, url}` (a single presigned PUT)
 * - get `{key}` → `{url}`
 */
export const presignerSchema = yup.object({
  type: yup
    .string()
    .required(REQUIRED)
    .oneOf([...PRESIGNER_TYPES], `Must be one of: ${PRESIGNER_TYPES.join(', ')}`),
  kind: yup.string().oneOf(UPLOAD_KIND_NAMES, `Must be one of: ${UPLOAD_KIND_NAMES.join(', ')}`),
  brand_id: idSchema(),
  content_type: yup.string().max(100),
  size: yup.number().integer('Must be a whole number').min(1, 'Must be at least 1 byte').typeError('Must be a number of bytes'),
  key: keyRule,
  upload_id: yup
    .string()
    .max(1024)
    .matches(/^[A-Za-z0-9._~+/=-]+$/, 'Must be an upload id answered by start'),
  part_number: partNumber,
  part_numbers: yup.array(partNumber.required()).max(MAX_PARTS),
  parts: yup
    .array(
      yup.object({
        part_number: partNumber.required(REQUIRED),
        etag: yup
          .string()
          .required(REQUIRED)
          .max(200)
          .matches(/^"?[A-Za-z0-9-]+"?$/, 'Must be the ETag answered by the part upload'),
      }),
    )
    .max(MAX_PARTS),
});
export type PresignerPayload = yup.InferType<typeof presignerSchema>;
