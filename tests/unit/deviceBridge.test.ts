/**
 * The device bridge (`npm run devices`, scripts/devices.ts; issue 25): its devices say they are
 * there every heartbeat, and a server that restarts — on the same port, knowing the session no
 * more — is reconnected to with a growing pause, signing in again. The stations' device states
 * (connected, stale after 5 s, offline) from the time of the last word.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { connectDevices, reconnectDelayMs } from '../../scripts/devices';
import { deviceState, DEVICE_OFFLINE_MS, DEVICE_STALE_MS } from '../../src/components/stations/useDeviceReading';

/** A stand-in for the server's login and device websocket: each start issues tokens of its own. */
function fakeServer(port = 0) {
  const tokens = new Set<string>();
  const messages: any[] = [];
  let logins = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/api/auth/login') {
      const token = `t${++logins}-${Math.random()}`;
      tokens.add(token);
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ authToken: token }));
    }
    res.statusCode = 404;
    res.end();
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? '';
    if (!tokens.has(token)) {
      socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => messages.push(JSON.parse(String(data)))));
  });
  return {
    messages,
    logins: () => logins,
    start: () => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((c) => c.terminate());
        server.close(() => resolve());
      }),
  };
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

describe('the device bridge', () => {
  it('sends heartbeats, and reconnects with backoff after a server restart, signing in again', async () => {
    const first = fakeServer();
    const port = await first.start();
    const statuses: string[] = [];
    const devices = await connectDevices(`http://127.0.0.1:${port}`, 'tech@x', 'pw', 10, {
      heartbeatMs: 50,
      scaleStation: 'waste',
      onStatus: (s) => statuses.push(s),
    });
    cleanup.push(() => devices.close());
    await until(() => first.messages.some((m) => m.type === 'weight' && m.station === 'waste' && m.data.heartbeat));
    expect(first.messages.some((m) => m.type === 'scanner' && m.station === 'scanner' && m.data.heartbeat)).toBe(true);

    await first.stop();
    await until(() => statuses.includes('disconnected'));
    // The same port, a new server that knows no session of the old one.
    const second = fakeServer(port);
    await second.start();
    cleanup.push(() => second.stop());
    await until(() => statuses.filter((s) => s === 'connected').length === 2, 20_000);
    expect(second.logins()).toBe(1);
    await until(() => second.messages.some((m) => m.data?.heartbeat));
    await devices.weigh(2.5);
    await until(() => second.messages.some((m) => m.type === 'weight' && m.data.weight_ounces === 40 && m.data.stable));
  });

  it('waits longer after each failed try, up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('a station’s device state', () => {
  it('is connected within 5 s of a word, stale after, offline after 30 s or before any', () => {
    const now = 1_000_000;
    expect(deviceState(null, now)).toBe('offline');
    expect(deviceState(now - 1000, now)).toBe('connected');
    expect(deviceState(now - DEVICE_STALE_MS - 1, now)).toBe('stale');
    expect(deviceState(now - DEVICE_OFFLINE_MS - 1, now)).toBe('offline');
  });
});
