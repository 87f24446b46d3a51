/**
 * `npm run devices`: the production floor's devices without hardware (issue 14). Signs in as a
 * technician and connects to the server's device websocket like a floor bridge would:
 *
 * - a **scale** at the weigh station: `weigh 6.25` (pounds) puts a box on it; the reading moves
 *   for a moment, then settles (`stable: true`), as a real scale does; `clear` takes it off;
 * - a **barcode scanner** at the scanner station: any other line is scanned (`LI-000123`,
 *   `#box-1#`), and `--scan-file list.txt` feeds a list, one value per line.
 *
 * Both say they are there every 2 s (a heartbeat), and a dropped connection (the server restarted)
 * is opened again with a growing pause, signing in again when needed.
 *
 * Settings: DEVICES_URL (http://localhost:3000), DEVICES_EMAIL (technician@demo.test),
 * DEVICES_PASSWORD (or DEMO_PASSWORD), DEVICES_SCALE_STATION (weigh-station; ship-station or
 * waste), DEVICES_SCANNER_STATION (scanner; or another station). `connectDevices` is the same simulator for the tests.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import WebSocket from 'ws';

export interface Devices {
  /** Puts a box of `pounds` on the scale: a few moving readings, then the settled one. */
  weigh(pounds: number): Promise<void>;
  clear(): Promise<void>;
  scan(value: string): void;
  close(): void;
}

/** Signs in, trying again on a dropped connection (a floor bridge outlives server restarts). */
async function signIn(url: string, email: string, password: string, tries = 5): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    } catch (error) {
      if (attempt >= tries) throw new Error(`Cannot reach ${url}: ${(error as Error & { cause?: Error }).cause?.message ?? error}`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export interface DeviceOptions {
  /** The station of the scale (weigh-station, ship-station or waste). */
  scaleStation?: string;
  /** The station of the networked scanner (scanner, weigh-station, ship-station or waste). */
  scannerStation?: string;
  /** How often each device says it is there (the stations call a device stale after 5 s without word). */
  heartbeatMs?: number;
  /** Told of each (re)connection and drop, e.g. to print it. */
  onStatus?: (status: 'connected' | 'disconnected', detail?: string) => void;
}

/** The pause before reconnecting after the n-th failed try: 0.5 s doubling up to 10 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(10_000, 500 * 2 ** Math.max(0, attempt));

/**
 * The devices, connected to the server's device websocket. A floor bridge outlives server
 * restarts: a dropped connection is opened again with a growing pause (`reconnectDelayMs`), signing
 * in again when the server no longer knows the session; readings taken meanwhile are dropped (a
 * scale sends its weight again anyway).
 */
export async function connectDevices(
  url: string,
  email: string,
  password: string,
  stepMs = 150,
  options: DeviceOptions = {},
): Promise<Devices> {
  const scaleStation = options.scaleStation ?? 'weigh-station';
  const scannerStation = options.scannerStation ?? 'scanner';
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  let token = '';
  let ws: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const login = async () => {
    const res = await signIn(url, email, password);
    if (!res.ok) throw new Error(`Sign-in as ${email} failed: ${res.status} ${await res.text()}`);
    token = ((await res.json()) as { authToken: string }).authToken;
  };
  /** Opens the websocket once; rejects when it cannot (the server is away, or the session is unknown: 401). */
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_req, res) => {
        socket.terminate();
        reject(Object.assign(new Error(`server answered ${res.statusCode}`), { status: res.statusCode }));
      });
      socket.once('error', reject);
    });
  const attach = (socket: WebSocket) => {
    ws = socket;
    attempt = 0;
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.topic === 'error') console.error(`device server: ${event.data?.message}`);
    });
    socket.on('close', () => {
      if (ws === socket) ws = null;
      if (closed) return;
      options.onStatus?.('disconnected');
      schedule();
    });
    options.onStatus?.('connected');
  };
  const schedule = () => {
    retry = setTimeout(() => void reconnect(), reconnectDelayMs(attempt++));
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      attach(await open());
    } catch (error) {
      // A server that restarted on a fresh database no longer knows the session: sign in again.
      if ((error as { status?: number }).status === 401) await login().catch(() => undefined);
      options.onStatus?.('disconnected', (error as Error).message);
      if (!closed) schedule();
    }
  };

  await login();
  attach(await open());
  const send = (message: object) => {
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  };
  // The devices say they are there, between readings too.
  const heartbeat = setInterval(() => {
    send({ type: 'weight', station: scaleStation, data: { heartbeat: true } });
    send({ type: 'scanner', station: scannerStation, data: { heartbeat: true } });
  }, heartbeatMs);
  heartbeat.unref?.();
  const reading = (ounces: number, stable: boolean) =>
    send({ type: 'weight', station: scaleStation, data: { weight_ounces: Math.max(0, Math.round(ounces * 100) / 100), stable } });
  const pause = () => new Promise((resolve) => setTimeout(resolve, stepMs));
  return {
    async weigh(pounds) {
      const target = pounds * 16;
      // A box lands: the reading overshoots and wobbles before it settles.
      for (const factor of [0.4, 1.12, 0.95, 1.03, 0.99]) {
        reading(target * factor, false);
        await pause();
      }
      reading(target, true);
    },
    async clear() {
      reading(0, true);
    },
    scan(value) {
      send({ type: 'scanner', station: scannerStation, data: { value } });
    },
    close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      ws?.close();
    },
  };
}

async function main() {
  const url = process.env.DEVICES_URL || 'http://localhost:3000';
  const email = process.env.DEVICES_EMAIL || 'technician@demo.test';
  const password = process.env.DEVICES_PASSWORD || process.env.DEMO_PASSWORD;
  if (!password) throw new Error('Set DEVICES_PASSWORD (or DEMO_PASSWORD): the password of the technician account.');
  const devices = await connectDevices(url, email, password, 150, {
    scaleStation: process.env.DEVICES_SCALE_STATION,
    scannerStation: process.env.DEVICES_SCANNER_STATION,
    onStatus: (status, detail) =>
      console.log(status === 'connected' ? `connected to ${url}` : `connection lost${detail ? ` (${detail})` : ''}: trying again`),
  });
  console.log(`Devices connected to ${url} as ${email}. Type "weigh 6.25", "clear", or a value to scan; Ctrl-D quits.`);
  const listArg = process.argv.indexOf('--scan-file');
  if (listArg > 0) {
    for (const value of fs
      .readFileSync(process.argv[listArg + 1], 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      devices.scan(value);
      console.log(`scanned ${value}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const [command, arg] = line.trim().split(/\s+/);
    if (!command) continue;
    if (command === 'weigh' && Number(arg) > 0) await devices.weigh(Number(arg));
    else if (command === 'clear') await devices.clear();
    else devices.scan(line.trim());
  }
  devices.close();
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
