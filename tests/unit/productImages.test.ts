/**
 * The products' image work compared with expected images drawn independently (SVG rendered by
 * sharp), by a perceptual tolerance — both images are blurred slightly, brought to the same size
 * and compared by mean colour difference and the share of clearly different pixels — never by
 * bytes, since encoders and resampling differ in the last bits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPattern, halfStepShift, makePrintFile, makeThumbnail, renderHeader, renderSample } from '../../server/catalog/productImages';
import { DEMO_DESIGNS, DEMO_TILE, renderDemoPattern } from '../../server/catalog/demoPatterns';

const svg = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .png()
    .toBuffer();

/** A tile: red above, blue below, a yellow disc on the line between them. */
const TILE = (size = 200) =>
  svg(
    size,
    size,
    `<rect width="${size}" height="${size / 2}" fill="#e00000"/><rect y="${size / 2}" width="${size}" height="${size / 2}" fill="#0000e0"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 5}" fill="#f0e000"/>`,
  );

// The image functions read files (or an upload's bytes) and write files: they go here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const out = (extension: string) => path.join(dir, `${++files}.${extension}`);
/** A tile written to a file, as the jobs give patterns to the image functions. */
const tileFile = async (size?: number) => {
  const file = out('png');
  await fs.promises.writeFile(file, await TILE(size));
  return file;
};

interface Difference {
  /** Mean absolute difference per channel, 0–255. */
  mean: number;
  /** Share of pixels differing by more than 48 in some channel. */
  different: number;
}

/** How far two images are apart once seen at the same size through a light blur. */
async function difference(actual: Buffer | string, expected: Buffer | string, size = { width: 160, height: 120 }): Promise<Difference> {
  const look = (image: Buffer | string) =>
    sharp(image).flatten({ background: '#ffffff' }).resize(size.width, size.height, { fit: 'fill' }).blur(1).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([look(actual), look(expected)]);
  let total = 0;
  let off = 0;
  for (let i = 0; i < a.length; i += 3) {
    const d = [Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])];
    total += d[0] + d[1] + d[2];
    if (Math.max(...d) > 48) off++;
  }
  return { mean: total / a.length, different: off / (a.length / 3) };
}

const expectLike = (d: Difference) => {
  expect(d.mean).toBeLessThan(8);
  expect(d.different).toBeLessThan(0.03);
};

describe('half-step shift', () => {
  it('places the tile and, beside it, the tile moved down by half its height', async () => {
    const actual = await halfStepShift(await tileFile(), out('png'));
    // Drawn by hand: the right column starts with the tile's blue half and the disc's lower half.
    const expected = await svg(
      400,
      200,
      `<rect width="200" height="100" fill="#e00000"/><rect y="100" width="200" height="100" fill="#0000e0"/><circle cx="100" cy="100" r="40" fill="#f0e000"/>
       <rect x="200" width="200" height="100" fill="#0000e0"/><rect x="200" y="100" width="200" height="100" fill="#e00000"/>
       <circle cx="300" cy="0" r="40" fill="#f0e000"/><circle cx="300" cy="200" r="40" fill="#f0e000"/>`,
    );
    expect(await sharp(actual).metadata()).toMatchObject({ width: 400, height: 200 });
    expectLike(await difference(actual, expected, { width: 200, height: 100 }));
  });

  it('is not the straight repeat (the comparison tells them apart)', async () => {
    const straight = await svg(
      400,
      200,
      `<rect width="400" height="100" fill="#e00000"/><rect y="100" width="400" height="100" fill="#0000e0"/>`,
    );
    const d = await difference(await halfStepShift(await TILE(), out('png')), straight, { width: 200, height: 100 });
    expect(d.different).toBeGreaterThan(0.3);
  });

  it('keeps an odd height whole', async () => {
    const tile = await svg(50, 51, `<rect width="50" height="51" fill="#123456"/>`);
    expect(await sharp(await halfStepShift(tile, out('png'))).metadata()).toMatchObject({ width: 100, height: 51 });
  });
});

