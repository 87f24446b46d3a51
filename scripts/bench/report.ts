/** Writes a benchmark's figures into docs/benchmarks.md between its markers, or appends them once. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** When and on what the figures were taken: "2026-11-25, Node v22.…, 2 CPU(s), load average 1.4 at the end". */
export function takenOn(): string {
  return `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)} at the end`;
}

/** Runs a benchmark: a failure is printed and the process exits with 1. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` with `body` (marker lines included). */
export function writeFigures(name: string, body: string[], heading?: string): string {
  const [open, close] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const lines = [open, ...body, close].join('\n');
  console.log(`\n${lines}\n`);
  const file = path.resolve('docs/benchmarks.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  fs.writeFileSync(
    file,
    start >= 0 && end > start
      ? doc.slice(0, start) + lines + doc.slice(end + close.length)
      : `${doc.trimEnd()}\n\n${heading ? `## ${heading}\n\n` : ''}${lines}\n`,
  );
  return file;
}
