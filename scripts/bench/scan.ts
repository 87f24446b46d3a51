/**
 * `npm run bench:scan` (issue 14): the scanner station's call, `POST /api/scan/scan-item`, from 16
 * stations at once (BENCH_STATIONS) on the embedded PostgreSQL — p50 / p99 / max against the
 * 10 ms p99 goal — over BENCH_SCAN_ORDERS fresh orders of BENCH_SCAN_ITEMS printed line items each,
 * the stations taking the items in order (so several stations often scan one order at once, as
 * on the floor); then 16 stations scanning the 16 items of one order at the same moment; then
 * the system's time from an order's last scan to its label printed: that scan, then weighing at
 * once (label bought, packing slip and label in the print spool) — goal ≤ 3 s; then a device's
 * offline queue of BENCH_SCAN_REPLAY (100) scans replayed as the station does it — one at a time,
 * in order, each with its Idempotency-Key, the time it was taken and the shift's token — and the
 * same queue once more (every answer lost: each key answers what it answered, nothing recorded
 * twice); then the weigh and ship stations' queue of BENCH_SCAN_ACTIONS (100) actions, half
 * weighings (each buys a label and spools its slip and label) and half parcels scanned out, taken
 * in turn and replayed the same way, twice. Figures go to docs/benchmarks.md with the machine's load.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL): a PostgreSQL database kept between runs; without it, the
 * embedded default in a temporary DATA_DIR.
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { printedOrders } from '../../server/production/printedOrders';
import { benchLogger, openBenchContext } from './harness';
import { runWorker } from './load';
import { BENCH_PASSWORD, signIn } from './server';
import { writeFigures } from './report';

const STATIONS = Number(process.env.BENCH_STATIONS || 16);
const ORDERS = Number(process.env.BENCH_SCAN_ORDERS || 300);
const ITEMS = Number(process.env.BENCH_SCAN_ITEMS || 6);
const LABELS = Number(process.env.BENCH_SCAN_LABELS || 20);
const REPLAY = Number(process.env.BENCH_SCAN_REPLAY || 100);
const ACTIONS = Number(process.env.BENCH_SCAN_ACTIONS || 100);
const PASSWORD = BENCH_PASSWORD;
/** The technician's badge (EMP-0001) in the demo data. */
const EMPLOYEE = 1;
const log = (line: string) => console.log(line);
/** The fields of the station routes' answers the bench reads (each route answers its own of them). */
interface StationAnswer {
  status: string;
  weigh_queue: { id: number };
  print_jobs: unknown[];
  shipment: { tracking_number: string };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, count: sorted.length };
}

function runStations(url: string, token: string, values: string[], stations: number) {
  return runWorker<{ latencies: number[]; failures: number; seconds: number }>('scan-worker.ts', {
    url,
    token,
    employeeId: EMPLOYEE,
    stations,
    values,
  });
}