describe('thumbnail, print file, sample and header', () => {
  it('makes a thumbnail that looks like the tile, at most 400 px', async () => {
    const tile = await tileFile(1000);
    const thumb = await makeThumbnail(tile, out('webp'));
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expectLike(await difference(thumb, tile));
  });

  it('makes a flat TIFF print file at 150 dpi; a half-step one is the shifted block', async () => {
    const tile = await tileFile();
    const print = await makePrintFile(tile, 'half_step', out('tif'));
    expect(await sharp(print).metadata()).toMatchObject({ format: 'tiff', width: 400, height: 200, density: 150, hasAlpha: false });
    expectLike(await difference(print, await halfStepShift(tile, out('png')), { width: 200, height: 100 }));
    // Only the result is left: the intermediates (libvips .v files) are removed.
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.v'))).toEqual([]);
  });

  it('renders a sample: the pattern repeated at 300 px, over a white label strip', async () => {
    const tile = await tileFile();
    const sample = await renderSample(tile, 'straight', 'Test Design', out('jpg'));
    expect(await sharp(sample).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    // The top-left 300 px is one whole tile scaled to 300 px.
    const corner = await sharp(sample).extract({ left: 0, top: 0, width: 300, height: 300 }).png().toBuffer();
    expectLike(await difference(corner, tile, { width: 100, height: 100 }));
    const strip = await sharp(await sharp(sample).extract({ left: 600, top: 800, width: 600, height: 100 }).png().toBuffer()).stats();
    expect(strip.channels.slice(0, 3).every((c) => c.mean > 240)).toBe(true);
  });

  it('renders a header: the pattern repeated, darker on the left under the name', async () => {
    const tile = await tileFile();
    const header = await renderHeader(tile, 'straight', 'Test Design', out('jpg'));
    expect(await sharp(header).metadata()).toMatchObject({ width: 1600, height: 400 });
    const right = await sharp(header).extract({ left: 1400, top: 0, width: 200, height: 200 }).png().toBuffer();
    expectLike(await difference(right, tile, { width: 100, height: 100 }));
    const red = async (left: number) =>
      (await sharp(await sharp(header).extract({ left, top: 0, width: 60, height: 60 }).png().toBuffer()).stats()).channels[0].mean;
    const left = await red(0);
    const rightRed = await red(1400);
    expect(left).toBeLessThan(rightRed * 0.6);
  });
});

describe('checking uploads', () => {
  it('answers the size of a good pattern and refuses a damaged or tiny one', async () => {
    expect(await checkPattern(await TILE())).toEqual({ width: 200, height: 200 });
    const jpeg = await sharp(await TILE())
      .jpeg()
      .toBuffer();
    await expect(checkPattern(jpeg.subarray(0, jpeg.length / 2))).rejects.toMatchObject({ status: 400 });
    await expect(checkPattern(await svg(8, 8, '<rect width="8" height="8"/>'))).rejects.toMatchObject({ status: 400 });
  });
});

describe('demo patterns', () => {
  /** Mean colour step between two columns (or rows) of raw RGB pixels. */
  const step = (data: Buffer, width: number, height: number, a: number, b: number, vertical: boolean) => {
    let total = 0;
    for (let i = 0; i < (vertical ? height : width); i++)
      for (let c = 0; c < 3; c++) {
        const at = (k: number) => (vertical ? (i * width + k) * 3 : (k * width + i) * 3) + c;
        total += Math.abs(data[at(a)] - data[at(b)]);
      }
    return total / ((vertical ? height : width) * 3);
  };

  it('tile without a seam: across each edge the colour changes no more than between neighbours inside', async () => {
    for (const design of DEMO_DESIGNS) {
      const { data, info } = await sharp(await renderDemoPattern(design))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height } = info;
      expect(width).toBe(DEMO_TILE);
      for (const vertical of [true, false]) {
        const size = vertical ? width : height;
        let inside = 0;
        for (let k = 0; k < size - 1; k++) inside = Math.max(inside, step(data, width, height, k, k + 1, vertical));
        // The wrap (last column to first) is a step like the others, not a cut.
        expect(
          step(data, width, height, size - 1, 0, vertical),
          `${design.name} ${vertical ? 'left/right' : 'top/bottom'}`,
        ).toBeLessThanOrEqual(inside + 1);
      }
    }
  });
});
