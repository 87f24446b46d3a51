/**
 * The mockup rooms (docs/requirements/catalog.md §7): upload, analyze (and its fallback), list by category, update
 * and delete — with good and bad input, the wall found checked against what the demo room's geometry
 * says. The mockups made from them are generatedMockups.test.ts's.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mockupCategories } from '../../server/db/schema';
import { DEMO_ROOMS, renderRoom } from '../../server/catalog/demoRooms';
import { notAnImage, oversizeFile } from '../support/images';
import { H, W, useMockupRoom } from '../support/mockups';
import type { TestApp } from '../support/testApp';

let t: TestApp;
let room: Buffer;
const { superuser, upload, analyzedMockup, download } = useMockupRoom((app, photo) => {
  t = app;
  room = photo;
});

describe('POST mockups (multipart)', () => {
  it('stores a room photo with its size, not yet analysed', async () => {
    const body = await upload('Sunny room');
    expect(body).toMatchObject({ name: 'Sunny room', width: W, height: H, status: 'uploaded', mask_url: null, categories: [] });
    expect(body.image).toMatch(/^\/api\/files\/mockups\/photos\/.+\.jpg$/);
    expect((await t.api.get(body.image)).status).toBe(200);
  });

  it('refuses wrong types (415), oversize files (413), damaged images and missing fields (400)', async () => {
    const su = await superuser();
    const wrongType = await su.post('/api/mockups').field('name', 'X').attach('mockup_file', notAnImage, 'room.jpg');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.errors.mockup_file).toMatch(/PNG, JPEG/);
    expect((await su.post('/api/mockups').field('name', 'X').attach('mockup_file', oversizeFile(), 'big.png')).status).toBe(413);
    const damaged = await su
      .post('/api/mockups')
      .field('name', 'X')
      .attach('mockup_file', room.subarray(0, room.length / 2), 'cut.jpg');
    expect(damaged.status).toBe(400);
    expect(damaged.body.error.message).toMatch(/damaged or incomplete/);
    const noFile = await su.post('/api/mockups').field('name', 'X');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.errors).toEqual({ mockup_file: 'Must provide a value' });
    const noName = await su.post('/api/mockups').attach('mockup_file', room, 'room.jpg');
    expect(noName.status).toBe(400);
    expect(noName.body.error.errors).toEqual({ name: 'Must provide a value' });
    const badCategories = await su
      .post('/api/mockups')
      .field('name', 'X')
      .field('categories', '[1.5]')
      .attach('mockup_file', room, 'r.jpg');
    expect(badCategories.status).toBe(400);
  });

  it('is SUPERUSER level: brand people and technicians are refused', async () => {
    for (const email of ['user@demo.test', 'admin@demo.test', 'technician@demo.test']) {
      const who = await t.as(email);
      expect((await who.post('/api/mockups').field('name', 'X').attach('mockup_file', room, 'r.jpg')).status).toBe(403);
      expect((await who.get('/api/mockups')).status).toBe(403);
    }
  });
});

describe('POST mockups/{id}/analyze', () => {
  it('finds the wall around the window and behind the sofa, and the lighting', async () => {
    const mockup = await analyzedMockup();
    expect(mockup.status).toBe('analyzed');
    expect(mockup.wall_coverage).toBeGreaterThan(0.35);
    expect(mockup.wall_coverage).toBeLessThan(0.65);
    const mask = await sharp(await download(mockup.mask_url))
      .resize(160, 120, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    // The demo room's geometry (server/catalog/demoRooms.ts), in the 160 × 120 grid.
    const floorTop = 120 * 0.7 - 120 * 0.025;
    const inWindow = (x: number, y: number) => x >= 160 * 0.08 && x <= 160 * 0.3 && y >= 120 * 0.12 && y <= 120 * 0.52;
    const inSofa = (x: number, y: number) => x >= 160 * 0.4 && x <= 160 * 0.9 && y >= 120 * 0.5;
    const expected = (x: number, y: number) => y < floorTop && !inWindow(x, y) && !inSofa(x, y);
    const nearEdge = (x: number, y: number) =>
      [-2, 0, 2].some((dx) => [-2, 0, 2].some((dy) => expected(x + dx, y + dy) !== expected(x, y)));
    let agree = 0;
    let counted = 0;
    for (let y = 0; y < 120; y++)
      for (let x = 0; x < 160; x++) {
        if (nearEdge(x, y)) continue;
        counted++;
        if (mask[y * 160 + x] > 127 === expected(x, y)) agree++;
      }
    expect(agree / counted).toBeGreaterThan(0.97);
    // Lighting: the wall near the window is brighter than the far corner.
    const shading = await sharp(await download(mockup.shading_url))
      .resize(160, 120, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    expect(shading[20 * 160 + 4]).toBeGreaterThan(shading[20 * 160 + 155]);
  });

  it('has the spec’s fallback POST mockups/analyze {mockup_id}, and refuses unknown and bad ids', async () => {
    const su = await superuser();
    const mockup = await upload();
    const res = await su.post('/api/mockups/analyze').send({ mockup_id: mockup.id });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('analyzed');
    expect((await su.post('/api/mockups/analyze').send({ mockup_id: 999999 })).status).toBe(404);
    expect((await su.post('/api/mockups/999999/analyze')).status).toBe(404);
    expect((await su.post('/api/mockups/analyze').send({})).status).toBe(400);
    expect((await su.post('/api/mockups/analyze').send({ mockup_id: '1.0' })).status).toBe(400);
    expect((await su.post('/api/mockups/abc/analyze')).status).toBe(400);
    expect((await (await t.as('admin@demo.test')).post(`/api/mockups/${mockup.id}/analyze`)).status).toBe(403);
  });

  it('marks a photo without a wall as failed', async () => {
    const su = await superuser();
    const noise = await sharp(Buffer.from(Array.from({ length: 64 * 48 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 64, height: 48, channels: 3 },
    })
      .png()
      .toBuffer();
    const created = await su.post('/api/mockups').field('name', 'Static').attach('mockup_file', noise, 'noise.png');
    const res = await su.post(`/api/mockups/${created.body.id}/analyze`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('failed');
  });
});

describe('GET, PUT and DELETE mockups', () => {
  it('lists by category, gets one, renames, replaces the photo and deletes', async () => {
    const su = await superuser();
    const [bedroom] = await t.ctx.database.db.select().from(mockupCategories).limit(1);
    const mockup = await upload('Categorised', [bedroom.id]);
    const byCategory = await su.get(`/api/mockups?category_id=${bedroom.id}`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.map((m: any) => m.id)).toContain(mockup.id);
    expect(byCategory.body.every((m: any) => m.categories.includes(bedroom.id))).toBe(true);
    expect((await su.get('/api/mockups?category_id=999999')).body).toEqual([]);
    expect((await su.get('/api/mockups?category_id=x')).status).toBe(400);
    // The app's lists send it in filter_by, with pages.
    const paged = await su.get(
      `/api/mockups?page_count=10&page=0&filter_by=${encodeURIComponent(JSON.stringify({ category_id: bedroom.id }))}`,
    );
    expect(paged.status).toBe(200);
    expect(paged.body.results.map((m: any) => m.id)).toContain(mockup.id);
    expect((await su.get(`/api/mockups/${mockup.id}`)).body.name).toBe('Categorised');

    const renamed = await su.put('/api/mockups').field('id', String(mockup.id)).field('name', 'Renamed').field('categories', '[]');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', categories: [] });
    await su.post(`/api/mockups/${mockup.id}/analyze`);
    const newPhoto = await su
      .put('/api/mockups')
      .field('id', String(mockup.id))
      .attach('mockup_file', await renderRoom(DEMO_ROOMS[1], 400, 300), 'b.jpg');
    expect(newPhoto.body).toMatchObject({ status: 'uploaded', mask_url: null, width: 400, height: 300 });
    expect((await su.put('/api/mockups').field('name', 'No id')).status).toBe(400);
    expect((await su.put('/api/mockups').field('id', '999999').field('name', 'X')).status).toBe(404);
    expect((await su.put('/api/mockups').field('id', String(mockup.id)).attach('mockup_file', notAnImage, 'x.png')).status).toBe(415);

    expect((await su.delete(`/api/mockups?mockup_id=${mockup.id}`)).status).toBe(200);
    expect((await su.get(`/api/mockups/${mockup.id}`)).status).toBe(404);
  });
});
