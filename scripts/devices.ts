/**
 * `npm run devices`: the production floor's devices without hardware (issue 14). Signs in as a
 * technician and connects to the server's device websocket like a floor bridge would:
 *
 * - a **scale** at the weigh station: `weigh 6.25` (pounds) puts a box on it; the reading moves
 *   for a moment, then settles (`stable: true`), as a real scale does; `clear` takes it off;
 * - a **barcode scanner** at the scanner station: any other line is scanned (`LI-000123`,
 *   `#box-1#`), and `--scan-file list.txt` feeds a list, one value per line.
 *
 * Settings: DEVICES_URL (http://localhost:3000), DEVICES_EMAIL (technician@demo.test),
 * DEVICES_PASSWORD (or DEMO_PASSWORD). `connectDevices` is the same simulator for the tests.
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

export async function connectDevices(url: string, email: string, password: string, stepMs = 150): Promise<Devices> {
  const res = await signIn(url, email, password);
  if (!res.ok) throw new Error(`Sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const { authToken } = (await res.json()) as { authToken: string };
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(authToken)}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('message', (data) => {
    const event = JSON.parse(String(data));
    if (event.topic === 'error') console.error(`device server: ${event.data?.message}`);
  });
  const send = (message: object) => ws.send(JSON.stringify(message));
  const reading = (ounces: number, stable: boolean) =>
    send({ type: 'weight', station: 'weigh-station', data: { weight_ounces: Math.max(0, Math.round(ounces * 100) / 100), stable } });
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
      send({ type: 'scanner', station: 'scanner', data: { value } });
    },
    close() {
      ws.close();
    },
  };
}

async function main() {
  const url = process.env.DEVICES_URL || 'http://localhost:3000';
  const email = process.env.DEVICES_EMAIL || 'technician@demo.test';
  const password = process.env.DEVICES_PASSWORD || process.env.DEMO_PASSWORD;
  if (!password) throw new Error('Set DEVICES_PASSWORD (or DEMO_PASSWORD): the password of the technician account.');
  const devices = await connectDevices(url, email, password);
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
