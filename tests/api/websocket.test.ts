import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachWebsocket } from '../../server/system/websocket';
import { transact } from '../../server/db/transaction';
import { customers } from '../../server/db/schema';
import { recordAudit } from '../../server/framework/audit';
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
  const waitFor = async (topic: string, match: (m: any) => boolean = () => true) => {
    for (let i = 0; i < 100; i++) {
      const found = messages.find((m) => m.topic === topic && match(m));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  };
  return { ws, messages, opened, waitFor };
}

let markers = 0;
/** Waits until every event published before now has reached `client` (events arrive in order): a marker sent after them. */
async function caughtUp(client: ReturnType<typeof connect>) {
  const marker = ++markers;
  await t.ctx.events.publish({ topic: 'test.marker', brand_id: null, audience: 'everybody', data: { marker } });
  expect(await client.waitFor('test.marker', (m) => m.data.marker === marker)).toBeDefined();
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

describe('live changes over /ws (resource.changed)', () => {
  const changeOf = (resource: string, id?: number) => (m: any) =>
    m.data?.resource === resource && (id === undefined || (m.data.ids ?? []).includes(id));

  it('tells the brand and staff of a change after it commits, and never another brand', async () => {
    const admin = connect((await t.as('admin@demo.test')).token);
    const admin2 = connect((await t.as('admin2@demo.test')).token);
    const staff = connect((await t.as('technician@demo.test')).token);
    await Promise.all([admin.opened, admin2.opened, staff.opened, admin.waitFor('hello'), admin2.waitFor('hello'), staff.waitFor('hello')]);

    const writer = await t.as('admin2@demo.test');
    const created = await writer.post('/api/customers').send({ first: 'Live', email: 'live-change@example.com' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const seen = await admin2.waitFor('resource.changed', changeOf('customers', id));
    expect(seen).toMatchObject({ brand_id: 2, data: { resource: 'customers', ids: [id], action: 'create' } });
    expect(seen.data.actor).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(await staff.waitFor('resource.changed', changeOf('customers', id))).toBeDefined();

    // The other brand's socket: an update and a delete later, still nothing of brand 2.
    expect((await writer.put('/api/customers').send({ id, phone: '+1 555 0101' })).status).toBe(200);
    expect((await writer.delete(`/api/customers/${id}`)).status).toBe(200);
    await admin2.waitFor('resource.changed', (m) => changeOf('customers', id)(m) && m.data.action === 'delete');
    await caughtUp(admin);
    expect(admin.messages.filter((m) => m.topic === 'resource.changed' && m.brand_id !== 1)).toEqual([]);
    for (const c of [admin, admin2, staff]) c.ws.close();
  });

  it('sends a transaction’s changes once, as it commits, and nothing when it rolls back', async () => {
    const staff = connect((await t.as('technician@demo.test')).token);
    await Promise.all([staff.opened, staff.waitFor('hello')]);
    const [a, b] = await t.ctx.database.db.select({ id: customers.id }).from(customers).limit(2);
    const note = (tx: any, id: number, action: string) =>
      recordAudit(tx, null, { action, resource: 'customers', record_id: id, brand_id: 1 });

    await expect(
      transact(t.ctx.database.db, async (tx) => {
        await note(tx, a.id, 'rolled-back');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await transact(t.ctx.database.db, async (tx) => {
      await note(tx, a.id, 'together');
      await note(tx, b.id, 'together');
      // Not yet sent: the transaction has not committed.
      await caughtUp(staff);
      expect(staff.messages.some((m) => m.data?.action === 'together')).toBe(false);
    });
    const together = await staff.waitFor('resource.changed', (m) => m.data?.action === 'together');
    expect(together.data).toEqual({ resource: 'customers', ids: [a.id, b.id], action: 'together', actor: null });
    await caughtUp(staff);
    expect(staff.messages.filter((m) => m.data?.action === 'together')).toHaveLength(1);
    expect(staff.messages.some((m) => m.data?.action === 'rolled-back')).toBe(false);
    staff.ws.close();
  });

  it('gives a brand user no change of a resource it may not view', async () => {
    const user = connect((await t.as('user@demo.test')).token);
    await Promise.all([user.opened, user.waitFor('hello')]);
    await t.ctx.events.publish({
      topic: 'resource.changed',
      brand_id: 1,
      data: { resource: 'users', ids: [1], action: 'update', actor: null },
    });
    await t.ctx.events.publish({
      topic: 'resource.changed',
      brand_id: 1,
      data: { resource: 'orders', ids: [1], action: 'update', actor: null },
    });
    expect(await user.waitFor('resource.changed', changeOf('orders'))).toBeDefined();
    await caughtUp(user);
    expect(user.messages.some((m) => m.data?.resource === 'users')).toBe(false);
    user.ws.close();
  });
});
