/**
 * The floor of any HTTP API over the same statements (npm run bench's "Express + pg" columns):
 * Express 5 in its own process whose one route runs, for `GET /<shape>/<variant>`, the statements
 * one request of the app sent for that variant (captured at the driver, run named and prepared as
 * the app ran them, concurrently as its resolvers do) on a pool of the app's size, and answers
 * their rows as JSON. No session, access check, validation, logging, headers or mapping: what is
 * left is HTTP, Express, the round trips to PostgreSQL and JSON, which the app cannot avoid either.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Statement } from './load';
import { freePort } from './server';

/** The app's default pool size (server/db/client.ts): the reference holds as many connections. */
const POOL_SIZE = 10;

export async function startStatementServer(databaseUrl: string, shapes: Record<string, Statement[][]>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-statements-'));
  const file = path.join(dir, 'shapes.json');
  fs.writeFileSync(file, JSON.stringify(shapes));
  const port = await freePort();
  const code = `
    const shapes = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const pool = new (require('pg').Pool)({ connectionString: ${JSON.stringify(databaseUrl)}, max: ${POOL_SIZE} });
    const app = require('express')();
    app.get('/:shape/:variant', async (req, res) => {
      try {
        const statements = shapes[req.params.shape][Number(req.params.variant)];
        const results = await Promise.all(statements.map((s) => pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values })));
        const body = JSON.stringify(results.length === 1 ? results[0].rows : results.map((r) => r.rows));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
    app.listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'], cwd: process.cwd() });
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(shapes)[0];
  const until = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/${first}/0`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error('the statement server did not answer in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** The requests of a shape: one per captured variant. */
    variants: (shape: string) => shapes[shape].map((_, i) => ({ path: `/${shape}/${i}` })),
    close() {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
