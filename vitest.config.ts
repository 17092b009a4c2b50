import os from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser journeys live in e2e/ (Playwright).
// The contracts' `source` condition, then Vite's server conditions without `module`: the workers
// pass these to Node, whose require() would then take @opentelemetry/api's ES build (which
// prom-client requires, and which Node cannot load: its imports have no file extensions).
const conditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // At least two files at a time: the integration tests wait on PostgreSQL as much as they
    // compute, so a 2-core machine runs the suite in about two thirds of the time of one.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // The server's files share a worker's loaded modules (the app and its libraries
          // load once per worker, not once per file). Each file builds its own app on its own
          // databases (test/harness.ts), and nothing there mocks a module, so no state crosses.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts'],
          // Component tests (happy-dom) load antd's ES build, transformed: its CommonJS build
          // requires packages that Node 20 cannot require.
          alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
          server: { deps: { inline: [/node_modules\/antd\//] } },
        },
      },
    ],
  },
});
