#!/usr/bin/env node
// Runs the API suite on the embedded database (PGlite), then again on PostgreSQL when
// TEST_DATABASE_URL is set, so both engines stay proven.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run('PGlite', withoutPostgres);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
