/**
 * The image work of mockups, with sharp (libvips): finding the wall of a room photo, and
 * papering a pattern onto it. Only the wall search walks pixels itself, on a small copy of the
 * photo (320 px wide), where libvips has no operation for "the connected region"; everything at
 * full size is libvips pipelines.
 */
import sharp, { type Raw, type Sharp } from 'sharp';
import type { MockupAttributes } from '../../resources/catalog/mockups';
import { MAX_IMAGE_PIXELS } from '../http/imagePolicy';
import { textOf, type CodedText } from '../../resources/i18n/catalogue';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

/** The analysis works on this width: enough for a wall's outline, small enough to walk in a few ms. */
const ANALYSIS_WIDTH = 320;
/** The lighting map is smooth: stored at most this wide, enlarged when compositing. */
const SHADING_WIDTH = 640;
/** Neighbouring pixels of one wall differ by less than this (sum of R, G, B of the blurred photo). */
const EDGE_STEP = 14;
/** Local texture (mean deviation from the local mean luminance) of a smooth wall stays under this. */
const TEXTURE_LIMIT = 7;
/** Holes in the wall smaller than this share of the photo (a switch, a nail, noise) are papered over. */
const SMALL_HOLE = 0.004;
/** Photos above this many pixels are refused rather than decoded (a decompression bomb): the image policy's limit. */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

/** A photo that cannot be read: what to say, keyed where the app words it in the chosen language. */
export class ImageUnreadable extends Error {
  constructor(readonly said: string | CodedText) {
    super(textOf(said));
  }
}

const fromPixels = (p: { data: Buffer; info: Raw }) => sharp(p.data, { raw: p.info });

/** Raw pixels to sharp (a one-channel image comes back as three unless a step says otherwise). */
const raw = (data: Buffer, width: number, height: number, channels: 1 | 2 | 3 | 4) => sharp(data, { raw: { width, height, channels } });

