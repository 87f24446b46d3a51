/**
 * The ceiling of HTTP on this machine (npm run bench:ceiling): how many requests a second a bare
 * `node:http` server answers with a fixed small JSON, the same handler in Express 5, and the
 * app's `GET /api/brands` (the built server, `npm run build` first) — one run, c=8 and c=32,
 * autocannon in its own process. The fixed JSON is the bytes `GET /api/brands` answers, so the
 * three differ only by what serves them. Figures go to docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadHttp, type LoadResult } from './load';
import { writeFigures } from './report';
import { BENCH_PASSWORD as PASSWORD, freePort, startServer, stopServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);

async function waitFor(url: string, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

/** A fixed-JSON server in a child process: bare node:http or Express 5 with the same handler. */
function fixedServer(kind: 'node' | 'express', port: number, body: string): ChildProcess {
  const handler = `(req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) }); res.end(BODY); }`;
  const code =
    kind === 'node'
      ? `const BODY = ${JSON.stringify(body)}; require('node:http').createServer(${handler}).listen(${port});`
      : `const BODY = ${JSON.stringify(body)}; const app = require('express')(); app.get('/api/brands', ${handler}); app.listen(${port});`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore', cwd: process.cwd() });
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-ceiling-'));
  const apiPort = await freePort();
  const { child: app } = await startServer({ dataDir, port: apiPort });
  const children: ChildProcess[] = [];
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: PASSWORD }),
    });
    const { authToken } = (await login.json()) as { authToken: string };
    const headers = { Authorization: `Bearer ${authToken}`, 'accept-encoding': 'gzip, br' };
    const body = await (await fetch(`${api}/api/brands`, { headers })).text();

    const [nodePort, expressPort] = [await freePort(), await freePort()];
    children.push(fixedServer('node', nodePort, body), fixedServer('express', expressPort, body));
    await waitFor(`http://127.0.0.1:${nodePort}/api/brands`);
    await waitFor(`http://127.0.0.1:${expressPort}/api/brands`);

    const targets = [
      { name: 'bare `node:http`, fixed JSON', url: `http://127.0.0.1:${nodePort}`, headers: {} },
      { name: 'Express 5, same handler', url: `http://127.0.0.1:${expressPort}`, headers: {} },
      { name: 'our `GET /api/brands`', url: api, headers },
    ];
    const results: Array<{ name: string; c: number; r: LoadResult }> = [];
    for (const c of [8, 32]) {
      for (const target of targets) {
        const r = await loadHttp({
          url: target.url,
          connections: c,
          seconds: SECONDS,
          headers: target.headers,
          variants: [{ path: '/api/brands' }],
        });
        console.log(`${target.name} c=${c}: p50 ${r.p50} p99 ${r.p99} ${Math.round(r.rps)} req/s (${r.failures} failures)`);
        results.push({ name: target.name, c, r });
      }
    }
    const bare = (c: number) => results.find((x) => x.c === c)!.r.rps;
    const [load1] = os.loadavg();
    writeFigures(
      'ceiling',
      [
        `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${load1.toFixed(1)} at the end, ${SECONDS} s per row, the same ${Buffer.byteLength(body)}-byte JSON (the brands list as the superadmin sees it), autocannon in its own process:`,
        '',
        '| server | c | p50 | p99 | req/s | ÷ bare node:http |',
        '|---|---|---|---|---|---|',
        ...results.map(
          ({ name, c, r }) =>
            `| ${name} | ${c} | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${(r.rps / bare(c)).toFixed(2)} |${r.failures ? ` ${r.failures} failures` : ''}`,
        ),
      ],
      'Ceiling of HTTP on this machine (npm run bench:ceiling)',
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await stopServer(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
