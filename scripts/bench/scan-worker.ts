/**
 * The scan benchmark's stations, in a process of their own (so the server's event loop is not the
 * stations' too): `stations` loops, each taking the next value off one shared list and posting
 * `POST /api/scan/scan-item` as a scanner would, one scan at a time. Prints each scan's latency.
 */
import fs from 'node:fs';

interface ScanLoad {
  url: string;
  token: string;
  employeeId: number;
  stations: number;
  values: string[];
}

const load = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as ScanLoad;
const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: load.stations }, async () => {
    while (next < load.values.length) {
      const scanValue = load.values[next++];
      const t0 = performance.now();
      const r = await fetch(`${load.url}/api/scan/scan-item`, {
        method: 'POST',
        headers: { authorization: `Bearer ${load.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scanValue, employeeId: load.employeeId }),
      });
      await r.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!r.ok) failures++;
    }
  }),
);
process.stdout.write(JSON.stringify({ latencies, failures, seconds: (performance.now() - started) / 1000 }));
