/** The lane (lanes.ts) this test file runs in: vitest numbers its workers 1..maxWorkers, one per lane. */
import { inject } from 'vitest';
import type { Lane } from './lanes';

export function currentLane(): Lane {
  const lanes = inject('lanes');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const lane = lanes[(worker - 1) % lanes.length];
  if (!lane) throw new Error('no e2e lane: run the suite with web/e2e/vitest.config.ts');
  return lane;
}
