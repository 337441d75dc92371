import { defineConfig } from 'vitest/config';

/** End-to-end suite: the built app on a random port, a fresh database, real Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['web/e2e/**/*.e2e.ts'],
    globalSetup: ['web/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
