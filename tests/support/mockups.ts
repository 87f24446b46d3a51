/**
 * The mockup tests' room: one test app for the file and the first demo room drawn at W × H
 * (both handed to `started`), with helpers to upload it and have it analysed as the superuser.
 */
import { beforeAll, expect } from 'vitest';
import { DEMO_ROOMS, renderRoom } from '../../server/catalog/demoRooms';
import { asBytes } from './binary';
import { useTestApp, type TestApp } from './testApp';

export const W = 800;
export const H = 600;

export function useMockupRoom(started: (app: TestApp, room: Buffer) => void) {
  let t: TestApp;
  let room: Buffer;
  useTestApp((app) => (t = app));
  beforeAll(async () => {
    room = await renderRoom(DEMO_ROOMS[0], W, H);
    started(t, room);
  });

  const superuser = () => t.as('superuser@demo.test');

  async function upload(name = 'Living room', categories?: number[]) {
    const req = (await superuser()).post('/api/mockups').field('name', name);
    if (categories) req.field('categories', JSON.stringify(categories));
    const res = await req.attach('mockup_file', room, 'room.jpg');
    expect(res.status).toBe(201);
    return res.body;
  }

  async function analyzedMockup() {
    const mockup = await upload();
    const res = await (await superuser()).post(`/api/mockups/${mockup.id}/analyze`);
    expect(res.status).toBe(200);
    return res.body;
  }

  async function download(url: string): Promise<Buffer> {
    const res = await asBytes(t.api.get(url));
    expect(res.status).toBe(200);
    return res.body as Buffer;
  }

  return { superuser, upload, analyzedMockup, download };
}
