/**
 * Benchmark: the first load of the app, signed out, as a browser sees it.
 *
 *   npm run bench:first-load                        # builds if needed, starts the app on a free port
 *   npm run bench:first-load -- http://host:port    # or BENCH_URL: a server already running
 *
 * Opens `/` in a fresh Chromium context (empty cache, no session) and measures, over several runs:
 * - the JavaScript received before the login form is visible: bytes on the wire (the encoding the
 *   server chose, brotli or gzip; headers excluded), the same files' gzip size (the goal's unit,
 *   whatever the server sends), and the number of files;
 * - the time from navigation start to the login form being drawn (its Sign In button in the page
 *   and a frame painted after it): the static shell's form (index.html, public/shell.js), and
 *   the app's own once its code has loaded and taken over.
 * Goals (issue 9): ≤ 200 KB gzip, ≤ 1.0 s. `measureFirstLoad(baseUrl)` is used by `npm run bench`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { freePort } from './server';

export const GOALS = { jsBytesGzip: 200 * 1024, loginFormMs: 1000 };

export interface FirstLoad {
  /** Gzip size (level 9) of the JavaScript received before the app's login form was drawn (all the code the page needs). */
  jsBytesGzip: number;
  /** The same files' bodies as they came over the wire (brotli or gzip, as served). */
  jsBytesWire: number;
  /** Their size uncompressed. */
  jsBytesRaw: number;
  jsFiles: number;
  /** Content-Encoding of those files (e.g. "br"); "identity" when sent uncompressed. */
  encodings: string[];
  /** Navigation start → a login form drawn (the static shell's, else the app's), median of the runs. */
  loginFormMs: number;
  /** Navigation start → the app's own login form drawn (React has taken over), median. */
  loginFormAppMs: number;
  /** Every run's time, in order. */
  loginFormRunsMs: number[];
  runs: number;
}

interface OneLoad {
  js: Array<{ url: string; wire: number; raw: number; gzip: number; encoding: string }>;
  loginFormMs: number;
  appFormMs: number;
}

/**
 * In the page: stamp (performance.now() in the next frame's paint callback) when a visible Sign In
 * button first shows in a form — the static shell's or the app's — and when the app's own form
 * (a real submit button, i.e. React has taken over) does.
 */
const STAMP_LOGIN_FORM = `(() => {
  const signIn = (b) => /sign in/i.test(b.textContent || '') && b.offsetParent !== null;
  const stamp = (key) => requestAnimationFrame(() => { if (window[key] === undefined) window[key] = performance.now(); });
  const check = () => {
    const buttons = [...document.querySelectorAll('form button')].filter(signIn);
    if (buttons.length && !window.__visibleSeen) { window.__visibleSeen = true; stamp('__loginFormAt'); }
    if (buttons.some((b) => b.type === 'submit') && !window.__appSeen) { window.__appSeen = true; stamp('__appFormAt'); observer.disconnect(); }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  document.addEventListener('DOMContentLoaded', check);
})();`;

