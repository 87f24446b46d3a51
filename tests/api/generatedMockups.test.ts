/**
 * Generated mockups (docs/requirements/catalog.md §7): a product's pattern papered onto an analysed room by the
 * MOCKUP_UPLOAD job, generate-mockup with a pattern to try, and previews — with good and bad input,
 * and the images checked against what the demo room's geometry says by a perceptual tolerance,
 * never byte for byte.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../server/db/schema';
import { renderPattern } from '../../server/catalog/demoRooms';
import { notAnImage, pngImage } from '../support/images';
import { MAX_ATTEMPTS, runNextJob } from '../../server/framework/jobQueue';
import { H, W, useMockupRoom } from '../support/mockups';
import type { TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';

let t: TestApp;
let room: Buffer;
let pattern: Buffer;
let ownProduct: number; // brand 1
let otherProduct: number; // brand 2
let noPatternProduct: number;

const { superuser, upload, analyzedMockup, download } = useMockupRoom((app, photo) => {
  t = app;
  room = photo;
});

beforeAll(async () => {
  pattern = await renderPattern(256);
  const stored = await t.ctx.storage.put('products/patterns', pattern, 'image/png', 'png');
  const rows = await t.ctx.database.db
    .insert(products)
    .values([
      { brand_id: 1, name: 'Fern Garden', pattern_file: stored.key, repeat: 'half_step' },
      { brand_id: 2, name: 'Harbour Lines', pattern_file: stored.key, repeat: 'straight' },
      { brand_id: 1, name: 'Not yet drawn' },
    ])
    .returning({ id: products.id });
  [ownProduct, otherProduct, noPatternProduct] = rows.map((r) => r.id);
});

/** Runs the queued jobs with the server's own handlers, as the worker does. */
async function drainJobs() {
  const handlers = t.ctx.resources.jobs();
  for (let i = 0; i < 50 && (await runNextJob(t.ctx, handlers)); i++);
}

/**
 * POST mockups/generated (or a generate-mockup request): answered 202 with the MOCKUP_UPLOAD job
 * (docs/requirements/catalog.md §3, product_id in passthrough_data), which the worker then runs; answers the mockups it
 * kept, as the product's list shows them, and the job as the notifications show it.
 */
async function generated(request: Promise<any> | any, count = 1) {
  const res = await request;
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body).toMatchObject({
    message: 'Mockups Added To Mockup Creation Queue',
    job: { category: 'MOCKUP_UPLOAD', status: 'unprocessed', passthrough_data: { product_id: expect.any(Number) } },
  });
  const { job } = res.body;
  await drainJobs();
  const su = await superuser();
  const notifications = (await su.get(`/api/queues/image-processor?brand_id=${job.brand_id}`)).body;
  const done = notifications.find((j: any) => j.id === job.id);
  expect(done, JSON.stringify(done)).toMatchObject({ status: 'processed', progress: 100 });
  const listed = await su.get(`/api/mockups/generated?product_id=${job.passthrough_data.product_id}`);
  expect(listed.status).toBe(200);
  return { rows: listed.body.slice(0, count) as any[], job: done };
}

/** Mean colour of a region of an image drawn at W × H. */
async function meanColour(image: Buffer, left: number, top: number, width: number, height: number) {
  // stats() reads its input: the region is cut out first.
  const region = await sharp(image).resize(W, H, { fit: 'fill' }).extract({ left, top, width, height }).png().toBuffer();
  const { channels } = await sharp(region).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}
const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0));

