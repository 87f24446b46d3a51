import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_SCRIPT = "document.getElementById('root').dataset.shell = '1';";
const bigScript = `console.log(${JSON.stringify('papered '.repeat(500))});`;

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-static-'));
beforeAll(async () => {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Papered</title><div id="root"></div><script>${SHELL_SCRIPT}</script>`,
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  // As the build writes them (vite.config.ts): the file and its brotli and gzip copies.
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), bigScript);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(bigScript));
  t = await testApp({ staticDir: dir });
});
afterAll(() => t.close());

describe('the built app', () => {
  it('is served at / and for any unknown non-API path (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/inventory/purchase-orders/12', '/no/such/page']) {
      const res = await t.api.get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    }
  });
  it('serves its files as they are', async () => {
    const res = await t.api.get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
  });
  it('never answers an unknown API path with the app', async () => {
    const res = await t.api.get('/api/unknown/page');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
  });
});

describe('caching and compression', () => {
  it('keeps hashed assets for a year (immutable) and revalidates index.html on every load', async () => {
    const asset = await t.api.get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/login']) expect((await t.api.get(url)).headers['cache-control']).toBe('no-cache');
  });
  it('sends the precompressed brotli copy to a browser that accepts it, else gzip, else the file', async () => {
    const br = await t.api.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.text).toBe(bigScript); // supertest decodes it
    const gzip = await t.api.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(bigScript);
    const plain = await t.api.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bigScript);
  });
  it('compresses API answers too', async () => {
    const res = await t.api.get('/api/openapi.json').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.openapi).toBeDefined();
  });
  it('answers a file of an older build with a 404, not the app', async () => {
    const res = await t.api.get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

describe('favicon and the static shell', () => {
  it('serves the favicon, and sends /favicon.ico to it', async () => {
    const icon = await t.api.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    const ico = await t.api.get('/favicon.ico');
    expect(ico.status).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });
  it("allows index.html's inline script by its hash in the CSP, and no other inline script", async () => {
    const res = await t.api.get('/login');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '))!;
    const hash = (await import('node:crypto')).createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
