import { defineConfig } from 'vitest/config';

/** End-to-end suite: the built app on a random port, a fresh database, real Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['web/e2e/**/*.e2e.ts'],
    globalSetup: ['web/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    // Hooks that start a server of their own wait for it as globalSetup does (HEALTHY_WITHIN_MS).
    hookTimeout: 300_000,
    // One file at a time: 31 of the 37 files share the one server and database globalSetup
    // starts, and the admin files write to it what the public files assert (docs/testing.md).
    fileParallelism: false,
    // Retrying assertions wait as long as Playwright's own auto-waiting locators would (30 s):
    // a state the page reaches late on a loaded machine is still reached.
    expect: { poll: { timeout: 30_000 } },
  },
});
