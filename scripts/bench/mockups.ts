/**
 * bench:mockups — a mockup generated from a 2000 × 1500 room photo and a 1024 px pattern, through
 * the local mockup engine (server/adapters/mockupEngine.ts, the server's own code path): the time
 * of one generation (goal ≤ 1 s) and the process's memory over 100 generations (goal: flat).
 *
 *   npm run bench:mockups            # BENCH_GENERATIONS=100 by default
 */
import { performance } from 'node:perf_hooks';
import { LocalMockupEngine } from '../../server/adapters/mockupEngine';
import { DEMO_ROOMS, renderPattern, renderRoom } from '../../server/catalog/demoRooms';
import { runBenchmark } from './report';

const GENERATIONS = Number(process.env.BENCH_GENERATIONS || 100);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const engine = new LocalMockupEngine();
  const photo = await renderRoom(DEMO_ROOMS[0], 2000, 1500);
  const pattern = await renderPattern(1024);
  let started = performance.now();
  const analysis = await engine.analyze(photo);
  const analyzeMs = performance.now() - started;
  const input = { photo, mask: analysis.mask, shading: analysis.shading, pattern, repeat: 'half_step' as const };
  const attributes = { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false };

  // Warm-up: libvips loads its operations and node grows its heap once.
  for (let i = 0; i < 3; i++) await engine.generate({ ...input, attributes });
  global.gc?.();
  const before = process.memoryUsage();
  const times: number[] = [];
  let peakRss = before.rss;
  const rssSamples: number[] = [];
  for (let i = 0; i < GENERATIONS; i++) {
    started = performance.now();
    // Alternate the attributes so no result could be reused.
    await engine.generate({ ...input, attributes: { ...attributes, pattern_scale: 60 + (i % 40), enhance_shadows: i % 2 === 0 } });
    times.push(performance.now() - started);
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    if (i % 10 === 9) rssSamples.push(mb(rss));
  }
  global.gc?.();
  const after = process.memoryUsage();
  const sorted = [...times].sort((a, b) => a - b);
  const firstTen = times.slice(0, 10).reduce((a, b) => a + b) / 10;
  const lastTen = times.slice(-10).reduce((a, b) => a + b) / 10;
  const report = {
    room: '2000 × 1500 JPEG',
    pattern: '1024 × 1024 PNG, half-step',
    analyze_ms: Math.round(analyzeMs),
    generate_ms: {
      p50: Math.round(percentile(sorted, 0.5)),
      p95: Math.round(percentile(sorted, 0.95)),
      max: Math.round(sorted[sorted.length - 1]),
    },
    generate_ms_first_10_vs_last_10: [Math.round(firstTen), Math.round(lastTen)],
    rss_mb: { before: mb(before.rss), after: mb(after.rss), peak: mb(peakRss), every_10: rssSamples },
    heap_used_mb: { before: mb(before.heapUsed), after: mb(after.heapUsed) },
    external_mb: { before: mb(before.external), after: mb(after.external) },
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = percentile(sorted, 0.5) <= 1000 && after.rss - before.rss < 64 * 1024 * 1024;
  console.log(ok ? 'mockups: within the goals (p50 ≤ 1 s, RSS growth < 64 MB)' : 'mockups: OUTSIDE the goals');
}

runBenchmark(main);