async function main() {
  const bench = await openBenchContext(PASSWORD);
  const { ctx, engine, version } = bench;
  log(`Scan benchmark on ${engine} (PostgreSQL ${version}): ${ORDERS} orders of ${ITEMS} printed items, ${STATIONS} stations…`);
  const base = Date.now() % 1_000_000;
  const floor = await printedOrders(ctx, ORDERS, ITEMS, base);
  const crowd = await printedOrders(ctx, 1, STATIONS, base + ORDERS);
  const labelled = await printedOrders(ctx, LABELS, 2, base + ORDERS + 1);
  const queuedOrders = await printedOrders(ctx, Math.ceil(REPLAY / 4), 4, base + ORDERS + 1 + LABELS);
  // The weigh and ship stations' queue: orders to weigh, and orders weighed already whose parcels ship.
  const half = Math.ceil(ACTIONS / 2);
  const toWeigh = await printedOrders(ctx, half, 1, base + ORDERS + 1 + LABELS + Math.ceil(REPLAY / 4));
  const toShip = await printedOrders(ctx, half, 1, base + ORDERS + 1 + LABELS + Math.ceil(REPLAY / 4) + half);

  const server = createApp(ctx, benchLogger()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authToken = await signIn(url, 'technician@demo.test', PASSWORD);
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };
  const post = async <T = StationAnswer>(pathName: string, body: unknown): Promise<T> => {
    const r = await fetch(`${url}${pathName}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json: unknown = await r.json();
    if (!r.ok) throw new Error(`${pathName}: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json as T;
  };

  // Warm-up: a few scans of values the scanner does not know, so the first real ones are not the process's first.
  await runStations(
    url,
    authToken,
    Array.from({ length: 200 }, (_, i) => (i % 2 ? '#squeegee#' : 'LI-999999999')),
    STATIONS,
  );

  const values = floor.flatMap((o) => o.items.map((id) => `LI-${id}`));
  const floorRun = await runStations(url, authToken, values, STATIONS);
  const floorStats = stats(floorRun.latencies);
  log(
    `  floor: ${values.length} scans, p50 ${floorStats.p50.toFixed(1)} ms, p99 ${floorStats.p99.toFixed(1)} ms, max ${floorStats.max.toFixed(1)} ms, ${(values.length / floorRun.seconds).toFixed(0)} scans/s, ${floorRun.failures} failed`,
  );
  const again = await runStations(url, authToken, values.slice(0, 1000), STATIONS);
  const againStats = stats(again.latencies);
  log(`  already scanned: p50 ${againStats.p50.toFixed(1)} ms, p99 ${againStats.p99.toFixed(1)} ms`);
  const crowdRun = await runStations(
    url,
    authToken,
    crowd[0].items.map((id) => `LI-${id}`),
    STATIONS,
  );
  const crowdStats = stats(crowdRun.latencies);
  log(`  one order, ${STATIONS} stations at once: p50 ${crowdStats.p50.toFixed(1)} ms, max ${crowdStats.max.toFixed(1)} ms`);

  // Last scan → label printed, one order at a time, as the system does it (no person between).
  const toLabel: number[] = [];
  const scanPart: number[] = [];
  for (const order of labelled) {
    await post('/api/scan/scan-item', { scanValue: `LI-${order.items[0]}`, employeeId: EMPLOYEE });
    const t0 = performance.now();
    const last = await post('/api/scan/scan-item', { scanValue: `LI-${order.items[1]}`, employeeId: EMPLOYEE });
    scanPart.push(performance.now() - t0);
    const weighed = await post('/api/scan/update-weight', {
      weighQueue: { id: last.weigh_queue.id, weight_pounds: 3, weight_ounces: 4, employeeId: EMPLOYEE },
    });
    if (weighed.print_jobs.length !== 2) throw new Error(`expected a label and a packing slip, got ${JSON.stringify(weighed.print_jobs)}`);
    toLabel.push(performance.now() - t0);
  }
  const labelStats = stats(toLabel);
  log(`  last scan → label printed: p50 ${labelStats.p50.toFixed(0)} ms, max ${labelStats.max.toFixed(0)} ms`);

  // A device's offline queue replayed: one scan at a time, in order, as providers/scanQueue.ts does.
  const shift = await post<{ id: number; shift: { token: string } }>('/api/employees/sign-in', { badge: 'EMP-0001' });
  const taken = Date.now() - 10 * 60_000;
  const queue = queuedOrders
    .flatMap((o) => o.items)
    .slice(0, REPLAY)
    .map((id, i) => ({ key: `bench-${base}-${i}`, value: `LI-${id}`, scanned_at: new Date(taken + i * 1000).toISOString() }));
  /** Replays queued station actions one at a time, in order, as providers/scanQueue.ts does; `done` checks each answer. */
  const replayQueue = async (actions: Array<{ path: string; key: string; body: unknown }>, done: (answer: StationAnswer) => boolean) => {
    const each: number[] = [];
    const t0 = performance.now();
    let replayed = 0;
    for (const action of actions) {
      const t = performance.now();
      const r = await fetch(`${url}${action.path}`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': action.key, 'X-Station-Shift': shift.shift.token },
        body: JSON.stringify(action.body),
      });
      const json = (await r.json()) as StationAnswer;
      if (!r.ok || !done(json)) throw new Error(`replay of ${action.path}: ${r.status} ${JSON.stringify(json).slice(0, 200)}`);
      if (r.headers.get('idempotent-replayed') === 'true') replayed++;
      each.push(performance.now() - t);
    }
    return { total: performance.now() - t0, stats: stats(each), replayed };
  };
  const scans = queue.map((scan) => ({
    path: '/api/scan/scan-item',
    key: scan.key,
    body: { scanValue: scan.value, employeeId: shift.id, scanned_at: scan.scanned_at },
  }));
  const replay = () => replayQueue(scans, (answer) => answer.status === 'scanned');
  const firstReplay = await replay();
  const secondReplay = await replay();
  if (firstReplay.replayed !== 0 || secondReplay.replayed !== queue.length) throw new Error('the keys were not applied exactly once');
  log(
    `  replay of ${queue.length} queued scans: ${firstReplay.total.toFixed(0)} ms (p50 ${firstReplay.stats.p50.toFixed(1)} ms a scan); again (all answered before): ${secondReplay.total.toFixed(0)} ms`,
  );

  // The weigh and ship stations' queue: a weighing and a parcel scanned out in turn, as providers/scanQueue.ts sends them.
  const entries = new Map<number, number>();
  for (const order of [...toWeigh, ...toShip]) {
    const r = await post('/api/scan/scan-item', { scanValue: `LI-${order.items[0]}`, employeeId: EMPLOYEE });
    entries.set(order.id, r.weigh_queue.id);
  }
  const parcels: string[] = [];
  for (const order of toShip) {
    const r = await post('/api/scan/update-weight', { weighQueue: { id: entries.get(order.id), weight_pounds: 2, employeeId: EMPLOYEE } });
    parcels.push(r.shipment.tracking_number);
  }
  const actions = toWeigh.flatMap((order, i) => [
    {
      path: '/api/scan/update-weight',
      key: `bench-weigh-${base}-${i}`,
      body: {
        weighQueue: { id: entries.get(order.id), weight_pounds: 3, weight_ounces: 4, employeeId: shift.id },
        weighed_at: new Date(taken + i * 2000).toISOString(),
      },
    },
    {
      path: '/api/shipping/scan-item',
      key: `bench-ship-${base}-${i}`,
      body: { scanValue: parcels[i], employee: shift.id, scanned_at: new Date(taken + i * 2000 + 1000).toISOString() },
    },
  ]);
  const replayActions = () => replayQueue(actions, (answer) => Boolean(answer.shipment));
  const firstActions = await replayActions();
  const secondActions = await replayActions();
  if (firstActions.replayed !== 0 || secondActions.replayed !== actions.length)
    throw new Error('the actions were not applied exactly once');
  log(
    `  replay of ${actions.length} queued weighings and parcel scans: ${firstActions.total.toFixed(0)} ms (p50 ${firstActions.stats.p50.toFixed(1)} ms an action); again: ${secondActions.total.toFixed(0)} ms`,
  );
  server.close();
  const load = os.loadavg().map((l) => l.toFixed(1));

  const f = (v: number) => v.toFixed(1);
  writeFigures(
    'bench-scan',
    [
      `**${engine}, PostgreSQL ${version}**, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${load.join(' / ')} (1 / 5 / 15 min) at the end; the stations run in a process of their own, the server and the database on the same machine:`,
      '',
      '| scan → feedback (the station’s scan-item call answered) | stations | scans | p50 | p99 | max | scans/s | goal |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      `| printed items of ${ORDERS} orders × ${ITEMS}, in order (orders shared by stations) | ${STATIONS} | ${floorStats.count} | ${f(floorStats.p50)} ms | ${f(floorStats.p99)} ms | ${f(floorStats.max)} ms | ${(floorStats.count / floorRun.seconds).toFixed(0)} | p99 ≤ 10 ms: ${floorStats.p99 <= 10 ? 'met' : 'missed'} |`,
      `| the same items again (already scanned) | ${STATIONS} | ${againStats.count} | ${f(againStats.p50)} ms | ${f(againStats.p99)} ms | ${f(againStats.max)} ms | ${(againStats.count / again.seconds).toFixed(0)} | |`,
      `| one order's ${STATIONS} items at the same moment | ${STATIONS} | ${crowdStats.count} | ${f(crowdStats.p50)} ms | ${f(crowdStats.p99)} ms | ${f(crowdStats.max)} ms | | |`,
      '',
      `| last item scanned → label printed (scan, weigh: label bought, label and packing slip spooled) | p50 | max | goal |`,
      '|---|---:|---:|---|',
      `| ${LABELS} orders, one after another (the last scan alone: p50 ${scanPart.sort((a, b) => a - b)[Math.floor(scanPart.length / 2)].toFixed(1)} ms) | ${labelStats.p50.toFixed(0)} ms | ${labelStats.max.toFixed(0)} ms | ≤ 3 s: ${labelStats.max <= 3000 ? 'met' : 'missed'} |`,
      '',
      `| a device's offline queue replayed (one at a time, in order, Idempotency-Key, scan time, shift) | scans | total | p50 a scan | p99 a scan |`,
      '|---|---:|---:|---:|---:|',
      `| first replay: every scan recorded | ${queue.length} | ${firstReplay.total.toFixed(0)} ms | ${f(firstReplay.stats.p50)} ms | ${f(firstReplay.stats.p99)} ms |`,
      `| the same queue again (answers lost): each key answers as before, nothing recorded twice | ${queue.length} | ${secondReplay.total.toFixed(0)} ms | ${f(secondReplay.stats.p50)} ms | ${f(secondReplay.stats.p99)} ms |`,
      `| the weigh and ship stations' queue: ${half} weighings (label bought, slip and label spooled) and ${half} parcels scanned out, in turn | ${actions.length} | ${firstActions.total.toFixed(0)} ms | ${f(firstActions.stats.p50)} ms | ${f(firstActions.stats.p99)} ms |`,
      `| the same actions again (answers lost): each key answers as before, no second label, nothing shipped twice | ${actions.length} | ${secondActions.total.toFixed(0)} ms | ${f(secondActions.stats.p50)} ms | ${f(secondActions.stats.p99)} ms |`,
    ],
    'Scanner station (npm run bench:scan)',
  );
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
