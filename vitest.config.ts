import os from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * API files spend much of their time waiting: on PostgreSQL (another process), on servers and
 * clusters they start and kill, on jobs. Vitest's default (one worker fewer than cores: a single
 * worker on a 2-core machine) leaves a core idle meanwhile; one worker per core (at least two)
 * keeps both busy. More than that made the contention tests (200 deltas on one row, 101 guesses
 * at once) run past their lock timeouts on a loaded machine. Each file has its own database, so
 * files never see each other's rows.
 * On a machine whose cores are already taken by others (load average above twice the cores: a
 * shared machine), a second worker gains nothing and slows every test: one worker then.
 * API_TEST_WORKERS sets the count.
 */
const cores = os.availableParallelism();
const API_WORKERS = Number(process.env.API_TEST_WORKERS) || (os.loadavg()[0] > 2 * cores ? 1 : Math.max(2, cores));

/**
 * graphql as Node loads it for a require() (its CommonJS build). graphql-jit and graphql-armor
 * require() it; left to itself, Vite would hand the server's imports the ES build, a second copy
 * whose types the first does not recognise. The compiled server has one copy (esbuild on Node
 * reads `main`).
 */
const graphqlForRequire = createRequire(import.meta.url).resolve('graphql');

/** The API project on one PostgreSQL server (see tests/api/globalSetup.ts for which one). */
function apiProject(name: string, exclude: string[] = []) {
  return {
    extends: true as const,
    resolve: { alias: [{ find: /^graphql$/, replacement: graphqlForRequire }] },
    test: {
      name,
      include: ['tests/api/**/*.test.ts'],
      exclude,
      environment: 'node' as const,
      globalSetup: ['tests/api/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file gets its own database copied from one initialised template.
      pool: 'forks' as const,
      isolate: false,
      maxWorkers: API_WORKERS,
      // Both API projects share one pool of workers (same group), after unit and UI when run together.
      sequence: { groupOrder: 1 },
      // Let Vite resolve graphql for graphql-http too, so both use one copy of graphql.
      server: { deps: { inline: ['graphql-http'] } },
    },
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
  test: {
    projects: [
      // No project isolates its files: importing the code again for each file was most of the
      // suite's time. Files keep their state in what each one opens (a context, a database, a
      // rendered tree that Testing Library cleans up), never in module-level variables.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A bound on a hang, not a speed check: embedding a font in a PDF took 5 s of a busy
          // 2-core machine (load 29) where it takes 0.5 s quiet; vitest's default is 5 s.
          testTimeout: 60_000,
        },
      },
      // On an embedded PostgreSQL cluster started for the run.
      apiProject('api'),
      // On TEST_DATABASE_URL's server, when it is set: the same files side by side with `api` in
      // one pool. Files that start embedded clusters of their own (crashes, the embedded default)
      // do not use the run's server, so they run once, in `api`.
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', ['tests/api/crash.test.ts', 'tests/api/embeddedPostgres.test.ts', 'tests/api/backups.test.ts'])]
        : []),
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['tests/ui/setup.ts'],
          // A bound on a failure, not a speed check: typing a whole form takes 20 s on a 2-core
          // machine running two suites (tests wait on conditions and end as soon as they are met).
          testTimeout: 60_000,
          // Apollo Client 3's CommonJS entry has no named ESM exports under Node: let Vite resolve it as the app build does.
          server: { deps: { inline: ['@apollo/client', 'ra-data-graphql'] } },
        },
      },
    ],
  },
});
