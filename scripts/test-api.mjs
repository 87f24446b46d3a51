#!/usr/bin/env node
// Runs the API suite on an embedded PostgreSQL cluster (started for the run in a temporary
// folder) and, when TEST_DATABASE_URL is set, on that PostgreSQL server too: two vitest projects
// (`api` and `api-postgres`, vitest.config.ts) whose files share one pool of workers, so both
// passes run side by side in one run. Extra arguments go to vitest (e.g. a file).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const { TEST_DATABASE_URL } = process.env;
const projects = ['--project', 'api'];
if (TEST_DATABASE_URL) projects.push('--project', 'api-postgres');
console.log(
  `\n=== API tests on embedded PostgreSQL${TEST_DATABASE_URL ? ` and on PostgreSQL (${new URL(TEST_DATABASE_URL).host})` : ''} ===`,
);
const r = spawnSync('npx', ['vitest', 'run', ...projects, ...extra], { stdio: 'inherit' });
process.exit(r.status ?? 1);
