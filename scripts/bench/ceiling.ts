/**
 * The ceiling of HTTP on this machine (npm run bench:ceiling): how many requests a second a bare
 * `node:http` server answers with a fixed small JSON, the same handler in Express 5, both again
 * running the statement `GET /api/brands` runs (prepared, on the app's own database) before
 * answering its rows, and the app's `GET /api/brands` (the built server, `npm run build` first,
 * default logging) — c=8 and
 * c=32, in interleaved rounds (BENCH_ROUNDS, default 4), autocannon in its own process. The fixed
 * JSON is the bytes `GET /api/brands` answers, so the three differ only by what serves them. Each
 * row has the median of its rounds, its ratio to Express taken round by round, and the CPU time
 * per request of the server and of its PostgreSQL (read from /proc), which a shared machine's
 * load changes much less than req/s. BENCH_BEFORE=<another checkout, built> adds that checkout's
 * server as one more target in the same rounds (before/after a change). Figures go to docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canReadCpu, cpuOf, descendantsDelta } from './cpu';
import { loadHttp, type LoadResult } from './load';
import { writeFigures } from './report';
import { runningClusterUrl } from '../../server/db/embedded';
import { BENCH_PASSWORD as PASSWORD, freePort, signIn, startServer, stopServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);

interface Row {
  name: string;
  c: number;
  round: number;
  r: LoadResult;
  cpu?: { own: number; db: number };
}

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

/** What a reference server answers: fixed bytes, or the brands read with one prepared statement from the app's database. */
type Answer = { body: string } | { databaseUrl: string };

/**
 * The statement `GET /api/brands` runs for the superadmin (every brand, by name, unpaged), run by
 * the reference servers as a named prepared statement on a pool of the app's size: the floor of
 * any server that answers this call from the database.
 */
const BRANDS_SQL =
  'SELECT id, name, shopify_brand_name, brand_logo, rect_logo, header, created_at, updated_at FROM brands ORDER BY name, id LIMIT 5000';

