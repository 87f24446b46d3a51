/**
 * The image work of products, all through sharp (libvips): checking an uploaded pattern, its
 * thumbnail, the print-ready file, the half-step shift, the rendered sample and the design header.
 * Images are never held whole in the JS heap: each function reads its input from a file (libvips
 * reads a file as it needs; an upload already in memory may be given as its Buffer) and writes its
 * result to a file, which the storage adapter then streams to its place (`putFile`). Steps that
 * need a whole intermediate image keep it in libvips' own `.v` files in the same temp directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../http/errors';
import { damagedImage, openImage, tooManyPixels } from '../http/imagePolicy';

export type Repeat = 'straight' | 'half_step';

/** Print files are written at this resolution (pixels per inch) for the wide-format printers. */
export const PRINT_DPI = 150;
export const THUMBNAIL_SIZE = 400;
export const SAMPLE_SIZE = { width: 1200, height: 900 };
export const HEADER_SIZE = { width: 1600, height: 400 };

/** A file to read (what the jobs give) or the bytes of an upload already in memory. */
export type ImageInput = string | Buffer;

/**
 * The image policy's limits (http/imagePolicy.ts) for every pattern read, by a route or the job
 * worker: a bound on pixels before decoding, and a damaged file an error instead of grey pixels.
 */
const open = openImage;

export interface PatternInfo {
  width: number;
  height: number;
}

/**
 * Reads a whole pattern once (cheaply shrunk on load) so that a corrupt, truncated or too large
 * image is a clear 4xx at upload, not a failed job later; and checks it is large enough to print.
 */
export async function checkPattern(input: ImageInput, field = 'pattern_file'): Promise<PatternInfo> {
  try {
    const { width, height } = await open(input).metadata();
    if (!width || !height) throw new Error('no size');
    await open(input).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    if (width < 16 || height < 16)
      throw badRequest('The pattern is too small: it must be at least 16 × 16 pixels.', { [field]: 'Must be at least 16 × 16 pixels' });
    return { width, height };
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels(field);
    throw damagedImage(field);
  }
}

/** A file beside `output` for an intermediate image, in libvips' own uncompressed format. */
const beside = (output: string, name: string) => path.join(path.dirname(output), `${path.basename(output)}.${name}.v`);

/**
 * The half-step (half-drop) repeat as a straight one: the tile, and beside it the tile moved down
 * by half its height (wrapping round). Two tiles wide, this block repeats side by side and on top
 * of each other exactly as the half-step design does, so printers that only tile straight print it.
 * Written to `output` as PNG; answers `output`.
 */
export async function halfStepShift(input: ImageInput, output: string): Promise<string> {
  const tileFile = beside(output, 'tile');
  const { width, height } = await open(input).rotate().toColourspace('srgb').ensureAlpha().toFile(tileFile);
  const half = Math.floor(height / 2);
  const topFile = beside(output, 'top');
  const bottomFile = beside(output, 'bottom');
  await sharp(tileFile)
    .extract({ left: 0, top: 0, width, height: height - half })
    .toFile(topFile);
  await sharp(tileFile)
    .extract({ left: 0, top: height - half, width, height: half })
    .toFile(bottomFile);
  await sharp({ create: { width: width * 2, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .composite([
      { input: tileFile, left: 0, top: 0 },
      { input: bottomFile, left: width, top: 0 },
      { input: topFile, left: width, top: half },
    ])
    .png()
    .toFile(output);
  await Promise.all([tileFile, topFile, bottomFile].map((f) => fs.promises.rm(f, { force: true })));
  return output;
}

/** The block that repeats straight, as a file beside `output`: the tile itself, or the half-step's two-tile block. */
async function straightBlock(input: ImageInput, repeat: Repeat, output: string): Promise<string> {
  const block = beside(output, 'block');
  if (repeat === 'half_step') await halfStepShift(input, `${block}.png`);
  else await open(input).rotate().toFile(block);
  return repeat === 'half_step' ? `${block}.png` : block;
}

/** A square-ish preview of the tile for lists and cards (WebP, at most 400 px a side), written to `output`. */
export async function makeThumbnail(input: ImageInput, output: string): Promise<string> {
  await open(input)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toFile(output);
  return output;
}

/**
 * The print-ready file: the straight-repeating block, flattened on white (printers have no
 * transparency), in sRGB, as an LZW TIFF marked at PRINT_DPI, written to `output`.
 */
export async function makePrintFile(input: ImageInput, repeat: Repeat, output: string): Promise<string> {
  const block = await straightBlock(input, repeat, output);
  await sharp(block)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .withMetadata({ density: PRINT_DPI })
    .tiff({ compression: 'lzw' })
    .toFile(output);
  await fs.promises.rm(block, { force: true });
  return output;
}

/** A pattern tiled over a canvas of the given size, the tile scaled to `tileHeight` pixels: a file beside `output`. */
async function tiled(
  input: ImageInput,
  repeat: Repeat,
  size: { width: number; height: number },
  tileHeight: number,
  output: string,
): Promise<string> {
  const block = await straightBlock(input, repeat, output);
  const scaled = beside(output, 'scaled');
  await sharp(block).resize({ height: tileHeight }).flatten({ background: '#ffffff' }).toFile(scaled);
  const canvas = beside(output, 'tiled');
  await sharp({ create: { ...size, channels: 3, background: '#ffffff' } })
    .composite([{ input: scaled, tile: true, gravity: 'northwest' }])
    .toFile(canvas);
  await Promise.all([block, scaled].map((f) => fs.promises.rm(f, { force: true })));
  return canvas;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sample sent to customers: the pattern repeated over a 1200 × 900 swatch at about real
 * scale, with a label strip naming the design and its repeat.
 */
export async function renderSample(input: ImageInput, repeat: Repeat, name: string, output: string): Promise<string> {
  const { width, height } = SAMPLE_SIZE;
  const strip = 110;
  const swatch = await tiled(input, repeat, { width, height: height - strip }, 300, output);
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${strip}">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="40" y="55" font-family="sans-serif" font-size="40" font-weight="bold" fill="#222">${escapeXml(name)}</text>
      <text x="40" y="92" font-family="sans-serif" font-size="24" fill="#666">SAMPLE · ${repeat === 'half_step' ? 'Half-step repeat' : 'Straight repeat'}</text>
    </svg>`,
  );
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: swatch, left: 0, top: 0 },
      { input: label, left: 0, top: height - strip },
    ])
    .jpeg({ quality: 88 })
    .toFile(output);
  await fs.promises.rm(swatch, { force: true });
  return output;
}

/** The design header: a 1600 × 400 banner of the repeated pattern, darkened under the design's name. */
export async function renderHeader(input: ImageInput, repeat: Repeat, name: string, output: string): Promise<string> {
  const { width, height } = HEADER_SIZE;
  const background = await tiled(input, repeat, { width, height }, 200, output);
  const title = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.65"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <text x="80" y="${height / 2 + 24}" font-family="serif" font-size="72" fill="#fff">${escapeXml(name)}</text>
    </svg>`,
  );
  await sharp(background)
    .composite([{ input: title, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toFile(output);
  await fs.promises.rm(background, { force: true });
  return output;
}
