import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachWebsocket } from '../../server/system/websocket';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let server: http.Server;
let base: string;
beforeAll(async () => {
  t = await testApp();
  server = http.createServer(t.app);
  attachWebsocket(t.ctx, server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

/** Opens a socket and collects its messages. */
function connect(token?: string) {
  const ws = new WebSocket(`${base}/ws${token ? `?token=${token}` : ''}`);
  const messages: any[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.on('error', reject);
  });
  const waitFor = async (topic: string) => {
    for (let i = 0; i < 100; i++) {
      const found = messages.find((m) => m.topic === topic);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  };
  return { ws, messages, opened, waitFor };
}

describe('websocket hub /ws', () => {
  it('refuses a connection without a valid session', async () => {
    await expect(connect().opened).rejects.toThrow('401');
    await expect(connect('forged').opened).rejects.toThrow('401');
  });

  it('greets a signed-in client and delivers its brand’s events only', async () => {
    const admin = connect((await t.as('admin@demo.test')).token);
    const admin2 = connect((await t.as('admin2@demo.test')).token);
    const staff = connect((await t.as('technician@demo.test')).token);
    await Promise.all([admin.opened, admin2.opened, staff.opened]);
    expect(await admin.waitFor('hello')).toBeDefined();

    await t.ctx.events.publish({ topic: 'job.updated', brand_id: 1, data: { id: 7, status: 'processed' } });
    expect(await admin.waitFor('job.updated')).toEqual({ topic: 'job.updated', brand_id: 1, data: { id: 7, status: 'processed' } });
    expect(await staff.waitFor('job.updated')).toBeDefined();
    await new Promise((r) => setTimeout(r, 150));
    expect(admin2.messages.find((m) => m.topic === 'job.updated')).toBeUndefined();

    admin.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await admin.waitFor('pong')).toBeDefined();
    for (const c of [admin, admin2, staff]) c.ws.close();
  });
});
