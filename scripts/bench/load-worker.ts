/** Child process of load.ts: runs autocannon over the request variants in argv[2] and prints the result as JSON. */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { HttpLoad } from './load';

const load = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as HttpLoad;
let next = 0;
const result = await autocannon({
  url: load.url,
  connections: load.connections,
  duration: load.seconds,
  method: load.method ?? 'GET',
  headers: { 'content-type': 'application/json', ...load.headers },
  requests: [
    {
      setupRequest: (request) => {
        const variant = load.variants[next++ % load.variants.length];
        return { ...request, path: variant.path, ...(variant.body !== undefined ? { body: variant.body } : {}) };
      },
    },
  ],
});
const failures = result.errors + result.timeouts + result.non2xx;
console.log(
  JSON.stringify({
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
    failures,
  }),
);
