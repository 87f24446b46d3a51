#!/usr/bin/env node
// Runs the API suite on an embedded PostgreSQL cluster (started for the run in a temporary
// folder), then again on the PostgreSQL server of TEST_DATABASE_URL when it is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { TEST_DATABASE_URL, ...embedded } = process.env;
run('embedded PostgreSQL', embedded);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