async function loadOnce(browser: Browser, baseUrl: string): Promise<OneLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(STAMP_LOGIN_FORM);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string; encoding: string; headerBytes: number }>();
    const finished: Array<{ id: string; wire: number }> = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      requests.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        encoding: headers['content-encoding'] ?? 'identity',
        headerBytes: event.response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => finished.push({ id: event.requestId, wire: event.encodedDataLength }));

    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'commit' });
    // (In the page: this file is type-checked without the DOM library, hence the narrow shapes.)
    type Stamps = { __loginFormAt?: number; __appFormAt?: number };
    type Timing = { getEntriesByType(type: 'resource'): Array<{ name: string; responseEnd: number }> };
    await page.waitForFunction(() => (globalThis as unknown as Stamps).__appFormAt !== undefined, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    // The files the page had fully received when the app's form was drawn (Resource Timing, same clock).
    const { loginFormMs, appFormMs, before } = await page.evaluate(() => {
      const { __loginFormAt, __appFormAt } = globalThis as unknown as Required<Stamps>;
      const entries = (performance as unknown as Timing).getEntriesByType('resource');
      return {
        loginFormMs: __loginFormAt,
        appFormMs: __appFormAt,
        before: entries.filter((e) => e.responseEnd <= __appFormAt).map((e) => e.name),
      };
    });
    const receivedBefore = new Set(before);

    const js: OneLoad['js'] = [];
    for (const done of finished) {
      const request = requests.get(done.id);
      if (!request || request.type !== 'Script' || !receivedBefore.has(request.url)) continue;
      const body = await cdp.send('Network.getResponseBody', { requestId: done.id }).catch(() => null);
      if (!body) continue;
      const raw = body.base64Encoded ? Buffer.from(body.body, 'base64') : Buffer.from(body.body);
      js.push({
        url: request.url,
        wire: Math.max(0, done.wire - request.headerBytes),
        raw: raw.length,
        gzip: zlib.gzipSync(raw, { level: 9 }).length,
        encoding: request.encoding,
      });
    }
    return { js, loginFormMs, appFormMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureFirstLoad(baseUrl: string, { runs = 5 }: { runs?: number } = {}): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await loadOnce(browser, baseUrl); // warm-up: the server's first answers (file lists, texts) are not the visitor's
    const loads: OneLoad[] = [];
    for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, baseUrl));
    const first = loads[0];
    return {
      jsBytesGzip: first.js.reduce((sum, f) => sum + f.gzip, 0),
      jsBytesWire: first.js.reduce((sum, f) => sum + f.wire, 0),
      jsBytesRaw: first.js.reduce((sum, f) => sum + f.raw, 0),
      jsFiles: first.js.length,
      encodings: [...new Set(first.js.map((f) => f.encoding))],
      loginFormMs: Math.round(median(loads.map((l) => l.loginFormMs))),
      loginFormRunsMs: loads.map((l) => Math.round(l.loginFormMs)),
      loginFormAppMs: Math.round(median(loads.map((l) => l.appFormMs))),
      runs,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The built app (`npm run serve`) on a free port and a fresh data directory, for a run on its own. */
async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    const build = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    await new Promise((resolve, reject) =>
      build.on('exit', (code) => (code === 0 ? resolve(null) : reject(new Error(`npm run build failed (${code})`)))),
    );
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-first-load-'));
  const server = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: root,
    detached: true, // its own process group, stopped as one below
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const stop = async () => {
    const exited = new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok) return { baseUrl, stop };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The app did not start (npm run serve).');
}

async function main() {
  const given = process.argv[2] || process.env.BENCH_URL;
  const app = given ? { baseUrl: given, stop: async () => undefined } : await startApp();
  try {
    const health = await fetch(new URL('/api/health', app.baseUrl)).catch(() => null);
    if (!health?.ok) throw new Error(`No Papered server answers at ${app.baseUrl} (GET /api/health).`);
    const result = await measureFirstLoad(app.baseUrl);
    const ok = (good: boolean) => (good ? 'meets goal' : 'MISSES GOAL');
    console.log(
      `First load of / signed out (${result.runs} runs, fresh Chromium context each, load average ${os.loadavg()[0].toFixed(1)}):`,
    );
    console.log(
      `  JS before the app's login form: ${kb(result.jsBytesGzip)} gzip (${ok(result.jsBytesGzip <= GOALS.jsBytesGzip)}), ${kb(result.jsBytesWire)} on the wire as ${result.encodings.join('/')}, ${kb(result.jsBytesRaw)} uncompressed, ${result.jsFiles} files`,
    );
    console.log(
      `  navigation → login form: ${result.loginFormMs} ms median (${ok(result.loginFormMs <= GOALS.loginFormMs)}); runs: ${result.loginFormRunsMs.join(', ')} ms`,
    );
    console.log(`  navigation → the app's own login form (code loaded, React drawn): ${result.loginFormAppMs} ms median`);
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