describe('generated mockups', () => {
  it('papers the product’s pattern onto the wall at scale 80 and shadow 60, behind the sofa', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const before = (await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length;
    const { rows, job } = await generated(
      su.post('/api/mockups/generated').send({
        product_id: ownProduct,
        mockup_ids: [mockup.id],
        attributes: { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false },
      }),
    );
    expect(job).toMatchObject({ brand_id: 1, passthrough_data: { product_id: ownProduct, mockup_ids: [mockup.id] } });
    expect(job.status_message).toBe('Fern Garden: mockup ready');
    expect((await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      mockup_id: mockup.id,
      product_id: ownProduct,
      brand_id: 1,
      attributes: { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false },
    });
    const image = await download(rows[0].image);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: W, height: H });
    // The sofa and the floor are the room's; the wall is the pattern's colours, not the old wall's.
    const sofa = [360, 360, 200, 40] as const;
    const floor = [20, 500, 200, 60] as const;
    const wall = [300, 20, 300, 150] as const;
    expect(distance(await meanColour(image, ...sofa), await meanColour(room, ...sofa))).toBeLessThan(8);
    expect(distance(await meanColour(image, ...floor), await meanColour(room, ...floor))).toBeLessThan(8);
    const patternMean = (await sharp(pattern).stats()).channels.slice(0, 3).map((c) => c.mean);
    const papered = await meanColour(image, ...wall);
    expect(distance(papered, await meanColour(room, ...wall))).toBeGreaterThan(60);
    expect(distance(papered, patternMean)).toBeLessThan(45);
    // Shadow: the papered wall is darker in the far corner than near the window.
    const nearWindow = await meanColour(image, 0, 20, 40, 300);
    const farCorner = await meanColour(image, 760, 20, 40, 300);
    expect(nearWindow.reduce((a, b) => a + b)).toBeGreaterThan(farCorner.reduce((a, b) => a + b));
  });

  it('renders several rooms in one job, reporting its progress room by room on the event bus', async () => {
    const su = await superuser();
    const [first, second] = [await analyzedMockup(), await analyzedMockup()];
    const events: any[] = [];
    const unsubscribe = t.ctx.events.subscribe((e) => e.topic === 'job.updated' && events.push(e.data));
    const { rows, job } = await generated(
      su.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [first.id, second.id] }),
      2,
    );
    expect(rows.map((r) => r.mockup_id).sort()).toEqual([first.id, second.id].sort());
    expect(job.status_message).toBe('Fern Garden: 2 mockups ready');
    const mine = () => events.filter((e) => e.id === job.id);
    // The notifications hear it live: each room, then done.
    await vi.waitFor(() =>
      expect(mine().map((e) => e.status_message)).toEqual(
        expect.arrayContaining(['Rendering room 1 of 2', 'Rendering room 2 of 2', 'Saving', 'Fern Garden: 2 mockups ready']),
      ),
    );
    unsubscribe();
    const progress = mine()
      .filter((e) => typeof e.progress === 'number')
      .map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('a job whose room lost its analysis fails with the reason, and keeps nothing', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const before = (await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length;
    const res = await su.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [mockup.id] });
    expect(res.status).toBe(202);
    // A new photo clears the analysis before the worker gets to the job.
    await su.put('/api/mockups').field('id', String(mockup.id)).attach('mockup_file', room, 'room.jpg');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await t.ctx.database.db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${res.body.job.id}`);
      await drainJobs();
    }
    const job = (await su.get('/api/queues/image-processor?brand_id=1')).body.find((j: any) => j.id === res.body.job.id);
    expect(job).toMatchObject({ status: 'failed', status_message: 'Analyze the mockup first: its wall has not been found yet.' });
    expect((await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length).toBe(before);
  });

  it('uses the spec’s defaults 100 / 100 / false, and a stronger shadow with enhance_shadows', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const [plain] = (await generated(su.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [mockup.id] }))).rows;
    expect(plain.attributes).toEqual({ pattern_scale: 100, shadow_opacity: 100, enhance_shadows: false });
    const [enhanced] = (
      await generated(
        su.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [mockup.id], attributes: { enhance_shadows: true } }),
      )
    ).rows;
    expect(enhanced.attributes.enhance_shadows).toBe(true);
    const corner = [700, 300, 90, 80] as const;
    const plainCorner = await meanColour(await download(plain.image), ...corner);
    const enhancedCorner = await meanColour(await download(enhanced.image), ...corner);
    expect(enhancedCorner.reduce((a, b) => a + b)).toBeLessThan(plainCorner.reduce((a, b) => a + b));
  });

  it('refuses attributes out of range or not integers, unknown records, and unanalysed rooms', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const send = (body: object) => su.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [mockup.id], ...body });
    for (const attributes of [
      { pattern_scale: 80.5 },
      { pattern_scale: '80' },
      { pattern_scale: 101 },
      { shadow_opacity: -1 },
      { enhance_shadows: 'yes' },
      { colour: 'red' },
    ]) {
      const res = await send({ attributes });
      expect(res.status, JSON.stringify(attributes)).toBe(400);
    }
    expect((await send({ mockup_ids: [] })).status).toBe(400);
    expect((await send({ product_id: 999999 })).status).toBe(404);
    expect((await send({ mockup_ids: [999999] })).status).toBe(404);
    expect((await send({ product_id: noPatternProduct })).status).toBe(400);
    const fresh = await upload('Not analysed');
    const unanalysed = await send({ mockup_ids: [fresh.id] });
    expect(unanalysed.status).toBe(409);
  });

  it('shows a brand its own products’ mockups only (other brand 403); generating is SUPERUSER level', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    await generated(su.post('/api/mockups/generated').send({ product_id: otherProduct, mockup_ids: [mockup.id] }));
    const user = await t.as('user@demo.test');
    expect((await user.get(`/api/mockups/generated?product_id=${otherProduct}`)).status).toBe(403);
    expect((await user.get(`/api/mockups/generated?product_id=${ownProduct}`)).status).toBe(200);
    expect((await user.get('/api/mockups/generated?product_id=999999')).status).toBe(404);
    const everything = await user.get('/api/mockups/generated');
    expect(everything.body.every((g: any) => g.brand_id === 1)).toBe(true);
    expect((await user.post('/api/mockups/generated').send({ product_id: ownProduct, mockup_ids: [mockup.id] })).status).toBe(403);
    expect((await (await t.as('admin2@demo.test')).get(`/api/mockups/generated?product_id=${ownProduct}`)).status).toBe(403);
  });
});

describe('POST mockups/generate-mockup and mockups/preview', () => {
  it('generates from multipart data JSON, with a pattern file to try', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const data = {
      mockup_id: mockup.id,
      product_id: ownProduct,
      attributes: { pattern_scale: 50, shadow_opacity: 100, enhance_shadows: false },
    };
    const { rows, job } = await generated(
      su
        .post('/api/mockups/generate-mockup')
        .field('data', JSON.stringify(data))
        .attach('mockup_file', pngImage(64, 64, [200, 30, 30]), 'red.png'),
    );
    expect(job.passthrough_data).toMatchObject({ product_id: ownProduct, mockup_ids: [mockup.id], pattern_key: expect.any(String) });
    expect(rows[0].attributes).toEqual(data.attributes);
    const wall = await meanColour(await download(rows[0].image), 300, 20, 300, 150);
    expect(wall[0]).toBeGreaterThan(wall[1] + 60); // red paper
    const withoutFile = await generated(su.post('/api/mockups/generate-mockup').field('data', JSON.stringify(data)));
    expect(withoutFile.job.passthrough_data.pattern_key).toBeUndefined();
    const ownWall = await meanColour(await download(withoutFile.rows[0].image), 300, 20, 300, 150);
    expect(ownWall[0]).toBeLessThan(wall[0] - 40); // the product's own pattern, not the red one
    expect((await su.post('/api/mockups/generate-mockup').field('data', '{nope')).status).toBe(400);
    expect(
      (await su.post('/api/mockups/generate-mockup').field('data', JSON.stringify({ ...data, attributes: { pattern_scale: 1.5 } }))).status,
    ).toBe(400);
    expect(
      (await su.post('/api/mockups/generate-mockup').field('data', JSON.stringify(data)).attach('mockup_file', notAnImage, 'x.png')).status,
    ).toBe(415);
  });

  it('previews small without storing', async () => {
    const su = await superuser();
    const mockup = await analyzedMockup();
    const before = (await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length;
    const res = await asBytes(
      su.get(
        `/api/mockups/preview?mockup_id=${mockup.id}&product_id=${ownProduct}&pattern_scale=30&shadow_opacity=0&enhance_shadows=false`,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/jpeg/);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(Math.min(800, W));
    expect((await su.get(`/api/mockups/generated?product_id=${ownProduct}`)).body.length).toBe(before);
    const preview = (query: string) => su.get(`/api/mockups/preview?mockup_id=${mockup.id}&product_id=${ownProduct}&${query}`);
    expect((await su.get(`/api/mockups/preview?mockup_id=${mockup.id}`)).status).toBe(400);
    for (const bad of ['pattern_scale=80.5', 'pattern_scale=101', 'shadow_opacity=-1', 'enhance_shadows=yes', 'pattern_scale=1e2'])
      expect((await preview(bad)).status, bad).toBe(400);
    expect((await (await t.as('admin@demo.test')).get(`/api/mockups/preview?mockup_id=${mockup.id}&product_id=${ownProduct}`)).status).toBe(
      403,
    );
  });
});
