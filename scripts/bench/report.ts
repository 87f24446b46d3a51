/** Writes a benchmark's figures into docs/benchmarks.md between its markers, or appends them once. */
import fs from 'node:fs';
import path from 'node:path';

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
