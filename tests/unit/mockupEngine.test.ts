/**
 * The mockup engine adapter: the HTTP engine (MOCKUP_ENGINE_URL) speaks to a mockup-engine
 * service — here a small one started by the test on the local engine's image work — and answers
 * what the local engine answers; the half-step repeat drops every other column by half a tile.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMockupEngine, LocalMockupEngine, mockupEngine } from '../../server/adapters/mockupEngine';
import { analyzeWall, compositeMockup } from '../../server/adapters/mockupImaging';
import { DEMO_ROOMS, renderRoom } from '../../server/catalog/demoRooms';

let server: http.Server;
let url: string;
let room: Buffer;

beforeAll(async () => {
  room = await renderRoom(DEMO_ROOMS[0], 400, 300);
  const app = express();
  const upload = multer({ storage: multer.memoryStorage() });
  app.post('/upload-mockup', upload.single('mockup_file'), async (req, res) => {
    const result = await analyzeWall(req.file!.buffer);
    res.json({ mask: result.mask.toString('base64'), shading: result.shading.toString('base64'), coverage: result.coverage });
  });
  app.post('/generate-preview', upload.any(), async (req, res) => {
    const files = Object.fromEntries((req.files as Express.Multer.File[]).map((f) => [f.fieldname, f.buffer]));
    const data = JSON.parse(req.body.data);
    res
      .type('image/jpeg')
      .send(await compositeMockup({ photo: files.photo, mask: files.mask, shading: files.shading, pattern: files.pattern, ...data }));
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Mean absolute difference of two images, 0–255, at a small common size. */
async function difference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).resize(80, 60, { fit: 'fill' }).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('the mockup engine adapter', () => {
  it('is local by default and the HTTP service when MOCKUP_ENGINE_URL is set', () => {
    expect(mockupEngine({}).kind).toBe('local');
    expect(mockupEngine({ MOCKUP_ENGINE_URL: 'http://engine.test' }).kind).toBe('http');
  });

  it('analyses and generates through the service as the local engine does', async () => {
    const remote = new HttpMockupEngine(url);
    const local = new LocalMockupEngine();
    const [far, near] = await Promise.all([remote.analyze(room), local.analyze(room)]);
    expect(far.coverage).toBeCloseTo(near.coverage, 5);
    expect(await difference(far.mask, near.mask)).toBeLessThan(1);
    const pattern = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3355' } })
      .png()
      .toBuffer();
    const input = { photo: room, mask: near.mask, shading: near.shading, pattern, repeat: 'straight' as const };
    const attributes = { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false };
    const [remoteImage, localImage] = await Promise.all([
      remote.generate({ ...input, attributes }),
      local.generate({ ...input, attributes }),
    ]);
    expect(await difference(remoteImage, localImage)).toBeLessThan(1);
  });

  it('refuses a service error as an error, not an image', async () => {
    await expect(new HttpMockupEngine(`${url}/nowhere`).analyze(room)).rejects.toThrow(/answered 404/);
  });

  it('drops every other column of a half-step repeat by half a tile', async () => {
    // A tile white on top and black below: a straight repeat has rows of one colour, a half-step
    // one has columns that disagree at the same height.
    const tile = await sharp({
      create: { width: 100, height: 100, channels: 3, background: '#ffffff' },
    })
      .composite([{ input: { create: { width: 100, height: 50, channels: 3, background: '#000000' } }, top: 50, left: 0 }])
      .png()
      .toBuffer();
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const wallEverywhere = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .greyscale()
      .png()
      .toBuffer();
    const light = wallEverywhere;
    const render = (repeat: 'straight' | 'half_step') =>
      compositeMockup({
        photo: flat,
        mask: wallEverywhere,
        shading: light,
        pattern: tile,
        repeat,
        attributes: { pattern_scale: 100, shadow_opacity: 0, enhance_shadows: false },
      });
    const sample = async (image: Buffer, x: number, y: number) =>
      (await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer())[0];
    // At scale 100 a tile is 200 px wide (25 % of 800): columns 0–199 and 200–399.
    const straight = await render('straight');
    expect(Math.abs((await sample(straight, 100, 50)) - (await sample(straight, 300, 50)))).toBeLessThan(40);
    const halfStep = await render('half_step');
    expect(Math.abs((await sample(halfStep, 100, 50)) - (await sample(halfStep, 300, 50)))).toBeGreaterThan(180);
  });

  it('papers with a repeat taller than the photo: the wall keeps the photo’s size, the tile starts at the top', async () => {
    // 50 × 1000: at scale 100 a tile is 200 × 4000 px on an 800 × 600 photo; the half-step unit is twice that.
    const tall = await sharp({ create: { width: 50, height: 1000, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 50, height: 500, channels: 3, background: '#000000' } }, top: 500, left: 0 }])
      .png()
      .toBuffer();
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const white = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .greyscale()
      .png()
      .toBuffer();
    for (const repeat of ['straight', 'half_step'] as const) {
      const image = await compositeMockup({
        photo: flat,
        mask: white,
        shading: white,
        pattern: tall,
        repeat,
        attributes: { pattern_scale: 100, shadow_opacity: 0, enhance_shadows: false },
      });
      expect(await sharp(image).metadata()).toMatchObject({ width: 800, height: 600 });
      // The top of the tile (white) in every column; a half-step's dropped columns start half a tile
      // (2000 px) lower, in its black half.
      const at = async (x: number) => (await sharp(image).extract({ left: x, top: 300, width: 1, height: 1 }).raw().toBuffer())[0];
      expect(await at(100), repeat).toBeGreaterThan(220);
      if (repeat === 'straight') expect(await at(300)).toBeGreaterThan(220);
      else expect(await at(300)).toBeLessThan(40);
    }
  });
});