/** Opens an image with the photo's orientation applied and a bound on its pixels. */
const open = (input: Buffer | string) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** Width and height as shown (after the EXIF orientation), decoding the whole image to prove it is intact. */
export async function readImageSize(input: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // Decoding every pixel is what finds a truncated or damaged file; metadata alone reads the header.
    await open(input).stats();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw new ImageUnreadable('The image has no pixels.');
    return turned ? { width: height, height: width } : { width, height };
  } catch (err) {
    if (err instanceof ImageUnreadable) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(reason))
      throw new ImageUnreadable(`The image is too big: at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
    throw new ImageUnreadable(CATALOG_REFUSALS.message('image_unreadable'));
  }
}

export interface WallAnalysis {
  /** Greyscale PNG at the photo's size: 255 where the wall is papered, 0 elsewhere, soft edges. */
  mask: Buffer;
  /** Greyscale PNG (at most SHADING_WIDTH wide): the room's light on the wall, 255 the brightest wall. */
  shading: Buffer;
  /** Share of the photo the wall covers, 0–1. */
  coverage: number;
}

/**
 * Finds the wall to paper: the largest smooth, low-texture region of similar colour whose middle
 * lies in the upper part of the photo (a floor is below, furniture and windows break it), with its
 * small holes filled; and takes its luminance as the lighting.
 */
export async function analyzeWall(photo: Buffer): Promise<WallAnalysis> {
  const { width, height } = await readImageSize(photo);
  const w = Math.min(ANALYSIS_WIDTH, width);
  const small = await open(photo)
    .resize({ width: w })
    .removeAlpha()
    .toColourspace('srgb')
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const h = small.info.height;
  const rgb = small.data;
  const luminance = await raw(rgb, w, h, 3).greyscale().raw().toBuffer();
  const localMean = await raw(luminance, w, h, 1).blur(2).extractChannel(0).raw().toBuffer();
  const deviation = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) deviation[i] = Math.abs(luminance[i] - localMean[i]);
  const texture = await raw(deviation, w, h, 1).blur(2).extractChannel(0).raw().toBuffer();

  const wall = largestWallRegion(rgb, texture, w, h);
  fillSmallHoles(wall, w, h);
  let covered = 0;
  for (let i = 0; i < wall.length; i++) if (wall[i]) covered++;

  const mask = await fullSizeMask(photo, wall, rgb, w, h, width, height);

  // The brightest wall (98th percentile, not the maximum: a speck of glare would darken the rest).
  const wallLevels = new Uint32Array(256);
  for (let i = 0; i < wall.length; i++) if (wall[i]) wallLevels[luminance[i]]++;
  const white = percentile(wallLevels, covered, 0.98) || 255;
  const shading = await open(photo)
    .resize({ width: Math.min(SHADING_WIDTH, width) })
    .removeAlpha()
    .greyscale()
    .blur(1.5)
    .linear(255 / white, 0)
    .png()
    .toBuffer();
  return { mask, shading, coverage: covered / (w * h) };
}

/** Pixels whose colour is further than this (in any of R, G, B) from the wall's around them are not wall. */
const WALL_COLOUR_TOLERANCE = 22;

/**
 * The wall's outline at the photo's own size. The small copy finds the wall roughly; its edges
 * (a sofa's outline, a window frame) are then decided at full size: within a band around the
 * rough wall, a pixel is wall when its colour is close to the wall colour around it, so the paper
 * meets the furniture at its real edge instead of leaving a rim of old wall.
 */
async function fullSizeMask(photo: Buffer, wall: Uint8Array, rgb: Buffer, w: number, h: number, width: number, height: number) {
  // One operation a pipeline where the order matters: sharp runs its steps in its own order
  // (threshold and boolean after blur), not in the order they are called.
  const spread = await pixels(raw(Buffer.from(wall.buffer), w, h, 1).blur(3).extractChannel(0));
  const band = await pixels(fromPixels(spread).threshold(6).extractChannel(0));
  // The wall's colour spread over its surroundings: blur(colour × wall) / blur(wall).
  const masked = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) if (wall[i]) for (let c = 0; c < 3; c++) masked[i * 3 + c] = rgb[i * 3 + c];
  const spreadColour = await pixels(raw(masked, w, h, 3).blur(4).removeAlpha());
  const spreadWeight = await pixels(raw(Buffer.from(wall.buffer), w, h, 1).blur(4).extractChannel(0));
  const wallColour = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const weight = spreadWeight.data[i];
    if (weight > 0)
      for (let c = 0; c < 3; c++) wallColour[i * 3 + c] = Math.min(255, Math.round((spreadColour.data[i * 3 + c] * 255) / weight));
  }
  const colourFull = await pixels(raw(wallColour, w, h, 3).resize(width, height, { fit: 'fill' }));
  const bandFull = await pixels(fromPixels(band).resize(width, height, { fit: 'fill', kernel: 'nearest' }).extractChannel(0));
  // sharp composites last in a pipeline: the difference is its own step before the threshold.
  const difference = await pixels(
    sharp(await open(photo).removeAlpha().toColourspace('srgb').raw().toBuffer(), { raw: { width, height, channels: 3 } }).composite([
      { input: colourFull.data, raw: colourFull.info, blend: 'difference' },
    ]),
  );
  // Far from the wall colour in any one channel (a tan cabinet on a beige wall differs in blue).
  const overPerChannel = await pixels(fromPixels(difference).removeAlpha().threshold(WALL_COLOUR_TOLERANCE, { greyscale: false }));
  const far = await pixels(fromPixels(overPerChannel).bandbool('or'));
  const close = await pixels(fromPixels(far).negate({ alpha: false }).extractChannel(0));
  const wallOnly = await pixels(fromPixels(close).boolean(bandFull.data, 'and', { raw: bandFull.info }).extractChannel(0));
  return fromPixels(wallOnly).median(3).blur(0.7).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level];
    if (seen >= total * share) return level;
  }
  return 255;
}

/** Labels the smooth regions (4-connected, similar neighbours, low texture) and keeps the wall among them. */
function largestWallRegion(rgb: Buffer, texture: Buffer, w: number, h: number): Uint8Array {
  const label = new Int32Array(w * h).fill(-1);
  const queue = new Int32Array(w * h);
  let best = { label: -1, size: 0 };
  let next = 0;
  const similar = (a: number, b: number) =>
    texture[b] < TEXTURE_LIMIT &&
    Math.abs(rgb[a * 3] - rgb[b * 3]) + Math.abs(rgb[a * 3 + 1] - rgb[b * 3 + 1]) + Math.abs(rgb[a * 3 + 2] - rgb[b * 3 + 2]) < EDGE_STEP;
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== -1 || texture[start] >= TEXTURE_LIMIT) continue;
    const id = next++;
    let head = 0;
    let tail = 0;
    let sumY = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const p = queue[head++];
      const x = p % w;
      const y = (p - x) / w;
      sumY += y;
      const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1];
      for (const n of neighbours) {
        if (n >= 0 && label[n] === -1 && similar(p, n)) {
          label[n] = id;
          queue[tail++] = n;
        }
      }
    }
    // A wall's middle is in the upper part of a room photo; a floor's is not.
    if (sumY / tail < h * 0.6 && tail > best.size) best = { label: id, size: tail };
  }
  const wall = new Uint8Array(w * h);
  if (best.label >= 0) for (let i = 0; i < w * h; i++) if (label[i] === best.label) wall[i] = 255;
  return wall;
}

/** Holes not reached from the photo's border: small ones become wall, large ones (a window, a picture) stay. */
function fillSmallHoles(wall: Uint8Array, w: number, h: number) {
  const outside = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let tail = 0;
  const push = (p: number) => {
    if (!wall[p] && !outside[p]) {
      outside[p] = 1;
      queue[tail++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  const flood = (list: Int32Array, mark: Uint8Array, from: number, until: number, accept: (p: number) => boolean) => {
    let head = from;
    let end = until;
    while (head < end) {
      const p = list[head++];
      const x = p % w;
      for (const n of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w]) {
        if (n >= 0 && n < w * h && !mark[n] && accept(n)) {
          mark[n] = 1;
          list[end++] = n;
        }
      }
    }
    return end;
  };
  flood(queue, outside, 0, tail, (n) => !wall[n]);
  const seen = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    if (wall[p] || outside[p] || seen[p]) continue;
    seen[p] = 1;
    queue[0] = p;
    const size = flood(queue, seen, 0, 1, (n) => !wall[n] && !outside[n]);
    if (size < w * h * SMALL_HOLE) for (let i = 0; i < size; i++) wall[queue[i]] = 255;
  }
}

export interface CompositeInput {
  photo: Buffer;
  mask: Buffer;
  shading: Buffer;
  pattern: Buffer;
  repeat: 'straight' | 'half_step';
  attributes: MockupAttributes;
  /** Output width (a preview is smaller); the photo's own width when not given. */
  width?: number;
}

/** At scale 100 one repeat of the pattern spans this share of the photo's width. */
const TILE_SHARE_AT_FULL_SCALE = 0.25;
/** Scale 0 would be no pattern at all: the smallest repeat is this share of the full-scale one. */
const MIN_SCALE = 5;

/**
 * The pattern papered onto the wall: tiled at `pattern_scale` (a half-step repeat drops every
 * other column by half a tile), multiplied by the room's lighting at `shadow_opacity` (deepened by
 * `enhance_shadows`), and laid over the photo through the wall mask, so furniture and windows stay
 * in front. Returns a JPEG.
 */
export async function compositeMockup(input: CompositeInput): Promise<Buffer> {
  const size = await sharp(input.photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = (size.orientation ?? 1) >= 5;
  const photoWidth = (turned ? size.height : size.width) ?? 1;
  const photoHeight = (turned ? size.width : size.height) ?? 1;
  const width = Math.min(input.width ?? photoWidth, photoWidth);
  const height = Math.max(1, Math.round((photoHeight * width) / photoWidth));
  const { pattern_scale, shadow_opacity, enhance_shadows } = input.attributes;

  const tileWidth = Math.max(4, Math.round(width * TILE_SHARE_AT_FULL_SCALE * (Math.max(pattern_scale, MIN_SCALE) / 100)));
  // Light: 255 leaves the pattern as printed, less darkens it; opacity fades the shading out.
  // Both are linear, so they are applied on the small lighting map before it is enlarged.
  const opacity = shadow_opacity / 100;
  const lightMap = async () => {
    let light = await pixels(sharp(input.shading).greyscale());
    if (enhance_shadows)
      light = await pixels(
        fromPixels(light)
          .linear(1.5, -0.5 * 255)
          .extractChannel(0),
      );
    return pixels(
      fromPixels(light)
        .linear(opacity, 255 * (1 - opacity))
        .resize(width, height, { fit: 'fill' })
        .extractChannel(0),
    );
  };
  const repeatUnit = async () => {
    const tile = await pixels(open(input.pattern).resize({ width: tileWidth }).removeAlpha().toColourspace('srgb'));
    return input.repeat === 'half_step' ? halfStepUnit(tile) : tile;
  };
  // The three inputs do not depend on each other: libvips works on them side by side.
  const [unit, light, alpha] = await Promise.all([
    repeatUnit(),
    lightMap(),
    pixels(sharp(input.mask).resize(width, height, { fit: 'fill' }).extractChannel(0)),
  ]);

  // The wall papered from its top-left corner: the unit repeated by extending it (libvips copies
  // it, no blending; a unit larger than the wall is cut to it first), then the light multiplied in.
  const cut = { width: Math.min(unit.info.width, width), height: Math.min(unit.info.height, height) };
  const start =
    cut.width < unit.info.width || cut.height < unit.info.height
      ? await pixels(fromPixels(unit).extract({ left: 0, top: 0, ...cut }))
      : unit;
  const shaded = await pixels(
    fromPixels(start)
      .extend({ right: width - cut.width, bottom: height - cut.height, extendWith: 'repeat' })
      .composite([{ input: light.data, raw: light.info, blend: 'multiply' }])
      .removeAlpha(),
  );
  const rgb = shaded.info.channels === 3 ? shaded : await pixels(fromPixels(shaded).removeAlpha());
  const wallLayer = await pixels(fromPixels(rgb).joinChannel(alpha.data, { raw: alpha.info }));
  return open(input.photo)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .composite([{ input: wallLayer.data, raw: wallLayer.info, blend: 'over' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** A pipeline's raw pixels with the channel count libvips really produced (a composite may add alpha). */
async function pixels(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels as Pixels['info']['channels'] } };
}

/** A half-step repeat's unit: two columns of the tile, the second dropped by half a tile. */
async function halfStepUnit(tile: Pixels): Promise<Pixels> {
  const { width, height } = tile.info;
  if (height < 2) return tile;
  const column = await pixels(
    sharp({ create: { width, height: height * 3, channels: 3, background: '#ffffff' } })
      .composite([{ input: tile.data, raw: tile.info, tile: true, gravity: 'northwest' }])
      .removeAlpha(),
  );
  const straight = await pixels(fromPixels(column).extract({ left: 0, top: 0, width, height: height * 2 }));
  const dropped = await pixels(fromPixels(column).extract({ left: 0, top: Math.round(height / 2), width, height: height * 2 }));
  return pixels(
    sharp({ create: { width: width * 2, height: height * 2, channels: 3, background: '#ffffff' } })
      .composite([
        { input: straight.data, raw: straight.info, left: 0, top: 0 },
        { input: dropped.data, raw: dropped.info, left: width, top: 0 },
      ])
      .removeAlpha(),
  );
}
