import { defineConfig } from 'vitest/config';
import { e2eLanes } from './lanes';

const lanes = e2eLanes();

/** End-to-end suite: the built app on a random port per lane, a fresh database each, real Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['web/e2e/**/*.e2e.ts'],
    globalSetup: ['web/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    // Hooks that start a server of their own wait for it as globalSetup does (HEALTHY_WITHIN_MS).
    hookTimeout: 300_000,
    // One worker per lane (lanes.ts), each on its own server: files run one at a time on a
    // server, as the admin files write what the public files assert (docs/testing.md).
    fileParallelism: lanes > 1,
    maxWorkers: lanes,
    // Retrying assertions wait as long as Playwright's own auto-waiting locators would (30 s):
    // a state the page reaches late on a loaded machine is still reached.
    expect: { poll: { timeout: 30_000 } },
  },
});
