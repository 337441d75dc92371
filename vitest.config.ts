import { defineConfig } from 'vitest/config';

const serverTest = { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

/**
 * Unit and integration tests (the Playwright suite has its own config in web/e2e).
 * `npm run test:unit` runs every project; `npm run test:fast` leaves out `processes`:
 * the files in server/test/ that start real server processes (docs/testing.md).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // One migrated PGlite folder per run, copied by each new test database (server/test/pgliteTemplateSetup.ts).
          globalSetup: ['server/test/pgliteTemplateSetup.ts'],
          ...serverTest,
          // In the fast lane the files share a worker's modules instead of importing the server
          // anew each (~2.5 s of CPU a file, docs/testing.md): each builds its own app and
          // database, none mocks a module or changes the environment. `npm test` keeps each
          // file isolated, as CI has always run it.
          // eslint-disable-next-line no-restricted-properties -- the test runner's own setting, not the server's configuration
          isolate: process.env.TEST_LANE !== 'fast',
        },
      },
      { test: { name: 'processes', include: ['server/test/**/*.test.ts'], ...serverTest } },
      {
        test: {
          name: 'web',
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'web/vite/**/*.test.ts',
            'domain/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/e2e/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
