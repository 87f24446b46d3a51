import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-static-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Papered</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
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
