/**
 * The one policy for every image that comes from outside (multipart uploads, bulk upload, the
 * patterns the job worker reads): its type is read from its bytes, never from its name or declared
 * type; its size in pixels is read from its header and bounded before a pixel is decoded (a small
 * file may declare a huge image: a decompression bomb); it must decode whole (a truncated or
 * damaged file is refused); and what is stored and served is a copy re-encoded by libvips, never
 * the bytes as sent — so trailing data, a polyglot or crafted metadata never leave the server.
 * Refusals are 4xx with a message on the form's field. Decisions in docs/storage.md.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { HttpError } from './errors';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

/** Images above this many pixels are refused before decoding (40 MP: a 6,300 × 6,300 pattern). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The accepted image types, by what their bytes say, and the extension stored. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** How every image from outside is opened: a bound on its pixels, and a damaged file an error, not grey pixels. */
export const IMAGE_INPUT: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' };

/** Opens an image from outside (a Buffer or a file) under the policy's limits. */
export const openImage = (input: Buffer | string) => sharp(input, IMAGE_INPUT);

export interface SafeImage {
  /** The re-encoded copy: the bytes to store and serve. */
  buffer: Buffer;
  mime: string;
  extension: string;
  /** As shown (after the photo's orientation is applied). */
  width: number;
  height: number;
}

const millions = `${MAX_IMAGE_PIXELS / 1_000_000} million`;

export const notAnImage = (field: string, name = field) =>
  new HttpError(415, 'unsupported_media_type', `${name} is not a PNG, JPEG, WebP or GIF image.`, {
    [field]: 'Must be a PNG, JPEG, WebP or GIF image',
  });

export const tooManyPixels = (field: string) =>
  new HttpError(413, 'payload_too_large', `The image is too big: at most ${millions} pixels.`, {
    [field]: `Must be at most ${millions} pixels`,
  });

export const damagedImage = (field: string) =>
  new HttpError(400, 'bad_request', 'The image could not be read: the file is damaged or incomplete.', {
    [field]: CATALOG_REFUSALS.message('image_damaged'),
  });

/** The same format again, metadata dropped (sharp keeps none unless asked), the orientation applied. */
function reencode(image: Sharp, mime: string): Sharp {
  const upright = image.rotate();
  switch (mime) {
    case 'image/jpeg':
      return upright.jpeg({ quality: 92 });
    case 'image/webp':
      return upright.webp({ quality: 92 });
    case 'image/gif':
      return upright.gif();
    default:
      return upright.png();
  }
}

/** What the header declares, refused when over the pixel limit; nothing decoded yet. */
async function declaredSize(buffer: Buffer, field: string) {
  let meta: Metadata;
  try {
    // limitInputPixels is checked when the header is read: a bomb fails here, cheaply.
    meta = await sharp(buffer, IMAGE_INPUT).metadata();
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels(field);
    throw damagedImage(field);
  }
  // Only the first page of an animation is read (sharp's default), so `height` is one frame's.
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(field);
  if (!width || !height) throw damagedImage(field);
  return meta;
}

/**
 * An image from outside under the policy: 415 when its bytes are not an accepted image, 413 when
 * it declares more than MAX_IMAGE_PIXELS, 400 when it does not decode whole; else its re-encoded
 * copy (the first frame of an animation).
 */
export async function safeImage(buffer: Buffer, field: string, name = field): Promise<SafeImage> {
  const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
  const extension = detected && ACCEPTED_IMAGE_TYPES[detected.mime];
  if (!detected || !extension) throw notAnImage(field, name);
  await declaredSize(buffer, field);
  try {
    const { data, info } = await reencode(openImage(buffer), detected.mime).toBuffer({ resolveWithObject: true });
    return { buffer: data, mime: detected.mime, extension, width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels(field);
    throw damagedImage(field);
  }
}
