import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
  test: {
    projects: [
      // No project isolates its files: importing the code again for each file was most of the
      // suite's time. Files keep their state in what each one opens (a context, a database, a
      // rendered tree that Testing Library cleans up), never in module-level variables.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database copied from one initialised template.
          pool: 'forks',
          isolate: false,
          // Let Vite resolve graphql for graphql-http too, so both use one copy of graphql.
          server: { deps: { inline: ['graphql-http'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
          // Apollo Client 3's CommonJS entry has no named ESM exports under Node: let Vite resolve it as the app build does.
          server: { deps: { inline: ['@apollo/client', 'ra-data-graphql'] } },
        },
      },
    ],
  },
});
