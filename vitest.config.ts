import { defineConfig } from 'vitest/config';

/** Unit and integration tests (the Playwright suite has its own config in web/e2e). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'web/vite/**/*.test.ts',
            'domain/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