/** A reference server in a child process: bare node:http or Express 5, answering `answer` with the same handler. */
function referenceServer(kind: 'node' | 'express', port: number, answer: Answer): ChildProcess {
  const handler =
    'body' in answer
      ? `(req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) }); res.end(BODY); }`
      : `async (req, res) => { const { rows } = await pool.query(STATEMENT); const body = JSON.stringify(rows); res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }); res.end(body); }`;
  const setup =
    'body' in answer
      ? `const BODY = ${JSON.stringify(answer.body)};`
      : `const pool = new (require('pg').Pool)({ connectionString: ${JSON.stringify(answer.databaseUrl)}, max: 10 }); const STATEMENT = { name: 'brands', text: ${JSON.stringify(BRANDS_SQL)} };`;
  const code =
    kind === 'node'
      ? `${setup} require('node:http').createServer(${handler}).listen(${port});`
      : `${setup} const app = require('express')(); app.get('/api/brands', ${handler}); app.listen(${port});`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore', cwd: process.cwd() });
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'papered-ceiling-'));
  const apiPort = await freePort();
  const { child: app } = await startServer({ dataDir, port: apiPort });
  const children: ChildProcess[] = [];
  const beforeRoot = process.env.BENCH_BEFORE;
  const beforeDir = beforeRoot ? fs.mkdtempSync(path.join(os.tmpdir(), 'papered-ceiling-before-')) : undefined;
  const beforePort = await freePort();
  const before =
    beforeRoot && beforeDir ? (await startServer({ dataDir: beforeDir, port: beforePort, root: beforeRoot })).child : undefined;
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const authToken = await signIn(api, 'superadmin@demo.test', PASSWORD);
    const headers = { Authorization: `Bearer ${authToken}`, 'accept-encoding': 'gzip, br' };
    const body = await (await fetch(`${api}/api/brands`, { headers })).text();

    const databaseUrl = runningClusterUrl(dataDir);
    if (!databaseUrl) throw new Error("the app's embedded PostgreSQL is not running");
    const [nodePort, expressPort, nodePgPort, expressPgPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    children.push(
      referenceServer('node', nodePort, { body }),
      referenceServer('express', expressPort, { body }),
      referenceServer('node', nodePgPort, { databaseUrl }),
      referenceServer('express', expressPgPort, { databaseUrl }),
    );
    for (const port of [nodePort, expressPort, nodePgPort, expressPgPort]) await waitFor(`http://127.0.0.1:${port}/api/brands`);

    const targets = [
      { name: 'bare `node:http`, fixed JSON', url: `http://127.0.0.1:${nodePort}`, headers: {}, pid: children[0].pid! },
      { name: 'Express 5, same handler', url: `http://127.0.0.1:${expressPort}`, headers: {}, pid: children[1].pid! },
      {
        name: 'bare `node:http` + pg, the same statement prepared',
        url: `http://127.0.0.1:${nodePgPort}`,
        headers: {},
        pid: children[2].pid!,
        dataDir,
      },
      {
        name: 'Express 5 + pg, the same statement prepared',
        url: `http://127.0.0.1:${expressPgPort}`,
        headers: {},
        pid: children[3].pid!,
        dataDir,
      },
      { name: 'our `GET /api/brands`', url: api, headers, pid: app.pid!, dataDir },
    ];
    if (before && beforeDir) {
      const beforeApi = `http://127.0.0.1:${beforePort}`;
      const beforeHeaders = { ...headers, Authorization: `Bearer ${await signIn(beforeApi, 'superadmin@demo.test', PASSWORD)}` };
      targets.push({
        name: 'the same, before (BENCH_BEFORE)',
        url: beforeApi,
        headers: beforeHeaders,
        pid: before.pid!,
        dataDir: beforeDir,
      });
    }
    // Interleaved rounds, each target in turn (the first of each round rotates): on a shared
    // machine the load changes between rounds, so each round's ratio compares like with like.
    const rows: Row[] = [];
    for (const c of [8, 32]) {
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < targets.length; i++) {
          const target = targets[(i + round) % targets.length];
          const before = canReadCpu ? cpuOf(target.pid, 'dataDir' in target ? target.dataDir : undefined) : undefined;
          const r = await loadHttp({
            url: target.url,
            connections: c,
            seconds: SECONDS,
            headers: target.headers,
            variants: [{ path: '/api/brands' }],
          });
          const after = canReadCpu ? cpuOf(target.pid, 'dataDir' in target ? target.dataDir : undefined) : undefined;
          const cpu =
            before && after && r.requests
              ? { own: (after.ownMs - before.ownMs) / r.requests, db: descendantsDelta(before, after) / r.requests }
              : undefined;
          console.log(
            `${target.name} c=${c} round ${round + 1}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms${cpu ? `, ${cpu.own.toFixed(3)} ms CPU/request (+${cpu.db.toFixed(3)} database)` : ''}`,
          );
          rows.push({ name: target.name, c, round, r, cpu });
        }
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const of = (name: string, c: number) => rows.filter((x) => x.name === name && x.c === c).sort((a, b) => a.round - b.round);
    const summary = targets.flatMap(({ name }) =>
      [8, 32].map((c) => {
        const mine = of(name, c);
        const express = of(targets[1].name, c);
        const ratio = median(mine.map((x, i) => x.r.rps / express[i].r.rps));
        const cpu = mine.every((x) => x.cpu)
          ? { own: median(mine.map((x) => x.cpu!.own)), db: median(mine.map((x) => x.cpu!.db)) }
          : undefined;
        const cpuRatio =
          cpu && express.every((x) => x.cpu) ? median(mine.map((x, i) => express[i].cpu!.own / (x.cpu!.own + x.cpu!.db))) : undefined;
        return {
          name,
          c,
          p50: median(mine.map((x) => x.r.p50)),
          p99: median(mine.map((x) => x.r.p99)),
          rps: median(mine.map((x) => x.r.rps)),
          ratio,
          cpu,
          cpuRatio,
          failures: mine.reduce((n, x) => n + x.r.failures, 0),
        };
      }),
    );
    const [load1] = os.loadavg();
    writeFigures(
      'ceiling',
      [
        `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${load1.toFixed(1)} at the end, ${ROUNDS} interleaved rounds of ${SECONDS} s per row (medians), the same ${Buffer.byteLength(body)}-byte JSON (the brands list as the superadmin sees it), autocannon in its own process:`,
        '',
        '| server | c | p50 | p99 | req/s | ÷ Express req/s (median of rounds) | CPU per request (server + its database) | Express CPU ÷ this CPU |',
        '|---|---|---|---|---|---|---|---|',
        ...summary.map(
          (x) =>
            `| ${x.name} | ${x.c} | ${ms(x.p50)} | ${ms(x.p99)} | ${Math.round(x.rps)} | ${x.ratio.toFixed(2)} | ${x.cpu ? `${x.cpu.own.toFixed(3)} ms${x.cpu.db ? ` + ${x.cpu.db.toFixed(3)} ms` : ''}` : 'n/a'} | ${x.cpuRatio !== undefined ? x.cpuRatio.toFixed(2) : 'n/a'} |${x.failures ? ` ${x.failures} failures` : ''}`,
        ),
      ],
      'Ceiling of HTTP on this machine (npm run bench:ceiling)',
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await stopServer(app);
    if (before) await stopServer(before);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (beforeDir) fs.rmSync(beforeDir, { recursive: true, force: true });
  }
}

await main();
